import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { PUBLIC_DIR, builtHtml, builtRoutes } from './helpers';

/** Ids present on a built page. */
function idsOf(html: string): Set<string> {
  return new Set(parse(html).querySelectorAll('[id]').map((el) => el.getAttribute('id') ?? ''));
}

/** Resolves a link's path to the route of a built page, following the hosting's rules. */
function targetRoute(pathname: string): string {
  let route = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '/');
  if (!route.endsWith('/') && !/\.[a-z0-9]+$/i.test(route)) route += '/';
  return route;
}

describe('internal links and anchors', () => {
  const routes = builtRoutes();
  const idCache = new Map<string, Set<string>>();
  const ids = (route: string) => {
    if (!idCache.has(route)) idCache.set(route, idsOf(builtHtml(route) ?? ''));
    return idCache.get(route)!;
  };

  it('finds pages to check', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('has no broken internal link or #anchor on any built page', () => {
    const broken: string[] = [];
    for (const route of [...routes, '/404.html', '/en/404.html']) {
      const html = builtHtml(route) ?? '';
      const root = parse(html);
      for (const a of root.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href') ?? '';
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
        const url = new URL(href, `http://site${route.endsWith('.html') ? '/' : route}`);
        const target = targetRoute(url.pathname);
        if (/\.[a-z0-9]+$/i.test(target)) {
          if (!fs.existsSync(path.join(PUBLIC_DIR, target))) {
            broken.push(`${route}: ${href} (no file)`);
          }
          continue;
        }
        if (builtHtml(target) === null) {
          broken.push(`${route}: ${href} (no page ${target})`);
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && !ids(target).has(hash)) broken.push(`${route}: ${href} (no #${hash} on ${target})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
