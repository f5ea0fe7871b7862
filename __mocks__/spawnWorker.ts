/** jsdom has no Web Worker: the search client runs the local search in the page. */
export function spawnSearchWorker(): null {
  return null;
}
