/**
 * The local search in a Web Worker: reading a language's index head, fetching its shards and chunks
 * and answering queries happen off the page's main thread. Speaks the protocol of workerClient.ts.
 */
import { createLocalSearchClient } from './local';
import type { WorkerIndex, WorkerMessage, WorkerPrepare, WorkerReply } from './workerProtocol';

const scope = self as unknown as { name: string; onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null; postMessage(message: WorkerReply): void };
const clients = new Map<string, ReturnType<typeof createLocalSearchClient>>();
/** Index heads the page has downloaded, by URL, each used once. */
const delivered = new Map<string, ArrayBuffer>();

/** The page's download when there is one; the worker's own request otherwise. */
const fetchIndex: typeof fetch = (input, init) => {
  const url = String(input);
  const body = delivered.get(url);
  if (!body) return fetch(input, init);
  delivered.delete(url);
  return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
};

function clientFor(data: { basePath: string; defaultLanguage: string }) {
  const key = `${data.basePath}|${data.defaultLanguage}`;
  let client = clients.get(key);
  if (!client) {
    client = createLocalSearchClient(data.defaultLanguage, { basePath: data.basePath, fetch: fetchIndex });
    clients.set(key, client);
  }
  return client;
}

/** The index head the navbar named the worker after (spawnWorker.ts), if any: it is read at once, before any message. */
function namedPrepare(name: string): WorkerPrepare | null {
  try {
    const data = JSON.parse(name) as WorkerPrepare;
    return data?.kind === 'prepare' ? data : null;
  } catch {
    return null;
  }
}

function prepare(data: WorkerIndex | WorkerPrepare): void {
  if (data.kind === 'index') delivered.set(data.url, data.body);
  // Read the head now: the engine is ready before the first query. A failure shows on that query.
  clientFor(data).load(data.language).catch(() => undefined);
}

const named = namedPrepare(scope.name);
if (named) prepare(named);

scope.onmessage = ({ data }) => {
  if (data.kind === 'index' || data.kind === 'prepare') {
    prepare(data);
    return;
  }
  clientFor(data).search({ requests: data.requests }).then(
    (responses) => scope.postMessage({ id: data.id, responses }),
    (error: Error) => scope.postMessage({ id: data.id, error: { name: error.name, message: error.message } }),
  );
};
