/**
 * The markup of the built site, read as static files (no browser): html-validate over every page
 * with the repository's configuration, and the CSS every page inlines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { createPageValidator } from '../../scripts/lib/htmlValidate';
import { htmlFiles } from '../../src/node/hosting';

const PUBLIC = path.resolve(__dirname, '../../public');
// node-html-parser keeps a <pre>'s content as raw text unless told otherwise: the code lines are parsed here.
const page = (route: string) =>
  parse(fs.readFileSync(path.join(PUBLIC, route, 'index.html'), 'utf8'), { blockTextElements: { script: true, noscript: true, style: true } });

describe('markup of the built site', () => {
  it('has no html-validate error on any page', async () => {
    const files = htmlFiles(PUBLIC);
    expect(files.length).toBeGreaterThan(200);
    const validate = createPageValidator();
    const errors: string[] = [];
    for (const file of files) errors.push(...(await validate(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file))));
    expect(errors).toEqual([]);
  }, 900_000);

  it('writes no invalid overflow-y: overlay in the CSS of any page or stylesheet', () => {
    // The stylesheets this build's pages name (public/ may still hold an older build's).
    const pages = htmlFiles(PUBLIC);
    const named = new Set(pages.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/"\/(styles\.[0-9a-f]+\.css)"/g)].map((m) => m[1])));
    expect(named.size).toBeGreaterThan(0);
    for (const file of [...[...named].map((f) => path.join(PUBLIC, f)), ...pages]) {
      expect([path.relative(PUBLIC, file), /overflow-y\s*:\s*overlay/.test(fs.readFileSync(file, 'utf8'))]).toEqual([path.relative(PUBLIC, file), false]);
    }
  });

  it('has no form without a submit button on the tool pages, and highlighted lines are spans', () => {
    for (const route of ['docs/specific/jsonGenerator', 'en/docs/specific/shoplist', 'blog/mdx-blog-post']) {
      const root = page(route);
      for (const form of root.querySelectorAll('form')) {
        expect([route, form.querySelectorAll('button:not([type]), button[type="submit"], input[type="submit"]').length > 0]).toEqual([route, true]);
      }
    }
    const lines = page('docs/api/payment/card').querySelectorAll('pre code .token-line');
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.every((line) => line.tagName === 'SPAN')).toBe(true);
  });

  it('names each table wrapper as a group, not a landmark, and names the table of contents', () => {
    const root = page('docs/api/requests');
    expect(root.querySelectorAll('[role="region"]')).toHaveLength(0);
    const groups = root.querySelectorAll('div[role="group"][tabindex="0"]');
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => /^Tabla: .+/.test(g.getAttribute('aria-label') ?? ''))).toBe(true);
    // The aside that holds "On this page" (admonitions are asides too).
    const tocAside = (r: ReturnType<typeof page>) => r.querySelectorAll('aside').find((a) => a.querySelector('nav'));
    expect(tocAside(root)?.getAttribute('aria-label')).toBe('Índice de la página');
    expect(tocAside(page('en/docs/api/requests'))?.getAttribute('aria-label')).toBe('Page contents');
  });
});
