/** @jest-environment node */
import { createWorkerSearchClient } from '../workerClient';
import type { SearchRequest } from '../types';
import type { WorkerMessage, WorkerReply, WorkerRequest } from '../workerProtocol';

type Listener = (event: { data: unknown }) => void;

/** A stand-in for the browser's Worker: keeps the heads it is given and the languages it is asked to prepare, answers each query with `answer(request)`. */
function fakeWorker(answer: (request: WorkerRequest) => WorkerReply | 'crash') {
  const listeners: Record<string, Listener[]> = { message: [], error: [] };
  const sent: WorkerRequest[] = [];
  const prepared: string[] = [];
  const indexes: { url: string; text: string; transferred: boolean; language: string }[] = [];
  const worker = {
    addEventListener: (type: string, listener: Listener) => listeners[type].push(listener),
    postMessage(request: WorkerMessage, transfer?: Transferable[]) {
      if (request.kind === 'prepare') {
        prepared.push(request.language);
        return;
      }
      if (request.kind === 'index') {
        indexes.push({
          url: request.url,
          text: new TextDecoder().decode(request.body),
          transferred: transfer?.includes(request.body) ?? false,
          language: request.language,
        });
        return;
      }
      sent.push(request);
      const reply = answer(request);
      setTimeout(() => (reply === 'crash' ? listeners.error.forEach((l) => l({ data: null })) : listeners.message.forEach((l) => l({ data: reply }))), 0);
    },
  };
  return { worker: worker as unknown as Worker, sent, indexes, prepared };
}

/** A fetch that serves `body` for every index file, counting its calls. */
function serving(body: string, status = 200) {
  return jest.fn((_url: string) => Promise.resolve(new Response(body, { status })) as Promise<Response>) as jest.Mock & typeof fetch;
}

const request: SearchRequest = { indexName: 'live_doc', query: 'bizum', facetFilters: ['language:en'] };
/** The page preloaded every head (the search page). */
const preloaded = () => true;
const emptyResult = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'bizum', params: '' };

describe('createWorkerSearchClient', () => {
  it('sends the queries to the worker with the language and base path, and returns its responses', async () => {
    const { worker, sent, prepared } = fakeWorker((r) => ({ id: r.id, responses: { results: [{ ...emptyResult, nbHits: 3 }] } }));
    const fetchIndex = serving('{}');
    const client = createWorkerSearchClient('es', { basePath: '/portal', fetch: fetchIndex }, () => worker);
    const responses = await client.search({ requests: [request] });
    expect(responses.results[0].nbHits).toBe(3);
    expect(sent).toEqual([{ kind: 'search', id: 1, defaultLanguage: 'es', basePath: '/portal', requests: [request] }]);
    await client.search({ requests: [request] });
    expect(sent.map((s) => s.id)).toEqual([1, 2]);
    // Without a preload the worker downloads the head itself: the page fetched nothing.
    expect(prepared).toEqual(['en']);
    expect(fetchIndex).not.toHaveBeenCalled();
  });

  it("downloads a preloaded index head in the page once, and transfers it to the worker before the first query", async () => {
    const { worker, sent, indexes } = fakeWorker((r) => ({ id: r.id, responses: { results: r.requests.map(() => emptyResult) } }));
    const fetchIndex = serving('{"version":1}');
    const client = createWorkerSearchClient('es', { basePath: '/portal', fetch: fetchIndex }, () => worker, preloaded);
    const spanish: SearchRequest = { ...request, facetFilters: ['language:es'] };
    await client.search({ requests: [request, spanish] });
    await client.search({ requests: [request] });
    await client.search({ requests: [spanish] });
    expect(fetchIndex.mock.calls.map(([url]) => url)).toEqual(['/portal/search-index/en.json', '/portal/search-index/es.json']);
    expect(indexes).toEqual([
      { url: '/portal/search-index/en.json', text: '{"version":1}', transferred: true, language: 'en' },
      { url: '/portal/search-index/es.json', text: '{"version":1}', transferred: true, language: 'es' },
    ]);
    expect(sent).toHaveLength(3);
  });

  it('reports a failed download with a retry, sends no query, and downloads again on the next one', async () => {
    const { worker, sent, indexes } = fakeWorker((r) => ({ id: r.id, responses: { results: [emptyResult] } }));
    const fetchIndex = jest
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new Response('{}', { status: 200 }));
    const client = createWorkerSearchClient('en', { fetch: fetchIndex as unknown as typeof fetch }, () => worker, preloaded);
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError', message: expect.stringContaining('HTTP 503') });
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError', message: expect.stringContaining('offline') });
    expect(sent).toHaveLength(0);
    await expect(client.search({ requests: [request] })).resolves.toEqual({ results: [emptyResult] });
    expect(fetchIndex).toHaveBeenCalledTimes(3);
    expect(indexes).toHaveLength(1);
  });

  it('starts the worker and has it load the head when prepared, before any query, once', async () => {
    const { worker, sent, prepared } = fakeWorker((r) => ({ id: r.id, responses: { results: [emptyResult] } }));
    let spawned = 0;
    const client = createWorkerSearchClient('es', { fetch: serving('{}') }, () => {
      spawned += 1;
      return worker;
    });
    client.prepare();
    client.prepare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spawned).toBe(1);
    expect(prepared).toEqual(['es']);
    expect(sent).toHaveLength(0);
    await client.search({ requests: [{ ...request, facetFilters: ['language:es'] }] });
    expect(prepared).toEqual(['es']);
  });

  it('hands a preloaded head over when prepared, downloading it once', async () => {
    const { worker, indexes } = fakeWorker((r) => ({ id: r.id, responses: { results: [emptyResult] } }));
    const fetchIndex = serving('{"version":2}');
    const client = createWorkerSearchClient('es', { fetch: fetchIndex }, () => worker, preloaded);
    client.prepare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(indexes.map((i) => i.url)).toEqual(['/search-index/es.json']);
    await client.search({ requests: [{ ...request, facetFilters: ['language:es'] }] });
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it("keeps an error's name, so the modal can offer a retry", async () => {
    const { worker } = fakeWorker((r) => ({ id: r.id, error: { name: 'RetryError', message: 'The search index for "en" could not be loaded: HTTP 503.' } }));
    const client = createWorkerSearchClient('en', { fetch: serving('{}') }, () => worker);
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError', message: expect.stringContaining('HTTP 503') });
  });

  it('searches in the page when there is no worker, or when it fails to start', async () => {
    const fetchIndex = jest.fn(() => Promise.reject(new Error('offline')));
    const noWorker = createWorkerSearchClient('en', { fetch: fetchIndex as unknown as typeof fetch }, () => null);
    await expect(noWorker.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    expect(fetchIndex).toHaveBeenCalledWith('/search-index/en.json', { credentials: 'same-origin' });

    // The page's download succeeds, the worker dies on the query: the page searches by itself.
    const { worker, sent } = fakeWorker(() => 'crash');
    const fetchThenFail = jest.fn().mockResolvedValueOnce(new Response('{}')).mockRejectedValue(new Error('offline'));
    const crashed = createWorkerSearchClient('en', { fetch: fetchThenFail as unknown as typeof fetch }, () => worker, preloaded);
    await expect(crashed.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError', message: expect.stringContaining('offline') });
    expect(sent).toHaveLength(1);
    expect(fetchThenFail).toHaveBeenCalledTimes(2);
  });
});
