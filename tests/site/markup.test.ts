/**
 * The markup of the built site, read as static files (no browser): form controls' names, the CSS
 * every page inlines, the tools' markup. html-validate over every page with the repository's
 * configuration is in validate.1.test.ts and validate.2.test.ts (two halves, two workers).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'node-html-parser';
import { htmlFiles } from '../../src/node/hosting';

const PUBLIC = path.resolve(__dirname, '../../public');
// node-html-parser keeps a <pre>'s content as raw text unless told otherwise: the code lines are parsed here.
const page = (route: string) =>
  parse(fs.readFileSync(path.join(PUBLIC, route, 'index.html'), 'utf8'), { blockTextElements: { script: true, noscript: true, style: true } });

const text = (el: HTMLElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The form controls of a page that have no accessible name: no aria-label, no aria-labelledby
 * naming elements with text, no <label> (by `for` or around it) with text, no title. html-validate
 * 10's input-missing-label reports none of these (it takes every <input>, <select> and <textarea>
 * as named), so the rule is checked here. Controls inside a hidden subtree are not exposed.
 */
function unnamedControls(root: ReturnType<typeof parse>): string[] {
  const unnamed: string[] = [];
  for (const control of root.querySelectorAll('input, select, textarea')) {
    if (/^(hidden|submit|reset|button|image)$/i.test(control.getAttribute('type') ?? '')) continue;
    let hidden = false;
    for (let el: typeof control | null = control; el; el = el.parentNode as typeof control | null) {
      if (el.hasAttribute?.('hidden') || el.getAttribute?.('aria-hidden') === 'true') hidden = true;
    }
    if (hidden) continue;
    const id = control.getAttribute('id');
    const labelledBy = (control.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    let wrapping = false;
    for (let el = control.parentNode as typeof control | null; el; el = el.parentNode as typeof control | null) {
      if (el.tagName === 'LABEL' && text(el as unknown as HTMLElement)) wrapping = true;
    }
    const named =
      (control.getAttribute('aria-label') ?? '').trim() !== '' ||
      (labelledBy.length > 0 && labelledBy.some((ref) => text(root.getElementById(ref) as unknown as HTMLElement))) ||
      (id !== undefined && root.querySelectorAll('label').some((label) => label.getAttribute('for') === id && text(label as unknown as HTMLElement))) ||
      wrapping ||
      (control.getAttribute('title') ?? '').trim() !== '';
    if (!named) unnamed.push(control.toString().slice(0, 100));
  }
  return unnamed;
}

describe('markup of the built site', () => {
  it('names every form control on every page', () => {
    const problems: string[] = [];
    let controls = 0;
    for (const file of htmlFiles(PUBLIC)) {
      const root = parse(fs.readFileSync(file, 'utf8'));
      controls += root.querySelectorAll('input, select, textarea').length;
      for (const control of unnamedControls(root)) problems.push(`${path.relative(PUBLIC, file)}: ${control}`);
    }
    // The tools and the search page have controls: a check that found none would prove nothing.
    expect(controls).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('writes no NUL byte into any page, nor into its compressed copies (React 18 left some at its buffer ends)', () => {
    const holding = htmlFiles(PUBLIC).filter((file) => {
      const copies = [file, `${file}.gz`, `${file}.br`].filter((f) => fs.existsSync(f));
      const bytes = (f: string) => (f.endsWith('.gz') ? zlib.gunzipSync(fs.readFileSync(f)) : f.endsWith('.br') ? zlib.brotliDecompressSync(fs.readFileSync(f)) : fs.readFileSync(f));
      return copies.some((f) => bytes(f).includes(0));
    });
    expect(holding.map((file) => path.relative(PUBLIC, file))).toEqual([]);
  });

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
