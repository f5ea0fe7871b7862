import { retryingCache } from './cache';
import { LocalSearchEngine } from './engine';
import { expandIndexFile } from './indexFile';
import { chunkPath, headPath, readHead, readShard, shardPath, type IndexHead } from './parts';
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

/** A fetch that turns a network failure or an HTTP error into an IndexLoadError. */
function fetchPart(language: string, url: string, options: LocalClientOptions): Promise<Response> {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return fetchImpl(url, { credentials: 'same-origin' })
    .catch((error: Error) => {
      throw new IndexLoadError(language, error.message || 'network error');
    })
    .then((response) => {
      if (!response.ok) throw new IndexLoadError(language, `HTTP ${response.status}`);
      return response;
    });
}

async function jsonOf<T>(language: string, response: Response, read: (data: unknown) => T): Promise<T> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new IndexLoadError(language, 'the file is not JSON');
  }
  try {
    return read(data);
  } catch (error) {
    throw new IndexLoadError(language, (error as Error).message);
  }
}

/**
 * Downloads a language's index head: the response, or an IndexLoadError (its name makes DocSearch
 * offer a retry) for a network failure or an HTTP error.
 */
export function downloadHead(language: string, options: LocalClientOptions = {}): Promise<{ url: string; response: Response }> {
  const url = `${options.basePath ?? ''}${headPath(language)}`;
  return fetchPart(language, url, options).then((response) => ({ url, response }));
}


/** The engine of a language over its head, fetching shards and chunks from the site as queries need them. */
function remoteEngine(head: IndexHead, options: LocalClientOptions): LocalSearchEngine {
  const base = options.basePath ?? '';
  const language = head.language;
  // The engine keeps each shard it has read; chunks are kept here.
  const chunk = retryingCache((k) =>
    fetchPart(language, `${base}${chunkPath(head, Number(k))}`, options).then((r) => jsonOf(language, r, expandIndexFile)),
  );
  return new LocalSearchEngine({
    head,
    shard: (k) => fetchPart(language, `${base}${shardPath(head, k)}`, options).then((r) => jsonOf(language, r, readShard)),
    chunk: (k) => chunk(String(k)),
  });
}

/**
 * The local provider: downloads a language's index head when that language is first searched or
 * prepared (never before), then the shards of the words searched and the text of the hits shown,
 * each once. A failed download is not remembered, so the next keystroke tries again.
 */
export function createLocalSearchClient(defaultLanguage: string, options: LocalClientOptions = {}): SearchClient & {
  load(language: string): Promise<LocalSearchEngine>;
} {
  const load = retryingCache((language) =>
    downloadHead(language, options).then(async ({ response }) => {
      const head = await jsonOf(language, response, readHead);
      try {
        return remoteEngine(head, options);
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
