/**
 * The one parser of the site's MDX: MDX's own (remark-parse with remark-mdx), with GFM's tables (and
 * no other GFM extension, see `remarkTables`) and YAML front matter, and the sandbox's test values put in their placeholders (./testValues.ts). Every fact about a page (headings, links, components, records, the rendered
 * tree) is derived from the tree this returns, so no scanner of MDX text exists beside it.
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import remarkFrontmatter from 'remark-frontmatter';
import { parseYaml } from '../yaml';
import type { Root } from 'mdast';
import { resolveTestValues } from './testValues';
import { isJsx, type MdNode } from './tree';

/**
 * GFM's tables, the one extension of GitHub's Markdown the content uses. The others cost more than
 * half of the parse (autolink literals alone a third: every letter of the text is a possible start of
 * an address), for syntax no page writes: the 234 files of the content parse to the same trees with
 * and without them, in 2.3–3.5 s instead of 4.1–4.8 s. What an author could write for them fails with
 * a message instead of rendering as raw text (`unsupportedSyntax`).
 */
export function remarkTables(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable);
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown);
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkTables);

export interface ParsedMdx {
  /** The front matter as written (validated later against the page kind's schema). */
  frontmatter: unknown;
  /** The MDX tree (mdast with MDX's JSX and expression nodes), without the front matter node. */
  tree: Root;
}

const FOOTNOTES = 'footnotes ([^label]) are not supported: write the note in the text, or link to a section';

/** What GFM's other extensions would have read in prose text, and what to write instead. */
const UNSUPPORTED: { pattern: RegExp; message: string }[] = [
  { pattern: /(?:\bhttps?:\/\/|\bwww\.)[^\s<>]/, message: 'a bare web address is not a link: write it as a link with words that say where it goes, [text](url), or as code' },
  { pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/i, message: 'a bare email address is not a link: write it as a link, [text](mailto:…), or as code' },
  { pattern: /~~[^~\s](?:[^~]*[^~\s])?~~/, message: 'strikethrough (~~text~~) is not supported: say what changed in words' },
  { pattern: /\[\^[^\]\s]+\]/, message: FOOTNOTES },
];

/**
 * Throws an error naming the file and line of the first place where GFM's autolinks, strikethrough,
 * footnotes or task lists would have applied: this parser leaves them as text, or reads a footnote as
 * a link reference (see `remarkTables`). Text inside links and JSX elements is the author's choice.
 */
function unsupportedSyntax(tree: Root, file: string): void {
  const fail = (node: MdNode, message: string): never => {
    throw new Error(`${at(file, node)}: ${message}.`);
  };
  const visit = (node: MdNode, prose: boolean): void => {
    const label = (node as { label?: string }).label ?? '';
    if ((node.type === 'definition' || node.type === 'linkReference') && label.startsWith('^')) {
      fail(node, FOOTNOTES);
    }
    if (node.type === 'listItem') {
      const first = node.children?.[0]?.type === 'paragraph' ? node.children[0].children?.[0] : undefined;
      if (first?.type === 'text' && /^\[[ xX]\](?:\s|$)/.test(first.value ?? '')) fail(first, 'task lists (- [ ] item) are not supported: write a plain list');
    }
    if (node.type === 'text' && prose) {
      const problem = UNSUPPORTED.find(({ pattern }) => pattern.test(node.value ?? ''));
      if (problem) fail(node, problem.message);
    }
    const inProse = prose && !['link', 'linkReference'].includes(node.type) && !isJsx(node);
    for (const child of node.children ?? []) visit(child, inProse);
  };
  visit(tree as unknown as MdNode, true);
}

/** Where a node starts, as `file:line` for error messages. */
export function at(file: string, node: { position?: { start: { line: number } } }): string {
  return node.position ? `${file}:${node.position.start.line}` : file;
}

/** Parses one MDX file. Throws an error naming the file and line of a syntax error or invalid front matter. */
export function parseMdx(source: string, file: string): ParsedMdx {
  let tree: Root;
  try {
    tree = processor.runSync(processor.parse(source)) as Root;
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string };
    const where = e.line ? `${file}:${e.line}:${e.column ?? 1}` : file;
    throw new Error(`${where}: not valid MDX: ${e.reason ?? e.message}. In prose, write {, } and < inside backticks or escape them (\\{).`);
  }
  let frontmatter: unknown = {};
  const first = tree.children[0];
  if (first && first.type === 'yaml') {
    try {
      frontmatter = parseYaml(first.value) ?? {};
    } catch (error) {
      throw new Error(`${file}: the front matter is not valid YAML (quote values that contain ": "): ${String((error as Error).message).split('\n')[0]}`);
    }
    tree.children.shift();
  }
  unsupportedSyntax(tree, file);
  resolveTestValues(tree, file);
  return { frontmatter, tree };
}
