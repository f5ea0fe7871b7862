import { createLocalSearchClient, type LocalClientOptions } from './local';
import { spawnSearchWorker } from './spawnWorker';
import type { SearchClient, SearchRequest, SearchResponses } from './types';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

/**
 * The local provider, run in a Web Worker when the browser has them (worker.ts) and in the page
 * otherwise, or when the worker cannot start. Same behaviour either way: the index of a language
 * is downloaded the first time it is searched, a failed download is tried again on the next query,
 * and errors keep their name (DocSearch shows its retry screen for RETRY_ERROR).
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

  return {
    search({ requests }: { requests: SearchRequest[] }) {
      const running = start();
      if (!running) return inPage().search({ requests });
      const id = nextId++;
      const message: WorkerRequest = { id, defaultLanguage, basePath: options.basePath ?? '', requests };
      return new Promise<SearchResponses>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.postMessage(message);
      }).catch((error: Error) => (worker === null ? inPage().search({ requests }) : Promise.reject(error)));
    },
  };
}
