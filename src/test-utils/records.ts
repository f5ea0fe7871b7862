import { assignHeadingIds } from '../node/mdx/headings';
import { parseMdx } from '../node/mdx/parse';
import type { MdNode } from '../node/mdx/tree';
import { buildPageRecords, recordParts, type SearchablePage } from '../search/records';
import { LocalSearchEngine } from '../search/engine';
import { requestLanguage } from '../search/local';
import { buildIndexParts, indexPartFiles, memoryIndexSource } from '../search/parts';
import type { SearchClient, SearchParams, SearchRecord, SearchResult } from '../search/types';

/** The records of a page written as MDX, through the build's own parser and derivations: fixtures for the search tests. */
export function recordsOf(page: Omit<SearchablePage, 'parts'> & { body: string }): SearchRecord[] {
  const { body, ...rest } = page;
  const tree = parseMdx(body, page.url).tree as unknown as MdNode;
  assignHeadingIds(tree);
  return buildPageRecords({ ...rest, parts: recordParts(tree) });
}

/**
 * The local engine over fixture records of one or more languages, as the site builds it: the
 * records of each language split into index parts, held in memory. A query goes to the engine of
 * the language in its `language:` facet filter (the first records' language without one).
 */
export function localEngine(records: SearchRecord[]): { search(params: SearchParams): Promise<SearchResult> } {
  const languages = [...new Set(records.map((r) => r.language))];
  const engines = new Map<string, LocalSearchEngine>();
  const engineFor = (language: string) => {
    let engine = engines.get(language);
    if (!engine) {
      engine = new LocalSearchEngine(memoryIndexSource(buildIndexParts(language, records.filter((r) => r.language === language))));
      engines.set(language, engine);
    }
    return engine;
  };
  return { search: (params) => engineFor(requestLanguage(params, languages[0])).search(params) };
}

/** A search client over fixture records (see localEngine). */
export function localClient(records: SearchRecord[]): SearchClient {
  const engine = localEngine(records);
  return { search: async ({ requests }) => ({ results: await Promise.all(requests.map((r) => engine.search(r))) }) };
}

/** The files of a language's index over fixture records, by root-relative path, as the build writes them. */
export function indexFilesOf(language: string, records: SearchRecord[]): Map<string, string> {
  return new Map(indexPartFiles(buildIndexParts(language, records)).map((file) => [file.route, file.text]));
}
