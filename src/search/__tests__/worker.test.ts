/** @jest-environment node */
import { indexFilesOf, recordsOf } from '../../test-utils/records';
import type { WorkerMessage, WorkerReply } from '../workerProtocol';

const files = indexFilesOf('en', recordsOf({ url: '/en/docs/a/', language: 'en', lvl0: 'Docs', title: 'Refunds', tag: 'docs-default-current', body: 'Text.\n' }));
const headText = files.get('/search-index/en.json')!;
/** The site's other index files (shards, chunks), which the worker fetches itself. */
const site = jest.fn((url: RequestInfo | URL) => {
  const text = files.get(String(url));
  return Promise.resolve(text === undefined ? new Response('', { status: 404 }) : new Response(text, { status: 200 }));
});

/** Loads worker.ts (named `name`, as spawnWorker.ts names it) against a stand-in for the worker's global scope; returns a way to send it messages. */
function loadWorker(name = '') {
  const replies: WorkerReply[] = [];
  const scope: { name: string; onmessage: ((event: { data: WorkerMessage }) => void) | null; postMessage: (reply: WorkerReply) => void } = {
    name,
    onmessage: null,
    postMessage: (reply) => replies.push(reply),
  };
  Object.assign(globalThis, { self: scope });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- worker.ts runs for its effect on the scope, once per test
    require('../worker');
  });
  const send = (data: WorkerMessage) => scope.onmessage?.({ data });
  const reply = async (count: number) => {
    for (let i = 0; i < 50 && replies.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    return replies[count - 1];
  };
  return { send, reply };
}

const query = (id: number): WorkerMessage => ({
  kind: 'search',
  id,
  defaultLanguage: 'en',
  basePath: '',
  requests: [{ indexName: 'live_doc', query: 'refunds', facetFilters: ['language:en'] }],
});

describe('search worker', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the head the page handed over without requesting it again, and fetches only the other parts', async () => {
    site.mockClear();
    globalThis.fetch = site as unknown as typeof fetch;
    const { send, reply } = loadWorker();
    send({ kind: 'index', url: '/search-index/en.json', body: new TextEncoder().encode(headText).buffer, language: 'en', defaultLanguage: 'en', basePath: '' });
    send(query(1));
    const answer = await reply(1);
    if (!('responses' in answer)) throw new Error(`The worker answered with an error: ${answer.error.message}`);
    expect(answer.id).toBe(1);
    expect(answer.responses.results[0].hits.map((hit) => hit.url)).toContain('/en/docs/a/');
    const requested = site.mock.calls.map(([url]) => String(url));
    expect(requested).not.toContain('/search-index/en.json');
    expect(requested.length).toBeGreaterThan(0);
  });

  it('downloads the file itself when the page handed nothing over, and reports a failure by name', async () => {
    const network = jest.fn(() => Promise.resolve(new Response('', { status: 404 })));
    globalThis.fetch = network as unknown as typeof fetch;
    const { send, reply } = loadWorker();
    send(query(7));
    expect(await reply(1)).toEqual({ id: 7, error: { name: 'RetryError', message: 'The search index for "en" could not be loaded: HTTP 404.' } });
    expect(network).toHaveBeenCalledWith('/search-index/en.json', { credentials: 'same-origin' });
  });

  it('starts reading the index it is named after as soon as it runs, before any message, and reads it once', async () => {
    site.mockClear();
    globalThis.fetch = site as unknown as typeof fetch;
    const { send, reply } = loadWorker(JSON.stringify({ kind: 'prepare', language: 'en', defaultLanguage: 'en', basePath: '' }));
    expect(site.mock.calls.map(([url]) => String(url))).toEqual(['/search-index/en.json']);
    send(query(3));
    const answer = await reply(1);
    if (!('responses' in answer)) throw new Error(`The worker answered with an error: ${answer.error.message}`);
    expect(answer.responses.results[0].hits.map((hit) => hit.url)).toContain('/en/docs/a/');
    expect(site.mock.calls.filter(([url]) => String(url) === '/search-index/en.json')).toHaveLength(1);
  });

  it('reads nothing before a message when its name is not an index to prepare', () => {
    for (const name of ['', 'search', '{"kind":"search"}', 'null']) {
      site.mockClear();
      globalThis.fetch = site as unknown as typeof fetch;
      loadWorker(name);
      expect(site).not.toHaveBeenCalled();
    }
  });
});
