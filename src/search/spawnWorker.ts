import { headUrl, isPreloaded } from './headUrl';
import type { WorkerPrepare } from './workerProtocol';

/**
 * Starts a search worker, or returns null where there is none (server rendering, tests).
 * webpack turns the `new URL(…, import.meta.url)` into the worker's own content-hashed file.
 */
export function spawnSearchWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // @ts-expect-error TS1343: the project compiles to CommonJS for Node, but webpack reads import.meta here.
    return new Worker(new URL('./worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

let shared: Worker | null | undefined;

/** The page's one search worker, started on first use. This module is small on purpose: the navbar loads it. */
export function sharedSearchWorker(): Worker | null {
  if (shared === undefined) shared = spawnSearchWorker();
  return shared;
}

/**
 * Called when the reader shows an intent to search (hover, focus, touch, the shortcut): starts the
 * worker, and has the browser download the language's index head at once, through a
 * `<link rel="preload">` like the search page's. The download then runs while the worker's script
 * loads and starts (about 150 ms after a cold shortcut on a 2-core machine) instead of after it;
 * the search client hands the preloaded head to the worker (workerClient.ts) as soon as its code
 * has loaded, and the worker builds its engine from it.
 */
export function prepareSearchWorker({ language, basePath }: Omit<WorkerPrepare, 'kind'>): void {
  if (!sharedSearchWorker() || typeof document === 'undefined') return;
  const href = headUrl(basePath, language);
  if (isPreloaded(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}
