import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';

export { PUBLIC_DIR, builtHtml, builtRoutes } from '../site/built';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the browser tests run through jest.e2e.config.js.');
  return url;
}

/** Debian's Chromium, with the flags this machine's closed network needs. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** The measurement id `npm run build:test` builds the gate's site with (package.json). */
export const TEST_MEASUREMENT_ID = 'G-TESELATEST1';

/** Google's tag and collection hosts: the gate's build has analytics on, and this machine has no internet. */
export const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//;

/**
 * A connection to the one Chromium that globalSetup started for the whole run (starting a browser
 * per suite cost seconds each). Closing it closes this suite's contexts, not the shared browser.
 * The gate builds the site with a test measurement id, as production runs it: every context
 * answers Google's hosts locally with an empty response, so no page waits on a network this
 * machine does not have (tests/e2e/analytics.test.ts records those requests itself).
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS;
  if (!endpoint) throw new Error('E2E_BROWSER_WS is not set: the browser tests run through jest.e2e.config.js.');
  const browser = await chromium.connect(endpoint);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.route(GOOGLE, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    return context;
  };
  return browser;
}

/**
 * One page of each kind the templates make, the sample on which Chromium runs what needs layout or
 * scripts (axe's layout rules, hydration). Every page's static HTML is checked in tests/site.
 */
export const PAGE_KINDS = [
  '/',
  '/docs/documentation/online/',
  '/docs/documentation/online/tokenization/',
  '/docs/api/',
  '/docs/api/payment/card/',
  '/docs/api/currencies/',
  '/docs/documentation/testing/test_data/',
  '/docs/tags/',
  '/docs/tags/bnpl/',
  '/docs/specific/jsonGenerator/',
  '/docs/specific/shoplist/',
  '/markdown-page/',
  '/blog/',
  '/blog/mdx-blog-post/',
  '/blog/tags/',
  '/blog/tags/hello/',
  '/blog/archive/',
  '/blog/authors/',
  '/search/?q=reembolso',
  '/no-existe/',
];

/** A route's twin in the other locale (`/docs/` and `/en/docs/`). */
export const twinOf = (route: string): string => (route.startsWith('/en/') ? route.slice(3) : `/en${route}`);

/** Collects console errors and uncaught exceptions of a page (hydration mismatches show up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Waits until React has taken over the page and the page is laid out in full. The server renders
 * the colour mode toggle as an unlabelled, disabled placeholder, which React replaces once the page
 * has hydrated and the colour mode has mounted. (Hydration runs in slices and may end after the load
 * event.) On a phone, a long page then lays out the blocks it skipped while loading, in slices too
 * (src/utils/progressiveLayout.ts): until then they are contained, and a focus ring in one is clipped.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && header.querySelector('button[disabled][aria-hidden="true"]') === null && !document.documentElement.hasAttribute('data-layout-pending');
  });
}

/**
 * The set-up of a describe block whose tests each get a fresh page: one Chromium for the block, a
 * new context per test (nothing stored carries over), and the page's console errors collected.
 * Call it at the top of the block; read `page` and `errors` inside the tests (`browser` for a test
 * that needs a context of its own).
 */
export function freshPagePerTest(viewport?: { width: number; height: number }): { readonly browser: Browser; readonly page: Page; readonly errors: string[] } {
  let started: Browser | undefined;
  let page: Page;
  let errors: string[] = [];
  const browser = (): Browser => {
    if (!started) throw new Error('Chromium did not start.');
    return started;
  };
  beforeAll(async () => {
    started = await launchBrowser();
  });
  afterAll(() => started?.close());
  beforeEach(async () => {
    page = await (await browser().newContext(viewport ? { viewport } : {})).newPage();
    errors = collectErrors(page);
  });
  afterEach(() => page.context().close());
  return {
    get browser() {
      return browser();
    },
    get page() {
      return page;
    },
    get errors() {
      return errors;
    },
  };
}

const AXE_SOURCE = axe.source;

/**
 * Runs axe-core in the page and returns its serious and critical violations as
 * `label: rule (impact) targets`. axe is injected once per document and run in place, with only
 * the violations sent back: @axe-core/playwright's builder spent over a second a call on injecting
 * and collecting, whatever the rules (the site has no frames for it to walk).
 */
export async function seriousAxeViolations(page: Page, label: string, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (only) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, rules ? [...rules] : null);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.targets.slice(0, 3).join(', ')}`);
}

/**
 * Switches the page in place to both colour modes at 375 and 1280 px, the way the reader's OS and
 * window change them, and runs axe with every rule in each; answers the serious findings.
 */
export async function axeInEveryMode(page: Page): Promise<string[]> {
  const findings: string[] = [];
  for (const width of [375, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await switchPage(page, scheme, width);
      findings.push(...(await seriousAxeViolations(page, `${scheme} ${width}`)));
    }
  }
  return findings;
}

/** Puts a loaded page in a colour mode and a width in place, and waits until the site shows that mode. */
export async function switchPage(page: Page, scheme: 'light' | 'dark', width: number): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.setViewportSize({ width, height: 900 });
  await page.waitForFunction((s) => document.documentElement.dataset.theme === s, scheme);
  // Colours that ease into the new mode (the links of "On this page") are measured once they are there.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
