import { builtIndexSource, builtRecords, topPages } from '../../scripts/lib/builtIndex';
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

/**
 * The codes the site defines in a language: a response code, an error code, an event, a test card.
 * A code is defined by the one row of a table (one section of a page) that starts with it; its query
 * is the code as a reader copies it from that row. The page that defines a code must rank first.
 */
async function readDefinedCodes(language: 'es' | 'en'): Promise<Map<string, { query: string; pages: Set<string> }>> {
  const records = await builtRecords(PUBLIC_DIR, language);
  const rows = new Map<string, { query: string; count: number }>();
  for (const record of records) {
    const cells = (record.content ?? '').split(' · ');
    if (record.type !== 'content' || cells.length < 2) continue;
    const query = cells[0].trim();
    // A code: one token of three characters or more with a digit, `_` or `.` (a card number may be
    // written in groups of four). `v1` names a version, which a page title may hold; a name in
    // camelCase (`meta.requestId`) is a field, defined by a sentence rather than a row.
    if (query.length < 3 || /\p{Ll}\p{Lu}/u.test(query)) continue;
    if (!/^(\d{4} ){3}\d{4}$/.test(query) && !/^[\p{L}\d_.]*[\d_.][\p{L}\d_.]*$/u.test(query)) continue;
    const key = `${record.url} ${query.replace(/ /g, '')}`;
    rows.set(key, { query, count: (rows.get(key)?.count ?? 0) + 1 });
  }
  const defining = new Map<string, { query: string; pages: Set<string> }>();
  for (const [key, { query, count }] of rows) {
    if (count !== 1) continue;
    const code = key.slice(key.indexOf(' ') + 1);
    const entry = defining.get(code) ?? { query, pages: new Set<string>() };
    entry.pages.add(key.slice(0, key.indexOf(' ')).split('#')[0]);
    defining.set(code, entry);
  }
  return defining;
}

/** Each language's codes, read from the built index once for all the tests that ask for them. */
const definedCodes = (() => {
  const read = new Map<string, ReturnType<typeof readDefinedCodes>>();
  return (language: 'es' | 'en') => {
    if (!read.has(language)) read.set(language, readDefinedCodes(language));
    return read.get(language)!;
  };
})();

/** The queries whose first hit is not on a page that defines their code. */
async function misplaced(language: 'es' | 'en', queryOf: (code: string) => string): Promise<string[]> {
  const defining = await definedCodes(language);
  expect(defining.size).toBeGreaterThan(100);
  const misses: string[] = [];
  for (const [, { query: code, pages }] of defining) {
    const query = queryOf(code);
    const [first] = (await engines[language].search({ query, hitsPerPage: 1 })).hits;
    if (!first || !pages.has(first.url_without_anchor)) misses.push(`${query}: ${first?.url ?? 'no hit'}, not ${[...pages].join(' or ')}`);
  }
  return misses;
}

/** Words a reader puts before a code to say what it is, in each language. */
const KIND_WORDS = { es: ['error', 'código'], en: ['error', 'code'] } as const;

describe.each(['es', 'en'] as const)('codes in %s', (language) => {
  it('rank a page that defines them first', async () => {
    expect(await misplaced(language, (code) => code)).toEqual([]);
  });

  it.each(KIND_WORDS[language])('rank a page that defines them first after the word "%s" too', async (word) => {
    expect(await misplaced(language, (code) => `${word} ${code}`)).toEqual([]);
  });
});
