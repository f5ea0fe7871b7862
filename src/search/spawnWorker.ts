/**
 * Starts the search worker, or returns null where there is none (server rendering, tests).
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
