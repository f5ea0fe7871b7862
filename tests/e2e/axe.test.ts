import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { changedRoutes } from '../../scripts/lib/changedPages';
import { PAGE_KINDS, baseUrl, builtHtml, collectErrors, launchBrowser, twinOf, waitForHydration } from './helpers';

/**
 * One page of each kind in Chromium, for what needs layout or scripts:
 * - in light mode at 1280 px, both locales: the page hydrates without a console error (a
 *   hydration mismatch or a failed chunk shows up there) and axe-core finds nothing with every rule;
 * - in dark mode at 1280 px and in both modes at 375 px, the locales alternating from kind to kind:
 *   axe's rules that depend on the rendered page (contrast, target size, scrolling regions).
 * Every page's static HTML gets the layout-free accessibility rules in tests/site/markup.test.ts,
 * at a few milliseconds a page. With GATE_CHANGED_SINCE set, the pages whose source changed since
 * then join every pass (scripts/lib/changedPages.ts).
 */
const changed = changedRoutes().filter((route) => builtHtml(route) !== null);
const SPANISH = [...new Set([...PAGE_KINDS, ...changed.filter((route) => !route.startsWith('/en/'))])];
const ENGLISH = [...new Set([...PAGE_KINDS.map(twinOf), ...changed.filter((route) => route.startsWith('/en/'))])];
const ALTERNATING = [...new Set([...PAGE_KINDS.map((route, i) => (i % 2 === 0 ? route : twinOf(route))), ...changed])];

/** axe's rules whose result depends on the rendered page: colours, sizes, scrolling, focus order. */
const LAYOUT_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable', 'target-size', 'css-orientation-lock', 'avoid-inline-spacing', 'focus-order-semantics'];

const isNotFound = (route: string) => /^(\/en)?\/no-existe\/$/.test(route);

/**
 * Opens each route with two pages at a time (the machine has two cores) and runs axe (`rules`
 * narrows it); also reports a page that answers the wrong status or logs a console error.
 */
async function audit(context: BrowserContext, routes: string[], rules?: string[]): Promise<string[]> {
  const findings: string[] = [];
  const queue = [...routes];
  const worker = async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (let route = queue.shift(); route; route = queue.shift()) {
      errors.length = 0;
      const response = await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
      await waitForHydration(page);
      const status = response?.status();
      if (status !== (isNotFound(route) ? 404 : 200)) findings.push(`${route}: status ${status}`);
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) findings.push(`${route}: ${h1s} h1 elements after hydration`);
      const builder = new AxeBuilder({ page });
      const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        findings.push(`${route}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
      // The 404 response itself is the only error the console may show on the Page Not Found.
      for (const error of errors.filter((e) => !(isNotFound(route) && /status of 404/.test(e)))) findings.push(`${route}: console: ${error}`);
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  return findings.sort();
}

describe('each page kind in Chromium (axe, hydration)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['light', 1280, 'every rule and hydration, Spanish', SPANISH, undefined],
    ['light', 1280, 'every rule and hydration, English', ENGLISH, undefined],
    ['dark', 1280, 'the layout rules', ALTERNATING, LAYOUT_RULES],
    ['light', 375, 'the layout rules', ALTERNATING, LAYOUT_RULES],
    ['dark', 375, 'the layout rules', ALTERNATING, LAYOUT_RULES],
  ] as const)('finds nothing wrong in %s mode at %ipx (%s)', async (scheme, width, _label, routes, rules) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const findings = await audit(context, [...routes], rules ? [...rules] : undefined);
    await context.close();
    expect(findings).toEqual([]);
    // About two minutes a pass alone; twice that while another suite shares the two cores.
  }, 900_000);
});
