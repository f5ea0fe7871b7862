import type { Page } from 'playwright-core';
import { parse } from 'node-html-parser';
import { XMLParser } from 'fast-xml-parser';
import { baseUrl, builtHtml, builtRoutes, freshPagePerTest, waitForHydration } from './helpers';

const POSTS = ['first-blog-post', 'last-changes-oct-2022', 'long-blog-post', 'mdx-blog-post'];
const TAGS = ['docusaurus', 'facebook', 'hello', 'hola'];
const ROUTES = ['/blog/', '/blog/archive/', '/blog/authors/', '/blog/tags/', ...TAGS.map((t) => `/blog/tags/${t}/`), ...POSTS.map((p) => `/blog/${p}/`)];

describe('blog', () => {
  it('answers every blog route of the spec in both locales', () => {
    const built = new Set(builtRoutes());
    for (const route of ROUTES) {
      expect([route, built.has(route)]).toEqual([route, true]);
      expect([`/en${route}`, built.has(`/en${route}`)]).toEqual([`/en${route}`, true]);
    }
  });

  it('links the RSS and Atom feeds of its locale from every blog page', () => {
    for (const route of ROUTES) {
      for (const prefix of ['', '/en']) {
        const head = parse(builtHtml(`${prefix}${route}`) ?? '').querySelector('head');
        const feeds = head?.querySelectorAll('link[rel="alternate"][type$="+xml"]').map((l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`);
        expect([route, feeds]).toEqual([route, [`application/rss+xml ${prefix}/blog/rss.xml`, `application/atom+xml ${prefix}/blog/atom.xml`]]);
      }
    }
  });

  it('serves feeds that parse as RSS 2.0 and Atom 1.0, with every post linking to a built page', async () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
    const built = new Set(builtRoutes());
    for (const prefix of ['', '/en']) {
      const rss = await fetch(`${baseUrl()}${prefix}/blog/rss.xml`);
      expect(rss.status).toBe(200);
      const channel = (parser.parse(await rss.text()) as { rss: { '@version': string; channel: { item: { link: string }[] } } }).rss;
      expect(channel['@version']).toBe('2.0');
      expect(channel.channel.item).toHaveLength(4);
      const atom = parser.parse(await (await fetch(`${baseUrl()}${prefix}/blog/atom.xml`)).text()) as { feed: { '@xmlns': string; entry: { link: { '@href': string } }[] } };
      expect(atom.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
      expect(atom.feed.entry).toHaveLength(4);
      for (const link of [...channel.channel.item.map((i) => i.link), ...atom.feed.entry.map((e) => e.link['@href'])]) {
        expect(built.has(new URL(link).pathname)).toBe(true);
      }
    }
  });

  describe('in Chromium', () => {
    const session = freshPagePerTest({ width: 1280, height: 900 });
    let page: Page;
    let errors: string[];
    beforeEach(() => {
      ({ page, errors } = session);
    });

    it.each([
      ['es', '/', 'Del blog', 'Todos los artículos', 'Blog de Tesela Developers', 'Autores', 'Autores del blog'],
      ['en', '/en/', 'From the blog', 'All posts', 'Tesela Developers blog', 'Authors', 'Blog authors'],
    ])('walks home → blog → post → tag → authors (%s)', async (_, home, fromBlog, allPosts, listTitle, authorsLink, authorsTitle) => {
      await page.goto(`${baseUrl()}${home}`, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.getByRole('region', { name: fromBlog }).getByRole('link', { name: allPosts }).click();
      await page.getByRole('heading', { level: 1, name: listTitle }).waitFor();
      const first = page.locator('main article h2 a').first();
      const title = (await first.innerText()).trim();
      await first.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect(page.locator('main time').first().getAttribute('datetime')).resolves.toMatch(/^2022-/);
      const tag = page.locator('main article footer a').first();
      const tagName = (await tag.innerText()).trim();
      await tag.click();
      await page.getByRole('heading', { level: 1, name: new RegExp(tagName) }).waitFor();
      await expect(page.getByRole('link', { name: title }).count()).resolves.toBeGreaterThan(0);
      await page.getByRole('navigation', { name: /blog/i }).getByRole('link', { name: authorsLink, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: authorsTitle }).waitFor();
      await expect(page.locator('main h2').count()).resolves.toBe(3);
      expect(errors).toEqual([]);
    });

    it('fits every post, with its links to the previous and next posts, in a 320 px screen in both locales', async () => {
      await page.setViewportSize({ width: 320, height: 800 });
      const wide: string[] = [];
      for (const route of POSTS.flatMap((post) => [`/blog/${post}/`, `/en/blog/${post}/`])) {
        await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
        await waitForHydration(page);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
        if (scrollWidth > clientWidth) wide.push(`${route}: ${scrollWidth}px wide`);
      }
      expect(wide).toEqual([]);
    });
  });
});
