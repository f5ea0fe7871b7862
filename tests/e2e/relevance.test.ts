import fs from 'node:fs';
import path from 'node:path';
import { LocalSearchEngine } from '../../src/search/engine';
import { expandIndexFile } from '../../src/search/indexFile';
import { PUBLIC_DIR } from './helpers';
import { RELEVANCE_QUERIES } from './relevanceQueries';

/**
 * The relevance suite: on the built index of each language, each query must bring the page it
 * names into the first three hits (hits of one page count once, as the modal groups them).
 */
const engines = Object.fromEntries(
  (['es', 'en'] as const).map((language) => [
    language,
    new LocalSearchEngine(expandIndexFile(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'search-index', `${language}.json`), 'utf8')))),
  ]),
);

function topPages(language: 'es' | 'en', query: string): string[] {
  const pages: string[] = [];
  for (const hit of engines[language].search({ query, hitsPerPage: 50 }).hits) {
    if (!pages.includes(hit.url_without_anchor)) pages.push(hit.url_without_anchor);
    if (pages.length === 3) break;
  }
  return pages;
}

describe.each(['es', 'en'] as const)('relevance in %s', (language) => {
  const cases = RELEVANCE_QUERIES[language];
  it('has at least 40 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });
  it.each(cases)('"%s" ranks %s in the top 3', (query, expected) => {
    expect(topPages(language, query)).toContain(expected);
  });
});
