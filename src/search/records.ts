import { createHeadingIdAllocator, splitHeadingId } from '../node/headings';
import { plainInline } from '../node/outline';
import { recordId } from './indexFile';
import type { Hierarchy, RecordType, SearchRecord } from './types';

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
  /** The MDX body, without front matter. */
  body: string;
}

/** Longest code block text kept in a record: enough for field names and commands, not whole programs. */
export const MAX_CODE_CHARS = 600;

const TAG = /<\/?[A-Za-z][^<>]*\/?>/g;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;

/** Inline MDX to plain text: tags and comments dropped outside code spans, markdown removed. */
export function plainText(source: string): string {
  const outsideCode = source
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? part : part.replace(MDX_COMMENT, ' ').replace(TAG, ' ')))
    .join('');
  return plainInline(outsideCode).replace(/\s+/g, ' ').trim();
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{2,6})\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?[\s:|-]+\|?\s*$/;
const TAG_LINE = /^\s*<\/?[A-Za-z][^<>]*\/?>\s*$/;

/**
 * The DocSearch records of one page: the page itself (lvl1), one record per heading (lvl2–lvl6,
 * with the heading's id as anchor, the same ids the page renders), and one content record per
 * paragraph, list item, table row, admonition title and code block, under the heading it follows.
 */
export function buildPageRecords(page: SearchablePage): SearchRecord[] {
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: recordId(page.language, page.url, position),
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      type,
      content,
      hierarchy: { ...hierarchy },
      language: page.language,
      docusaurus_tag: page.tag,
      position,
    });
  };
  push('lvl1', null);

  const allocate = createHeadingIdAllocator();
  let paragraph: string[] = [];
  const flush = () => {
    const text = plainText(paragraph.join(' '));
    if (text) push('content', text);
    paragraph = [];
  };

  const lines = page.body.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const fence = line.match(FENCE);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length; i += 1) {
        const closing = lines[i].trim();
        if (closing.startsWith(fence[1]) && closing.replace(/[`~]/g, '') === '') break;
        code.push(lines[i]);
      }
      const text = code.join('\n').replace(/\s+/g, ' ').trim();
      if (text) push('content', text.length > MAX_CODE_CHARS ? `${text.slice(0, MAX_CODE_CHARS)}…` : text);
      continue;
    }
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
      continue;
    }
    const heading = line.match(HEADING);
    if (heading) {
      flush();
      const depth = heading[1].length;
      const { text, explicitId } = splitHeadingId(heading[2]);
      const value = plainText(text);
      anchor = allocate({ text: plainInline(text), explicitId });
      hierarchy[`lvl${depth}` as 'lvl2'] = value;
      for (let d = depth + 1; d <= 6; d += 1) hierarchy[`lvl${d}` as 'lvl2'] = null;
      push(`lvl${depth}` as RecordType, null);
      continue;
    }
    if (/^(import|export)\s/.test(line) || /^\{\/\*[\s\S]*\*\/\}$/.test(trimmed)) continue;
    if (TAG_LINE.test(trimmed)) {
      flush();
      const title = trimmed.match(/\btitle="([^"]+)"/);
      if (title) push('content', plainText(title[1]));
      continue;
    }
    if (trimmed.startsWith('|')) {
      flush();
      const next = lines[i + 1] ?? '';
      if (TABLE_SEPARATOR.test(trimmed) || (next.trim().startsWith('|') && TABLE_SEPARATOR.test(next.trim()))) continue;
      const cells = trimmed
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => plainText(cell))
        .filter(Boolean);
      if (cells.length > 0) push('content', cells.join(' · '));
      continue;
    }
    const item = line.match(LIST_ITEM);
    if (item) {
      flush();
      paragraph.push(item[1]);
      continue;
    }
    paragraph.push(trimmed.replace(/^>\s?/, ''));
  }
  flush();
  return records;
}
