import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, waitForHydration } from './helpers';

/**
 * The wrong-base-URL banner (src/utils/baseUrlBanner.ts): hidden while the site's JavaScript runs,
 * shown after the load event when it never started. The production bundle starts Gatsby's runtime a
 * part at a time after its script has run (src/utils/appEntry.js), so the load event may come
 * before the runtime exists: the banner must not take that for a failure.
 */
describe('the wrong-base-URL banner', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(['/docs/documentation/online/', '/en/docs/api/payment/card/', '/'])('stays hidden on %s, whose scripts load', async (route) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.locator('#base-url-issue-banner').isHidden()).toBe(true);
    await page.close();
  });

  it('appears with the prefix the address implies when the app bundle does not load', async () => {
    const page = await browser.newPage();
    await page.route(/\/app-[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${baseUrl()}/docs/documentation/online/`, { waitUntil: 'load' });
    const banner = page.locator('#base-url-issue-banner');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.getAttribute('role')).toBe('alert');
    expect((await banner.textContent())?.length).toBeGreaterThan(20);
    await page.close();
  });
});
