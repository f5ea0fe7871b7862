import type { Browser } from 'playwright-core';
import { parse } from 'node-html-parser';
import { baseUrl, builtHtml, builtRoutes, launchBrowser } from './helpers';

describe('locales', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('switches language keeping the page and the hash, and back', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/docs/api/requests/#idempotency`, { waitUntil: 'networkidle' });
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

  it('gives every page hreflang alternates for es, en and x-default pointing at twins that exist', () => {
    const problems: string[] = [];
    for (const route of builtRoutes()) {
      const root = parse(builtHtml(route) ?? '');
      const alternates = Object.fromEntries(
        root.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname]),
      );
      const es = route.startsWith('/en/') ? route.slice(3) : route;
      const expected = { es, en: `/en${es}`, 'x-default': es };
      const sorted = (o: Record<string, unknown>) => JSON.stringify(Object.entries(o).sort());
      if (sorted(alternates) !== sorted(expected)) problems.push(`${route}: ${JSON.stringify(alternates)}`);
      for (const target of Object.values(alternates)) if (!builtHtml(target as string)) problems.push(`${route}: alternate ${target} is not built`);
      const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (!canonical || new URL(canonical).pathname !== route) problems.push(`${route}: canonical ${canonical}`);
    }
    expect(problems).toEqual([]);
  });
});
