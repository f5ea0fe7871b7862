/**
 * sitemap.xml and robots.txt. The sitemap lists every indexable page of both locales, each with
 * its hreflang alternates (es, en and x-default, the Spanish page), as search engines read them.
 */
import { execFileSync } from 'node:child_process';
import { DEFAULT_LOCALE, splitLocale, type Locale } from '../utils/locale';

export interface SitemapPage {
  path: string;
  /** The same page in the other locale, if it exists. */
  twinPath: string | null;
  /** When the page's source last changed (ISO 8601), if git knows; written as `<lastmod>`. */
  lastmod?: string | null;
}

/** Marks the start of a commit in `git log`'s output (`%x00` in the format): a NUL occurs in no date or hash. */
const COMMIT = '\u0000';

/**
 * The date of the last commit that touched each file under `paths`, from one `git log` pass (one
 * process for the whole site, not one per page): file path relative to `cwd` → ISO 8601 date.
 *
 * The latest commit date that names a file wins (git lists commits newest first, but a merged
 * branch can interleave older commit dates). A file git does not know (new, uncommitted) is
 * absent. In a shallow clone the oldest commit fetched looks like a root commit that added every
 * file, although the files changed earlier: what only it names is not known either, and left out. Without git, or outside a repository, the map is empty:
 * the sitemap is then written without `<lastmod>`, and the build goes on.
 */
export function gitLastModified(cwd: string, paths: string[] = ['.']): Map<string, string> {
  const dates = new Map<string, string>();
  let output: string;
  let shallow: boolean;
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    shallow = git(['rev-parse', '--is-shallow-repository']).trim() === 'true';
    // --relative: paths relative to cwd (git prints them from the repository root otherwise).
    // core.quotePath=false: names with accents printed as they are, not as octal escapes.
    output = git(['-c', 'core.quotePath=false', 'log', '--relative', '--name-only', '--format=%x00%cI %P', '--', ...paths]);
  } catch {
    return dates;
  }
  let date: string | null = null;
  for (const line of output.split('\n')) {
    if (line.startsWith(COMMIT)) {
      const [when, ...parents] = line.slice(1).trim().split(' ').filter(Boolean);
      // Parentless in a shallow clone: the cut-off, whose file list is the whole tree.
      date = shallow && parents.length === 0 ? null : (when ?? null);
    } else if (line && date) {
      const known = dates.get(line);
      if (!known || Date.parse(date) > Date.parse(known)) dates.set(line, date);
    }
  }
  return dates;
}

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pages that must not be listed: Page Not Found, the search page and Gatsby's own. */
export function isListable(path: string): boolean {
  const { path: bare } = splitLocale(path);
  return !/^\/(404|404\.html|dev-404-page|search)\/?$/.test(bare) && !path.endsWith('.html');
}

export function buildSitemap(siteUrl: string, pages: SitemapPage[]): string {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const entries = sorted.map(({ path, twinPath, lastmod }) => {
    const locale: Locale = splitLocale(path).locale;
    const versions: Partial<Record<Locale, string>> = { [locale]: path };
    if (twinPath) versions[locale === 'es' ? 'en' : 'es'] = twinPath;
    const links = (Object.entries(versions) as [Locale, string][])
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([l, p]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(siteUrl + p)}"/>`);
    const fallback = versions[DEFAULT_LOCALE];
    if (fallback) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(siteUrl + fallback)}"/>`);
    const modified = lastmod ? `    <lastmod>${xml(lastmod)}</lastmod>\n` : '';
    return `  <url>\n    <loc>${xml(siteUrl + path)}</loc>\n${modified}${links.join('\n')}\n  </url>`;
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
