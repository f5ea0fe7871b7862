/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildHeadersFile,
  buildRedirectsFile,
  contentSecurityPolicy,
  hashedAssetPaths,
  IMMUTABLE_CACHE_CONTROL,
  inlineScripts,
  scriptHash,
} from '../hosting';

const page = () =>
  `<html><head><script>document.documentElement.dataset.theme="dark"</script><script type="application/ld+json">{"a":1}</script></head>` +
  `<body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath=1</script><script src="/app-1.js" async></script></body></html>`;

describe('inlineScripts and scriptHash', () => {
  it('lists the scripts a browser runs, not data blocks or external scripts', () => {
    expect(inlineScripts(page())).toEqual(['document.documentElement.dataset.theme="dark"', 'window.pagePath=1']);
  });

  it('hashes the text as browsers do (base64 SHA-256 of the UTF-8 bytes)', () => {
    const text = 'var s="señal";';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });
});

describe('contentSecurityPolicy', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts from the site and the listed hashes only, never unsafe-inline', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], analytics: false, searchHosts: [] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toMatch(/googletagmanager|algolia/);
  });

  it('adds the analytics host and the search hosts only when they are configured', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], analytics: true, searchHosts: ['APP-dsn.algolia.net'] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toContain('https://APP-dsn.algolia.net');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('is written for every path in _headers', () => {
    expect(buildHeadersFile("default-src 'self'")).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'$/m);
  });
});

describe('hashed files in _headers', () => {
  it('caches each listed file for a year by its exact path, once', () => {
    const text = buildHeadersFile('x', ['/b.js', '/a.css', '/b.js']);
    expect(text.split('\n').slice(3)).toEqual(['/a.css', `  Cache-Control: ${IMMUTABLE_CACHE_CONTROL}`, '/b.js', `  Cache-Control: ${IMMUTABLE_CACHE_CONTROL}`, '']);
    expect(text).not.toMatch(/^\/\*\.js/m);
  });

  it('lists the root scripts and stylesheets and every file under /static/, not their compressed copies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
    try {
      for (const file of ['app-1a2b.js', 'app-1a2b.js.br', 'styles.3c4d.css', 'index.html', 'static/ab12/logo.svg', 'static/ab12/logo.svg.gz', 'static/a b.png', 'docs/x.js']) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), 'x');
      }
      expect(hashedAssetPaths(dir)).toEqual(['/app-1a2b.js', '/static/ab12/logo.svg', '/styles.3c4d.css']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('buildRedirectsFile', () => {
  it('redirects the .html and /index.html URLs of every page, forcing the latter, and leaves the Page Not Found pages to netlify.toml', () => {
    const rules = buildRedirectsFile(['/docs/api/', '/', '/en/', '/404.html', '/404/', '/en/404/', '/docs/api/']).split('\n').filter((l) => l.startsWith('/'));
    expect(rules).toEqual(['/index.html  /  301!', '/docs/api.html  /docs/api/  301', '/docs/api/index.html  /docs/api/  301!', '/en.html  /en/  301', '/en/index.html  /en/  301!']);
  });
});
