import { isJsx, jsxAttributes, textOf, type MdNode } from '../node/mdx/tree';
import { recordId } from './indexFile';
import type { Hierarchy, RecordType, SearchRecord } from './types';

/**
 * One searchable part of a page, derived from its parsed tree at build time: a heading or a piece
 * of content, with the headings (lvl2–lvl6) it sits under and the anchor of the nearest one.
 */
export interface RecordPart {
  type: RecordType;
  content: string | null;
  anchor: string | null;
  /** lvl2 … lvl6 of the hierarchy. */
  levels: (string | null)[];
  /**
   * A component that renders rows of data (content/testing.yaml): the part stands for its rows,
   * one record each, filled in when the index is built (src/node/search.ts). `kind` is its filter.
   */
  data?: { component: string; kind?: string };
}

/** The components whose rows of data are searchable, each row under its own anchor. */
export const DATA_ROW_COMPONENTS = ['ResponseCodes', 'ErrorCodes', 'TestData', 'Currencies'];

/** A listed page as the records builder needs it. */
export interface SearchablePage {
  /** Root-relative route with the locale prefix and a final slash. */
  url: string;
  language: string;
  /** The group the page belongs to (its top sidebar category, "API", "Blog"…). */
  lvl0: string;
  /** The page title. */
  title: string;
  /** `docs-default-current` for docs, `default` for other pages. */
  tag: string;
  /** Its parts, from `recordParts`. */
  parts: RecordPart[];
}

/** Longest code block text kept in a record: enough for field names and commands, not whole programs. */
export const MAX_CODE_CHARS = 600;

const plain = (node: MdNode): string => textOf(node).replace(/\s+/g, ' ').trim();

/**
 * The searchable parts of a parsed page (after `assignHeadingIds`, whose ids are the anchors): one
 * per heading, and one content part per paragraph, list item, table row (the header row left out),
 * component title (an admonition's) and code block, under the heading it follows.
 */
export function recordParts(tree: MdNode): RecordPart[] {
  const parts: RecordPart[] = [];
  const levels: (string | null)[] = [null, null, null, null, null];
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    if (type === 'content' && !content) return;
    parts.push({ type, content, anchor, levels: [...levels] });
  };
  const visit = (node: MdNode): void => {
    switch (node.type) {
      case 'heading': {
        const depth = node.depth ?? 2;
        if (depth < 2) return;
        const id = node.data?.hProperties?.id;
        anchor = typeof id === 'string' ? id : anchor;
        levels[depth - 2] = plain(node);
        for (let d = depth - 1; d < levels.length; d += 1) levels[d] = null;
        push(`lvl${depth}` as RecordType, null);
        return;
      }
      case 'paragraph':
        push('content', plain(node));
        return;
      case 'code': {
        const text = (node.value ?? '').replace(/\s+/g, ' ').trim();
        push('content', text.length > MAX_CODE_CHARS ? `${text.slice(0, MAX_CODE_CHARS)}…` : text);
        return;
      }
      case 'table':
        for (const row of (node.children ?? []).slice(1)) {
          const cells = (row.children ?? []).map(plain).filter(Boolean);
          if (cells.length > 0) push('content', cells.join(' · '));
        }
        return;
      default:
        if (isJsx(node)) {
          const attributes = jsxAttributes(node);
          const title = attributes.get('title');
          if (typeof title === 'string') push('content', title.replace(/\s+/g, ' ').trim());
          if (node.name && DATA_ROW_COMPONENTS.includes(node.name)) {
            const kind = attributes.get('kind');
            parts.push({ type: 'content', content: null, anchor, levels: [...levels], data: { component: node.name, ...(typeof kind === 'string' ? { kind } : {}) } });
          }
        }
        // Lists, list items, quotes and components hold blocks of their own.
        if (node.type === 'root' || node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote' || isJsx(node)) {
          (node.children ?? []).forEach(visit);
        }
    }
  };
  visit(tree);
  return parts;
}

/**
 * The DocSearch records of one page: the page itself (lvl1), one record per heading (lvl2–lvl6,
 * with the heading's id as anchor, the same ids the page renders), and one content record per part.
 */
export function buildPageRecords(page: SearchablePage): SearchRecord[] {
  const records: SearchRecord[] = [];
  const push = (type: RecordType, content: string | null, anchor: string | null, levels: (string | null)[]) => {
    const position = records.length;
    const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: page.title, lvl2: levels[0], lvl3: levels[1], lvl4: levels[2], lvl5: levels[3], lvl6: levels[4] };
    records.push({
      objectID: recordId(page.language, page.url, position),
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      type,
      content,
      hierarchy,
      language: page.language,
      docusaurus_tag: page.tag,
      position,
    });
  };
  push('lvl1', null, null, [null, null, null, null, null]);
  for (const part of page.parts) push(part.type, part.content, part.anchor, part.levels);
  return records;
}
