import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { XMLParser } from 'fast-xml-parser';
import { builtHtml, builtRoutes, PUBLIC_DIR } from './built';

const SITE = 'https://developers.tesela.example';

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@hreflang': string; '@href': string } | { '@hreflang': string; '@href': string }[];
}

function sitemap(): SitemapUrl[] {
  const xml = fs.readFileSync(path.join(PUBLIC_DIR, 'sitemap.xml'), 'utf8');
  return (new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as { urlset: { url: SitemapUrl[] } }).urlset.url;
}

const head = (route: string) => parse(builtHtml(route) ?? '').querySelector('head')!;
const isNoindex = (route: string) => head(route).querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex') ?? false;

describe('SEO of the built site', () => {
  it('lists in the sitemap every indexable page of both locales, and only those, each with alternates that exist', () => {
    const routes = builtRoutes();
    const listed = sitemap();
    const locs = listed.map((u) => u.loc.replace(SITE, ''));
    const expected = routes.filter((r) => !/^(\/en)?\/(404|search)\//.test(r) && !isNoindex(r));
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs).toEqual(expect.arrayContaining(['/', '/en/', '/docs/api/payment/card/', '/en/blog/mdx-blog-post/']));
    expect(locs).not.toContain('/docs/documentation/pcp/paygate/config/');
    for (const url of listed) {
      const links = ([] as { '@hreflang': string; '@href': string }[]).concat(url['xhtml:link']);
      for (const link of links) expect([url.loc, link['@href'], routes.includes(link['@href'].replace(SITE, ''))]).toEqual([url.loc, link['@href'], true]);
      if (links.some((l) => l['@hreflang'] === 'es')) expect(links.map((l) => l['@hreflang'])).toContain('x-default');
    }
  });

  it('dates each page written from one content file with its last commit, and the search pages are noindex, follow', () => {
    const lastmod = new Map(sitemap().map((u) => [u.loc.replace(SITE, ''), u.lastmod]));
    // The same date git gives for the page's source file (an uncommitted file would have none).
    for (const [route, file] of [
      ['/docs/api/payment/card/', 'content/docs/es/api/payment/card.mdx'],
      ['/en/blog/mdx-blog-post/', 'content/blog/en/mdx-blog-post.mdx'],
    ]) {
      const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim();
      expect([route, lastmod.get(route)]).toEqual([route, date || undefined]);
    }
    expect(lastmod.get('/docs/api/payment/card/')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    // Lists made from many files carry no date of their own.
    expect(lastmod.get('/blog/')).toBeUndefined();
    for (const route of ['/search/', '/en/search/']) {
      expect([route, head(route).querySelector('meta[name="robots"]')?.getAttribute('content')]).toEqual([route, 'noindex, follow']);
    }
  });

  it('serves robots.txt pointing at the sitemap', () => {
    expect(fs.readFileSync(path.join(PUBLIC_DIR, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('gives every page a description, a canonical URL, Open Graph and Twitter tags; Page Not Found is noindex', () => {
    const problems: string[] = [];
    for (const route of builtRoutes()) {
      const h = head(route);
      const meta = (selector: string) => h.querySelector(selector)?.getAttribute('content') ?? '';
      const notFound = /^(\/en)?\/404\//.test(route);
      if (!meta('meta[name="description"]')) problems.push(`${route}: no description`);
      if (!meta('meta[property="og:title"]') || !meta('meta[property="og:description"]') || !meta('meta[property="og:locale"]')) problems.push(`${route}: Open Graph incomplete`);
      if (meta('meta[name="twitter:card"]') !== 'summary') problems.push(`${route}: no twitter:card`);
      if (notFound) {
        if (!isNoindex(route)) problems.push(`${route}: Page Not Found must be noindex`);
        continue;
      }
      const canonical = h.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (canonical !== `${SITE}${route}`) problems.push(`${route}: canonical ${canonical}`);
      if (meta('meta[property="og:url"]') !== canonical) problems.push(`${route}: og:url differs from the canonical URL`);
    }
    expect(problems).toEqual([]);
    expect(head('/blog/mdx-blog-post/').querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(head('/en/docs/').querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
  });

  it('gives every indexable page a title of its own in its locale: no two results of a search engine read alike', () => {
    // A page and its twin may share a title (a product name reads the same in both languages).
    const byTitle = new Map<string, string[]>();
    for (const route of builtRoutes().filter((r) => !isNoindex(r))) {
      const title = `${route.startsWith('/en/') ? 'en' : 'es'} ${head(route).querySelector('title')?.text.trim() ?? ''}`;
      byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
    }
    expect([...byTitle].filter(([, routes]) => routes.length > 1)).toEqual([]);
    expect(head('/docs/tags/3ds/').querySelector('title')?.text).toBe('Páginas con la etiqueta «3-D Secure» | Tesela Developers');
  });
});
