import type { IndexSource } from './engine';
import { compactIndexFile, expandIndexFile, type IndexFile } from './indexFile';
import { fold, groupedNumbers, indexTerms, isCode, isOpaque, isStopWord, words } from './text';
import type { SearchRecord } from './types';

/**
 * The local index of one language, in parts, so that a search downloads what it uses:
 *
 * - the **head** (`/search-index/<language>.json`), loaded first: the terms a reader may mistype or
 *   type in part, where each range of terms is stored, each page's facet and record count, and each
 *   record's level. Everything ranking needs before it knows which terms matched;
 * - **shards**: the postings of a contiguous range of terms (sorted), cut at about SHARD_BYTES, so
 *   the words of one query and their prefixes fall in one or two files;
 * - **chunks**: the display text (hierarchy, content, address) of CHUNK_SIZE consecutive records,
 *   fetched only for the hits shown.
 *
 * Shards and chunks live under a directory named by a hash of their content, so a head always reads
 * the parts of its own build, and hosts may cache them for good.
 *
 * A record matches a term through its own text (a heading's title, a paragraph) and inherits the
 * matches of the headings above it, as DocSearch's hierarchy does. Only the own text is indexed:
 * what a record inherits is found from the heading's posting and the levels in the head. The
 * group label (lvl0) of a page is indexed once per page.
 */
export const PARTS_VERSION = 3;
export const CHUNK_SIZE = 16;
const SHARD_BYTES = 8_000;

export interface IndexHead {
  version: number;
  language: string;
  /** Names the directory of this build's shards and chunks. */
  id: string;
  /** The facet values of `docusaurus_tag`, indexed by `pages`. */
  tags: string[];
  /** Per page, in record order: its tag index and its number of records. */
  pages: number[];
  /** Per record: its level, `1`…`6` for a heading, `7` for text. */
  levels: string;
  /** The terms that can be reached by a typo or a prefix, sorted, one per line, front-coded (frontCode). */
  vocabulary: string;
  /** The first term of each shard, sorted: shard k holds the terms from `shards[k]` up to `shards[k + 1]`. */
  shards: string[];
  chunkSize: number;
  /** The average number of terms of a record's own text (for BM25). */
  averageLength: number;
}

/**
 * One shard: its terms, sorted, and each term's postings.
 * - `own[i]`: pairs of (record − previous record, `length × 32 + min(tf, 3) × 8 + role`), where
 *   `length` is the number of words of the record's own text, stop words left out, and `role` what
 *   the term is to it (Role);
 * - `group[i]`: the pages whose group label holds the term, as differences.
 */
export interface Shard {
  terms: string[];
  own: number[][];
  group: number[][];
}

export interface IndexParts {
  head: IndexHead;
  shards: Shard[];
  chunks: IndexFile[];
}

/** Where a language's head is served from (the search page preloads it). */
export function headPath(language: string): string {
  return `/search-index/${language}.json`;
}

export function shardPath(head: Pick<IndexHead, 'language' | 'id'>, shard: number): string {
  return `/search-index/${head.language}/${head.id}/s${shard}.json`;
}

export function chunkPath(head: Pick<IndexHead, 'language' | 'id'>, chunk: number): string {
  return `/search-index/${head.language}/${head.id}/c${chunk}.json`;
}

/** A record's own text: its heading, or its paragraph for a text record. */
export function ownText(record: SearchRecord): string {
  return record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
}

export function levelOf(record: SearchRecord): number {
  return record.type === 'content' ? 7 : Number(record.type.slice(3));
}

/**
 * What a term is to a record, best last: nothing special; the first word of its text, or a whole
 * cell of a table row; a definition that is not the term's kind; its definition.
 *
 * A code (a number, a status in capitals, an error or event name: `0190`, `DENIED`,
 * `validation_failed`, `payment.completed`) is defined by the row of a table that starts with it,
 * the only row of its table that does (`0190 · DENIED · …`; when several rows of one table start
 * with it, each is about it, Secondary: an event of two APIs in the webhook catalogue); a sentence
 * that starts with a code is a note about it (`0909 and 0912: retry in the next batch.`). A name (`merchantReference`) is
 * defined by a sentence that starts with it (`merchantReference is your own reference…`); the
 * rows of field tables that start with it describe one call. A word before a colon is a label, not
 * a sentence about it.
 *
 * A row with an anchor of its own is an entry of one of the site's reference lists, which link to
 * each row (`#error-duplicate_reference` on the responses page, `#code-0195` and `#test-card-0059` on
 * the response codes page, `#currency-eur`): it is the reference for the term it starts with, before
 * the rows of a guide's tables that define it too (`duplicate_reference` in the batch file's
 * validation rules, a test card in the CVV guide's tests).
 */
export const enum Role {
  None = 0,
  Leading = 1,
  Secondary = 2,
  Definition = 3,
  Entry = 4,
}

/** The bits of a posting's packed value that hold the Role. */
const ROLE_BITS = 3;

