/**
 * What the build writes for the hosting (Netlify) beside the pages: the `_headers` file with the
 * Content-Security-Policy (the hashes of the few inline scripts every page shares; Gatsby's
 * per-page one is made constant in gatsby-ssr.tsx), and the `_redirects` file with one redirect per
 * page for its `.html` and `/index.html` URLs.
 *
 * netlify.toml holds everything that does not depend on the build (the other security headers,
 * caching, the 404 rules); this module only writes what must be computed from the built pages.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { splitLocale } from '../utils/locale';

/** `'sha256-…'` source expression of an inline script, as browsers compute it (UTF-8 bytes of the text). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script of a page that a browser runs (data blocks such as JSON-LD are not scripts). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (JS_TYPES.has(type)) found.push(text);
  }
  return found;
}

/** Above this many different inline scripts, something renders a per-page inline script again. */
export const MAX_INLINE_SCRIPTS = 12;

export interface PolicyOptions {
  /** Hashes of every inline script the pages contain. */
  scriptHashes: string[];
  /** Google Analytics is configured: its script host and collection hosts are allowed. */
  analytics: boolean;
  /** Hosts the hosted search is queried on (none for the local search, which is served by the site). */
  searchHosts: string[];
}

export const ANALYTICS_SCRIPT_HOST = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The site's Content-Security-Policy. Scripts come only from the site, the inline scripts it ships
 * (by hash, never `'unsafe-inline'`) and the analytics host; the search host can only be queried.
 * Inline styles stay allowed: React writes `style` attributes, and the code themes' colours are one
 * `<style>` in every page's head (gatsby-ssr.tsx).
 */
export function contentSecurityPolicy({ scriptHashes, analytics, searchHosts }: PolicyOptions): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(analytics ? [ANALYTICS_SCRIPT_HOST] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...searchHosts.map((h) => `https://${h}`), ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The `_headers` file: the policy on every response (the other headers are in netlify.toml), and a
 * year of immutable caching for each content-hashed file, named one by one. Netlify applies header
 * rules to 404 answers too, so a pattern such as `/*.js` would cache the 404 of a missing script
 * for a year (issue 17); a rule per existing file cannot match a path that does not exist.
 */
export function buildHeadersFile(policy: string, immutablePaths: string[] = [], markdownPaths: string[] = []): string {
  const lines = ['# Written by the build (src/node/hosting.ts): the script hashes and the hashed files come from the build.', '/*', `  Content-Security-Policy: ${policy}`];
  for (const urlPath of [...new Set(immutablePaths)].sort()) lines.push(urlPath, `  Cache-Control: ${IMMUTABLE_CACHE_CONTROL}`);
  // The pages' Markdown copies, by exact path for the same reason: a type rule must not reach a 404.
  for (const urlPath of [...new Set(markdownPaths)].sort()) lines.push(urlPath, `  Content-Type: ${MARKDOWN_TYPE}`);
  return `${lines.join('\n')}\n`;
}

/** How the Markdown copies of the pages are served. */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/** The URL paths of the build's Markdown files (the pages' copies, src/node/markdownCopy.ts). */
export function markdownFilePaths(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => `/${path.relative(publicDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .filter((p) => LITERAL_PATH.test(p))
    .sort();
}

// A path Netlify reads literally in _headers: no `*` (splat), `:` (placeholder) or spaces.
const LITERAL_PATH = /^\/[A-Za-z0-9\-._~/@+]+$/;

/**
 * The URL paths of a build's content-hashed files: the scripts and stylesheets at its root (a
 * browser test checks that each one is hashed) and everything under /static/. The compressed
 * copies beside them (`.br`, `.gz`) are not URLs anyone asks for.
 */
export function hashedAssetPaths(publicDir: string): string[] {
  const root = fs.readdirSync(publicDir, { withFileTypes: true }).filter((e) => e.isFile() && /\.(js|css)$/.test(e.name)).map((e) => `/${e.name}`);
  const staticDir = path.join(publicDir, 'static');
  const statics = fs.existsSync(staticDir)
    ? fs
        .readdirSync(staticDir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
        .map((e) => `/${path.relative(publicDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    : [];
  return [...root, ...statics].filter((p) => LITERAL_PATH.test(p)).sort();
}

/**
 * The `_redirects` file: for every page (`/docs/intro/`), its `.html` twin and its `/index.html`
 * file redirect to it in one hop, keeping the query string. The `/index.html` rule is forced
 * (`301!`) because that file exists and would otherwise be served as it is. A path without its
 * final slash is redirected by the hosting's pretty URLs (netlify.toml), and unknown paths get
 * the Page Not Found of their locale from the rules in netlify.toml, which come after these.
 * The Page Not Found pages (`/404/`, `/en/404/`) get no rule here: they are no pages of the site,
 * and netlify.toml answers their addresses with status 404.
 */
export function buildRedirectsFile(pagePaths: string[]): string {
  const lines = ['# Written by the build (src/node/hosting.ts) from the built pages.'];
  for (const page of [...new Set(pagePaths)].sort()) {
    if (!page.endsWith('/') || splitLocale(page).path === '/404/') continue;
    if (page !== '/') lines.push(`${page.slice(0, -1)}.html  ${page}  301`);
    lines.push(`${page}index.html  ${page}  301!`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every HTML file of a build (the pages of both locales and the 404 files). */
export function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // Gatsby's slice fragments are stitched into the pages; they are not pages themselves.
    if (entry.isDirectory() && entry.name !== '_gatsby') htmlFiles(file, out);
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(file);
  }
  return out;
}

export interface HostingSummary {
  pages: number;
  inlineScripts: number;
  hashedFiles: number;
  redirects: number;
}

/**
 * Writes `_headers` and `_redirects` into `publicDir`. Fails when the pages carry more different inline scripts than a
 * site-wide policy should list, naming one page of each.
 */
export function writeHostingFiles(
  publicDir: string,
  pagePaths: string[],
  options: Omit<PolicyOptions, 'scriptHashes'>,
): HostingSummary {
  const seen = new Map<string, string>();
  const files = htmlFiles(publicDir);
  for (const file of files) {
    for (const text of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      const hash = scriptHash(text);
      if (!seen.has(hash)) seen.set(hash, path.relative(publicDir, file));
    }
  }
  if (seen.size > MAX_INLINE_SCRIPTS) {
    throw new Error(
      `The built pages hold ${seen.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS} fit one Content-Security-Policy). ` +
        `A page renders a per-page inline script; first seen in: ${[...new Set(seen.values())].slice(0, 20).join(', ')}.`,
    );
  }
  // Gatsby copies Partytown's files into every build; this site loads no script through it. They
  // go first, so that none of them is listed among the immutable hashed files.
  fs.rmSync(path.join(publicDir, '~partytown'), { recursive: true, force: true });
  const policy = contentSecurityPolicy({ ...options, scriptHashes: [...seen.keys()] });
  const hashed = hashedAssetPaths(publicDir);
  fs.writeFileSync(path.join(publicDir, '_headers'), buildHeadersFile(policy, hashed, markdownFilePaths(publicDir)));
  const redirects = buildRedirectsFile(pagePaths);
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirects);
  return { pages: files.length, inlineScripts: seen.size, hashedFiles: hashed.length, redirects: redirects.split('\n').filter((l) => /^\//.test(l)).length };
}
