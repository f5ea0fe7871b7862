import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { DEFAULT_TAGS, highlight, snippet, type MarkTags } from './highlight';
import { fold, indexTerms, queryTerms, words } from './text';
import { LEVELS, type Level, type SearchHit, type SearchParams, type SearchRecord, type SearchResult } from './types';

/**
 * The local search engine: MiniSearch over the site's records, in the browser.
 *
 * Why MiniSearch: it is small (about 8 KB gzip), maintained, has no dependencies, serialises to
 * JSON, and gives what the modal needs: prefix and fuzzy matching per term, a tokenizer and term
 * processing of our own (accent folding, compound names) and a filter for the facets.
 *
 * MiniSearch finds the candidates; the order is ours and follows DocSearch's ranking on Algolia,
 * hierarchy first: more query words found, then fewer typos, then where the words were found
 * (the record's own heading, by level; then the headings above it; then the body text), then
 * exact words before prefixes, then text that starts with a query word (a definition, a table row),
 * then pages with more matching records, then heading records before text, then earlier in the page.
 */

/** `own` is the record's own text: its heading, or its paragraph for a content record. `a0`…`a6`: the headings above it. */
const FIELDS = ['own', 'a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_BOOST: Partial<Record<Field, number>> = { own: 3, a1: 2 };
const TYPE_ORDER: Record<SearchRecord['type'], number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 };

function ownLevel(record: SearchRecord): number {
  return record.type === 'content' ? 7 : Number(record.type.slice(3));
}

function fieldText(record: SearchRecord, field: Field): string {
  if (field === 'own') return record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
  const level = Number(field.slice(1));
  return level < ownLevel(record) ? (record.hierarchy[`lvl${level}` as Level] ?? '') : '';
}

/** Where a match was found, best first: the own heading by level, the headings above by level (the group label last), the text. */
function attributeRank(record: SearchRecord, field: Field): number {
  if (field === 'own') return record.type === 'content' ? 20 : ownLevel(record);
  const level = Number(field.slice(1));
  return level === 0 ? 17 : 10 + level;
}

interface Ranked {
  result: MiniResult;
  record: SearchRecord;
  /** The record's text starts with a query word, as a definition does (`merchantReference` is…, a table row). */
  leading: number;
  /** How many records of the same page matched: the page that is about the words outranks a passing mention. */
  pageMatches: number;
  words: number;
  typos: number;
  attribute: number;
  exact: number;
}

function rank(result: MiniResult, record: SearchRecord, terms: string[]): Ranked {
  const exactTerms = new Set<string>();
  const prefixTerms = new Set<string>();
  let attribute = 99;
  for (const [indexTerm, fields] of Object.entries(result.match)) {
    for (const q of terms) {
      if (indexTerm === q) exactTerms.add(q);
      else if (indexTerm.startsWith(q)) prefixTerms.add(q);
    }
    for (const field of fields) attribute = Math.min(attribute, attributeRank(record, field as Field));
  }
  const found = new Set(result.queryTerms).size;
  const typos = terms.filter((q) => result.queryTerms.includes(q) && !exactTerms.has(q) && !prefixTerms.has(q)).length;
  const first = words(fieldText(record, 'own'))[0];
  const leading = first !== undefined && terms.includes(fold(first)) ? 1 : 0;
  return { result, record, words: found, typos, attribute, exact: exactTerms.size, leading, pageMatches: 0 };
}

function compare(a: Ranked, b: Ranked): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.leading - a.leading ||
    b.pageMatches - a.pageMatches ||
    TYPE_ORDER[a.record.type] - TYPE_ORDER[b.record.type] ||
    b.result.score - a.result.score ||
    a.record.position - b.record.position
  );
}

function fuzziness(term: string): number | false {
  if (/\d/.test(term) || term.length < 4) return false;
  return term.length < 8 ? 1 : 2;
}

function matchesFacets(record: SearchRecord, facetFilters: SearchParams['facetFilters']): boolean {
  if (!facetFilters) return true;
  const test = (filter: string) => {
    const colon = filter.indexOf(':');
    const attribute = filter.slice(0, colon);
    const value = filter.slice(colon + 1);
    return String((record as unknown as Record<string, unknown>)[attribute]) === value;
  };
  return facetFilters.every((entry) => (Array.isArray(entry) ? entry.some(test) : test(entry)));
}

