/**
 * A small built site in a temporary folder, for the server's tests: pages of both locales, their
 * Page Not Found files, a hashed script with its compressed copies, the hosting files the build
 * writes, the real netlify.toml beside it, and a secret file outside the site (beside public/, and
 * linked from inside it) that must never be served.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildHeadersFile, buildRedirectsFile } from '../../../src/node/hosting';

export const SECRET = 'TOP-SECRET-7f3a9c1e-do-not-serve';
export const NOT_FOUND_ES = '<h1>Página no encontrada</h1>';
export const NOT_FOUND_EN = '<h1>Page Not Found</h1>';
export const HASHED_JS = '/app-0123456789abcdef0123.js';
/** A text file the fixture gives no compressed copies. */
export const PLAIN_TEXT = '/notes.txt';

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>t</title><link rel="stylesheet" href="/styles.0123456789abcdef0123.css"></head><body>${body}${' <p>filler text for compression</p>'.repeat(40)}</body></html>`;

export interface SiteFixture {
  /** The folder holding public/, netlify.toml and the secret. */
  dir: string;
  root: string;
  /** Every file of public/, to check that a body comes from one of them. */
  files: () => Buffer[];
  remove: () => void;
}

/** Writes `text` at `root` + `urlPath`, creating folders. */
function put(root: string, urlPath: string, text: string | Buffer): void {
  const file = path.join(root, urlPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export function makeSiteFixture(): SiteFixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tesela-site-'));
  const root = path.join(dir, 'public');
  const pages: Record<string, string> = {
    '/index.html': page('es-ES', '<h1>Inicio</h1>'),
    '/docs/index.html': page('es-ES', '<h1>Documentación</h1>'),
    '/docs/api/index.html': page('es-ES', '<h1>API</h1>'),
    '/en/index.html': page('en-US', '<h1>Home</h1>'),
    '/en/docs/index.html': page('en-US', '<h1>Documentation</h1>'),
    '/404.html': page('es-ES', NOT_FOUND_ES),
    '/en/404.html': page('en-US', NOT_FOUND_EN),
  };
  for (const [urlPath, html] of Object.entries(pages)) put(root, urlPath, html);
  const script = `(()=>{${'console.log("tesela");'.repeat(200)}})();`;
  put(root, HASHED_JS, script);
  put(root, `${HASHED_JS}.br`, zlib.brotliCompressSync(script));
  put(root, `${HASHED_JS}.gz`, zlib.gzipSync(script));
  put(root, '/styles.0123456789abcdef0123.css', `body{color:#111}${'.a{margin:0}'.repeat(50)}`);
  put(root, '/static/abc123/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  put(root, PLAIN_TEXT, 'plain text '.repeat(100));
  put(root, '/_headers', buildHeadersFile("default-src 'self'", [HASHED_JS, '/styles.0123456789abcdef0123.css', '/static/abc123/logo.svg']));
  put(root, '/_redirects', buildRedirectsFile(['/', '/docs/', '/docs/api/', '/en/', '/en/docs/']));
  fs.copyFileSync(path.resolve(__dirname, '../../../netlify.toml'), path.join(dir, 'netlify.toml'));
  fs.writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  // A link inside the site to the file outside it: following it would serve the secret.
  fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(root, 'linked-secret.txt'));
  const files = () =>
    fs
      .readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => fs.readFileSync(path.join(e.parentPath, e.name)));
  return { dir, root, files, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  headers: Record<string, string>;
  /** Everything after the header block, as sent. */
  body: Buffer;
  /** The whole response, as sent. */
  raw: Buffer;
}

/**
 * Sends one request over a plain socket, byte for byte: Node's HTTP client refuses many of the
 * targets the tests need (raw `\`, `%` junk, absolute forms, odd methods).
 */
export function rawRequest(port: number, method: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const head = [`${method} ${target} HTTP/1.1`, 'Host: site.test', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
  return rawExchange(port, Buffer.from(head, 'latin1'));
}

/** Sends `bytes` as they are (any request, well formed or not) and reads the answer until the server closes. */
export function rawExchange(port: number, bytes: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(bytes.toString('latin1').split('\r\n')[0])}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: Buffer.alloc(0), raw };
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const sent = raw.subarray(end + 4);
  return { status: Number(statusLine.split(' ')[1]), headers, body: headers['transfer-encoding'] === 'chunked' ? dechunk(sent) : sent, raw };
}

/** The body of a chunked response. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    const size = lineEnd === -1 ? 0 : parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
