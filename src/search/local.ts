import { LocalSearchEngine } from './engine';
import { expandIndexFile, indexFilePath } from './indexFile';
import { RETRY_ERROR, type SearchClient, type SearchParams, type SearchRequest } from './types';

/** The local provider failed to load its index; DocSearch shows its error screen for this name. */
export class IndexLoadError extends Error {
  constructor(language: string, reason: string) {
    super(`The search index for "${language}" could not be loaded: ${reason}.`);
    this.name = RETRY_ERROR;
  }
}

export interface LocalClientOptions {
  /** Prefix for the index URL (a site served under a base path). */
  basePath?: string;
  fetch?: typeof fetch;
}

/** The language a request is for, read from its `language:<locale>` facet filter. */
export function requestLanguage(params: SearchParams, fallback: string): string {
  for (const entry of params.facetFilters ?? []) {
    for (const filter of Array.isArray(entry) ? entry : [entry]) {
      if (filter.startsWith('language:')) return filter.slice('language:'.length);
    }
  }
  return fallback;
}

/**
 * Downloads a language's index file: the response, or an IndexLoadError (its name makes DocSearch
 * offer a retry) for a network failure or an HTTP error.
 */
export function downloadIndexFile(language: string, options: LocalClientOptions = {}): Promise<{ url: string; response: Response }> {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const url = `${options.basePath ?? ''}${indexFilePath(language)}`;
  return fetchImpl(url, { credentials: 'same-origin' })
    .catch((error: Error) => {
      throw new IndexLoadError(language, error.message || 'network error');
    })
    .then((response) => {
      if (!response.ok) throw new IndexLoadError(language, `HTTP ${response.status}`);
      return { url, response };
    });
}

/**
 * Per key, the promise `start` gives, kept while it is pending or fulfilled. A rejected one is
 * forgotten, so the next call for that key tries again.
 */
export function retryingCache<T>(start: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = start(key);
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  };
}

/**
 * The local provider: downloads a language's index file the first time that language is searched
 * (never before), builds the engine once, and answers every later query in the browser. A failed
 * download is not remembered, so the next keystroke tries again.
 */
export function createLocalSearchClient(defaultLanguage: string, options: LocalClientOptions = {}): SearchClient & {
  load(language: string): Promise<LocalSearchEngine>;
} {
  const load = retryingCache((language) =>
    downloadIndexFile(language, options).then(async ({ response }) => {
      let data: unknown;
      try {
        data = await response.json();
      } catch {
        throw new IndexLoadError(language, 'the file is not JSON');
      }
      try {
        return new LocalSearchEngine(expandIndexFile(data));
      } catch (error) {
        throw new IndexLoadError(language, (error as Error).message);
      }
    }),
  );

  return {
    load,
    async search({ requests }: { requests: SearchRequest[] }) {
      const results = await Promise.all(
        requests.map(async (request) => (await load(requestLanguage(request, defaultLanguage))).search(request)),
      );
      return { results };
    },
  };
}
