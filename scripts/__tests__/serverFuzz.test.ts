/** @jest-environment node */
/**
 * Property test of the production server (issue 17, DESIGN.md "Quality"): whatever the method,
 * target and headers, it keeps answering, never with a 5xx, never with a Location off the site,
 * and never with a byte that is not from a file inside its root.
 */
import zlib from 'node:zlib';
import fc from 'fast-check';
import { startOnLoopback } from '../lib/server';
import { makeSiteFixture, rawRequest, SECRET, type RawResponse, type SiteFixture } from './helpers/siteFixture';

// Pieces of hostile paths: traversal, encoded separators, broken and overlong UTF-8, CR/LF, hosts, names of real files.
const PIECES = [
  '/', '//', '///', '\\', '.', '..', '%2e', '%2E%2e', '%2f', '%2F', '%5c', '%5C', '%00', '%0d%0a', '%0D%0ASet-Cookie:x=1', '%25', '%2525',
  '%', '%z', '%E2%82%AC', '%E0%A4%A', '%C0%AF', '%C0%AE%C0%AE', '%FF', '%F0%9F%98%80', 'evil.example', '@evil.example', ':', ';', '?', '#',
  '&', '=', '+', '"', '<', '>', '`', '{', '}', '|', '^', '~', '*', "'", 'en', 'EN', 'docs', 'api', 'static', 'abc123', 'logo.svg',
  'index.html', '404.html', '.html', '_headers', '_redirects', 'secret.txt', 'linked-secret.txt', 'netlify.toml', 'public', 'notes.txt',
  'app-0123456789abcdef0123.js', '.br', '.gz', 'é', ' ', '\t', 'a'.repeat(300),
];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND', 'get', 'CONNECT'];

const pathArbitrary = fc
  .tuple(fc.constantFrom('/', '/', '/', '//', '', '\\', 'http://evil.example', '*'), fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 10 }))
  .map(([start, pieces]) => start + pieces.join(''))
  // Only bytes a socket can carry in a request line; the parser's refusals of the rest are exercised too.
  .map((target) => target.replace(/[\r\n]/g, ''));

const headerArbitrary = fc.record(
  {
    'Accept-Encoding': fc.constantFrom('br, gzip', 'gzip', 'br;q=0, gzip', 'identity', '*', '*;q=0', 'br;q=abc', ',,;;q=', 'gzip;q=0.5, br;q=0.4', 'x'.repeat(500)),
    Range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-', 'bytes=0-99999999', 'bytes=99999999-', 'bytes=5-1', 'bytes=0-1,3-4', 'bytes=-0', 'bytes=--', 'items=0-1', 'bytes=-99999999999999999999'),
    'If-Range': fc.constantFrom('"x"', 'Tue, 01 Jan 2030 00:00:00 GMT'),
    'X-Forwarded-Host': fc.constantFrom('evil.example'),
  },
  { requiredKeys: [] },
);

let site: SiteFixture;
let server: Awaited<ReturnType<typeof startOnLoopback>>;
let port: number;
let publicFiles: Buffer[];

beforeAll(async () => {
  site = makeSiteFixture();
  publicFiles = site.files();
  server = await startOnLoopback({ root: site.root });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close();
  site?.remove();
});

/** The body as the client reads it (the server only ever sends its build's own compressed copies). */
function decoded(response: RawResponse): Buffer {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(response.body);
  if (coding === 'gzip') return zlib.gunzipSync(response.body);
  return response.body;
}

/** The properties every answer must have. */
function check(method: string, target: string, response: RawResponse): void {
  const request = `${method} ${JSON.stringify(target)}`;
  // CONNECT takes a socket over; with no tunnel to offer, Node closes it without an answer.
  if (method !== 'CONNECT') expect([request, response.status > 0]).toEqual([request, true]);
  expect([request, response.status < 500]).toEqual([request, true]);
  const location = response.headers.location;
  if (location !== undefined) {
    expect([request, location]).toEqual([request, expect.stringMatching(/^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/)]);
    expect(new URL(location, 'http://site.test').origin).toBe('http://site.test');
  }
  expect([request, response.raw.includes(SECRET)]).toEqual([request, false]);
  // Every byte of a successful answer is a run of bytes of one file of the site.
  if (response.status >= 200 && response.status < 300 && response.body.length > 0) {
    expect([request, publicFiles.some((file) => file.includes(response.body))]).toEqual([request, true]);
  }
}

describe('the site server under hostile requests', () => {
  it('keeps answering, never 5xx, never off the site, never outside its root', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), pathArbitrary, headerArbitrary, async (method, target, headers) => {
        const response = await rawRequest(port, method, target, headers as Record<string, string>);
        check(method, target, response);
        // A HEAD answer names its coding but has no body to decode (RFC 9110 §9.3.2).
        if (method !== 'HEAD' && response.status === 200 && response.headers['content-encoding']) expect(decoded(response).length).toBeGreaterThan(0);
      }),
      { numRuns: 1500 },
    );
    // Still alive, and still serving.
    const home = await rawRequest(port, 'GET', '/');
    expect(home.status).toBe(200);
  }, 60000);

  it('answers the known killers and open redirects of issue 17 without leaving the site', async () => {
    const targets = [
      '//',
      '/x%0d%0aSet-Cookie:%20a=1%2f..%2fdocs',
      '/%E2%82%AC%2f..%2fdocs',
      '/%2fevil.example%2f..%2fdocs',
      '/%5cevil.example%5c..%5cdocs',
      '/%5cevil.example%2f..%2fdocs',
      '/%2F%2Fevil.example',
      '/..%2f..%2fsecret.txt',
      '/linked-secret.txt',
      '/%2e%2e/secret.txt',
      '/../secret.txt',
      '/../netlify.toml',
    ];
    for (const target of targets) check('GET', target, await rawRequest(port, 'GET', target));
    expect((await rawRequest(port, 'GET', '/')).status).toBe(200);
  });
});
