/**
 * Addresses Gatsby's client router cannot take (issue 17). Its loader decodes the path twice
 * (gatsby/cache-dir/find-path.js: cleanPath, then findMatchPath on the decoded result), and
 * @gatsbyjs/reach-router reads the address once, with decodeURI, when its module loads:
 * - `/docs/%25/` decodes to `/docs/%/`, whose second decoding throws a URIError: the Page Not
 *   Found renders but never hydrates (no search, no colour toggle);
 * - `/docs/a%2Fb/` decodes to `/docs/a/b/`, another path than the HTML was served for: Gatsby
 *   finds no resources for it and React renders nothing (a blank page);
 * - broken UTF-8 (`%E0%A4%A`) throws in the router's module itself;
 * - `/en//docs/` is another path than any page's, whatever the host served for it.
 * So the address is fixed by an inline script at the top of <head> (gatsby-ssr.tsx), before any
 * of Gatsby's modules run, on our server and on Netlify alike: duplicate slashes are loaded again
 * collapsed; an unusable address is replaced by the path the HTML was built for (the Page Not
 * Found) while Gatsby starts, and the reader's address is put back once the page has rendered.
 */
import { LOCALES, localizePath, splitLocale } from './locale';
import { PAGE_PATH_ATTRIBUTE } from './pagePath';

/** Where the inline script keeps the reader's address while Gatsby starts on another one. */
export const READER_ADDRESS_ATTRIBUTE = 'data-reader-address';

export type AddressFix =
  | { kind: 'none' }
  /** Duplicate slashes: load the collapsed address instead, as the server's 301 does. */
  | { kind: 'reload'; href: string }
  /** Let Gatsby start on the page the HTML was built for, then show the reader's address again. */
  | { kind: 'route'; path: string };

/** True when Gatsby's double decoding of `pathname` cannot fail nor change what it names. */
export function isRoutable(pathname: string): boolean {
  let once: string;
  try {
    once = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !/%2f|%5c/i.test(pathname) && !once.includes('%');
}

/** The locale's Page Not Found file the hosting serves for unknown paths. */
export function notFoundPage(pathname: string): string {
  return localizePath('/404.html', splitLocale(pathname).locale);
}

/**
 * The Page Not Found files of the locales with a prefix (`/en/404.html`). Gatsby falls back to
 * `/404.html` alone for an unknown address; served one of these, it must start on it (issue 15:
 * a `/en/*` matchPath did that, and made Gatsby list every English page in the app bundle).
 */
export function prefixedNotFoundPages(): string[] {
  return LOCALES.map((locale) => localizePath('/404.html', locale)).filter((page) => page !== '/404.html');
}

/**
 * What to do with the address before Gatsby starts (the reference for the inline script below).
 * `pagePath` is the path the served HTML was built for; without a usable one, the locale's Page Not Found.
 */
export function addressFix(location: { pathname: string; search: string; hash: string }, pagePath: string | null): AddressFix {
  if (location.pathname.includes('//')) return { kind: 'reload', href: `${location.pathname.replace(/\/{2,}/g, '/')}${location.search}${location.hash}` };
  if (pagePath && pagePath !== location.pathname && prefixedNotFoundPages().includes(pagePath)) return { kind: 'route', path: pagePath };
  if (isRoutable(location.pathname)) return { kind: 'none' };
  return { kind: 'route', path: pagePath && isRoutable(pagePath) ? pagePath : notFoundPage(location.pathname) };
}

/**
 * addressFix in ES5, as a function expression of (pathname, search, hash, pagePath) returning the
 * same objects; a test runs both over the same addresses to keep them in step.
 */
export function addressFixSource(): string {
  const prefixed = LOCALES.map((locale) => localizePath('/', locale))
    .filter((prefix) => prefix !== '/')
    .map((prefix) => [prefix.slice(0, -1), localizePath('/404.html', splitLocale(prefix).locale)]);
  return [
    'function(p,s,h,a){',
    'function ok(x){var o;try{o=decodeURIComponent(x);}catch(e){return false;}return !/%2f|%5c/i.test(x)&&o.indexOf("%")<0;}',
    'if(p.indexOf("//")>=0){return {kind:"reload",href:p.replace(/\\/{2,}/g,"/")+s+h};}',
    `if(a&&a!==p&&${JSON.stringify(prefixedNotFoundPages())}.indexOf(a)>=0){return {kind:"route",path:a};}`,
    'if(ok(p)){return {kind:"none"};}',
    'if(a&&ok(a)){return {kind:"route",path:a};}',
    `var n=${JSON.stringify(prefixed)},i;`,
    'for(i=0;i<n.length;i++){if(p===n[i][0]||p.indexOf(n[i][0]+"/")===0){return {kind:"route",path:n[i][1]};}}',
    `return {kind:"route",path:${JSON.stringify(localizePath('/404.html', splitLocale('/').locale))}};`,
    '}',
  ].join('');
}

/** The inline script at the top of <head>: applies addressFix before Gatsby's modules read the address. */
export function addressFixScript(): string {
  return [
    '(function(){',
    'var l=window.location,d=document.documentElement,f=(',
    addressFixSource(),
    `)(l.pathname,l.search,l.hash,d.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)}));`,
    'if(f.kind==="reload"){l.replace(f.href);}',
    `else if(f.kind==="route"){d.setAttribute(${JSON.stringify(READER_ADDRESS_ATTRIBUTE)},l.href);window.history.replaceState(window.history.state,"",f.path);}`,
    '})();',
  ].join('');
}

/** Puts the reader's address back in the address bar once Gatsby has rendered the page (onInitialClientRender). */
export function restoreReaderAddress(): void {
  const address = document.documentElement.getAttribute(READER_ADDRESS_ATTRIBUTE);
  if (!address) return;
  document.documentElement.removeAttribute(READER_ADDRESS_ATTRIBUTE);
  // Not through Gatsby's router: it keeps routing the page it started on.
  window.history.replaceState(window.history.state, '', address);
}
