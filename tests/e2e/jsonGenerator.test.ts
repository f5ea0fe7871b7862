import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, freshPagePerTest, axeInEveryMode, waitForHydration } from './helpers';

describe('JSON generator (/docs/specific/jsonGenerator/)', () => {
  it('ships the request schemas only to the generator page', () => {
    const read = (route: string) => fs.readFileSync(path.resolve(__dirname, `../../public/page-data${route}page-data.json`), 'utf8');
    expect(read('/en/docs/specific/jsonGenerator/')).toContain('"requestSchema"');
    expect(read('/en/docs/api/payment/card/')).not.toContain('"requestSchema"');
    expect(read('/en/docs/specific/shoplist/')).not.toContain('"requestSchema"');
  });

  describe('in Chromium', () => {
    const session = freshPagePerTest({ width: 375, height: 900 });
    let page: Page;
    let errors: string[];
    beforeEach(() => {
      ({ page, errors } = session);
    });

    it('builds the JSON of payment/card as fields are filled, with messages next to the fields that axe finds nothing wrong with', async () => {
      await page.goto(`${baseUrl()}/en/docs/specific/jsonGenerator/`, { waitUntil: 'load' });
      await waitForHydration(page);
      const json = async () => JSON.parse((await page.getByTestId('generated-json').textContent()) ?? 'null') as Record<string, unknown>;
      await page.getByRole('combobox', { name: 'Operation' }).selectOption('payment/card');
      await expect(json()).resolves.toMatchObject({ amount: 1250, currency: 'EUR', terminalId: '001' });
      await page.getByRole('checkbox', { name: 'Include token' }).check();
      await page.getByRole('textbox', { name: 'token', exact: true }).fill('tok_3Fh8Jq1Zc6W');
      await page.getByText("The JSON follows the operation's schema.").waitFor();
      // The currency is picked from the supported list; a wrong reference shows its message.
      await page.getByRole('combobox', { name: 'currency (required)' }).selectOption('JPY');
      await page.getByRole('textbox', { name: 'merchantReference (required)' }).fill('order 1');
      await page.getByText('Must match the pattern ^[A-Za-z0-9_-]{1,32}$.').waitFor();
      await expect(json()).resolves.toMatchObject({ currency: 'JPY', merchantReference: 'order 1', token: 'tok_3Fh8Jq1Zc6W' });
      const overflowing = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main input, main select, main label'))
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(overflowing).toEqual([]);

      // With a field's message showing, axe (every rule) finds nothing serious in either colour mode, at 375 and 1280 px.
      expect(await axeInEveryMode(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
