/**
 * Facts derived from a page's parsed MDX tree, one function each: the components it uses, its
 * links and anchors, its word count and reading time, a blog post's excerpt, and the API reference
 * it renders. Each reads the tree, never the MDX text.
 */
import { operationKey } from '../../openapi/types';
import { MDX_COMPONENT_NAMES, type MdxComponentName } from '../../theme/MDXComponents/names';
import { at } from './parse';
import { isCommentExpression, isJsx, jsxAttributes, textOf, walk, type MdNode } from './tree';

/** Reading speed used for a post's reading time. */
export const WORDS_PER_MINUTE = 200;

/** The MDX components a page renders, in order of first use. Unknown names fail naming the file, the line and the known ones. */
export function componentsUsed(tree: MdNode, file: string): MdxComponentName[] {
  const used = new Set<MdxComponentName>();
  walk(tree, (node) => {
    if (!isJsx(node) || !node.name || /^[a-z]/.test(node.name)) return;
    if (!(MDX_COMPONENT_NAMES as readonly string[]).includes(node.name)) {
      throw new Error(`${at(file, node)}: <${node.name}> is not a component authors can use. The components are: ${MDX_COMPONENT_NAMES.join(', ')}.`);
    }
    used.add(node.name as MdxComponentName);
  });
  return [...used];
}

/** A link of a page: where it points and the line it is written on. */
export interface PageLink {
  url: string;
  line: number | null;
}

/** Every link a reader can follow: Markdown links and the `href` of JSX elements. */
export function linksOf(tree: MdNode): PageLink[] {
  const links: PageLink[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? null;
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url ?? '', line });
    if (isJsx(node)) {
      const href = jsxAttributes(node).get('href');
      if (typeof href === 'string') links.push({ url: href, line });
    }
  });
  return links;
}

/** Every anchor a link may target: heading ids (after `assignHeadingIds`) and the `id` of JSX elements. */
export function anchorsOf(tree: MdNode): string[] {
  const anchors: string[] = [];
  walk(tree, (node) => {
    const headingId = node.type === 'heading' ? node.data?.hProperties?.id : undefined;
    if (typeof headingId === 'string') anchors.push(headingId);
    if (isJsx(node)) {
      const id = jsxAttributes(node).get('id');
      if (typeof id === 'string') anchors.push(id);
    }
  });
  return anchors;
}

/** A fenced code block: its language, meta string (`title="…" {1,3}`), text and line. */
export interface CodeBlock {
  lang: string | null;
  meta: string | null;
  value: string;
  line: number | null;
}

/** Every fenced code block of a page, in order (examples a reader copies). */
export function codeBlocksOf(tree: MdNode): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  walk(tree, (node) => {
    if (node.type === 'code') blocks.push({ lang: node.lang ?? null, meta: node.meta ?? null, value: node.value ?? '', line: node.position?.start.line ?? null });
  });
  return blocks;
}

/**
 * The lines of the header cells, in the page's Markdown tables, that have no text: a screen reader
 * announces a column by its header, so an empty one leaves the column unnamed.
 */
export function emptyHeaderCells(tree: MdNode): number[] {
  const lines: number[] = [];
  walk(tree, (node) => {
    if (node.type !== 'table') return;
    const header = node.children?.[0];
    for (const cell of header?.children ?? []) if (textOf(cell).trim() === '') lines.push(cell.position?.start.line ?? node.position?.start.line ?? 0);
  });
  return lines;
}

/** Words a reader reads: prose and code, not the components' markup. */
export function wordCount(tree: MdNode): number {
  let words = 0;
  walk(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      words += (node.value ?? '').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    }
  });
  return words;
}

/** Minutes to read, at least 1. */
export const readingTime = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** An excerpt, as the blog list renders it: paragraphs and lists of inline text, code, emphasis and links. */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong' | 'emphasis'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };
export type ExcerptBlock = { type: 'paragraph'; children: Inline[] } | { type: 'list'; ordered: boolean; items: Inline[][] };

const isTruncateMarker = (node: MdNode): boolean => isCommentExpression(node) && /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value ?? '');

