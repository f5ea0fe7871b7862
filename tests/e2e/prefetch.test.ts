import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './helpers';

/** Page data requested for pages other than the one being read: Gatsby's prefetch of visible links. */
async function prefetchedPages(browser: Browser, connection: { effectiveType: string; saveData: boolean } | null): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (connection) {
    await context.addInitScript((c) => {
      Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
    }, connection);
  }
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = request.url().match(/\/page-data(\/.*)\/page-data\.json$/);
    if (match && match[1] !== '/en/docs/api/requests') requested.push(match[1]);
  });
  await page.goto(`${baseUrl()}/en/docs/api/requests/`, { waitUntil: 'networkidle' });
  // Gatsby prefetches visible links once the browser is idle.
  await page.waitForTimeout(3500);
  await context.close();
  return requested;
}

describe('link prefetch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('prefetches the pages of visible links on a normal connection', async () => {
    expect((await prefetchedPages(browser, { effectiveType: '4g', saveData: false })).length).toBeGreaterThan(0);
  });

  it('skips prefetch on a 2g connection', async () => {
    expect(await prefetchedPages(browser, { effectiveType: 'slow-2g', saveData: false })).toEqual([]);
  });

  it('skips prefetch when the reader saves data', async () => {
    expect(await prefetchedPages(browser, { effectiveType: '4g', saveData: true })).toEqual([]);
  });
});