function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const spec of attributes ?? []) {
    const [name, words] = spec.split(':');
    lengths.set(name, Number(words) || 10);
  }
  return lengths;
}

export class LocalSearchEngine {
  private readonly index: MiniSearch<SearchRecord & { i: number }>;

  constructor(private readonly records: SearchRecord[]) {
    this.index = new MiniSearch<SearchRecord & { i: number }>({
      idField: 'i',
      fields: [...FIELDS],
      extractField: (doc, field) => (field === 'i' ? String(doc.i) : fieldText(doc, field as Field)),
      tokenize: (text, field) => (field ? indexTerms(text) : queryTerms(text)),
      processTerm: (term) => term,
    });
    this.index.addAll(records.map((record, i) => ({ ...record, i })));
  }

  get size(): number {
    return this.records.length;
  }

  private run(terms: string[], combineWith: 'AND' | 'OR', facetFilters: SearchParams['facetFilters']): MiniResult[] {
    return this.index.search(terms.join(' '), {
      combineWith,
      prefix: (term, i, all) => i === all.length - 1 || term.length > 2,
      fuzzy: (term) => fuzziness(term),
      boost: FIELD_BOOST,
      weights: { fuzzy: 0.4, prefix: 0.5 },
      filter: facetFilters ? (result) => matchesFacets(this.records[Number(result.id)], facetFilters) : undefined,
    });
  }

  /** Answers one query the way Algolia answers it for DocSearch: ranked, paged, highlighted and snippeted hits. */
  search(params: SearchParams): SearchResult {
    const started = Date.now();
    const query = (params.query ?? '').trim();
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const terms = queryTerms(query);
    let found: MiniResult[] = [];
    if (terms.length > 0) {
      found = this.run(terms, 'AND', params.facetFilters);
      // When no record has every word, fall back to records with most of them.
      if (found.length === 0 && terms.length > 1) found = this.run(terms, 'OR', params.facetFilters);
    }
    const ranked = found.map((result) => rank(result, this.records[Number(result.id)], terms));
    const perPage = new Map<string, number>();
    for (const r of ranked) perPage.set(r.record.url_without_anchor, (perPage.get(r.record.url_without_anchor) ?? 0) + 1);
    for (const r of ranked) r.pageMatches = perPage.get(r.record.url_without_anchor) ?? 0;
    const results = ranked
      .sort(compare)
      .map((ranked) => ranked.result);
    const tags: MarkTags = {
      pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: params.highlightPostTag ?? DEFAULT_TAGS.post,
    };
    const lengths = snippetLengths(params.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? '…';
    const hits = results
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((result) => this.decorate(this.records[Number(result.id)], new Set(result.terms), terms.length, lengths, ellipsis, tags));
    return {
      hits,
      nbHits: results.length,
      page,
      nbPages: Math.ceil(results.length / hitsPerPage),
      hitsPerPage,
      query,
      processingTimeMS: Date.now() - started,
    };
  }

  private decorate(
    record: SearchRecord,
    matched: Set<string>,
    termCount: number,
    lengths: Map<string, number>,
    ellipsis: string,
    tags: MarkTags,
  ): SearchHit {
    const hierarchyHighlight = {} as SearchHit['_highlightResult']['hierarchy'];
    const hierarchySnippet: SearchHit['_snippetResult']['hierarchy'] = {};
    for (const lvl of LEVELS) {
      const value = record.hierarchy[lvl] ?? '';
      // The group title (lvl0) is shown as text by DocSearch, so it is never escaped or marked.
      hierarchyHighlight[lvl] =
        lvl === 'lvl0' ? { value, matchLevel: 'none', matchedWords: [] } : highlight(value, matched, termCount, tags);
      const length = lengths.get(`hierarchy.${lvl}`);
      if (length && record.hierarchy[lvl]) hierarchySnippet[lvl] = snippet(value, matched, termCount, length, ellipsis, tags);
    }
    const content = record.content ?? '';
    return {
      ...record,
      _highlightResult: { content: highlight(content, matched, termCount, tags), hierarchy: hierarchyHighlight },
      _snippetResult: {
        content: snippet(content, matched, termCount, lengths.get('content') ?? 10, ellipsis, tags),
        hierarchy: hierarchySnippet,
      },
    };
  }
}
