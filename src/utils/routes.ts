import { isLocale, localizePath, type Locale } from './locale';

export interface DocLocation {
  locale: Locale;
  /** Path under content/docs/<locale>/ without extension: `documentation/risk/sca`, `api/index`. */
  id: string;
}

/**
 * Reads a doc's locale and id from its path relative to `content/docs`
 * (`en/api/intro.mdx` → `{ locale: 'en', id: 'api/intro' }`).
 */
export function docLocation(relativePath: string): DocLocation {
  const normalized = relativePath.replace(/\\/g, '/');
  const [first, ...rest] = normalized.split('/');
  if (!isLocale(first) || rest.length === 0) {
    throw new Error(
      `content/docs/${normalized}: a doc must live under content/docs/<locale>/ where <locale> is one of es, en.`,
    );
  }
  const id = rest.join('/').replace(/\.mdx$/, '');
  if (!/^[A-Za-z0-9_/-]+$/.test(id)) {
    throw new Error(
      `content/docs/${normalized}: the doc id "${id}" may only use letters, digits, "_", "-" and "/".`,
    );
  }
  return { locale: first, id };
}

/** The route of a doc: `/docs/<id>/`, a folder's `index` at the folder's route, `/en` in front for English. */
export function docRoute(id: string, locale: Locale): string {
  let path: string;
  if (id === 'index') path = '/docs/';
  else if (id.endsWith('/index')) path = `/docs/${id.slice(0, -'index'.length)}`;
  else path = `/docs/${id}/`;
  return localizePath(path, locale);
}

/** The route of a standalone markdown page (`markdown-page` → `/markdown-page/`). */
export function pageRoute(slug: string, locale: Locale): string {
  return localizePath(slug === 'index' ? '/' : `/${slug}/`, locale);
}

/** The route of a docs tag's page, or of the tags index when no tag is given. */
export function tagRoute(locale: Locale, tag?: string): string {
  return localizePath(tag ? `/docs/tags/${tag}/` : '/docs/tags/', locale);
}

/** A blog route: `/blog/`, `/blog/<part>/…/`, with `/en` in front for English. */
export function blogRoute(locale: Locale, ...parts: string[]): string {
  return localizePath(`/blog/${parts.map((p) => `${p}/`).join('')}`, locale);
}

/** The blog's feeds of a locale. */
export function feedRoutes(locale: Locale): { rss: string; atom: string } {
  return { rss: `${blogRoute(locale)}rss.xml`, atom: `${blogRoute(locale)}atom.xml` };
}

/**
 * The URL of a page's Markdown copy: the page's URL without its final slash, plus `.md`
 * (`/docs/api/payment/card/` → `/docs/api/payment/card.md`); a locale's root page is `index.md` in its folder.
 */
export function markdownRoute(route: string): string {
  if (route === '/' || /^\/[a-z]{2}\/$/.test(route)) return `${route}index.md`;
  return `${route.replace(/\/+$/, '')}.md`;
}

/** Where a content file (`content/docs/es/hpp.mdx`) is edited: site.config.ts's repository, on its branch. */
export function editUrl(repository: { url: string; branch: string }, sourceFile: string): string {
  return `${repository.url}/edit/${repository.branch}/${sourceFile.split('/').map(encodeURIComponent).join('/')}`;
}
