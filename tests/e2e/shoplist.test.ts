import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'node-html-parser';
import { parse as parseYaml } from 'yaml';
import { baseUrl, builtHtml, freshPagePerTest, axeInEveryMode, waitForHydration } from './helpers';

const DATA = parseYaml(fs.readFileSync(path.resolve(__dirname, '../../content/shoplist.yaml'), 'utf8')) as {
  platforms: { id: string; name: string; features: string[] }[];
};

describe('Shop list (/docs/specific/shoplist/)', () => {
  it('is built in both locales with every platform of content/shoplist.yaml in the HTML, without a sidebar', () => {
    for (const route of ['/docs/specific/shoplist/', '/en/docs/specific/shoplist/']) {
      const root = parse(builtHtml(route) ?? '');
      expect([route, root.querySelectorAll('[data-platform]').map((el) => el.getAttribute('data-platform'))]).toEqual([route, DATA.platforms.map((p) => p.id)]);
      expect(root.querySelector('aside nav[aria-label]')).toBeNull();
    }
  });

  it('ships the platforms only to the page that renders them', () => {
    const other = fs.readFileSync(path.resolve(__dirname, '../../public/page-data/en/docs/hpp/page-data.json'), 'utf8');
    expect(other).not.toContain('shopPlatforms');
    expect(other).not.toContain('commercetools Connect');
  });

  describe('in Chromium', () => {
    const session = freshPagePerTest({ width: 375, height: 800 });
    let page: Page;
    let errors: string[];
    beforeEach(() => {
      ({ page, errors } = session);
    });

    it('filters by name and by feature, clears the filters from the empty state, and passes axe with a feature checked', async () => {
      await page.goto(`${baseUrl()}/en/docs/specific/shoplist/`, { waitUntil: 'load' });
      await waitForHydration(page);
      const rows = page.locator('[data-platform]');
      const total = DATA.platforms.length;
      await expect(rows.count()).resolves.toBe(total);

      await page.getByRole('searchbox', { name: 'Search for a platform' }).fill('SHOP');
      const byName = DATA.platforms.filter((p) => p.name.toLowerCase().includes('shop'));
      await page.getByRole('status').filter({ hasText: `${byName.length} platforms of ${total}` }).waitFor();
      await expect(rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-platform')))).resolves.toEqual(byName.map((p) => p.id));

      await page.getByRole('checkbox', { name: 'Bizum' }).check();
      const withBizum = byName.filter((p) => p.features.includes('bizum'));
      expect(withBizum.length).toBeGreaterThan(0);
      expect(withBizum.length).toBeLessThan(byName.length);
      await page.getByRole('status').filter({ hasText: `of ${total}` }).filter({ hasText: new RegExp(`^${withBizum.length} platforms? of`) }).waitFor();
      await expect(rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-platform')))).resolves.toEqual(withBizum.map((p) => p.id));

      await page.getByRole('searchbox', { name: 'Search for a platform' }).fill('no such platform');
      await page.getByText('No platform matches the chosen filters.').waitFor();
      await page.getByRole('button', { name: 'Clear the filters' }).click();
      await page.getByRole('status').filter({ hasText: `${total} platforms of ${total}` }).waitFor();
      await expect(rows.count()).resolves.toBe(total);

      // At 375px nothing of the tool sticks out of the viewport.
      const overflowing = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-platform], [data-platform] *, input, label, [role="status"]'))
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(overflowing).toEqual([]);

      // With a feature checked, axe (every rule) finds nothing serious in either colour mode, at 375 and 1280 px.
      await page.getByRole('checkbox', { name: 'Card payments' }).check();
      expect(await axeInEveryMode(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
