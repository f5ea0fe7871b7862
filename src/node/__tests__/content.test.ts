/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { mdxFilesUnder } from '../files';
import { assignHeadingIds } from '../mdx/headings';
import { codeBlocksOf } from '../mdx/derive';
import { parseMdx } from '../mdx/parse';
import type { MdNode } from '../mdx/tree';

/** The headings and code blocks of a page's parsed tree, as the build derives them. */
function outlineOf(tree: MdNode) {
  return { headings: assignHeadingIds(tree), codeBlocks: codeBlocksOf(tree) };
}

const CONTENT = path.resolve(__dirname, '../../../content');

interface Source {
  file: string;
  frontmatter: Record<string, unknown>;
  body: string;
  /** Its headings and code blocks, from the build's own parser: each file is parsed once for every test. */
  outline: ReturnType<typeof outlineOf>;
}

function read(file: string): Source {
  const text = fs.readFileSync(file, 'utf8');
  const { frontmatter, tree } = parseMdx(text, file);
  return { file: path.relative(CONTENT, file), frontmatter: frontmatter as Record<string, unknown>, body: text, outline: outlineOf(tree as unknown as MdNode) };
}

/** Spanish sources with their English twins, for docs and markdown pages. */
const pairs = ['docs', 'pages'].flatMap((kind) =>
  mdxFilesUnder(path.join(CONTENT, kind, 'es')).map((es) => ({
    es: read(es),
    en: fs.existsSync(es.replace(`${path.sep}es${path.sep}`, `${path.sep}en${path.sep}`))
      ? read(es.replace(`${path.sep}es${path.sep}`, `${path.sep}en${path.sep}`))
      : null,
  })),
);
const all = pairs.flatMap((p) => (p.en ? [p.es, p.en] : [p.es]));

// Placeholder words in any language; "TODO" only in capitals so Spanish "todo" passes.
const PLACEHOLDER = /\b(lorem|ipsum|coming soon|próximamente|en construcción|under construction)\b/i;
const PLACEHOLDER_CAPS = /\b(TODO|TBD|FIXME|XXX)\b/;

describe('content', () => {
  it('has pages to check', () => {
    expect(pairs.length).toBeGreaterThan(10);
  });

  it.each(pairs.map((p) => [p.es.file, p]))('%s has an English twin with the same headings and code', (_file, pair) => {
    expect(pair.en).not.toBeNull();
    const es = pair.es.outline;
    const en = pair.en!.outline;
    expect(en.headings.map((h) => `${h.depth}#${h.id}`)).toEqual(es.headings.map((h) => `${h.depth}#${h.id}`));
    expect(en.codeBlocks.map((c) => c.lang)).toEqual(es.codeBlocks.map((c) => c.lang));
    // JSON bodies and field names are identical in both languages.
    es.codeBlocks.forEach((block, i) => {
      if (block.lang === 'json') expect(JSON.parse(en.codeBlocks[i].value)).toEqual(JSON.parse(block.value));
    });
  });

  it.each(all.map((s) => [s.file, s]))('%s: every h2 and h3 has an explicit id and there is no h1', (_file, source) => {
    const { headings } = source.outline;
    expect(headings.filter((h) => h.depth === 1).map((h) => h.value)).toEqual([]);
    expect(headings.filter((h) => (h.depth === 2 || h.depth === 3) && !h.explicit).map((h) => h.value)).toEqual([]);
  });

  it.each(all.map((s) => [s.file, s]))('%s: JSON code blocks parse and code blocks declare a language', (_file, source) => {
    for (const block of source.outline.codeBlocks) {
      expect(block.lang).not.toBeNull();
      if (block.lang === 'json') expect(() => JSON.parse(block.value)).not.toThrow();
    }
  });

  it.each(all.map((s) => [s.file, s]))('%s: has no placeholder text and a real title and description', (_file, source) => {
    const lines = source.body.split('\n').filter((l) => PLACEHOLDER.test(l) || PLACEHOLDER_CAPS.test(l));
    expect(lines).toEqual([]);
    expect(String(source.frontmatter.title ?? '').trim().length).toBeGreaterThan(2);
    expect(String(source.frontmatter.description ?? '').trim().length).toBeGreaterThan(20);
    expect(source.body.replace(/```[\s\S]*?```/g, '').split(/\s+/).filter(Boolean).length).toBeGreaterThan(150);
  });
});
