/** @jest-environment node */
/** The production server's answers to the defects of issue 17, one by one, on a small fixture site. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startOnLoopback } from '../lib/server';
import net from 'node:net';
import { HASHED_JS, makeSiteFixture, NOT_FOUND_EN, NOT_FOUND_ES, PLAIN_TEXT, rawExchange, rawRequest, type SiteFixture } from './helpers/siteFixture';

let site: SiteFixture;
let server: Awaited<ReturnType<typeof startOnLoopback>>;
let port: number;
const get = (target: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(port, method, target, headers);

beforeAll(async () => {
  site = makeSiteFixture();
  server = await startOnLoopback({ root: site.root });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close();
  site?.remove();
});

const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'];

describe('requests that used to kill the server', () => {
  it.each(['//', '/x%0d%0aSet-Cookie:%20a=1%2f..%2fdocs', '/%E2%82%AC%2f..%2fdocs'])('answers %s and keeps serving', async (target) => {
    const response = await get(target);
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(500);
    // No header line was injected.
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await get('/docs/')).status).toBe(200);
  });
});

describe('redirects', () => {
  it.each(['/%2fevil.example%2f..%2fdocs', '/%5cevil.example%2f..%2fdocs', '/%5cevil.example%5c..%5cdocs', '/%2F%2Fevil.example/'])('never sends %s off the site', async (target) => {
    const response = await get(target);
    expect(response.headers.location ?? '/').toMatch(/^\/(?![/\\])/);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain(NOT_FOUND_ES);
  });

  it('collapses duplicate slashes into one redirect on the same site, keeping the query', async () => {
    expect([(await get('/en//docs/')).status, (await get('/en//docs/')).headers.location]).toEqual([301, '/en/docs/']);
    expect((await get('//en/docs/?q=1')).headers.location).toBe('/en/docs/?q=1');
    expect((await get('///evil.example/%2e%2e/docs')).headers.location).toBe('/evil.example/%2e%2e/docs');
  });

  it('percent-encodes what it writes into Location', async () => {
    expect((await get('/docs/api?q=<a>"c"')).headers.location).toBe('/docs/api/?q=%3Ca%3E%22c%22');
    expect((await get('/docs//api?x=`{}`')).headers.location).toBe('/docs/api?x=%60%7B%7D%60');
  });
});

describe('malformed paths', () => {
  it('answers a path that is not UTF-8 with the styled Page Not Found of its locale, status 400', async () => {
    const spanish = await get('/docs/%E0%A4%A/');
    expect([spanish.status, spanish.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
    expect(spanish.body.toString()).toContain(NOT_FOUND_ES);
    expect((await get('/en/docs/%E0%A4%A/')).body.toString()).toContain(NOT_FOUND_EN);
  });

  it('answers encoded slashes and dot segments with the Page Not Found of the locale, status 404', async () => {
    for (const [target, text] of [['/docs/%2F/', NOT_FOUND_ES], ['/en/docs/a%2Fb/', NOT_FOUND_EN], ['/en/%2e%2e/docs/', NOT_FOUND_EN], ['/docs/%5C/', NOT_FOUND_ES]]) {
      const response = await get(target);
      expect([target, response.status]).toEqual([target, 404]);
      expect(response.body.toString()).toContain(text);
    }
  });

  it('serves the page of a path with an encoded percent sign when it exists, and the 404 otherwise', async () => {
    expect((await get('/docs/%25/')).status).toBe(404);
    expect((await get('/d%6Fcs/')).status).toBe(200);
  });
});

describe('caching of errors', () => {
  it.each(['/app-ffffffffffffffffffff.js', '/styles.ffffffffffffffffffff.css', '/static/nope/logo.svg'])('does not cache the 404 of %s', async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('does not cache a 404 for a year even when a header rule asks it for the path', async () => {
    // netlify.toml's old patterns: `/*.js` matched the missing scripts too.
    const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' };
    const rules = { redirects: [{ from: '/*', to: '/404.html', status: 404, force: false }], headers: [{ for: '/*.js', values: immutable }, { for: '/static/*', values: immutable }] };
    const patterned = await startOnLoopback({ root: site.root, rules });
    try {
      const missing = await rawRequest(Number(new URL(patterned.url).port), 'GET', '/static/nope.js');
      expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'public, max-age=0, must-revalidate']);
      expect((await rawRequest(Number(new URL(patterned.url).port), 'GET', HASHED_JS)).headers['cache-control']).toBe(immutable['Cache-Control']);
    } finally {
      await patterned.close();
    }
  });

  it('caches the hashed files that exist for a year', async () => {
    expect((await get(HASHED_JS)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression', () => {
  const script = () => fs.readFileSync(path.join(site.root, HASHED_JS));

  it('sends the compressed copies the build wrote, as they are, with their length', async () => {
    const br = await get(HASHED_JS, { 'Accept-Encoding': 'gzip, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(br.body.equals(fs.readFileSync(path.join(site.root, `${HASHED_JS}.br`)))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).equals(script())).toBe(true);
    const gzip = await get(HASHED_JS, { 'Accept-Encoding': 'gzip' });
    expect(gzip.body.equals(fs.readFileSync(path.join(site.root, `${HASHED_JS}.gz`)))).toBe(true);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
  ])('honours Accept-Encoding %s', async (accept, coding) => {
    const response = await get(HASHED_JS, { 'Accept-Encoding': accept });
    expect(response.headers['content-encoding']).toBe(coding);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
  });

  it('does not compress per request a file that has no compressed copy', async () => {
    const response = await get(PLAIN_TEXT, { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(fs.readFileSync(path.join(site.root, PLAIN_TEXT)))).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await get(HASHED_JS, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect([response.status, response.headers['content-encoding'], response.body.length]).toEqual([200, 'br', 0]);
    expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.join(site.root, `${HASHED_JS}.br`)).size);
  });
});

describe('ranges', () => {
  const size = () => fs.statSync(path.join(site.root, HASHED_JS)).size;

  it('answers one byte range with 206 and its Content-Range', async () => {
    const response = await get(HASHED_JS, { Range: 'bytes=2-11', 'Accept-Encoding': 'br' });
    expect([response.status, response.headers['content-range'], response.headers['content-length']]).toEqual([206, `bytes 2-11/${size()}`, '10']);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(fs.readFileSync(path.join(site.root, HASHED_JS)).subarray(2, 12))).toBe(true);
    const suffix = await get(HASHED_JS, { Range: 'bytes=-5' });
    expect([suffix.status, suffix.headers['content-range']]).toEqual([206, `bytes ${size() - 5}-${size() - 1}/${size()}`]);
  });

  it('answers a range past the end with 416', async () => {
    const response = await get(HASHED_JS, { Range: `bytes=${size()}-` });
    expect([response.status, response.headers['content-range']]).toEqual([416, `bytes */${size()}`]);
  });

  it('says it accepts ranges, and sends the whole file for several ranges', async () => {
    expect((await get(HASHED_JS)).headers['accept-ranges']).toBe('bytes');
    expect((await get(HASHED_JS, { Range: 'bytes=0-1,4-5' })).status).toBe(200);
  });
});

describe('other answers', () => {
  it('sends the security headers with 400 and 405 answers', async () => {
    for (const response of [await get('/docs/%E0%A4%A/'), await get('/docs/', {}, 'POST'), await get('*', {}, 'OPTIONS')]) {
      for (const name of SECURITY_HEADERS) expect([response.status, name, response.headers[name] !== undefined]).toEqual([response.status, name, true]);
    }
    expect((await get('/docs/', {}, 'DELETE')).headers.allow).toBe('GET, HEAD');
  });

  it('does not serve the hosting files, nor files outside its root', async () => {
    for (const target of ['/_headers', '/_redirects', '/linked-secret.txt', '/../secret.txt']) {
      const response = await get(target);
      expect([target, response.status]).toEqual([target, 404]);
    }
  });
});

describe('downloads the reader abandons', () => {
  const BIG = '/big-download.txt';
  const openFiles = () => fs.readdirSync('/proc/self/fd').length;

  /** Asks for `target` and hangs up as soon as the first bytes arrive. */
  const abandon = (target: string, headers: string[] = []) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write([`GET ${target} HTTP/1.1`, 'Host: site.test', ...headers, '', ''].join('\r\n')));
      socket.once('data', () => socket.destroy());
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });

  it('closes the file of each one, so the server keeps its file descriptors', async () => {
    fs.writeFileSync(path.join(site.root, BIG.slice(1)), 'x'.repeat(4 * 1024 * 1024));
    await abandon(BIG);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = openFiles();
    for (let i = 0; i < 40; i += 1) await abandon(BIG, i % 2 ? ['Range: bytes=10-4000000'] : []);
    // The streams are torn down once the server sees the sockets close.
    for (let wait = 0; wait < 20 && openFiles() > before + 2; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openFiles()).toBeLessThanOrEqual(before + 2);
    expect((await get(BIG)).body.length).toBe(4 * 1024 * 1024);
  });
});

describe('revalidation', () => {
  it('gives each found file and coding its own entity tag and a modification date', async () => {
    const plain = await get(HASHED_JS);
    const brotli = await get(HASHED_JS, { 'Accept-Encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(brotli.headers.etag).toBe(plain.headers.etag.replace(/"$/, '-br"'));
    expect(new Date(plain.headers['last-modified']).getTime()).toBeGreaterThan(0);
  });

  it('answers 304 without a body when the reader’s copy is current, and the file otherwise', async () => {
    const page = await get('/docs/');
    const again = await get('/docs/', { 'If-None-Match': `"other", W/${page.headers.etag}` });
    expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, page.headers.etag]);
    for (const name of SECURITY_HEADERS) expect([name, again.headers[name] !== undefined]).toEqual([name, true]);
    expect((await get('/docs/', { 'If-Modified-Since': page.headers['last-modified'] })).status).toBe(304);
    expect((await get('/docs/', { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
    // The copy in another coding is not the current one.
    const brotli = await get(HASHED_JS, { 'Accept-Encoding': 'br' });
    expect((await get(HASHED_JS, { 'Accept-Encoding': 'br', 'If-None-Match': brotli.headers.etag })).status).toBe(304);
    expect((await get(HASHED_JS, { 'If-None-Match': brotli.headers.etag })).status).toBe(200);
  });

  it('never answers 304 for a page that is not there', async () => {
    const missing = await get('/no-such-page/', { 'If-None-Match': '*' });
    expect([missing.status, missing.body.toString()]).toEqual([404, expect.stringContaining(NOT_FOUND_ES)]);
  });

  it('resumes a download only from the same version of the file (If-Range)', async () => {
    const { etag } = (await get(PLAIN_TEXT)).headers;
    expect((await get(PLAIN_TEXT, { Range: 'bytes=0-4', 'If-Range': etag })).status).toBe(206);
    expect((await get(PLAIN_TEXT, { Range: 'bytes=0-4', 'If-Range': '"an-older-version"' })).status).toBe(200);
  });
});

describe('requests Node answers before the site', () => {
  const raw = (text: string) => rawExchange(port, Buffer.from(text, 'latin1'));
  const expectHostingHeaders = (response: Awaited<ReturnType<typeof raw>>) => {
    for (const name of SECURITY_HEADERS) expect([response.status, name, response.headers[name] !== undefined]).toEqual([response.status, name, true]);
  };

  it('answers raw bytes that are not ASCII in the target with the styled page of its locale, status 400', async () => {
    const english = await raw('GET /en/caf\xc3\xa9/ HTTP/1.1\r\nHost: site.test\r\n\r\n');
    const spanish = await raw('GET /docs/?q=\xf1 HTTP/1.1\r\nHost: site.test\r\n\r\n');
    expect([english.status, english.headers['content-type'], english.body.toString()]).toEqual([400, 'text/html; charset=utf-8', expect.stringContaining(NOT_FOUND_EN)]);
    expect([spanish.status, spanish.body.toString()]).toEqual([400, expect.stringContaining(NOT_FOUND_ES)]);
    expectHostingHeaders(english);
  });

  it('refuses a request without Host, an unknown expectation and CONNECT with the hosting’s headers', async () => {
    const noHost = await raw('GET /en/docs/ HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect([noHost.status, noHost.body.toString()]).toEqual([400, expect.stringContaining(NOT_FOUND_EN)]);
    const expectation = await raw('GET /docs/ HTTP/1.1\r\nHost: site.test\r\nExpect: something\r\nConnection: close\r\n\r\n');
    expect(expectation.status).toBe(417);
    const tunnel = await raw('CONNECT site.test:443 HTTP/1.1\r\nHost: site.test:443\r\n\r\n');
    expect([tunnel.status, tunnel.headers.allow]).toEqual([405, 'GET, HEAD']);
    for (const response of [noHost, expectation, tunnel]) expectHostingHeaders(response);
    // HTTP/1.0 needs no Host.
    expect((await raw('GET /docs/ HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('accepts a target in absolute form, reading only its path and query', async () => {
    expect((await get('http://site.test/docs/')).status).toBe(200);
    const redirect = await get('HTTP://other.example/docs?x=1');
    expect([redirect.status, redirect.headers.location]).toEqual([301, '/docs/?x=1']);
  });

  it('reads the locale of a malformed address with the same case as the hosting: /EN/ is Spanish', async () => {
    expect((await get('/EN/%zz')).body.toString()).toContain(NOT_FOUND_ES);
    expect((await get('/en/%zz')).body.toString()).toContain(NOT_FOUND_EN);
  });
});
