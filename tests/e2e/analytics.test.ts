import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { loadHostingRules } from '../../scripts/lib/netlify';
import { startOnLoopback } from '../../scripts/lib/server';
import { baseUrl, launchBrowser, PUBLIC_DIR, waitForHydration } from './helpers';

/**
 * Google Analytics in Chromium. The main build has no measurement id: nothing may be loaded or
 * sent. A second build of the same sources with GA_MEASUREMENT_ID set is served beside it; Google's
 * hosts are intercepted (this machine has no internet), and the test reads what the site handed
 * to gtag: the config with IP anonymisation and one page view per change of path, query or hash.
 */
const ROOT = path.resolve(__dirname, '../..');
const MEASUREMENT_ID = 'G-TESELATEST1';
const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//;

let browser: Browser;
let analytics: { url: string; close: () => Promise<void> };
let buildDir: string;

/** Builds the site again, with analytics on, in a copy of the sources that shares node_modules. */
function buildWithAnalytics(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tesela-analytics-'));
  const skip = new Set(['node_modules', 'public', '.cache', '.git'].map((n) => path.join(ROOT, n)));
  fs.cpSync(ROOT, dir, { recursive: true, filter: (source) => !skip.has(source) });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: dir,
    env: { ...process.env, GA_MEASUREMENT_ID: MEASUREMENT_ID, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`The build with analytics failed:\n${result.stdout}\n${result.stderr}`);
  return dir;
}

beforeAll(async () => {
  browser = await launchBrowser();
  buildDir = buildWithAnalytics();
  const root = path.join(buildDir, 'public');
  analytics = await startOnLoopback({ root, rules: loadHostingRules(root, path.join(buildDir, 'netlify.toml')) });
}, 600_000);

afterAll(async () => {
  await analytics?.close();
  await browser?.close();
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
});

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
    await page.goto(`${analytics.url}/docs/documentation/online/`);
    await waitForHydration(page);
    await waitForViews(page, 1);
    expect(google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
    expect((await gtagCalls(page)).find((c) => c[0] === 'config')).toEqual(['config', MEASUREMENT_ID, { anonymize_ip: true, send_page_view: false }]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    await close();
  });

  it('sends one page view per change of path, query or hash, and none for the same address', async () => {
    const { page, close } = await openTracked();
    await page.goto(`${analytics.url}/docs/documentation/online/`);
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

describe('analytics without a measurement id (the main build)', () => {
  it('ships no analytics code in any page', () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.html') || entry.name === '_headers') pages.push(full);
      }
    };
    walk(PUBLIC_DIR);
    expect(pages.length).toBeGreaterThan(200);
    const tracked = pages.filter((file) => /googletagmanager|gtag\(|google-analytics/.test(fs.readFileSync(file, 'utf8')));
    expect(tracked).toEqual([]);
  });

  it('loads and sends nothing to Google while a reader navigates', async () => {
    const { page, google, close } = await openTracked();
    const offSite: string[] = [];
    page.on('request', (request: Request) => {
      if (!request.url().startsWith(baseUrl())) offSite.push(request.url());
    });
    await page.goto(`${baseUrl()}/docs/documentation/online/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Bizum', exact: true }).first().click();
    await page.waitForURL(/\/bizum\/$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => ({ gtag: typeof (window as unknown as { gtag?: unknown }).gtag, dataLayer: typeof (window as unknown as { dataLayer?: unknown }).dataLayer }))).toEqual({
      gtag: 'undefined',
      dataLayer: 'undefined',
    });
    expect(google).toEqual([]);
    expect(offSite).toEqual([]);
    await close();
  });
});
