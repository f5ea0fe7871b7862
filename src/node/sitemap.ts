/**
 * sitemap.xml and robots.txt. The sitemap lists every indexable page of both locales, each with
 * its hreflang alternates (es, en and x-default, the Spanish page), as search engines read them.
 */
import { DEFAULT_LOCALE, splitLocale, type Locale } from '../utils/locale';

export interface SitemapPage {
  path: string;
  /** The same page in the other locale, if it exists. */
  twinPath: string | null;
}

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pages that must not be listed: Page Not Found, the search page and Gatsby's own. */
export function isListable(path: string): boolean {
  const { path: bare } = splitLocale(path);
  return !/^\/(404|404\.html|dev-404-page|search)\/?$/.test(bare) && !path.endsWith('.html');
}

export function buildSitemap(siteUrl: string, pages: SitemapPage[]): string {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const entries = sorted.map(({ path, twinPath }) => {
    const locale: Locale = splitLocale(path).locale;
    const versions: Partial<Record<Locale, string>> = { [locale]: path };
    if (twinPath) versions[locale === 'es' ? 'en' : 'es'] = twinPath;
    const links = (Object.entries(versions) as [Locale, string][])
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([l, p]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(siteUrl + p)}"/>`);
    const fallback = versions[DEFAULT_LOCALE];
    if (fallback) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(siteUrl + fallback)}"/>`);
    return `  <url>\n    <loc>${xml(siteUrl + path)}</loc>\n${links.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/**
 * robots.txt: everything may be crawled (the search page too: its result addresses, `?q=…`, all
 * name the bare search page as canonical), and the sitemap is named. A deploy that is not the
 * production site (a preview) asks every crawler to stay out.
 */
export function buildRobots(siteUrl: string, indexable = true): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
