import { fold, nameParts, WORD, words } from './text';
import type { HighlightValue, SnippetValue } from './types';

export interface MarkTags {
  pre: string;
  post: string;
}

export const DEFAULT_TAGS: MarkTags = { pre: '<mark>', post: '</mark>' };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The matched index term a word stands for (itself or one of its name parts), if any. */
function matchOf(word: string, matched: ReadonlySet<string>): string | null {
  const folded = fold(word);
  if (matched.has(folded)) return folded;
  for (const part of nameParts(word)) {
    const p = fold(part);
    if (matched.has(p)) return p;
  }
  return null;
}

/** Escapes `text` and wraps every word that matched in the mark tags; returns the matched terms found. */
function markWords(text: string, matched: ReadonlySet<string>, tags: MarkTags): { html: string; found: Set<string> } {
  const found = new Set<string>();
  let html = '';
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    const hit = matchOf(m[0], matched);
    if (!hit) continue;
    found.add(hit);
    html += escapeHtml(text.slice(last, start)) + tags.pre + escapeHtml(m[0]) + tags.post;
    last = start + m[0].length;
  }
  html += escapeHtml(text.slice(last));
  return { html, found };
}

function level(found: Set<string>, queryTermCount: number): HighlightValue['matchLevel'] {
  if (found.size === 0) return 'none';
  return found.size >= queryTermCount ? 'full' : 'partial';
}

/**
 * Algolia-style highlight of one attribute: the whole text, HTML-escaped, matched words marked.
 * `matched` holds the folded index terms the engine matched for this hit.
 */
export function highlight(text: string, matched: ReadonlySet<string>, queryTermCount: number, tags: MarkTags = DEFAULT_TAGS): HighlightValue {
  const { html, found } = markWords(text, matched, tags);
  return { value: html, matchLevel: level(found, queryTermCount), matchedWords: [...found] };
}

/**
 * A snippet of at most `length` words around the first match (the start of the text when nothing
 * matched), with `ellipsis` where text was cut.
 */
export function snippet(
  text: string,
  matched: ReadonlySet<string>,
  queryTermCount: number,
  length: number,
  ellipsis = '…',
  tags: MarkTags = DEFAULT_TAGS,
): SnippetValue {
  const chunks = text.split(/\s+/).filter(Boolean);
  const hasMatch = (chunk: string) => words(chunk).some((w) => matchOf(w, matched) !== null);
  const first = chunks.findIndex(hasMatch);
  const size = Math.max(1, length);
  let start = 0;
  if (first > 0) start = Math.max(0, Math.min(first - Math.floor((size - 1) / 3), chunks.length - size));
  const end = Math.min(chunks.length, start + size);
  const { html, found } = markWords(chunks.slice(start, end).join(' '), matched, tags);
  return {
    value: `${start > 0 ? ellipsis : ''}${html}${end < chunks.length ? ellipsis : ''}`,
    matchLevel: level(found, queryTermCount),
  };
}
