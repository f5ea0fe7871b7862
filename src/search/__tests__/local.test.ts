/** @jest-environment node */
import { createLocalSearchClient, requestLanguage } from '../local';
import { indexFilesOf, recordsOf } from '../../test-utils/records';
import { RETRY_ERROR } from '../types';
import { PARTS_VERSION } from '../parts';

const files = (language: string, prefix = '') =>
  new Map(
    [
      ...indexFilesOf(
        language,
        recordsOf({ url: `/${language}/docs/a/`, language, lvl0: 'Docs', title: language === 'es' ? 'Devoluciones' : 'Refunds', tag: 'docs-default-current', body: 'Text.\n' }),
      ),
    ].map(([route, text]) => [`${prefix}${route}`, text]),
  );

/** A fetch over the index files given; anything else fails as a network error would. */
function siteFetch(...sets: Map<string, string>[]) {
  const all = new Map(sets.flatMap((set) => [...set]));
  return jest.fn((url: RequestInfo | URL) => {
    const text = all.get(String(url));
    return text === undefined ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(text, { status: 200 }));
  }) as jest.Mock & typeof fetch;
}

function fakeFetch(answers: Record<string, () => Promise<Response>>, fallback?: typeof fetch) {
  return jest.fn((url: RequestInfo | URL) => {
    const answer = answers[String(url)];
    if (answer) return answer();
    return fallback ? fallback(url) : Promise.reject(new TypeError('Failed to fetch'));
  }) as jest.Mock & typeof fetch;
}

const ok = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const requested = (mock: jest.Mock) => mock.mock.calls.map(([url]) => String(url));

describe('local search client', () => {
  it('reads the language from the facet filters', () => {
    expect(requestLanguage({ query: 'x', facetFilters: ['language:en', ['docusaurus_tag:default']] }, 'es')).toBe('en');
    expect(requestLanguage({ query: 'x' }, 'es')).toBe('es');
  });

  it('downloads a language head on its first search, then the parts the queries use, each once', async () => {
    const fetchMock = siteFetch(files('es'), files('en'));
    const client = createLocalSearchClient('es', { fetch: fetchMock });
    expect(fetchMock).not.toHaveBeenCalled();
    const first = await client.search({ requests: [{ indexName: 'live_doc', query: 'devoluciones', facetFilters: ['language:es'] }] });
    expect(first.results[0].hits[0].hierarchy.lvl1).toBe('Devoluciones');
    const afterFirst = requested(fetchMock);
    expect(afterFirst[0]).toBe('/search-index/es.json');
    expect(afterFirst.every((url) => url.startsWith('/search-index/es'))).toBe(true);
    await client.search({ requests: [{ indexName: 'live_doc', query: 'devoluciones', facetFilters: ['language:es'] }] });
    expect(requested(fetchMock)).toEqual(afterFirst);
    const english = await client.search({ requests: [{ indexName: 'live_doc', query: 'refunds', facetFilters: ['language:en'] }] });
    expect(english.results[0].hits[0].url).toBe('/en/docs/a/');
    expect(requested(fetchMock)).toContain('/search-index/en.json');
  });

  it('fails with the error DocSearch shows as "Unable to fetch results", and tries again on the next search', async () => {
    let online = false;
    const site = siteFetch(files('es'));
    const fetchMock = jest.fn((url: RequestInfo | URL) => (online ? site(url) : Promise.reject(new TypeError('Failed to fetch')))) as jest.Mock & typeof fetch;
    const client = createLocalSearchClient('es', { fetch: fetchMock });
    const search = () => client.search({ requests: [{ indexName: 'live_doc', query: 'devoluciones' }] });
    await expect(search()).rejects.toMatchObject({ name: RETRY_ERROR, message: expect.stringContaining('Failed to fetch') });
    online = true;
    await expect(search()).resolves.toMatchObject({ results: [{ hits: [{ hierarchy: { lvl1: 'Devoluciones' } }, expect.anything()] }] });
    expect(requested(fetchMock).filter((url) => url === '/search-index/es.json')).toHaveLength(2);
  });

  it('tries a shard or chunk that failed again on the next search, keeping the head', async () => {
    let online = false;
    const site = siteFetch(files('es'));
    const fetchMock = jest.fn((url: RequestInfo | URL) =>
      online || String(url) === '/search-index/es.json' ? site(url) : Promise.reject(new TypeError('Failed to fetch')),
    ) as jest.Mock & typeof fetch;
    const client = createLocalSearchClient('es', { fetch: fetchMock });
    const search = () => client.search({ requests: [{ indexName: 'live_doc', query: 'devoluciones' }] });
    await expect(search()).rejects.toMatchObject({ name: RETRY_ERROR });
    online = true;
    await expect(search()).resolves.toMatchObject({ results: [{ hits: [{ hierarchy: { lvl1: 'Devoluciones' } }, expect.anything()] }] });
    expect(requested(fetchMock).filter((url) => url === '/search-index/es.json')).toHaveLength(1);
  });

  it('reports a missing or broken index file', async () => {
    const missing = createLocalSearchClient('es', { fetch: fakeFetch({ '/search-index/es.json': () => Promise.resolve(new Response('nope', { status: 404 })) }) });
    await expect(missing.search({ requests: [{ indexName: 'x', query: 'a' }] })).rejects.toMatchObject({ name: RETRY_ERROR, message: expect.stringContaining('HTTP 404') });
    const broken = createLocalSearchClient('es', { fetch: fakeFetch({ '/search-index/es.json': ok({ version: 7 }) }) });
    await expect(broken.search({ requests: [{ indexName: 'x', query: 'a' }] })).rejects.toMatchObject({ message: expect.stringContaining(`not a version ${PARTS_VERSION} index head`) });
    const brokenShard = createLocalSearchClient('es', {
      fetch: fakeFetch({}, (url) => (String(url).includes('/s') && !String(url).endsWith('es.json') ? ok({})() : siteFetch(files('es'))(url))),
    });
    await expect(brokenShard.search({ requests: [{ indexName: 'x', query: 'devoluciones' }] })).rejects.toMatchObject({ name: RETRY_ERROR, message: expect.stringContaining('not a shard') });
  });

  it('serves the index under the base path of the site', async () => {
    const fetchMock = siteFetch(files('es', '/preview'));
    const { results } = await createLocalSearchClient('es', { fetch: fetchMock, basePath: '/preview' }).search({ requests: [{ indexName: 'x', query: 'devoluciones' }] });
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(requested(fetchMock).every((url) => url.startsWith('/preview/search-index/es'))).toBe(true);
  });
});