/** A posting's packed value (`own[i]` of a Shard): the record's length, the term's count in it (3 at most) and its Role. */
export function packPosting(length: number, tf: number, role: Role): number {
  return (length * 4 + Math.min(tf, 3)) * 2 ** ROLE_BITS + role;
}

/** The parts of a posting's packed value (packPosting). */
export function unpackPosting(packed: number): { length: number; tf: number; role: Role } {
  return { length: packed >> (ROLE_BITS + 2), tf: (packed >> ROLE_BITS) & 3, role: packed & ((1 << ROLE_BITS) - 1) };
}

/** A cell that is one term (a code, a name, a card number), folded; null for a cell of several words. */
function cellKey(cell: string): string | null {
  const cellWords = words(cell);
  if (cellWords.length === 1) return fold(cellWords[0]);
  const numbers = groupedNumbers(cell);
  return numbers.length === 1 && cell.replace(/\s/g, '') === numbers[0] ? numbers[0] : null;
}

/**
 * The cells of a table row record (cells are joined by ` · `) that are one term: the first cell's
 * (null when it is not one term) and whether it is written as a code, and the others.
 */
export function rowKeys(text: string): { first: string | null; firstIsCode: boolean; others: string[] } {
  const cells = text.split(' · ');
  if (cells.length < 2) return { first: null, firstIsCode: false, others: [] };
  const first = cellKey(cells[0]);
  return {
    first,
    firstIsCode: first !== null && isCode(cells[0].trim()),
    others: cells.slice(1).map(cellKey).filter((key): key is string => key !== null),
  };
}

/** The last segment of a page's address when it is an identifier with `_` (an API operation id). */
function pageSlug(url: string): string | null {
  const last = url.split('/').filter(Boolean).pop() ?? '';
  return last.includes('_') ? fold(last) : null;
}

/** A short, stable hash of a text (FNV-1a, 2 × 32 bits), to name a build's parts. */
function hashOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0').slice(0, 4);
}

/**
 * Splits a language's records (grouped by page, in page order, as siteRecords gives them) into a
 * head, shards and chunks. Throws on records of another language or not grouped by page.
 */
export function buildIndexParts(language: string, records: SearchRecord[]): IndexParts {
  const tags: string[] = [];
  const pages: number[] = [];
  const seenPages = new Set<string>();
  let levels = '';
  const own = new Map<string, number[]>();
  const group = new Map<string, number[]>();
  const lastRecord = new Map<string, number>();
  const lastPage = new Map<string, number>();
  let page = -1;
  let totalLength = 0;

  // Per table (its section): how many rows start with each term. The one row that starts with a term defines it.
  const keyRows = new Map<string, number>();
  // The addresses of the page's headings: a row at another address has an anchor of its own (Role.Entry).
  const headingAddresses = new Set<string>();
  const keysOf = records.map((record) => rowKeys(ownText(record)));
  records.forEach((record, i) => {
    if (record.language !== language) throw new Error(`Record ${record.objectID} is in "${record.language}", not in "${language}".`);
    const isNewPage = i === 0 || records[i - 1].url_without_anchor !== record.url_without_anchor;
    if (isNewPage) {
      if (seenPages.has(record.url_without_anchor)) throw new Error(`The records of ${record.url_without_anchor} are not together.`);
      seenPages.add(record.url_without_anchor);
      page += 1;
      let tag = tags.indexOf(record.docusaurus_tag);
      if (tag < 0) tag = tags.push(record.docusaurus_tag) - 1;
      pages.push(tag, 0);
      for (const term of new Set(indexTerms(record.hierarchy.lvl0))) {
        const list = group.get(term) ?? [];
        list.push(page - (lastPage.get(term) ?? 0));
        lastPage.set(term, page);
        group.set(term, list);
      }
      keyRows.clear();
      headingAddresses.clear();
      for (let j = i; j < records.length && records[j].url_without_anchor === record.url_without_anchor; j += 1) {
        const key = keysOf[j].first;
        if (key !== null) keyRows.set(`${records[j].url} ${key}`, (keyRows.get(`${records[j].url} ${key}`) ?? 0) + 1);
        if (records[j].type !== 'content') headingAddresses.add(records[j].url);
      }
    }
    pages[pages.length - 1] += 1;
    levels += String(levelOf(record));
    const text = ownText(record);
    const terms = indexTerms(text);
    const textWords = words(text);
    // A text's length is its words as a reader reads them (`PayGate`, `tax-free` are one), without
    // stop words: the engine compares it with the query's words (a heading that reads as the query).
    const length = textWords.filter((word) => !isStopWord(fold(word))).length;
    totalLength += length;
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    // A page's address names it too: an API operation is found by its id (`post_plan`), which only its address holds.
    const slug = isNewPage ? pageSlug(record.url_without_anchor) : null;
    if (slug && !counts.has(slug)) counts.set(slug, 1);
    const keys = keysOf[i];
    const firstWord = textWords[0];
    const first = firstWord === undefined ? undefined : fold(firstWord);
    // A sentence about its first word (`merchantReference is…`), not a label before a colon (`0190: retry once…`).
    const sentence = !text.includes(' · ') && /[.!?:]$/.test(text.trim()) && !/^\S+:\s/.test(text.trim());
    for (const [term, tf] of counts) {
      let role: Role = Role.None;
      if (keys.first === term && record.type === 'content' && !headingAddresses.has(record.url)) role = Role.Entry;
      else if (keys.first === term && keyRows.get(`${record.url} ${term}`) === 1) role = keys.firstIsCode ? Role.Definition : Role.Secondary;
      // A code that starts several rows of one table (`payment.completed` for two APIs in the webhook
      // catalogue) is what each of those rows is about, more than a row that names it in a later cell.
      else if (keys.first === term && keys.firstIsCode) role = Role.Secondary;
      else if (term === first && sentence) role = isCode(firstWord) ? Role.Secondary : Role.Definition;
      else if (term === first || keys.others.includes(term)) role = Role.Leading;
      const list = own.get(term) ?? [];
      list.push(i - (lastRecord.get(term) ?? 0), packPosting(length, tf, role));
      lastRecord.set(term, i);
      own.set(term, list);
    }
  });

  const allTerms = [...new Set([...own.keys(), ...group.keys()])].sort();
  const shards: Shard[] = [];
  const firsts: string[] = [];
  let current: Shard | null = null;
  let bytes = 0;
  for (const term of allTerms) {
    const termOwn = own.get(term) ?? [];
    const termGroup = group.get(term) ?? [];
    const size = term.length + 4 * (termOwn.length + termGroup.length) + 8;
    if (!current || (bytes + size > SHARD_BYTES && current.terms.length > 0)) {
      current = { terms: [], own: [], group: [] };
      shards.push(current);
      firsts.push(shards.length === 1 ? '' : term);
      bytes = 0;
    }
    current.terms.push(term);
    current.own.push(termOwn);
    current.group.push(termGroup);
    bytes += size;
  }

  const chunks: IndexFile[] = [];
  for (let start = 0; start < records.length; start += CHUNK_SIZE) {
    chunks.push(compactIndexFile(language, records.slice(start, start + CHUNK_SIZE)));
  }
  const id = hashOf(JSON.stringify([shards, chunks]));
  const vocabulary = frontCode(allTerms.filter((term) => !isOpaque(term)));
  return {
    head: {
      version: PARTS_VERSION,
      language,
      id,
      tags,
      pages,
      levels,
      vocabulary,
      shards: firsts,
      chunkSize: CHUNK_SIZE,
      averageLength: Math.round((totalLength / Math.max(1, records.length)) * 10) / 10,
    },
    shards,
    chunks,
  };
}

