import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { lint } from 'markdownlint/promise';
import { parse as parseYaml } from 'yaml';
import { startOnLoopback } from '../../scripts/lib/server';
import { MARKDOWNLINT_CONFIG } from '../../src/node/markdownLint';
import { markdownRoute } from '../../src/utils/routes';
import { PUBLIC_DIR, builtFiles, builtHtml, builtRoutes, targetRoute } from './built';

/**
 * The Markdown copies and llms.txt of the build (issue 19), read over HTTP from the production
 * server the way an assistant fetches them: which pages have a copy is decided from the pages
 * themselves (docs, posts and markdown pages that search engines may index), not from the code
 * that writes the copies.
 */
const SITE = 'https://developers.tesela.example';
const CONTENT = path.resolve(__dirname, '../../content');

const heads = new Map<string, HTMLElement>();
const head = (route: string): HTMLElement => {
  if (!heads.has(route)) heads.set(route, parse(builtHtml(route) ?? ''));
  return heads.get(route) as HTMLElement;
};
const isNoindex = (route: string) => head(route).querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex') ?? false;
const markdownPages = new Set(
  fs
    .readdirSync(path.join(CONTENT, 'pages', 'es'))
    .filter((f) => f.endsWith('.mdx'))
    .flatMap((f) => [`/${f.slice(0, -4)}/`, `/en/${f.slice(0, -4)}/`]),
);
/** A page of a kind that has a copy when listed: a doc, a blog post or a markdown page. */
const hasCopyKind = (route: string) =>
  (/^(\/en)?\/docs\//.test(route) && !/^(\/en)?\/docs\/tags\//.test(route)) ||
  head(route).querySelector('meta[property="og:type"]')?.getAttribute('content') === 'article' ||
  markdownPages.has(route);

const candidates = builtRoutes().filter(hasCopyKind);
const listed = candidates.filter((route) => !isNoindex(route));
const unlisted = candidates.filter(isNoindex);

describe('Markdown copies and llms.txt', () => {
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await startOnLoopback({ root: PUBLIC_DIR });
  });
  afterAll(() => server?.close());

  it('finds the pages it checks (docs, API pages, posts, markdown pages) and the unlisted ones', () => {
    expect(listed.length).toBeGreaterThan(150);
    expect(listed).toEqual(expect.arrayContaining(['/docs/api/payment/card/', '/en/docs/hpp/', '/blog/first-blog-post/', '/en/markdown-page/']));
    expect(unlisted.length).toBeGreaterThan(0);
  });

  it('links every listed page to its copy, which answers 200 as text/markdown in UTF-8; unlisted pages have none', async () => {
    const problems: string[] = [];
    for (const route of listed) {
      const alternate = head(route).querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href');
      if (alternate !== markdownRoute(route)) problems.push(`${route}: alternate ${alternate}`);
      const response = await fetch(`${server.url}${markdownRoute(route)}`);
      const text = await response.text();
      if (response.status !== 200) problems.push(`${route}: copy answers ${response.status}`);
      if (response.headers.get('content-type') !== 'text/markdown; charset=utf-8') problems.push(`${route}: copy served as ${response.headers.get('content-type')}`);
      const title = head(route).querySelector('h1')?.text.trim();
      if (!text.startsWith(`# ${title}\n`)) problems.push(`${route}: copy does not start with its title "${title}"`);
    }
    for (const route of unlisted) {
      if (head(route).querySelector('link[type="text/markdown"]')) problems.push(`${route}: unlisted, but links a copy`);
      const response = await fetch(`${server.url}${markdownRoute(route)}`);
      await response.arrayBuffer();
      if (response.status !== 404) problems.push(`${route}: unlisted, but its copy answers ${response.status}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(['/llms.txt', '/en/llms.txt'])('%s lists each listed page of its locale exactly once, by its copy, and nothing else', async (file) => {
    const response = await fetch(`${server.url}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Tesela Developers\n\n> \S/);
    const links = [...text.matchAll(/^- \[[^\]]+\]\((\S+)\): \S/gm)].map((m) => m[1]);
    const english = file.startsWith('/en/');
    const expected = listed.filter((route) => route.startsWith('/en/') === english).map((route) => `${SITE}${markdownRoute(route)}`);
    expect(links.filter((link, i) => links.indexOf(link) !== i)).toEqual([]);
    expect([...links].sort()).toEqual([...expected].sort());
  });

  it.each(['/llms-full.txt', '/en/llms-full.txt'])('%s holds every copy of llms.txt, in its order', async (file) => {
    const full = await (await fetch(`${server.url}${file}`)).text();
    const index = await (await fetch(`${server.url}${file.replace('-full', '')}`)).text();
    const routes = [...index.matchAll(/^- \[[^\]]+\]\(([^)\s]+)\)/gm)].map((m) => m[1].slice(SITE.length));
    let at = -1;
    for (const route of routes) {
      const copy = fs.readFileSync(path.join(PUBLIC_DIR, route), 'utf8').trimEnd();
      const found = full.indexOf(copy, at + 1);
      expect([route, found > at]).toEqual([route, true]);
      at = found;
    }
  });

  it("lists the JSON generator's operations in its copy in the page's order, the same in both locales", () => {
    const entries = (route: string) => {
      const copy = fs.readFileSync(path.join(PUBLIC_DIR, `${route.replace(/\/$/, '')}.md`), 'utf8');
      return [...copy.matchAll(/^- `(\w+ \S+)` \((\w+)\):/gm)].map((m) => `${m[2]} ${m[1]}`);
    };
    const spanish = entries('/docs/specific/jsonGenerator/');
    expect(spanish.length).toBeGreaterThan(10);
    expect(entries('/en/docs/specific/jsonGenerator/')).toEqual(spanish);
    // The page's list: its options' values are api/operationId, grouped by API as the copy must be.
    const page = parse(builtHtml('/docs/specific/jsonGenerator/') ?? '');
    const options = page.querySelectorAll('optgroup option').map((o) => o.getAttribute('value')!.split('/')[0]);
    expect(spanish.map((entry) => entry.split(' ')[0])).toEqual(options);
  });

  it('writes the API reference into the copy of api/payment/card: method, path, required body fields and an example', () => {
    const api = parseYaml(fs.readFileSync(path.join(CONTENT, 'api', 'payment.yaml'), 'utf8'));
    const [pathName, item] = Object.entries(api.paths as Record<string, Record<string, { operationId?: string }>>).find(([, ops]) => ops.post?.operationId === 'card') as [string, Record<string, { requestBody: { content: Record<string, { schema: { $ref?: string; required?: string[] } }> } }>];
    let schema = Object.values(item.post.requestBody.content)[0].schema;
    if (schema.$ref) schema = api.components.schemas[schema.$ref.split('/').pop() as string];
    const copy = fs.readFileSync(path.join(PUBLIC_DIR, 'docs/api/payment/card.md'), 'utf8');
    expect(copy).toContain(`\`POST ${pathName}\``);
    expect(schema.required?.length).toBeGreaterThan(0);
    for (const field of schema.required ?? []) expect(copy).toMatch(new RegExp(`\\| \`${field}\` \\| [^|]+ \\| obligatorio \\|`));
    expect(copy).toMatch(/```json\n\{\n {2}"amount": \d+/);
    expect(copy).toContain('### Autenticación {#card-auth}');
  });

  it("links each copy's site pages in its own language, to pages and anchors that exist", () => {
    const routes = new Set(builtRoutes());
    const files = builtFiles();
    const ids = new Map<string, Set<string>>();
    const idsOf = (route: string) => {
      if (!ids.has(route)) ids.set(route, new Set(head(route).querySelectorAll('[id]').map((el) => el.id)));
      return ids.get(route) as Set<string>;
    };
    const problems: string[] = [];
    let checked = 0;
    for (const route of listed) {
      const english = route.startsWith('/en/');
      const copy = fs.readFileSync(path.join(PUBLIC_DIR, markdownRoute(route)), 'utf8');
      const urls = [...copy.matchAll(/\]\((https:\/\/developers\.tesela\.example[^)\s]*)\)|^\[[^\]]+\]: (https:\/\/developers\.tesela\.example\S*)$/gm)].map((m) => m[1] ?? m[2]);
      for (const url of urls) {
        const { pathname, hash } = new URL(url);
        const target = targetRoute(pathname);
        if (/\.[a-z0-9]+$/i.test(target)) {
          if (!files.has(decodeURIComponent(target))) problems.push(`${markdownRoute(route)}: ${url}: no such file`);
          continue;
        }
        checked += 1;
        if (target.startsWith('/en/') !== english) problems.push(`${markdownRoute(route)}: ${url}: a page in the other language`);
        else if (!routes.has(target)) problems.push(`${markdownRoute(route)}: ${url}: no such page`);
        else if (hash && !idsOf(target).has(decodeURIComponent(hash.slice(1)))) problems.push(`${markdownRoute(route)}: ${url}: no such anchor`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('every copy passes markdownlint with the stated configuration (src/node/markdownLint.ts)', async () => {
    const strings = Object.fromEntries(listed.map((route) => [route, fs.readFileSync(path.join(PUBLIC_DIR, markdownRoute(route)), 'utf8')]));
    const result = await lint({ strings, config: MARKDOWNLINT_CONFIG });
    const problems = Object.entries(result).flatMap(([route, errors]) => errors.map((e) => `${markdownRoute(route)}:${e.lineNumber} ${e.ruleNames.join('/')} ${e.errorDetail ?? ''}`));
    expect(problems).toEqual([]);
  });
});
