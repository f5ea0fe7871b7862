import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { pipeline } from 'node:stream';
import path from 'node:path';
import { lookup } from 'mime-types';
import { DEFAULT_CACHE_CONTROL, headersFor, hostingFiles, loadHostingRules, resolveRequest, type HostingRules } from './netlify';
import { negotiateEncoding, parseRange } from './negotiation';
import { isSameSiteLocation, localeOf, parseTarget, type Locale } from './requestTarget';

export interface ServerOptions {
  /** The built site (Gatsby's `public/`). */
  root: string;
  /** The hosting's rules; by default netlify.toml and the build's _redirects and _headers. */
  rules?: HostingRules;
  /**
   * Serve the site under a path prefix (`/docs-portal`) it was not built for, as a misconfigured
   * host would: used to test the wrong-base-URL banner.
   */
  basePath?: string;
}

/** Files of the build that the hosting reads and never serves. */
const HOSTING_FILES = new Set(['/_headers', '/_redirects']);

/** How often the server looks for rules rewritten by a new build. */
const RULES_CHECK_MS = 1000;

/** Files up to this size are read in one call and sent from memory; larger ones are streamed. */
const SMALL_FILE = 128 * 1024;

const TEXT_TYPES = /^text\/|json$|javascript$|xml$|yaml$/;

type Rules = () => HostingRules;

/**
 * A static server for the built site with the hosting's rules (scripts/lib/netlify.ts): redirects,
 * the per-locale 404 with status 404, and the security and caching headers. Whatever the request,
 * it answers without crashing, never points a Location off the site and never serves a file
 * outside `root` (issue 17; scripts/__tests__/serverFuzz.test.ts). It resolves once the rules are
 * read, before it listens; it rejects when they cannot be (the error names the file).
 */
