import siteConfig from '../../site.config';

/**
 * What the server does with a request path before looking for a file: the rules the site's
 * hosting applies too (a trailing `.html` or `/index.html` stripped, section paths given their final slash).
 */
export type RouteDecision = { kind: 'redirect'; location: string } | { kind: 'serve'; path: string };

export function decideRoute(pathname: string, search: string, isDirectory: (path: string) => boolean): RouteDecision {
  if (pathname.endsWith('/index.html')) {
    return { kind: 'redirect', location: pathname.slice(0, -'index.html'.length) + search };
  }
  if (pathname.endsWith('.html') && !/\/404\.html$/.test(pathname)) {
    return { kind: 'redirect', location: `${pathname.slice(0, -'.html'.length)}/${search}` };
  }
  if (!pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(pathname) && isDirectory(pathname)) {
    return { kind: 'redirect', location: `${pathname}/${search}` };
  }
  return { kind: 'serve', path: pathname.endsWith('/') ? `${pathname}index.html` : pathname };
}

/** The Page Not Found file for a path: the locale's own (`/en/404.html`) or the default one. */
export function notFoundFile(pathname: string): string {
  for (const locale of Object.values(siteConfig.locales)) {
    if (locale.path && (pathname === `/${locale.path}` || pathname.startsWith(`/${locale.path}/`))) {
      return `/${locale.path}/404.html`;
    }
  }
  return '/404.html';
}

/** Cache policy: hashed assets are immutable, everything else revalidates. */
export function cacheControl(path: string): string {
  if (/^\/static\//.test(path) || /-[0-9a-f]{16,}\.(js|css)$/.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}