function inline(nodes: MdNode[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    if (node.type === 'inlineCode') out.push({ type: 'code', value: node.value ?? '' });
    else if (node.type === 'strong' || node.type === 'emphasis') out.push({ type: node.type, children: inline(node.children ?? []) });
    else if (node.type === 'link') out.push({ type: 'link', href: node.url ?? '', children: inline(node.children ?? []) });
    else if (node.type === 'break') out.push({ type: 'text', value: ' ' });
    else {
      const value = (node.type === 'text' ? (node.value ?? '') : textOf(node)).replace(/\s*\n\s*/g, ' ');
      const last = out[out.length - 1];
      if (last?.type === 'text') last.value += value;
      else if (value) out.push({ type: 'text', value });
    }
  }
  return out;
}

/**
 * The part of a post shown in the list: everything before the truncate marker (`{/* truncate *\/}`),
 * or the first paragraph or list when there is none. Paragraphs and lists are kept; headings, code
 * blocks, tables, quotes and components are left out. `truncated`: the post goes on after it.
 */
export function excerptOf(tree: MdNode): { blocks: ExcerptBlock[]; truncated: boolean } {
  const children = tree.children ?? [];
  const marker = children.findIndex(isTruncateMarker);
  const before = (marker >= 0 ? children.slice(0, marker) : children).filter((node) => !isCommentExpression(node));
  const blocks: ExcerptBlock[] = [];
  let used = 0;
  for (const node of before) {
    if (node.type === 'paragraph') blocks.push({ type: 'paragraph', children: inline(node.children ?? []) });
    else if (node.type === 'list') {
      const items = (node.children ?? []).map((item) => inline((item.children ?? []).flatMap((block) => (block.type === 'paragraph' ? (block.children ?? []) : []))));
      blocks.push({ type: 'list', ordered: Boolean(node.ordered), items });
    } else continue;
    used += 1;
    if (marker < 0) break;
  }
  const content = children.filter((node) => !isCommentExpression(node)).length;
  return { blocks, truncated: marker >= 0 || content > used };
}

const API_ATTRIBUTES: Record<string, string[]> = { ApiOperation: ['api', 'operationId'], ApiOverview: ['api'] };

/** Which API reference a page renders: `<ApiOperation api operationId>` keys and `<ApiOverview api>` names. */
export interface ApiUsage {
  /** `payment/card` keys, in the order they appear. */
  operations: string[];
  /** For each of `operations`, the id of the heading it follows ('' when none comes before it). */
  anchors: string[];
  /** API names of the overviews. */
  overviews: string[];
}

/** Reads the API reference components' attributes; throws naming the file, the line, the component and what it takes. */
export function apiUsage(tree: MdNode, file: string): ApiUsage {
  const usage: ApiUsage = { operations: [], anchors: [], overviews: [] };
  let heading = '';
  walk(tree, (node) => {
    if (node.type === 'heading') heading = String(node.data?.hProperties?.id ?? '');
    if (!isJsx(node) || !node.name || !(node.name in API_ATTRIBUTES)) return;
    const allowed = API_ATTRIBUTES[node.name];
    const attributes = jsxAttributes(node);
    const where = `${at(file, node)}: <${node.name}>`;
    for (const [name, value] of attributes) {
      if (typeof value === 'object') throw new Error(`${where} — write ${name} as a plain string (${name}="…"), so the build can find the data the page needs.`);
    }
    const unknown = [...attributes.keys()].filter((name) => !allowed.includes(name));
    if (unknown.length > 0) throw new Error(`${where} — unknown attribute ${unknown.join(', ')}; ${node.name} takes ${allowed.join(' and ')}.`);
    const missing = allowed.filter((name) => typeof attributes.get(name) !== 'string' || !attributes.get(name));
    if (missing.length > 0) throw new Error(`${where} — missing ${missing.join(' and ')}; ${node.name} takes ${allowed.join(' and ')}.`);
    const value = (name: string) => attributes.get(name) as string;
    if (node.name === 'ApiOperation') {
      usage.operations.push(operationKey(value('api'), value('operationId')));
      usage.anchors.push(heading);
    }
    else usage.overviews.push(value('api'));
  });
  return usage;
}
