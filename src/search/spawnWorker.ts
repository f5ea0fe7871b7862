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
 * Starts the worker and has it download a language's index head now, when the reader shows an
 * intent to search: by the time the modal's code has loaded and the query is typed, the worker
 * is running and its engine is built.
 */
export function prepareSearchWorker(message: Omit<WorkerPrepare, 'kind'>): void {
  const worker = sharedSearchWorker();
  const prepare: WorkerPrepare = { kind: 'prepare', ...message };
  worker?.postMessage(prepare);
}
