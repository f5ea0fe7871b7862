/**
 * The local search in a Web Worker: downloading, parsing and indexing a language's records
 * (about 1.3 MB of JSON) and answering queries happen off the page's main thread, so the page
 * keeps responding while the index is built. Speaks the protocol of workerClient.ts.
 */
import { createLocalSearchClient } from './local';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

const scope = self as unknown as { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage(message: WorkerReply): void };
const clients = new Map<string, ReturnType<typeof createLocalSearchClient>>();

scope.onmessage = ({ data }) => {
  const key = `${data.basePath}|${data.defaultLanguage}`;
  let client = clients.get(key);
  if (!client) {
    client = createLocalSearchClient(data.defaultLanguage, { basePath: data.basePath });
    clients.set(key, client);
  }
  client.search({ requests: data.requests }).then(
    (responses) => scope.postMessage({ id: data.id, responses }),
    (error: Error) => scope.postMessage({ id: data.id, error: { name: error.name, message: error.message } }),
  );
};
