import { builtIndexSource, topPages } from '../../scripts/lib/builtIndex';
import { LocalSearchEngine } from '../../src/search/engine';
import { PUBLIC_DIR } from './helpers';
import { MORE_RELEVANCE_QUERIES, RELEVANCE_QUERIES } from './relevanceQueries';

/**
 * The relevance suite: on the built index of each language (its head, shards and chunks as the
 * browser reads them), each query must bring the page it names into the first three hits (hits of
 * one page count once, as the modal groups them).
 */
const engines = Object.fromEntries((['es', 'en'] as const).map((language) => [language, new LocalSearchEngine(builtIndexSource(PUBLIC_DIR, language))]));

describe.each(['es', 'en'] as const)('relevance in %s', (language) => {
  const cases = [...RELEVANCE_QUERIES[language], ...MORE_RELEVANCE_QUERIES[language]];
  it('has at least 40 queries in each suite, none repeated', () => {
    expect(RELEVANCE_QUERIES[language].length).toBeGreaterThanOrEqual(40);
    expect(MORE_RELEVANCE_QUERIES[language].length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map(([query]) => query.toLowerCase())).size).toBe(cases.length);
  });
  it.each(cases)('"%s" ranks %s in the top 3', async (query, expected) => {
    expect(await topPages(engines[language], query)).toContain(expected);
  });
});
