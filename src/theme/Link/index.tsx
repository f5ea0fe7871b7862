import React from 'react';
import { Link as GatsbyLink } from 'gatsby';
import { useLocale } from '../../hooks/useLocale';
import { DEFAULT_LOCALE, localizePath, splitLocale } from '../../utils/locale';

export interface Props extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
}

/** `/docs/faq.html#x` → `/docs/faq/#x` and `/docs/index.html` → `/docs/`: the site's routes end in a slash. */
export function stripHtmlSuffix(href: string): string {
  const [, path, rest] = href.match(/^([^?#]*)(.*)$/) ?? ['', href, ''];
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length) + rest;
  if (path.endsWith('.html')) return `${path.slice(0, -'.html'.length)}/${rest}`;
  return href;
}

/** True for links that leave the site (another origin, mail, phone). */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * A link as authors write it: root paths are written without the locale prefix and
 * are localized to the current page's locale; they navigate client-side. Anything else is a plain anchor.
 */
export default function Link({ href = '', children, ...rest }: Props): JSX.Element {
  const { locale } = useLocale();
  if (href.startsWith('/') && !href.startsWith('//')) {
    const clean = stripHtmlSuffix(href);
    const alreadyLocalized = splitLocale(clean).locale !== DEFAULT_LOCALE;
    const to = alreadyLocalized ? clean : localizePath(clean, locale);
    return (
      <GatsbyLink to={to} {...(rest as Record<string, unknown>)}>
        {children}
      </GatsbyLink>
    );
  }
  if (isExternal(href)) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
