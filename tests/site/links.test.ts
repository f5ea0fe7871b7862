import { parse } from 'node-html-parser';
import { builtFiles, builtHtml, builtRoutes, targetRoute } from './built';

describe('internal links and anchors', () => {
  const routes = builtRoutes();

  it('finds pages to check', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('has no broken internal link or #anchor on any built page', () => {
    // Each page is parsed once: its links, and its ids for the links that point at it.
    const pages = new Map<string, { ids: Set<string>; hrefs: string[] }>();
    for (const route of [...routes, '/404.html', '/en/404.html']) {
      const root = parse(builtHtml(route) ?? '');
      pages.set(route, {
        ids: new Set(root.querySelectorAll('[id]').map((el) => el.getAttribute('id') ?? '')),
        hrefs: root.querySelectorAll('a[href]').map((a) => a.getAttribute('href') ?? ''),
      });
    }
    const files = builtFiles();
    const broken: string[] = [];
    for (const [route, { hrefs }] of pages) {
      for (const href of hrefs) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
        const url = new URL(href, `http://site${route.endsWith('.html') ? '/' : route}`);
        const target = targetRoute(url.pathname);
        if (/\.[a-z0-9]+$/i.test(target)) {
          if (!files.has(decodeURIComponent(target))) broken.push(`${route}: ${href} (no file)`);
          continue;
        }
        const page = pages.get(target);
        if (!page) {
          broken.push(`${route}: ${href} (no page ${target})`);
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && !page.ids.has(hash)) broken.push(`${route}: ${href} (no #${hash} on ${target})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
