import type { WorkerPrepare } from './workerProtocol';

/**
 * Starts a search worker, or returns null where there is none (server rendering, tests).
 * webpack turns the `new URL(…, import.meta.url)` into the worker's own content-hashed file.
 *
 * The worker is named after the index it should read first (`prepare`, as JSON): it starts reading
 * it the moment its script runs (worker.ts). A message would arrive later: a worker that is still
 * starting receives the page's messages only once the page's main thread has handled its start,
 * and after a cold shortcut that thread is busy drawing the modal (about 100 ms, traced).
 */
export function spawnSearchWorker(prepare?: WorkerPrepare): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // @ts-expect-error TS1343: the project compiles to CommonJS for Node, but webpack reads import.meta here.
    return new Worker(new URL('./worker.ts', import.meta.url), { name: prepare ? JSON.stringify(prepare) : '' });
  } catch {
    return null;
  }
}

let shared: Worker | null | undefined;

/** The page's one search worker, started on first use. This module is small on purpose: the navbar loads it. */
export function sharedSearchWorker(prepare?: WorkerPrepare): Worker | null {
  if (shared === undefined) shared = spawnSearchWorker(prepare);
  else if (prepare) shared?.postMessage(prepare);
  return shared;
}

/**
 * Called when the reader shows an intent to search (hover, focus, touch, the shortcut): starts the
 * worker, which downloads the language's index head and builds its engine while the modal's code
 * loads. The search client then finds the worker ready (workerClient.ts).
 */
export function prepareSearchWorker(prepare: Omit<WorkerPrepare, 'kind'>): void {
  if (typeof document === 'undefined') return;
  sharedSearchWorker({ kind: 'prepare', ...prepare });
}
