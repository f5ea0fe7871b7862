import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { changedRoutes } from '../../scripts/lib/changedPages';
import { PAGE_KINDS, baseUrl, builtHtml, launchBrowser, twinOf, waitForHydration } from './helpers';

/**
 * axe-core with every rule, layout-dependent ones included (contrast, focus, target size,
 * scrollable regions), on one page of each kind, the locales alternating from kind to kind, in
 * both colour modes at desktop and phone widths. Every page's static HTML gets the layout-free
 * accessibility rules in tests/site/markup.test.ts, at a few milliseconds a page. With
 * GATE_CHANGED_SINCE set, the pages whose source changed since then join the sample (scripts/lib/changedPages.ts).
 */
const KINDS = PAGE_KINDS.map((route, i) => (i % 2 === 0 ? route : twinOf(route)));
/** Plus the pages a change touched, when GATE_CHANGED_SINCE names the revision it started from. */
const SAMPLE = [...new Set([...KINDS, ...changedRoutes().filter((route) => builtHtml(route) !== null)])];

/** axe's rules whose result depends on the rendered page: colours, sizes, scrolling, focus order. */
const LAYOUT_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable', 'target-size', 'css-orientation-lock', 'avoid-inline-spacing', 'focus-order-semantics'];

/** Runs axe on each route with two pages at a time (the machine has two cores); `rules` narrows it. */
async function audit(context: BrowserContext, routes: string[], rules?: string[]): Promise<string[]> {
  const findings: string[] = [];
  const queue = [...routes];
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route; route = queue.shift()) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
      await waitForHydration(page);
      const builder = new AxeBuilder({ page });
      const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        findings.push(`${route}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  return findings.sort();
}

describe('accessibility (axe) of each page kind', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // Every rule once (light, desktop); what depends on colours and widths in the other three.
  it.each([
    ['light', 1280, 'every rule', undefined],
    ['dark', 1280, 'the layout rules', LAYOUT_RULES],
    ['light', 375, 'the layout rules', LAYOUT_RULES],
    ['dark', 375, 'the layout rules', LAYOUT_RULES],
  ] as const)('finds no serious or critical violation in %s mode at %ipx (%s)', async (scheme, width, _label, rules) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const findings = await audit(context, SAMPLE, rules ? [...rules] : undefined);
    await context.close();
    expect(findings).toEqual([]);
  });
});
