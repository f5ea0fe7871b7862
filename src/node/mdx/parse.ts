/**
 * The one parser of the site's MDX: MDX's own (remark-parse with remark-mdx), with GFM tables and
 * YAML front matter, and the sandbox's test values put in their placeholders (./testValues.ts). Every fact about a page (headings, links, components, records, the rendered
 * tree) is derived from the tree this returns, so no scanner of MDX text exists beside it.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import { parse as parseYaml } from 'yaml';
import type { Root } from 'mdast';
import { resolveTestValues } from './testValues';

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

export interface ParsedMdx {
  /** The front matter as written (validated later against the page kind's schema). */
  frontmatter: unknown;
  /** The MDX tree (mdast with MDX's JSX and expression nodes), without the front matter node. */
  tree: Root;
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
  resolveTestValues(tree, file);
  return { frontmatter, tree };
}
