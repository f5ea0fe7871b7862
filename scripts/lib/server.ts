import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { lookup } from 'mime-types';
import { headersFor, loadHostingRules, resolveRequest, type HostingRules } from './netlify';

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

/**
 * A static server for the built site with the hosting's rules (scripts/lib/netlify.ts): redirects,
 * the per-locale 404 with status 404, and the security and caching headers.
 */
export function createSiteServer({ root, rules, basePath = '' }: ServerOptions): http.Server {
  const base = path.resolve(root);
  // The rules are read again when a new build (or an edit of netlify.toml) changes their files.
  const ruleFiles = [path.join(base, '_headers'), path.join(base, '_redirects'), path.resolve(base, '..', 'netlify.toml')];
  const stamp = () => ruleFiles.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)).join(':');
  let loaded: { stamp: string; rules: HostingRules } | null = null;
  const currentRules = (): HostingRules => {
    if (rules) return rules;
    const now = stamp();
    if (loaded?.stamp !== now) loaded = { stamp: now, rules: loadHostingRules(base) };
    return loaded.rules;
  };
  const fileFor = (urlPath: string) => {
    const file = path.resolve(base, `.${urlPath}`);
    if (file !== base && !file.startsWith(base + path.sep)) return null;
    return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (basePath) {
      if (!pathname.startsWith(`${basePath}/`)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      pathname = pathname.slice(basePath.length);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }

    const hosting = currentRules();
    for (const [name, value] of Object.entries(headersFor(hosting.headers, pathname))) res.setHeader(name, value);
    const answer = resolveRequest(hosting.redirects, pathname, url.search, fileFor);
    if (answer.kind === 'redirect') {
      res.writeHead(answer.status, { Location: answer.location }).end();
      return;
    }
    if (answer.kind === 'missing') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const { file, status } = answer;
    const type = lookup(file) || 'application/octet-stream';
    const textual = type.startsWith('text/') || type.endsWith('json') || type.endsWith('javascript') || type.endsWith('xml') || type.endsWith('yaml');
    // Text is sent compressed when the browser accepts it, as the hosting's CDN does.
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = !textual ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    res.writeHead(status, {
      'Content-Type': textual ? `${type}; charset=utf-8` : type,
      ...(textual ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = fs.createReadStream(file);
    if (encoding === 'br') body.pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })).pipe(res);
    else if (encoding === 'gzip') body.pipe(zlib.createGzip()).pipe(res);
    else body.pipe(res);
  });
}

/** Starts the site server on a free loopback port (tests, bench). */
export async function startOnLoopback(options: ServerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createSiteServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
