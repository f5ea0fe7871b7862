/** @jest-environment node */
import { compactIndexFile } from '../indexFile';
import { createLocalSearchClient, requestLanguage } from '../local';
import { recordsOf } from '../../test-utils/records';
import { RETRY_ERROR } from '../types';

const file = (language: string) =>
  compactIndexFile(language, recordsOf({ url: `/${language}/docs/a/`, language, lvl0: 'Docs', title: language === 'es' ? 'Devoluciones' : 'Refunds', tag: 'docs-default-current', body: 'Text.\n' }));

function fakeFetch(answers: Record<string, () => Promise<Response>>) {
  return jest.fn((url: RequestInfo | URL) => {
    const answer = answers[String(url)];
    return answer ? answer() : Promise.reject(new TypeError('Failed to fetch'));
  }) as jest.Mock & typeof fetch;
}

const ok = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('local search client', () => {
  it('reads the language from the facet filters', () => {
    expect(requestLanguage({ query: 'x', facetFilters: ['language:en', ['docusaurus_tag:default']] }, 'es')).toBe('en');
    expect(requestLanguage({ query: 'x' }, 'es')).toBe('es');
  });

  it('downloads a language index on its first search only, then answers locally', async () => {
    const fetchMock = fakeFetch({ '/search-index/es.json': ok(file('es')), '/search-index/en.json': ok(file('en')) });
    const client = createLocalSearchClient('es', { fetch: fetchMock });
    expect(fetchMock).not.toHaveBeenCalled();
    const first = await client.search({ requests: [{ indexName: 'live_doc', query: 'devoluciones', facetFilters: ['language:es'] }] });
    await client.search({ requests: [{ indexName: 'live_doc', query: 'devol', facetFilters: ['language:es'] }] });
    expect(first.results[0].hits[0].hierarchy.lvl1).toBe('Devoluciones');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const english = await client.search({ requests: [{ indexName: 'live_doc', query: 'refunds', facetFilters: ['language:en'] }] });
    expect(english.results[0].hits[0].url).toBe('/en/docs/a/');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails with the error DocSearch shows as "Unable to fetch results", and tries again on the next search', async () => {
    let online = false;
    const fetchMock = fakeFetch({
      '/search-index/es.json': () => (online ? ok(file('es'))() : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const client = createLocalSearchClient('es', { fetch: fetchMock });
    const search = () => client.search({ requests: [{ indexName: 'live_doc', query: 'devoluciones' }] });
    await expect(search()).rejects.toMatchObject({ name: RETRY_ERROR, message: expect.stringContaining('Failed to fetch') });
    online = true;
    await expect(search()).resolves.toMatchObject({ results: [{ hits: [{ hierarchy: { lvl1: 'Devoluciones' } }, expect.anything()] }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a missing or broken index file', async () => {
    const missing = createLocalSearchClient('es', { fetch: fakeFetch({ '/search-index/es.json': () => Promise.resolve(new Response('nope', { status: 404 })) }) });
    await expect(missing.search({ requests: [{ indexName: 'x', query: 'a' }] })).rejects.toMatchObject({ name: RETRY_ERROR, message: expect.stringContaining('HTTP 404') });
    const broken = createLocalSearchClient('es', { fetch: fakeFetch({ '/search-index/es.json': ok({ version: 7 }) }) });
    await expect(broken.search({ requests: [{ indexName: 'x', query: 'a' }] })).rejects.toMatchObject({ message: expect.stringContaining('not a version 1 index file') });
  });

  it('serves the index under the base path of the site', async () => {
    const fetchMock = fakeFetch({ '/preview/search-index/es.json': ok(file('es')) });
    await createLocalSearchClient('es', { fetch: fetchMock, basePath: '/preview' }).search({ requests: [{ indexName: 'x', query: 'devoluciones' }] });
    expect(fetchMock).toHaveBeenCalledWith('/preview/search-index/es.json', expect.anything());
  });
});
