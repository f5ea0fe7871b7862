/**
 * The address of a language's index head, for the navbar's search button (spawnWorker.ts): parts.ts's
 * `headPath` under the base path, written out here because importing parts.ts would make the navbar's
 * bundle and the worker share a module, which webpack moves into a chunk that the worker must load
 * before it starts (29 KB of the site's chrome, measured). A unit test holds the two together.
 */
export function headUrl(basePath: string, language: string): string {
  return `${basePath}/search-index/${language}.json`;
}

/** Whether the page has a `<link rel="preload">` for this URL (the search page's, or the one the navbar adds on intent). */
export function isPreloaded(url: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.getAttribute('href') === url);
}
