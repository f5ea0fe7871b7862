/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { buildRobots, buildSitemap, isListable } from '../sitemap';

const SITE = 'https://developers.tesela.example';

describe('sitemap', () => {
  it('lists each page with its hreflang alternates and x-default on the Spanish page', () => {
    const xml = buildSitemap(SITE, [
      { path: '/docs/api/', twinPath: '/en/docs/api/' },
      { path: '/en/docs/api/', twinPath: '/docs/api/' },
      { path: '/en/only-english/', twinPath: null },
    ]);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as {
      urlset: { '@xmlns': string; url: { loc: string; 'xhtml:link': { '@hreflang': string; '@href': string }[] | { '@hreflang': string; '@href': string } }[] };
    };
    expect(parsed.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const [es, en, only] = parsed.urlset.url;
    expect(es.loc).toBe(`${SITE}/docs/api/`);
    expect(es['xhtml:link']).toEqual([
      { '@rel': 'alternate', '@hreflang': 'en', '@href': `${SITE}/en/docs/api/` },
      { '@rel': 'alternate', '@hreflang': 'es', '@href': `${SITE}/docs/api/` },
      { '@rel': 'alternate', '@hreflang': 'x-default', '@href': `${SITE}/docs/api/` },
    ]);
    expect(en.loc).toBe(`${SITE}/en/docs/api/`);
    expect(only['xhtml:link']).toEqual({ '@rel': 'alternate', '@hreflang': 'en', '@href': `${SITE}/en/only-english/` });
  });

  it('leaves out Page Not Found, the search pages and Gatsby pages', () => {
    expect(['/404/', '/en/404/', '/404.html', '/en/404.html', '/dev-404-page/', '/search/', '/en/search/', '/docs/', '/en/blog/'].filter(isListable)).toEqual(['/docs/', '/en/blog/']);
  });

  it('points robots.txt at the sitemap and keeps crawlers off search results', () => {
    expect(buildRobots(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
    expect(buildRobots(SITE, false)).toBe('User-agent: *\nDisallow: /\n');
  });
});
