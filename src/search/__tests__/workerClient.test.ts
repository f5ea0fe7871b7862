/** @jest-environment node */
import { createWorkerSearchClient } from '../workerClient';
import type { SearchRequest } from '../types';
import type { WorkerReply, WorkerRequest } from '../workerProtocol';

type Listener = (event: { data: unknown }) => void;

/** A stand-in for the browser's Worker: answers each message with `answer(request)`. */
function fakeWorker(answer: (request: WorkerRequest) => WorkerReply | 'crash') {
  const listeners: Record<string, Listener[]> = { message: [], error: [] };
  const sent: WorkerRequest[] = [];
  const worker = {
    addEventListener: (type: string, listener: Listener) => listeners[type].push(listener),
    postMessage(request: WorkerRequest) {
      sent.push(request);
      const reply = answer(request);
      setTimeout(() => (reply === 'crash' ? listeners.error.forEach((l) => l({ data: null })) : listeners.message.forEach((l) => l({ data: reply }))), 0);
    },
  };
  return { worker: worker as unknown as Worker, sent };
}

const request: SearchRequest = { indexName: 'live_doc', query: 'bizum', facetFilters: ['language:en'] };
const emptyResult = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'bizum', params: '' };

describe('createWorkerSearchClient', () => {
  it('sends the queries to the worker with the language and base path, and returns its responses', async () => {
    const { worker, sent } = fakeWorker((r) => ({ id: r.id, responses: { results: [{ ...emptyResult, nbHits: 3 }] } }));
    const client = createWorkerSearchClient('es', { basePath: '/portal' }, () => worker);
    const responses = await client.search({ requests: [request] });
    expect(responses.results[0].nbHits).toBe(3);
    expect(sent).toEqual([{ id: 1, defaultLanguage: 'es', basePath: '/portal', requests: [request] }]);
    await client.search({ requests: [request] });
    expect(sent.map((s) => s.id)).toEqual([1, 2]);
  });

  it("keeps an error's name, so the modal can offer a retry", async () => {
    const { worker } = fakeWorker((r) => ({ id: r.id, error: { name: 'RetryError', message: 'The search index for "en" could not be loaded: HTTP 503.' } }));
    const client = createWorkerSearchClient('en', {}, () => worker);
    await expect(client.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError', message: expect.stringContaining('HTTP 503') });
  });

  it('searches in the page when there is no worker, or when it fails to start', async () => {
    const fetchIndex = jest.fn(() => Promise.reject(new Error('offline')));
    const noWorker = createWorkerSearchClient('en', { fetch: fetchIndex as unknown as typeof fetch }, () => null);
    await expect(noWorker.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    expect(fetchIndex).toHaveBeenCalledWith('/search-index/en.json', { credentials: 'same-origin' });

    const { worker } = fakeWorker(() => 'crash');
    const crashed = createWorkerSearchClient('en', { fetch: fetchIndex as unknown as typeof fetch }, () => worker);
    await expect(crashed.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });
});
