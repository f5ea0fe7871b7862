import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { baseUrl, builtRoutes, launchBrowser } from './helpers';

describe('accessibility (axe)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // Every page in light mode at desktop width; a sample of each page kind in dark mode and at mobile width.
  const sample = () => builtRoutes().filter((_, i) => i % 3 === 0);
  it.each([
    ['light', 1280, () => [...builtRoutes(), '/no-existe/', '/en/nope/']],
    ['dark', 1280, sample],
    ['light', 375, sample],
    ['dark', 375, sample],
  ] as const)('finds no serious or critical violation in %s mode at %ipx', async (scheme, width, routes) => {
    const findings: string[] = [];
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    for (const route of routes()) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        findings.push(`${route}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
    }
    await context.close();
    expect(findings).toEqual([]);
  });
});
