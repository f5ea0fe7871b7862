import type { Browser } from 'playwright-core';
import { PAGE_KINDS, baseUrl, collectErrors, launchBrowser, twinOf, waitForHydration } from './helpers';

/**
 * What only scripts can break: each page kind, in both locales, hydrates without a console error
 * (a hydration mismatch or a failed chunk shows up there) and keeps its server-rendered heading.
 * The static checks of every page are in tests/site/routes.test.ts.
 */
describe('hydration of each page kind', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(PAGE_KINDS.flatMap((route) => [route, twinOf(route)]))('hydrates %s without a console error', async (route) => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const notFound = /^(\/en)?\/no-existe\/$/.test(route);
    expect(response?.status()).toBe(notFound ? 404 : 200);
    expect(await page.locator('h1').count()).toBe(1);
    // The 404 response itself is the only error the console may show on the Page Not Found.
    expect(errors.filter((e) => !(notFound && /status of 404/.test(e)))).toEqual([]);
    await page.close();
  });
});
