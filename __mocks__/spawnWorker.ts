/**
 * jest cannot run spawnWorker.ts (webpack reads its `import.meta.url`), and jsdom has no Web
 * Worker: the search client runs the local search in the page.
 */
export function spawnSearchWorker(): null {
  return null;
}

export function sharedSearchWorker(): null {
  return null;
}

export function prepareSearchWorker(): void {
  // No worker to prepare: the page's own client loads the head when it is prepared.
}
