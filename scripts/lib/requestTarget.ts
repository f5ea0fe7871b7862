/**
 * The request target (the raw path and query of an HTTP request) turned into something the site
 * server can use safely, or a reason to refuse it. Pure functions: the fuzz test and the unit tests
 * exercise them through the server, and nothing here touches the file system.
 *
 * Rules (issue 17):
 * - duplicate slashes (`/en//docs/`, `//en/docs/`) are redirected to the collapsed path, which
 *   always starts with a single `/`, so it can never be read as another host (`//evil.example`);
 * - each segment is percent-decoded on its own; one that does not decode (broken UTF-8, a lone
 *   `%`) makes the path a 400;
 * - a decoded segment that would change the path's shape (an encoded `/` or `\`, `.` or `..`, a
 *   NUL or other control character) makes it a 404: no page has such a name, and joining it back
 *   would let `%2f..%2f` climb out of its folder or point a Location at another host;
 * - whatever reaches a header is percent-encoded again (no CR, LF or raw junk in `Location`).
 */

export type Locale = 'es' | 'en';

export type Target =
  /** `pathname` is decoded and made of clean segments; `search` is `''` or `?…`, safe to echo. */
  | { kind: 'path'; pathname: string; search: string; locale: Locale }
  | { kind: 'redirect'; location: string }
  | { kind: 'refused'; status: 400 | 404; locale: Locale };

// What may appear unencoded in a path or query (RFC 3986 pchar, plus `/` and `?`); `%` only before two hex digits.
const UNSAFE = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g;

/** Percent-encodes every character a URL must not carry raw (UTF-8 bytes for non-ASCII). */
export function encodeUnsafe(text: string): string {
  return text.replace(UNSAFE, (c) => Buffer.from(c, 'utf8').toString('hex').replace(/../g, (h) => `%${h.toUpperCase()}`));
}

// encodeURIComponent also escapes these, which a path may carry as they are.
const PATH_SAFE = /%(3A|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/g;

/** A decoded path (clean segments, as in a `path` target) encoded for a `Location` header. */
export function encodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(PATH_SAFE, (escaped) => decodeURIComponent(escaped)))
    .join('/');
}

/** True when `location` stays on this site: one leading `/` (not `//` or `/\`) and nothing raw. */
export function isSameSiteLocation(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && location.match(UNSAFE) === null;
}

/**
 * The locale a raw path belongs to: English under `/en`, Spanish elsewhere. Case-sensitive, as the
 * hosting's `/en/*` rule and the browser's fallback (src/utils/malformedPath.ts) are: `/EN/…` is a
 * Spanish address whatever follows it.
 */
export function localeOf(rawPath: string): Locale {
  return /^\/+en(\/|$)/.test(rawPath) ? 'en' : 'es';
}

// Decoded segments that no page can have: path separators, dot segments, control characters
// (written with \p{Cc}, which the lint's no-control-regex accepts, rather than a raw range).
const UNUSABLE_SEGMENT = /[/\\\p{Cc}]|^\.{1,2}$/u;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Reads a request target (`req.url`): the decoded path to serve, a redirect, or a refusal. */
export function parseTarget(raw: string): Target {
  // A server must accept the absolute form (`GET http://host/docs/`, RFC 9112 §3.2.2): its path
  // and query are read as the origin form's; the authority is not used (one site is served).
  const absolute = /^https?:\/\/[^/?#]*/i.exec(raw);
  const rest = absolute ? raw.slice(absolute[0].length) : raw;
  const target = absolute && !rest.startsWith('/') ? `/${rest}` : rest;
  // Any other form (`*`, `host:port`) is for proxies and names no page.
  if (!target.startsWith('/')) return { kind: 'refused', status: 400, locale: 'es' };
  const withoutFragment = target.split('#')[0];
  const queryAt = withoutFragment.indexOf('?');
  const rawPath = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const search = queryAt === -1 || queryAt === withoutFragment.length - 1 ? '' : encodeUnsafe(withoutFragment.slice(queryAt));
  const locale = localeOf(rawPath);
  if (rawPath.includes('//')) return { kind: 'redirect', location: `${encodeUnsafe(rawPath.replace(/\/{2,}/g, '/'))}${search}` };
  const segments = rawPath.slice(1).split('/').map(decodeSegment);
  if (segments.some((s) => s === null)) return { kind: 'refused', status: 400, locale };
  if (segments.some((s) => UNUSABLE_SEGMENT.test(s as string))) return { kind: 'refused', status: 404, locale };
  return { kind: 'path', pathname: `/${segments.join('/')}`, search, locale };
}
