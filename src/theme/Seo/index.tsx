import React from 'react';
import type { HeadFC } from 'gatsby';
import siteConfig from '../../../site.config';
import { DEFAULT_LOCALE, otherLocale, toLocale, type Locale } from '../../utils/locale';

export interface Props {
  locale: Locale;
  title: string;
  description: string;
  /** Route of this page; null for pages without a canonical URL (Page Not Found). */
  route: string | null;
  twinRoute: string | null;
  noindex?: boolean;
  /** Open Graph type: `article` for blog posts, `website` otherwise. */
  type?: 'website' | 'article';
  /** More head elements of the page (the blog's feed links). */
  children?: React.ReactNode;
}

/** Search engines cut longer titles in their results (html-validate's long-title rule says 70 too). */
export const MAX_TITLE_LENGTH = 70;

/**
 * The document title: the page's title and the site's name, or the page's title alone when both
 * would not fit in MAX_TITLE_LENGTH characters (the page's own words are the ones to keep).
 */
export function documentTitle(title: string): string {
  if (title === siteConfig.title) return title;
  const full = `${title} | ${siteConfig.title}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}

/** `es-ES` → `es_ES`, the form Open Graph uses. */
const ogLocale = (locale: Locale): string => siteConfig.locales[locale].htmlLang.replace('-', '_');

/** Document head shared by every page: language, title, description, canonical and hreflang alternates. */
export default function Seo({ locale, title, description, route, twinRoute, noindex, type = 'website', children }: Props): JSX.Element {
  const fullTitle = documentTitle(title);
  const absolute = (path: string) => `${siteConfig.url}${path}`;
  const routes: Partial<Record<Locale, string>> = {};
  if (route) routes[locale] = route;
  if (twinRoute) routes[otherLocale(locale)] = twinRoute;
  const xDefault = routes[DEFAULT_LOCALE];
  return (
    <>
      <html lang={siteConfig.locales[locale].htmlLang} dir={siteConfig.locales[locale].direction} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {route && <link rel="canonical" href={absolute(route)} />}
      {route &&
        (Object.entries(routes) as [Locale, string][]).map(([l, path]) => (
          <link key={l} rel="alternate" hrefLang={l} href={absolute(path)} />
        ))}
      {route && xDefault && <link rel="alternate" hrefLang="x-default" href={absolute(xDefault)} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {twinRoute && <meta property="og:locale:alternate" content={ogLocale(otherLocale(locale))} />}
      {route && <meta property="og:url" content={absolute(route)} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  );
}

/** The page context of a template whose pages name their language and their twin in the other locale. */
export interface LocalizedPageContext {
  language: string;
  twinRoute: string | null;
}

/** What a page's head says of the page: Seo's props less the locale and the twin, which the page context gives. */
export type PageHead = Omit<Props, 'locale' | 'twinRoute'>;

/**
 * The Head export of a template whose page context names its language: the Seo of what `describe`
 * says of the page in that locale, with the page's twin in the other locale.
 */
export function localizedHead<Data, Context extends LocalizedPageContext>(
  describe: (data: Data, locale: Locale, pageContext: Context) => PageHead,
): HeadFC<Data, Context> {
  return function Head({ data, pageContext }) {
    const locale = toLocale(pageContext.language);
    return <Seo locale={locale} twinRoute={pageContext.twinRoute} {...describe(data, locale, pageContext)} />;
  };
}
