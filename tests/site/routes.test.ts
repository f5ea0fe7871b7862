import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { startOnLoopback } from '../../scripts/lib/server';
import { PUBLIC_DIR, builtHtml, builtRoutes } from './built';

const CONTENT = path.resolve(__dirname, '../../content');

/** The routes the content folders promise: every doc and page in both locales, and the homes. */
function expectedRoutes(): string[] {
  const routes = new Set<string>(['/', '/en/']);
  const walk = (dir: string, onFile: (relative: string) => void, base = dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, onFile, base);
      else if (entry.name.endsWith('.mdx')) onFile(path.relative(base, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(CONTENT, 'docs', 'es'), (rel) => {
    const id = rel.replace(/\.mdx$/, '');
    const route = id === 'index' ? '/docs/' : id.endsWith('/index') ? `/docs/${id.slice(0, -5)}` : `/docs/${id}/`;
    routes.add(route);
    routes.add(`/en${route}`);
  });
  walk(path.join(CONTENT, 'pages', 'es'), (rel) => {
    const slug = rel.replace(/\.mdx$/, '');
    routes.add(`/${slug}/`);
    routes.add(`/en/${slug}/`);
  });
  return [...routes].sort();
}

/**
 * Every built route, as the reader's first request meets it: over HTTP from the production server
 * (no browser: a page's markup does not depend on scripts here), then its served HTML read.
 * tests/e2e/axe.test.ts opens one page of each kind in Chromium for what scripts do.
 */
describe('built routes', () => {
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await startOnLoopback({ root: PUBLIC_DIR });
  });
  afterAll(() => server?.close());

  it('builds a page for every doc and page of the content, in both locales', () => {
    const built = new Set(builtRoutes());
    expect(expectedRoutes().filter((r) => !built.has(r))).toEqual([]);
  });

  it('serves every page with its lang, a title and one h1', () => {
    const problems: string[] = [];
    for (const route of builtRoutes()) {
      const root = parse(builtHtml(route) ?? '');
      const lang = root.querySelector('html')?.getAttribute('lang');
      const expectedLang = route.startsWith('/en/') ? 'en-US' : 'es-ES';
      if (lang !== expectedLang) problems.push(`${route}: lang "${lang}", expected "${expectedLang}"`);
      if (!root.querySelector('title')?.text.trim()) problems.push(`${route}: empty <title>`);
      const h1s = root.querySelectorAll('h1');
      if (h1s.length !== 1) problems.push(`${route}: ${h1s.length} h1 elements`);
      else if (!h1s[0].text.trim()) problems.push(`${route}: empty h1`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every route with 200, and its form without the final slash with one redirect to it', async () => {
    const problems: string[] = [];
    const check = async (route: string) => {
      const page = await fetch(`${server.url}${route}`, { redirect: 'manual' });
      if (page.status !== 200) problems.push(`${route}: status ${page.status}`);
      await page.arrayBuffer();
      if (route === '/') return;
      const bare = route.replace(/\/$/, '');
      const redirect = await fetch(`${server.url}${bare}`, { redirect: 'manual' });
      await redirect.arrayBuffer();
      if (redirect.status !== 301 || redirect.headers.get('location') !== route) {
        problems.push(`${bare}: ${redirect.status} to ${redirect.headers.get('location')}, expected 301 to ${route}`);
      }
    };
    const queue = builtRoutes();
    // A few requests at a time: the server reads from disk, the test waits on the network.
    await Promise.all(Array.from({ length: 8 }, async () => {
      for (let route = queue.shift(); route; route = queue.shift()) await check(route);
    }));
    expect(problems).toEqual([]);
  });

  it('strips a trailing .html or /index.html with one redirect', async () => {
    for (const [from, to] of [
      ['/docs/api/index.html', '/docs/api/'],
      ['/en/docs/documentation/faq.html', '/en/docs/documentation/faq/'],
      ['/index.html', '/'],
    ]) {
      const response = await fetch(`${server.url}${from}`, { redirect: 'manual' });
      expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, to]);
      const target = await fetch(`${server.url}${to}`, { redirect: 'manual' });
      expect([to, target.status]).toEqual([to, 200]);
    }
  });
});