const MAX_SHARED = 35;

/**
 * Sorted terms, one per line, each written as the length of the prefix it shares with the term
 * before (one character, `0` plus the length, at most 35) and the rest: a quarter fewer bytes after gzip.
 */
export function frontCode(sorted: string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      while (shared < MAX_SHARED && shared < previous.length && shared < term.length && previous[shared] === term[shared]) shared += 1;
      previous = term;
      return String.fromCharCode(48 + shared) + term.slice(shared);
    })
    .join('\n');
}

export function frontDecode(coded: string): string[] {
  if (!coded) return [];
  let previous = '';
  return coded.split('\n').map((line) => {
    previous = previous.slice(0, line.charCodeAt(0) - 48) + line.slice(1);
    return previous;
  });
}

/** The files of a language's index: root-relative path and text. */
export function indexPartFiles(parts: IndexParts): { route: string; text: string }[] {
  return [
    { route: headPath(parts.head.language), text: JSON.stringify(parts.head) },
    ...parts.shards.map((shard, k) => ({ route: shardPath(parts.head, k), text: JSON.stringify(shard) })),
    ...parts.chunks.map((chunk, k) => ({ route: chunkPath(parts.head, k), text: JSON.stringify(chunk) })),
  ];
}

/** Reads a head back; throws on a file of another version or shape. */
export function readHead(data: unknown): IndexHead {
  const head = data as IndexHead;
  if (
    !head ||
    head.version !== PARTS_VERSION ||
    typeof head.levels !== 'string' ||
    typeof head.vocabulary !== 'string' ||
    !Array.isArray(head.pages) ||
    !Array.isArray(head.shards) ||
    !Array.isArray(head.tags)
  ) {
    throw new Error(`The search index is not a version ${PARTS_VERSION} index head.`);
  }
  return head;
}

export function readShard(data: unknown): Shard {
  const shard = data as Shard;
  if (!shard || !Array.isArray(shard.terms) || !Array.isArray(shard.own) || !Array.isArray(shard.group)) {
    throw new Error('A search index shard is not a shard.');
  }
  return shard;
}

/** An index source over parts held in memory (the build's tests, the relevance suite). */
export function memoryIndexSource(parts: IndexParts): IndexSource {
  return {
    head: parts.head,
    shard: (k) => Promise.resolve(parts.shards[k]),
    chunk: (k) => Promise.resolve(expandIndexFile(parts.chunks[k])),
  };
}
