import siteConfig from '../../site.config';

export type Locale = keyof typeof siteConfig.locales;

/** Locales in a stable order, default first. */
export const LOCALES = Object.keys(siteConfig.locales) as Locale[];
export const DEFAULT_LOCALE: Locale = siteConfig.defaultLocale;

/** True when `value` names a configured locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && value in siteConfig.locales;
}

/** A page context's language as a locale, the default one for anything else. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The other locale of a two-locale site (the twin of a page lives there). */
export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((l) => l !== locale) ?? locale;
}

/** Prefixes a root-relative path with the locale's URL segment (`/docs/` → `/en/docs/`). */
export function localizePath(path: string, locale: Locale): string {
  const prefix = siteConfig.locales[locale].path;
  if (!path.startsWith('/')) return path;
  if (!prefix) return path;
  return path === '/' ? `/${prefix}/` : `/${prefix}${path}`;
}

/** Splits a root-relative path into its locale and the path without the locale segment. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = siteConfig.locales[locale].path;
    if (!prefix) continue;
    if (path === `/${prefix}` || path === `/${prefix}/`) return { locale, path: '/' };
    if (path.startsWith(`/${prefix}/`)) return { locale, path: path.slice(prefix.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** `/docs/faq.html#x` → `/docs/faq/#x` and `/docs/index.html` → `/docs/`: the site's routes end in a slash. */
export function stripHtmlSuffix(href: string): string {
  const [, path, rest] = href.match(/^([^?#]*)(.*)$/) ?? ['', href, ''];
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length) + rest;
  if (path.endsWith('.html')) return `${path.slice(0, -'.html'.length)}/${rest}`;
  return href;
}

/**
 * A root-relative link as authors write it, in the page's locale: without its `.html` suffix, and
 * prefixed with the locale unless it names another locale already (`/docs/faq/` on an English page
 * → `/en/docs/faq/`). The page's links (src/theme/Link) and its Markdown copy both use it.
 */
export function localizeHref(href: string, locale: Locale): string {
  const clean = stripHtmlSuffix(href);
  return splitLocale(clean).locale !== DEFAULT_LOCALE ? clean : localizePath(clean, locale);
}
