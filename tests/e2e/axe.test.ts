import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, builtRoutes, launchBrowser } from './helpers';

/** One page of each kind in both locales, plus every eighth built page. */
function sample(): string[] {
  const kinds = [
    '/',
    '/docs/',
    '/docs/documentation/pcp/selling/',
    '/docs/documentation/pcp/paygate/config/',
    '/docs/api/requests/',
    '/docs/tags/',
    '/docs/tags/bnpl/',
    '/markdown-page/',
    '/docs/api/payment/card/',
    '/docs/specific/jsonGenerator/',
    '/blog/',
    '/blog/mdx-blog-post/',
  ];
  const all = builtRoutes();
  const picked = new Set([...kinds, ...kinds.map((r) => `/en${r}`), ...all.filter((_, i) => i % 8 === 0)]);
  return [...picked].filter((r) => all.includes(r));
}

/** Runs axe on each route with two pages at a time (the machine has two cores). */
async function audit(context: BrowserContext, routes: string[]): Promise<string[]> {
  const findings: string[] = [];
  const queue = [...routes];
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route; route = queue.shift()) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        findings.push(`${route}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  return findings.sort();
}

describe('accessibility (axe)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // Every page in light mode at desktop width; each page kind in dark mode and at mobile width.
  it.each([
    ['light', 1280, () => [...builtRoutes(), '/no-existe/', '/en/nope/']],
    ['dark', 1280, sample],
    ['light', 375, sample],
    ['dark', 375, sample],
  ] as const)('finds no serious or critical violation in %s mode at %ipx', async (scheme, width, routes) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const findings = await audit(context, routes());
    await context.close();
    expect(findings).toEqual([]);
    // axe needs about four seconds for a long guide on this machine: the full pass takes minutes.
  }, 1_800_000);
});
