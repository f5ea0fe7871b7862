/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_CACHE_CONTROL,
  headerPattern,
  headersFor,
  hostingFiles,
  loadHostingRules,
  readHostingRules,
  resolveRequest,
  type HostingRules,
  type RedirectRule,
} from '../lib/netlify';
import { buildHeadersFile, IMMUTABLE_CACHE_CONTROL } from '../../src/node/hosting';

const NETLIFY_TOML = fs.readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8');

// Netlify's parsers read files: each case writes its own public/ (and netlify.toml beside it).
let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tesela-netlify-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A public/ folder holding the given hosting files, with netlify.toml beside it when given; its path. */
function site(files: { _redirects?: string; _headers?: string; toml?: string }): string {
  const root = path.join(fs.mkdtempSync(path.join(tmp, 'site-')), 'public');
  fs.mkdirSync(root);
  for (const name of ['_redirects', '_headers'] as const) if (files[name] !== undefined) fs.writeFileSync(path.join(root, name), files[name]);
  if (files.toml !== undefined) fs.writeFileSync(path.resolve(root, '..', 'netlify.toml'), files.toml);
  return root;
}

const files = new Set(['/index.html', '/404.html', '/en/404.html', '/docs/index.html', '/docs/api/index.html', '/en/docs/index.html', '/app-0123456789abcdef0123.js']);
const fileFor = (p: string) => (files.has(p) ? p : null);
let toml: HostingRules;
let pageRules: RedirectRule[];
beforeAll(async () => {
  toml = await loadHostingRules(site({ toml: NETLIFY_TOML }));
  const pages = '/docs.html  /docs/  301\n/docs/index.html  /docs/  301!\n/docs/api.html  /docs/api/  301\n/docs/api/index.html  /docs/api/  301!\n';
  pageRules = (await loadHostingRules(site({ _redirects: pages, toml: NETLIFY_TOML }))).redirects;
});

describe('netlify.toml', () => {
  it('answers unknown paths with the Page Not Found of their locale, status 404', () => {
    expect(resolveRequest(pageRules, '/en/docs/nope/', '', fileFor)).toEqual({ kind: 'file', file: '/en/404.html', status: 404 });
    expect(resolveRequest(pageRules, '/en', '', fileFor)).toEqual({ kind: 'file', file: '/en/404.html', status: 404 });
    expect(resolveRequest(pageRules, '/english/', '', fileFor)).toEqual({ kind: 'file', file: '/404.html', status: 404 });
  });

  it('answers the Page Not Found pages\' own addresses with status 404, although Gatsby writes files there', () => {
    const withNotFoundPages = (p: string) => (['/404/index.html', '/en/404/index.html'].includes(p) ? p : fileFor(p));
    for (const [address, file] of [
      ['/404/', '/404.html'],
      ['/404/index.html', '/404.html'],
      ['/en/404/', '/en/404.html'],
      ['/en/404/index.html', '/en/404.html'],
    ]) {
      expect([address, resolveRequest(pageRules, address, '', withNotFoundPages)]).toEqual([address, { kind: 'file', file, status: 404 }]);
    }
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

  it('caches only the hashed files the build lists for a year, so that no 404 is cached', async () => {
    // Netlify applies header rules to 404 answers too: a pattern such as `/*.js` would cache a missing script's 404.
    const listed = ['/app-0123456789abcdef0123.js', '/styles.41969d86f5f8cff4f742.css', '/static/abc123/logo.svg'];
    const rules = (await loadHostingRules(site({ _headers: buildHeadersFile("default-src 'self'", listed), toml: NETLIFY_TOML }))).headers;
    for (const asset of listed) expect(headersFor(rules, asset)['Cache-Control']).toBe(IMMUTABLE_CACHE_CONTROL);
    for (const missing of ['/app-ffffffffffffffffffff.js', '/styles.ffffffffffffffffffff.css', '/static/nope/logo.svg', '/app-0123456789abcdef0123.js.map']) {
      expect([missing, headersFor(rules, missing)['Cache-Control']]).toEqual([missing, DEFAULT_CACHE_CONTROL]);
    }
  });

  it('gives each preview its own site address and no analytics', () => {
    const text = NETLIFY_TOML;
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

describe('the file formats, read with Netlify\'s parsers', () => {
  it('reads _redirects and names the file and line of a bad rule', async () => {
    expect((await loadHostingRules(site({ _redirects: '# c\n/a  /b  302!\n/c /d\n' }))).redirects).toEqual([
      { from: '/a', to: '/b', status: 302, force: true },
      { from: '/c', to: '/d', status: 301, force: false },
    ]);
    const root = site({ _redirects: '/a /b\nnope\n' });
    await expect(loadHostingRules(root)).rejects.toThrow(`${path.join(root, '_redirects')}: Could not parse redirect line 2`);
  });

  it('reads _headers, joining a repeated name, and names the file of a stray header', async () => {
    expect((await loadHostingRules(site({ _headers: '/*\n  A: 1\n  A: 2\n/x/*\n  B: 3\n' }))).headers).toEqual([
      { for: '/*', values: { A: '1, 2' } },
      { for: '/x/*', values: { B: '3' } },
    ]);
    const root = site({ _headers: '  A: 1\n' });
    await expect(loadHostingRules(root)).rejects.toThrow(`${path.join(root, '_headers')}: Path should come before header "A"`);
  });

  it('names netlify.toml when it cannot be read', async () => {
    const root = site({ toml: '[[redirects]]\n  from = "/a"\n  to = \n' });
    await expect(loadHostingRules(root)).rejects.toThrow(`${path.resolve(root, '..', 'netlify.toml')}: Could not parse configuration file`);
  });

  it('puts the rules of the build before those of netlify.toml, a rule given twice once, in its later place', async () => {
    const { rules, errors } = await readHostingRules(
      hostingFiles(
        site({
          _redirects: '/old /new 302\n/b /c 301\n',
          _headers: '/*\n  X-A: 1\n',
          toml: '[[redirects]]\nfrom = "/old"\nto = "/new"\nstatus = 302\n\n[[redirects]]\nfrom = "/*"\nto = "/404.html"\nstatus = 404\n\n[[headers]]\nfor = "/*"\n[headers.values]\nX-B = "2"\n',
        }),
      ),
    );
    expect(errors).toEqual([]);
    expect(rules.redirects.map((r) => r.from)).toEqual(['/b', '/old', '/*']);
    expect(rules.headers).toEqual([
      { for: '/*', values: { 'X-A': '1' } },
      { for: '/*', values: { 'X-B': '2' } },
    ]);
  });

  it('refuses, naming the file, the rules Netlify would apply in ways the local server does not', async () => {
    const root = site({ _redirects: '/es/* /:splat 301\n/a /b 302 Country=es\n/api/* https://api.example/:splat 200\n' });
    const { errors } = await readHostingRules(hostingFiles(root));
    const file = path.join(root, '_redirects');
    expect(errors).toEqual([
      `${file}: the rule from "/es/*" uses placeholders, which the local server does not apply.`,
      `${file}: the rule from "/a" uses conditions, which the local server does not apply.`,
      `${file}: the rule from "/api/*" uses proxying, placeholders, which the local server does not apply.`,
    ]);
  });

  it('reads no rules from files that are missing', async () => {
    expect(await readHostingRules(hostingFiles(site({})))).toEqual({ rules: { redirects: [], headers: [] }, errors: [] });
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
