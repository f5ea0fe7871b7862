import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, waitForHydration } from './helpers';

const READ = '/en/docs/api/requests';
const PAGE_DATA = /\/page-data(\/.*)\/page-data\.json$/;

/** The path of a page-data request for a page other than the one being read, or null. */
function prefetchedPath(url: string): string | null {
  const match = url.match(PAGE_DATA);
  return match && match[1] !== READ ? match[1] : null;
}

/** Opens the page as a reader with the given connection, hydrated, and returns the page-data requests it makes. */
async function openWith(browser: Browser, connection: { effectiveType: string; saveData: boolean }): Promise<{ page: Page; requested: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((c) => {
    Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
  }, connection);
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = prefetchedPath(request.url());
    if (path) requested.push(path);
  });
  await page.goto(`${baseUrl()}${READ}/`, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, requested, close: () => context.close() };
}

/**
 * Gatsby prefetches visible links from an idle callback once the page has hydrated. Two idle
 * rounds and a second more leave it every chance to have started; with the two cores shared by
 * other suites a fixed wait from `networkidle` was sometimes too short.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 1000)));
      }),
  );
}

describe('link prefetch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('prefetches the pages of visible links on a normal connection', async () => {
    const { page, requested, close } = await openWith(browser, { effectiveType: '4g', saveData: false });
    if (requested.length === 0) {
      await page.waitForRequest((request) => prefetchedPath(request.url()) !== null, { timeout: 30_000 });
    }
    await close();
  });

  it('skips prefetch on a 2g connection', async () => {
    const { page, requested, close } = await openWith(browser, { effectiveType: 'slow-2g', saveData: false });
    await settle(page);
    await close();
    expect(requested).toEqual([]);
  });

  it('skips prefetch when the reader saves data', async () => {
    const { page, requested, close } = await openWith(browser, { effectiveType: '4g', saveData: true });
    await settle(page);
    await close();
    expect(requested).toEqual([]);
  });
});
