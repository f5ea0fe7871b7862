import { createLocalSearchClient, downloadIndexFile, requestLanguage, retryingCache, type LocalClientOptions } from './local';
import { spawnSearchWorker } from './spawnWorker';
import type { SearchClient, SearchRequest, SearchResponses } from './types';
import type { WorkerMessage, WorkerReply } from './workerProtocol';

/**
 * The local provider, run in a Web Worker when the browser has them (worker.ts) and in the page
 * otherwise, or when the worker cannot start. Same behaviour either way: the index of a language
 * is downloaded the first time it is searched, a failed download is tried again on the next query,
 * and errors keep their name (DocSearch shows its retry screen for RETRY_ERROR).
 *
 * With a worker, the page downloads the index file and hands it over: the search page preloads that
 * file, and only a request from the page itself can use the preload.
 */
export function createWorkerSearchClient(defaultLanguage: string, options: LocalClientOptions = {}, spawn: () => Worker | null = spawnSearchWorker): SearchClient {
  let worker: Worker | null | undefined;
  let fallback: SearchClient | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: SearchResponses) => void; reject: (e: Error) => void }>();

  const inPage = (): SearchClient => {
    fallback ??= createLocalSearchClient(defaultLanguage, options);
    return fallback;
  };

  const start = (): Worker | null => {
    if (worker !== undefined) return worker;
    worker = spawn();
    worker?.addEventListener('message', ({ data }: MessageEvent<WorkerReply>) => {
      const waiting = pending.get(data.id);
      if (!waiting) return;
      pending.delete(data.id);
      if ('responses' in data) {
        waiting.resolve(data.responses);
      } else {
        const error = new Error(data.error.message);
        error.name = data.error.name;
        waiting.reject(error);
      }
    });
    // A worker that fails to load: the queries waiting for it, and every later one, run in the page.
    worker?.addEventListener('error', () => {
      worker = null;
      const waiting = [...pending.values()];
      pending.clear();
      waiting.forEach(({ reject }) => reject(new Error('The search worker could not start.')));
    });
    return worker;
  };

  // Each language's index file is handed to the worker once; a failed download is tried again.
  const handOver = retryingCache((language) =>
    downloadIndexFile(language, options).then(async ({ url, response }) => {
      const body = await response.arrayBuffer();
      const message: WorkerMessage = { kind: 'index', url, body };
      worker?.postMessage(message, [body]);
    }),
  );

  return {
    search({ requests }: { requests: SearchRequest[] }) {
      const running = start();
      if (!running) return inPage().search({ requests });
      const id = nextId++;
      const message: WorkerMessage = { kind: 'search', id, defaultLanguage, basePath: options.basePath ?? '', requests };
      const languages = [...new Set(requests.map((request) => requestLanguage(request, defaultLanguage)))];
      return Promise.all(languages.map((language) => handOver(language)))
        .then(
          () =>
            new Promise<SearchResponses>((resolve, reject) => {
              pending.set(id, { resolve, reject });
              running.postMessage(message);
            }),
        )
        .catch((error: Error) => (worker === null ? inPage().search({ requests }) : Promise.reject(error)));
    },
  };
}
