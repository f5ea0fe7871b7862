import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, waitForHydration } from './helpers';

describe('locales', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('switches language keeping the page and the hash, and back', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/docs/api/requests/#idempotency`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/docs/api/requests/#idempotency');
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    expect(await page.locator('#idempotency').count()).toBe(1);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL('**/docs/api/requests/#idempotency');
    expect(new URL(page.url()).pathname).toBe('/docs/api/requests/');
    await page.close();
  });
});
