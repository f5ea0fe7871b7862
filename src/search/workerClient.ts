import { retryingCache } from './cache';
import { createLocalSearchClient, downloadHead, requestLanguage, type LocalClientOptions } from './local';
import { headPath } from './parts';
import { sharedSearchWorker } from './spawnWorker';
import type { PreparedSearchClient, SearchRequest, SearchResponses } from './types';
import type { WorkerMessage, WorkerReply } from './workerProtocol';

/** Whether the page has a `<link rel="preload">` for this URL (the search page preloads its language's head). */
export function isPreloaded(url: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.getAttribute('href') === url);
}

/**
 * The local provider, run in a Web Worker when the browser has them (worker.ts) and in the page
 * otherwise, or when the worker cannot start. Same behaviour either way: the head of a language's
 * index is downloaded when the reader shows an intent to search (`prepare`) or on the first search,
 * a failed download is tried again on the next query, and errors keep their name (DocSearch shows
 * its retry screen for RETRY_ERROR).
 *
 * With a worker, the worker downloads the head itself, except where the page preloaded it (the
 * search page): only a request from the page itself can use a preload, so the page downloads that
 * one and hands it over.
 */
export function createWorkerSearchClient(
  defaultLanguage: string,
  options: LocalClientOptions = {},
  spawn: () => Worker | null = sharedSearchWorker,
  preloaded: (url: string) => boolean = isPreloaded,
): PreparedSearchClient {
  let worker: Worker | null | undefined;
  let fallback: ReturnType<typeof createLocalSearchClient> | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: SearchResponses) => void; reject: (e: Error) => void }>();

  const inPage = () => {
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

  const basePath = options.basePath ?? '';
  // A preloaded head is handed to the worker once; a failed download is tried again. Any other
  // head the worker downloads itself, on `prepare` or on its first query.
  const handOver = retryingCache((language) => {
    if (!preloaded(`${basePath}${headPath(language)}`)) {
      const message: WorkerMessage = { kind: 'prepare', language, defaultLanguage, basePath };
      worker?.postMessage(message);
      return Promise.resolve();
    }
    return downloadHead(language, options).then(async ({ url, response }) => {
      const body = await response.arrayBuffer();
      const message: WorkerMessage = { kind: 'index', url, body, language, defaultLanguage, basePath };
      worker?.postMessage(message, [body]);
    });
  });

  return {
    prepare(language = defaultLanguage) {
      const running = start();
      if (running) handOver(language).catch(() => undefined);
      else inPage().load(language).catch(() => undefined);
    },
    search({ requests }: { requests: SearchRequest[] }) {
      const running = start();
      if (!running) return inPage().search({ requests });
      const id = nextId++;
      const message: WorkerMessage = { kind: 'search', id, defaultLanguage, basePath, requests };
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
