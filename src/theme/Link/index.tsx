import React from 'react';
import { Link as GatsbyLink } from 'gatsby';
import { useLocale } from '../../hooks/useLocale';
import { localizeHref } from '../../utils/locale';

export interface Props extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
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
    return (
      <GatsbyLink to={localizeHref(href, locale)} {...(rest as Record<string, unknown>)}>
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
