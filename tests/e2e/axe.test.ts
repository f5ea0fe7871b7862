import type { Browser, Page } from 'playwright-core';
import { changedRoutes } from '../../scripts/lib/changedPages';
import { PAGE_KINDS, baseUrl, builtHtml, builtRoutes, collectErrors, launchBrowser, seriousAxeViolations, switchPage, twinOf, waitForHydration } from './helpers';

/**
 * One page of each kind in Chromium, for what needs layout or scripts. Each page is loaded once,
 * in light mode at 1280 px, in both locales:
 * - it hydrates without a console error (a hydration mismatch or a failed chunk shows up there),
 *   answers the right status, has one h1, and axe-core finds nothing with every rule;
 * - then, the locales alternating from kind to kind, the same page is switched to dark mode, to
 *   375 px in dark mode and to 375 px in light mode, the way a reader's OS setting or a rotated
 *   phone changes them (the site follows both live), and axe runs the rules that depend on the
 *   rendered page (contrast, target size, scrolling regions) after each switch; at 375 and 320 px
 *   the page must not scroll sideways (wide code and tables scroll inside their own box).
 * Every page's static HTML gets the layout-free accessibility rules in tests/site (validateShard.ts),
 * at a few milliseconds a page. With GATE_CHANGED_SINCE set, the pages whose source changed since
 * then join every pass (scripts/lib/changedPages.ts).
 */
const changed = changedRoutes().filter((route) => builtHtml(route) !== null);

/**
 * In each locale, the page whose title holds the longest word: the one a phone is likeliest to
 * scroll sideways ("preauthorization" in an h1 was wider than 320 px). Read from the build, so a
 * new page with a longer word takes its place.
 */
function longestTitleWord(english: boolean): string {
  let best = { route: '', length: 0 };
  for (const route of builtRoutes().filter((r) => r.startsWith('/en/') === english)) {
    const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(builtHtml(route) ?? '')?.[1].replace(/<[^>]+>/g, '') ?? '';
    for (const raw of title.split(/[\s/]+/)) {
      // Letters and digits only: an entity or a quotation mark beside a word is not part of it.
      const word = raw.replace(/&[#a-z0-9]+;/gi, '').replace(/[^\p{L}\p{N}-]/gu, '');
      if (word.length > best.length) best = { route, length: word.length };
    }
  }
  return best.route;
}
const LONG_TITLES = [longestTitleWord(false), longestTitleWord(true)];

const SPANISH = [...new Set([...PAGE_KINDS, LONG_TITLES[0], ...changed.filter((route) => !route.startsWith('/en/'))])];
const ENGLISH = [...new Set([...PAGE_KINDS.map(twinOf), LONG_TITLES[1], ...changed.filter((route) => route.startsWith('/en/'))])];
const ALTERNATING = new Set([...PAGE_KINDS.map((route, i) => (i % 2 === 0 ? route : twinOf(route))), ...LONG_TITLES, ...changed]);

/** axe's rules whose result depends on the rendered page: colours, sizes, scrolling, focus order. */
const LAYOUT_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable', 'target-size', 'css-orientation-lock', 'avoid-inline-spacing', 'focus-order-semantics'];

/** The states the layout rules see after the first pass, in the order the page is switched to them. */
const LAYOUT_STATES = [
  { scheme: 'dark', width: 1280 },
  { scheme: 'dark', width: 375 },
  { scheme: 'light', width: 375 },
] as const;

const isNotFound = (route: string) => /^(\/en)?\/no-existe\/$/.test(route);

/** The page scrolls sideways: something is wider than the viewport. */
async function sidewaysScroll(page: Page, label: string): Promise<string[]> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  return scrollWidth > clientWidth ? [`${label}: ${scrollWidth}px wide in a ${clientWidth}px viewport`] : [];
}

/** Every check of one route, on one page load. */
async function auditRoute(page: Page, errors: string[], route: string): Promise<string[]> {
  const findings: string[] = [];
  errors.length = 0;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  const response = await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
  await waitForHydration(page);
  const status = response?.status();
  if (status !== (isNotFound(route) ? 404 : 200)) findings.push(`${route}: status ${status}`);
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) findings.push(`${route}: ${h1s} h1 elements after hydration`);
  findings.push(...(await seriousAxeViolations(page, `${route} light 1280`)));
  if (ALTERNATING.has(route)) {
    for (const { scheme, width } of LAYOUT_STATES) {
      await switchPage(page, scheme, width);
      findings.push(...(await seriousAxeViolations(page, `${route} ${scheme} ${width}`, LAYOUT_RULES)));
      if (width < 1280) findings.push(...(await sidewaysScroll(page, `${route} ${width}`)));
    }
    // The narrowest phone the site supports: nothing but wide code and tables (in their own box) may scroll sideways.
    await page.setViewportSize({ width: 320, height: 900 });
    findings.push(...(await sidewaysScroll(page, `${route} 320`)));
  }
  // The 404 response itself is the only error the console may show on the Page Not Found.
  for (const error of errors.filter((e) => !(isNotFound(route) && /status of 404/.test(e)))) findings.push(`${route}: console: ${error}`);
  return findings;
}

/** Audits the routes with two pages at a time (the machine has two cores). */
async function audit(browser: Browser, routes: string[]): Promise<string[]> {
  const context = await browser.newContext();
  const findings: string[] = [];
  const queue = [...routes];
  const worker = async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (let route = queue.shift(); route; route = queue.shift()) findings.push(...(await auditRoute(page, errors, route)));
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  await context.close();
  return findings.sort();
}

describe('each page kind in Chromium (axe in both colour modes at 1280 and 375 px, hydration, phone widths)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('catches what it looks for: a faint line in dark mode and a wide box at 320 px, planted in a page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/docs/`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.id = 'planted-faint';
      faint.textContent = 'Planted line in a colour too close to the dark background.';
      faint.style.color = '#2b2b2b';
      document.querySelector('main')?.append(faint);
      const wide = document.createElement('div');
      wide.id = 'planted-wide';
      wide.style.width = '600px';
      wide.textContent = 'Planted box wider than a phone.';
      document.querySelector('main')?.append(wide);
    });
    const contrast = await seriousAxeViolations(page, 'planted', LAYOUT_RULES);
    await page.setViewportSize({ width: 320, height: 900 });
    const sideways = await sidewaysScroll(page, 'planted 320');
    await context.close();
    expect(contrast.join('\n')).toMatch(/color-contrast \(serious\) #planted-faint/);
    expect(sideways).toEqual([expect.stringMatching(/^planted 320: \d+px wide in a 320px viewport$/)]);
  });

  it.each([
    ['Spanish', SPANISH],
    ['English', ENGLISH],
  ] as const)('finds nothing wrong on the %s pages', async (_locale, routes) => {
    expect(await audit(browser, [...routes])).toEqual([]);
    // About two minutes a locale alone; twice that while another suite shares the two cores.
  }, 900_000);
});
