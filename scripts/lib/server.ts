import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { lookup } from 'mime-types';
import { cacheControl, decideRoute, notFoundFile } from './routing';

export interface ServerOptions {
  /** The built site (Gatsby's `public/`). */
  root: string;
  /** Extra headers for every response (security headers, for instance). */
  headers?: Record<string, string>;
  /**
   * Serve the site under a path prefix (`/docs-portal`) it was not built for, as a misconfigured
   * host would: used to test the wrong-base-URL banner.
   */
  basePath?: string;
}

/** A static server for the built site with the hosting's rules: redirects, per-locale 404 with status 404. */
export function createSiteServer({ root, headers = {}, basePath = '' }: ServerOptions): http.Server {
  const base = path.resolve(root);
  const resolve = (urlPath: string) => {
    const file = path.resolve(base, `.${urlPath}`);
    return file === base || file.startsWith(base + path.sep) ? file : null;
  };
  const isDirectory = (urlPath: string) => {
    const file = resolve(urlPath);
    return Boolean(file && fs.existsSync(path.join(file, 'index.html')));
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
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
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

    const decision = decideRoute(pathname, url.search, isDirectory);
    if (decision.kind === 'redirect') {
      res.writeHead(301, { Location: decision.location }).end();
      return;
    }
    let file = resolve(decision.path);
    let status = 200;
    if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      file = resolve(notFoundFile(pathname));
      status = 404;
      if (!file || !fs.existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    const type = lookup(file) || 'application/octet-stream';
    res.writeHead(status, {
      'Content-Type': type.startsWith('text/') || type.endsWith('json') || type.endsWith('javascript') ? `${type}; charset=utf-8` : type,
      'Cache-Control': status === 404 ? 'no-cache' : cacheControl(decision.path),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
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