export async function createSiteServer({ root, rules, basePath = '' }: ServerOptions): Promise<http.Server> {
  const base = fs.realpathSync.native(path.resolve(root));
  const currentRules: Rules = rules ? () => rules : await watchRules(base);
  const fileFor = (urlPath: string) => existingFile(base, urlPath);

  // A request without Host reaches handle(), which answers it like every other refusal (Node's
  // own check would answer it without the hosting's headers).
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    try {
      handle(req, res, { fileFor, currentRules, basePath });
    } catch (error) {
      // A fault of the server itself (not of the request, which handle() answers): logged, and
      // answered without taking the process down.
      console.error(`site server: ${req.method} ${JSON.stringify(req.url)}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) res.writeHead(500, { ...errorHeaders(currentRules(), '/'), 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
      else res.destroy();
    }
  });
  // An expectation other than 100-continue cannot be met: 417, with the hosting's headers.
  server.on('checkExpectation', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(417, { ...errorHeaders(currentRules(), '/'), 'Content-Type': 'text/plain; charset=utf-8' }).end('Expectation failed');
  });
  // CONNECT asks for a tunnel, which a static site does not offer: 405 like the other methods.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(405, 'Method Not Allowed', { ...errorHeaders(currentRules(), '/'), Allow: 'GET, HEAD' }));
  });
  // Requests Node's parser rejects (raw non-ASCII bytes or control characters in the target, bad
  // header lines, headers too large) get the styled Page Not Found of the target's locale with the
  // security headers, like every other refusal.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const requestLine = (error.rawPacket ?? Buffer.alloc(0)).toString('latin1').split('\r\n', 1)[0];
    const [method, target = '/'] = requestLine.split(' ');
    const page = localeOf(target) === 'en' ? '/en/404.html' : '/404.html';
    const file = fileFor(page) ?? fileFor('/404.html');
    const body = file && method !== 'HEAD' ? fs.readFileSync(file) : Buffer.alloc(0);
    const [status, reason] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
    const type = file ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    socket.end(Buffer.concat([rawAnswer(status, reason, { ...errorHeaders(currentRules(), page), 'Content-Type': type, 'Content-Length': String(file ? fs.statSync(file).size : 0) }), body]));
  });
  return server;
}

/** The head of an answer written on the socket itself (when Node gives no response object). */
function rawAnswer(status: number, reason: string, headers: Record<string, string>): Buffer {
  const lines = Object.entries({ Connection: 'close', 'Content-Length': '0', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.from(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('')}\r\n`, 'latin1');
}

/**
 * The rules of the build in `base`, read now and read again when a new build (or an edit of
 * netlify.toml) changes their files, which is checked at most once a second: three stat calls per
 * request cost a lot under load. Requests never wait for a reload: until it completes they are
 * answered with the last good rules, and so they are when it fails (the failure is logged).
 */
async function watchRules(base: string): Promise<Rules> {
  const files = hostingFiles(base);
  const version = (file: string) => {
    const stat = statOf(file);
    return stat ? `${stat.mtimeMs}/${stat.size}` : '-';
  };
  // Taken before a read, so that a build writing the files meanwhile leads to another read.
  const stamp = () => [files.headers, files.redirects, files.config].map(version).join(':');
  let current = { stamp: stamp(), rules: await loadHostingRules(base, files.config) };
  let checked = Date.now();
  let reloading = false;
  const reload = (next: string) => {
    reloading = true;
    loadHostingRules(base, files.config)
      .then(
        (rules) => {
          current = { stamp: next, rules };
        },
        (error: Error) => {
          // Not read again until the files change again.
          current = { ...current, stamp: next };
          console.error(`site server: the previous rules still apply: ${error.message}`);
        },
      )
      .finally(() => {
        reloading = false;
      });
  };
  return () => {
    if (!reloading && Date.now() - checked >= RULES_CHECK_MS) {
      checked = Date.now();
      const next = stamp();
      if (next !== current.stamp) reload(next);
    }
    return current.rules;
  };
}

/** The file `urlPath` names inside `base`, if it is a regular file there (symbolic links resolved). */
function existingFile(base: string, urlPath: string): string | null {
  if (HOSTING_FILES.has(urlPath)) return null;
  const file = path.resolve(base, `.${urlPath}`);
  if (!file.startsWith(base + path.sep) || !statOf(file)?.isFile()) return null;
  // A link inside the build could lead out of it: only the file's real place counts.
  const real = fs.realpathSync.native(file);
  return real.startsWith(base + path.sep) ? real : null;
}

/** A path's stat, or null when nothing is there to serve (missing, a file used as a folder, a name too long…). */
function statOf(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** The size of a file, or null when there is none. */
const sizeOf = (file: string): number | null => statOf(file)?.size ?? null;

interface Context {
  fileFor: (urlPath: string) => string | null;
  currentRules: Rules;
  basePath: string;
}

function handle(req: http.IncomingMessage, res: http.ServerResponse, { fileFor, currentRules, basePath }: Context): void {
  const hosting = currentRules();
  let raw = req.url ?? '/';
  if (basePath) {
    if (!raw.startsWith(`${basePath}/`)) {
      res.writeHead(404, { ...errorHeaders(hosting, '/'), 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    raw = raw.slice(basePath.length);
  }
  // HTTP/1.1 requires Host (RFC 9112 §3.2): a request without it is refused like a malformed one.
  if (req.headers.host === undefined && req.httpVersionMajor === 1 && req.httpVersionMinor >= 1) {
    sendNotFoundPage(req, res, hosting, fileFor, 400, localeOf(raw));
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...errorHeaders(hosting, '/'), Allow: 'GET, HEAD' }).end();
    return;
  }
  const target = parseTarget(raw);
  if (target.kind === 'refused') {
    sendNotFoundPage(req, res, hosting, fileFor, target.status, target.locale);
    return;
  }
  if (target.kind === 'redirect') {
    redirect(res, hosting, target.location, 301, '/');
    return;
  }
  const answer = resolveRequest(hosting.redirects, target.pathname, target.search, fileFor);
  if (answer.kind === 'redirect') redirect(res, hosting, answer.location, answer.status, target.pathname);
  else if (answer.kind === 'missing') sendNotFoundPage(req, res, hosting, fileFor, 404, target.locale);
  else sendFile(req, res, answer.file, answer.status, answer.status < 400 ? pathHeaders(hosting, target.pathname) : errorHeaders(hosting, target.pathname));
}

/** The headers the rules give `pathname`. */
function pathHeaders(hosting: HostingRules, pathname: string): Record<string, string> {
  return headersFor(hosting.headers, pathname);
}

/**
 * The headers of an error answer: the security headers of the path, and revalidation instead of
 * whatever caching the path's rules ask for (a missing `/app-….js` must not be cached for a year).
 */
function errorHeaders(hosting: HostingRules, pathname: string): Record<string, string> {
  const headers = headersFor(hosting.headers, pathname);
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
  return { ...headers, 'Cache-Control': DEFAULT_CACHE_CONTROL };
}

function redirect(res: http.ServerResponse, hosting: HostingRules, location: string, status: number, pathname: string): void {
  // The last guard against an open redirect: a Location that could leave the site is not sent.
  if (!isSameSiteLocation(location)) {
    res.writeHead(404, { ...errorHeaders(hosting, '/'), 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(status, { ...pathHeaders(hosting, pathname), Location: location }).end();
}

/** The locale's Page Not Found (the styled page the build wrote), with `status`. */
function sendNotFoundPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  hosting: HostingRules,
  fileFor: Context['fileFor'],
  status: number,
  locale: Locale,
): void {
  const page = locale === 'en' ? '/en/404.html' : '/404.html';
  const file = fileFor(page) ?? fileFor('/404.html');
  if (file) sendFile(req, res, file, status, errorHeaders(hosting, page));
  else res.writeHead(status, { ...errorHeaders(hosting, page), 'Content-Type': 'text/plain; charset=utf-8' }).end(status === 400 ? 'Bad request' : 'Not found');
}

/**
 * The validators of a file: an entity tag made of its size and modification time (a new build
 * rewrites every file it changes), one per coding, and its modification date.
 */
function validatorsOf(stat: fs.Stats): { etag: (coding?: 'br' | 'gzip') => string; lastModified: string } {
  const tag = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
  return {
    etag: (coding) => `"${tag}${coding ? `-${coding}` : ''}"`,
    lastModified: new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString(),
  };
}

/** The entity tags of an If-None-Match header (weak ones as their strong form), or '*'. */
function listedTags(header: string): string[] | '*' {
  if (header.trim() === '*') return '*';
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).map((tag) => tag.replace(/^W\//, ''));
}

/**
 * True when the reader's copy is current (RFC 9110 §13.1.2, §13.1.3): its entity tag is listed in
 * If-None-Match, or, without that header, the file has not changed since If-Modified-Since.
 */
function isNotModified(req: http.IncomingMessage, etag: string, mtimeMs: number): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) {
    const tags = listedTags(noneMatch);
    return tags === '*' || tags.includes(etag);
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/**
 * Sends a file of the build: its brotli or gzip copy written by the build (src/node/compress.ts)
 * when the browser accepts one, or a single byte range of the file itself. A found file carries
 * validators, so a revalidation (pages are served `max-age=0, must-revalidate`) is answered 304
 * without the body, as the hosting does.
 */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number, headers: Record<string, string>): void {
  const type = lookup(file) || 'application/octet-stream';
  const textual = TEXT_TYPES.test(type);
  const stat = fs.statSync(file);
  const size = stat.size;
  const validators = validatorsOf(stat);
  // Ranges apply to the uncompressed file only: a download resumed against another coding would
  // mix bytes of two representations. If-Range must name the file's current entity tag.
  const ifRange = req.headers['if-range'];
  const rangeApplies = status === 200 && (ifRange === undefined || ifRange === validators.etag());
  const range = rangeApplies ? parseRange(req.headers.range, size) : ({ kind: 'whole' } as const);
  const common = {
    ...headers,
    'Content-Type': textual ? `${type}; charset=utf-8` : type,
    ...(textual ? { Vary: 'Accept-Encoding' } : {}),
    ...(status === 200 ? { 'Accept-Ranges': 'bytes', 'Last-Modified': validators.lastModified } : {}),
  };
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, { ...common, 'Cache-Control': DEFAULT_CACHE_CONTROL, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' }).end();
    return;
  }
  if (range.kind === 'part') {
    const length = range.end - range.start + 1;
    res.writeHead(206, { ...common, ETag: validators.etag(), 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(length) });
    stream(req, res, file, { start: range.start, end: range.end });
    return;
  }
  const copies = { br: textual ? sizeOf(`${file}.br`) : null, gzip: textual ? sizeOf(`${file}.gz`) : null };
  const encoding = negotiateEncoding(req.headers['accept-encoding'], (['br', 'gzip'] as const).filter((coding) => copies[coding] !== null));
  const etag = status === 200 ? { ETag: validators.etag(encoding ?? undefined) } : {};
  if (status === 200 && isNotModified(req, etag.ETag as string, stat.mtimeMs)) {
    const { 'Content-Type': _type, ...unchanged } = common;
    res.writeHead(304, { ...unchanged, ...etag }).end();
    return;
  }
  const body = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
  const length = encoding ? (copies[encoding] as number) : size;
  res.writeHead(status, { ...common, ...etag, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': String(length) });
  stream(req, res, body, length <= SMALL_FILE ? undefined : { start: 0, end: length - 1 });
}

/** Sends a file (or the given range of it): a small file in one read, a large one as a stream. */
function stream(req: http.IncomingMessage, res: http.ServerResponse, file: string, range?: { start: number; end: number }): void {
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (!range) {
    // Most answers are pages and chunks of a few KiB: one read from the page cache is much cheaper
    // than a stream's open, read and close round trips through the thread pool.
    res.end(fs.readFileSync(file));
    return;
  }
  // pipeline closes the file when the reader goes away mid-download (pipe() kept it open for
  // good, and enough of them left the process without file descriptors); a file removed by a new
  // build mid-response cuts the connection rather than the process.
  pipeline(fs.createReadStream(file, range), res, (error) => {
    if (error) res.destroy();
  });
}

/** Starts the site server on a free loopback port (tests, bench). */
export async function startOnLoopback(options: ServerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await createSiteServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
