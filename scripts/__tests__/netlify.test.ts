/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_CACHE_CONTROL,
  headerPattern,
  headersFor,
  parseHeadersFile,
  parseNetlifyToml,
  parseRedirectsFile,
  resolveRequest,
  type RedirectRule,
} from '../lib/netlify';
import { buildHeadersFile, IMMUTABLE_CACHE_CONTROL } from '../../src/node/hosting';

const toml = parseNetlifyToml(fs.readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8'));

const files = new Set(['/index.html', '/404.html', '/en/404.html', '/docs/index.html', '/docs/api/index.html', '/en/docs/index.html', '/app-0123456789abcdef0123.js']);
const fileFor = (p: string) => (files.has(p) ? p : null);
const pageRules: RedirectRule[] = [
  ...parseRedirectsFile('/docs.html  /docs/  301\n/docs/index.html  /docs/  301!\n/docs/api.html  /docs/api/  301\n/docs/api/index.html  /docs/api/  301!\n'),
  ...toml.redirects,
];

describe('netlify.toml', () => {
  it('answers unknown paths with the Page Not Found of their locale, status 404', () => {
    expect(resolveRequest(pageRules, '/en/docs/nope/', '', fileFor)).toEqual({ kind: 'file', file: '/en/404.html', status: 404 });
    expect(resolveRequest(pageRules, '/en', '', fileFor)).toEqual({ kind: 'file', file: '/en/404.html', status: 404 });
    expect(resolveRequest(pageRules, '/english/', '', fileFor)).toEqual({ kind: 'file', file: '/404.html', status: 404 });
  });

  it('sends the security headers with every response and keeps pages revalidating', () => {
    const page = headersFor(toml.headers, '/docs/');
    expect(page['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Permissions-Policy']).toContain('camera=()');
    expect(page['Cache-Control']).toBe(DEFAULT_CACHE_CONTROL);
    expect(headersFor(toml.headers, '/page-data/docs/page-data.json')['Cache-Control']).toBe(DEFAULT_CACHE_CONTROL);
  });

  it('caches only the hashed files the build lists for a year, so that no 404 is cached', () => {
    // Netlify applies header rules to 404 answers too: a pattern such as `/*.js` would cache a missing script's 404.
    const listed = ['/app-0123456789abcdef0123.js', '/styles.41969d86f5f8cff4f742.css', '/static/abc123/logo.svg'];
    const rules = [...parseHeadersFile(buildHeadersFile("default-src 'self'", listed)), ...toml.headers];
    for (const asset of listed) expect(headersFor(rules, asset)['Cache-Control']).toBe(IMMUTABLE_CACHE_CONTROL);
    for (const missing of ['/app-ffffffffffffffffffff.js', '/styles.ffffffffffffffffffff.css', '/static/nope/logo.svg', '/app-0123456789abcdef0123.js.map']) {
      expect([missing, headersFor(rules, missing)['Cache-Control']]).toEqual([missing, DEFAULT_CACHE_CONTROL]);
    }
  });

  it('gives each preview its own site address and no analytics', () => {
    const text = fs.readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8');
    expect(text).toMatch(/\[context\.deploy-preview\]\s+command = ".*GATSBY_SITE_URL=\$DEPLOY_PRIME_URL npm run build"/);
    expect(text).toMatch(/\[context\.deploy-preview\.environment\]\s+GA_MEASUREMENT_ID = ""/);
  });
});

describe('resolveRequest', () => {
  it('strips .html and /index.html in one redirect, keeping the query', () => {
    expect(resolveRequest(pageRules, '/docs/api.html', '?q=1', fileFor)).toEqual({ kind: 'redirect', location: '/docs/api/?q=1', status: 301 });
    expect(resolveRequest(pageRules, '/docs/api/index.html', '', fileFor)).toEqual({ kind: 'redirect', location: '/docs/api/', status: 301 });
  });

  it('adds the final slash to a folder with a page, before any splat rule', () => {
    expect(resolveRequest(pageRules, '/en/docs', '?x=2', fileFor)).toEqual({ kind: 'redirect', location: '/en/docs/?x=2', status: 301 });
  });

  it('serves files that exist as they are, the 404 files included', () => {
    expect(resolveRequest(pageRules, '/docs/', '', fileFor)).toEqual({ kind: 'file', file: '/docs/index.html', status: 200 });
    expect(resolveRequest(pageRules, '/404.html', '', fileFor)).toEqual({ kind: 'file', file: '/404.html', status: 200 });
    expect(resolveRequest(pageRules, '/app-0123456789abcdef0123.js', '', fileFor)).toEqual({ kind: 'file', file: '/app-0123456789abcdef0123.js', status: 200 });
  });
});

describe('the file formats', () => {
  it('reads _redirects and names the line of a bad rule', () => {
    expect(parseRedirectsFile('# c\n/a  /b  302!\n/c /d\n')).toEqual([
      { from: '/a', to: '/b', status: 302, force: true },
      { from: '/c', to: '/d', status: 301, force: false },
    ]);
    expect(() => parseRedirectsFile('/a /b\nnope\n')).toThrow('_redirects:2');
  });

  it('reads _headers, joining a repeated name, and names the line of a stray header', () => {
    expect(parseHeadersFile('/*\n  A: 1\n  A: 2\n/x/*\n  B: 3\n')).toEqual([
      { for: '/*', values: { A: '1, 2' } },
      { for: '/x/*', values: { B: '3' } },
    ]);
    expect(() => parseHeadersFile('  A: 1\n')).toThrow('_headers:1');
  });

  it('matches header paths as Netlify does', () => {
    expect(headerPattern('/*').test('/')).toBe(true);
    expect(headerPattern('/*.js').test('/en/app-1.js')).toBe(true);
    expect(headerPattern('/*.js').test('/app.json')).toBe(false);
    expect(headerPattern('/static/*').test('/static/a/b.png')).toBe(true);
  });

  it('joins a header set by two matching rules, as Netlify sends it', () => {
    expect(headersFor([{ for: '/*', values: { 'Cache-Control': 'no-cache' } }, { for: '/*.js', values: { 'cache-control': 'max-age=1' } }], '/a.js')['Cache-Control']).toBe(
      'no-cache, max-age=1',
    );
  });
});
