import type { Browser, Page } from 'playwright-core';
import { GOOGLE, TEST_MEASUREMENT_ID, baseUrl, launchBrowser, waitForHydration } from './helpers';

/**
 * Google Analytics in Chromium, on the gate's own build: `npm test` builds the site with a test
 * measurement id, as production runs it (previews run without one). Google's hosts are
 * intercepted (this machine has no internet), and the test reads what the site handed to gtag:
 * the config with IP anonymisation and one page view per change of path, query or hash. The
 * state without an id is the build's configuration alone (no plugin, no Google host in the
 * policy), tested in src/node/__tests__/analytics.test.ts and hosting.test.ts.
 */
const MEASUREMENT_ID = TEST_MEASUREMENT_ID;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

/** A page whose requests to Google are recorded and answered locally (gtag.js by an empty script). */
async function openTracked(): Promise<{ page: Page; google: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const google: string[] = [];
  await context.route(GOOGLE, (route) => {
    google.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = found;
    document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, google, close: () => context.close() };
}

type GtagCall = unknown[];
const gtagCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args) as unknown[]));
const pageViews = async (page: Page) =>
  (await gtagCalls(page)).filter((c: GtagCall) => c[0] === 'event' && c[1] === 'page_view').map((c: GtagCall) => (c[2] as { page_path: string }).page_path);
const waitForViews = (page: Page, count: number) =>
  page.waitForFunction(
    (n) => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).filter((a) => a[0] === 'event' && a[1] === 'page_view').length >= n,
    count,
  );

describe('analytics with a measurement id', () => {
  it("loads gtag.js from Google's tag host with the id, with IP anonymisation and within the policy", async () => {
    const { page, google, close } = await openTracked();
    await page.goto(`${baseUrl()}/docs/documentation/online/`);
    await waitForHydration(page);
    await waitForViews(page, 1);
    expect(google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
    expect((await gtagCalls(page)).find((c) => c[0] === 'config')).toEqual(['config', MEASUREMENT_ID, { anonymize_ip: true, send_page_view: false }]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    await close();
  });

  it('sends one page view per change of path, query or hash, and none for the same address', async () => {
    const { page, close } = await openTracked();
    await page.goto(`${baseUrl()}/docs/documentation/online/`);
    await waitForHydration(page);
    await waitForViews(page, 1);

    // Another page, through the sidebar.
    const sidebar = page.getByRole('navigation', { name: /barra lateral|sidebar|documentación/i }).first();
    await sidebar.getByRole('link', { name: 'Bizum', exact: true }).first().click();
    await page.waitForURL(/\/bizum\/$/);
    await waitForViews(page, 2);
    // The same address again (a new history entry, the same path, query and hash): no page view.
    await sidebar.getByRole('link', { name: 'Bizum', exact: true }).first().click();
    // A heading of the table of contents: the hash changes.
    const toc = page.getByRole('navigation', { name: /en esta página|on this page/i });
    const heading = toc.getByRole('link').first();
    const hash = (await heading.getAttribute('href'))!;
    await heading.click();
    await page.waitForURL(new RegExp(`${hash}$`));
    await waitForViews(page, 3);
    // The query: the search page with a query, then another query.
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/search/?q=bizum'));
    await page.waitForURL(/\?q=bizum$/);
    await waitForViews(page, 4);
    // Back to the Bizum page's heading.
    await page.goBack();
    await page.waitForURL(new RegExp(`${hash}$`));
    await waitForViews(page, 5);

    expect(await pageViews(page)).toEqual([
      '/docs/documentation/online/',
      '/docs/documentation/bizum/',
      `/docs/documentation/bizum/${hash}`,
      '/search/?q=bizum',
      `/docs/documentation/bizum/${hash}`,
    ]);
    await close();
  });
});
