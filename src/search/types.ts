/**
 * The one record shape of the site's search: a DocSearch hit. The local engine, the Algolia
 * index `live_doc`, the modal and the search page all read and write this shape.
 */
/**
 * Docusaurus' contextual search tags: docs of the current version, and every other page. Here, not
 * in client.ts, because the build reads them too: client.ts starts the browser's search worker,
 * which Gatsby's compiler of gatsby-node.ts would otherwise bundle and load in Node (and, when that
 * failed, compile everything a second time: 6 s of every clean build).
 */
export const DOCS_TAG = 'docs-default-current';
export const PAGES_TAG = 'default';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  /** Root-relative URL with the locale prefix and, for a section, its `#anchor`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  /** `docs-default-current` for docs, `default` for every other page (Docusaurus' contextual search tags). */
  docusaurus_tag: string;
  /** Order of the record inside its page (0 is the page itself); used to rank earlier sections first. */
  position: number;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

type LevelMap<T> = Record<Level, T>;

export interface SearchHit extends SearchRecord {
  _highlightResult: { content: HighlightValue; hierarchy: LevelMap<HighlightValue> };
  _snippetResult: { content: SnippetValue; hierarchy: Partial<LevelMap<SnippetValue>> };
}

/** The subset of Algolia's search parameters the modal and the search page send. */
export interface SearchParams {
  query: string;
  indexName?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  /** `attribute:words`, e.g. `content:10`. */
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Entries are ANDed; an inner array is ORed: `['language:es', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`. */
  facetFilters?: (string | string[])[];
  clickAnalytics?: boolean;
  [extra: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  queryID?: string;
  processingTimeMS?: number;
  /** Set when nothing was found in the language asked for, and these hits are in this other language. */
  language?: string;
}

/** The request shape of Algolia's client v5 (`search({ requests })`), which DocSearch 3.9 calls. */
export interface SearchRequest extends SearchParams {
  indexName: string;
}

export interface SearchResponses {
  results: SearchResult[];
}

/** What the modal and the search page need from a provider. */
export interface SearchClient {
  search(input: { requests: SearchRequest[] }): Promise<SearchResponses>;
}

/** A provider that can start loading before the first query, when the reader shows an intent to search. */
export interface PreparedSearchClient extends SearchClient {
  prepare(language?: string): void;
}

/** The error name DocSearch turns into its "Unable to fetch results" screen. */
export const RETRY_ERROR = 'RetryError';
