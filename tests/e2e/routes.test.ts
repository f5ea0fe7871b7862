import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, builtRoutes, collectErrors, launchBrowser } from './helpers';

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

describe('built routes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('builds a page for every doc and page of the content, in both locales', () => {
    const built = new Set(builtRoutes());
    expect(expectedRoutes().filter((r) => !built.has(r))).toEqual([]);
  });

  it('answers every route with 200, with and without the final slash, with its lang, title and h1', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const problems: string[] = [];
    for (const route of builtRoutes()) {
      for (const variant of route === '/' ? ['/'] : [route, route.replace(/\/$/, '')]) {
        const response = await page.goto(`${baseUrl()}${variant}`, { waitUntil: 'load' });
        const status = response?.status();
        const lang = await page.locator('html').getAttribute('lang');
        const title = (await page.title()).trim();
        const h1 = (await page.locator('h1').first().textContent())?.trim() ?? '';
        const expectedLang = route.startsWith('/en/') ? 'en-US' : 'es-ES';
        if (status !== 200) problems.push(`${variant}: status ${status}`);
        if (new URL(page.url()).pathname !== route) problems.push(`${variant}: ended at ${page.url()}`);
        if (lang !== expectedLang) problems.push(`${variant}: lang "${lang}", expected "${expectedLang}"`);
        if (!title) problems.push(`${variant}: empty <title>`);
        if (!h1) problems.push(`${variant}: no h1`);
        if ((await page.locator('h1').count()) !== 1) problems.push(`${variant}: more than one h1`);
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('strips a trailing .html or /index.html with one redirect', async () => {
    const page = await browser.newPage();
    for (const [from, to] of [
      ['/docs/api/index.html', '/docs/api/'],
      ['/en/docs/documentation/faq.html', '/en/docs/documentation/faq/'],
      ['/index.html', '/'],
    ]) {
      const response = await page.goto(`${baseUrl()}${from}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
    }
    await page.close();
  });
});
