import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { baseUrl, builtRoutes, launchBrowser } from './helpers';

describe('accessibility (axe)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('finds no serious or critical violation on any built page, at desktop and mobile widths', async () => {
    const findings: string[] = [];
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const routes = viewport.width === 1280 ? [...builtRoutes(), '/no-existe/', '/en/nope/'] : builtRoutes().filter((_, i) => i % 3 === 0);
      for (const route of routes) {
        await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          findings.push(`${viewport.width}px ${route}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        }
      }
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});
