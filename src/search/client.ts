import { LOCALES } from '../utils/locale';
import { requestLanguage } from './local';
import { createWorkerSearchClient } from './workerClient';
import { DOCS_TAG, PAGES_TAG, type PreparedSearchClient, type SearchClient, type SearchRequest, type SearchResult } from './types';

/** The search configuration the browser receives, resolved at build time from site.config.ts and the environment. */
export type ClientSearchConfig =
  | { provider: 'local'; indexName: string; searchPagePath: string | null }
  | {
      provider: 'algolia';
      appId: string;
      apiKey: string;
      indexName: string;
      contextualSearch: boolean;
      searchPagePath: string | null;
    };


/** The facet filters of every query: the reader's language, and (contextual search) the current docs and pages. */
export function facetFilters(config: ClientSearchConfig, language: string): (string | string[])[] {
  const filters: (string | string[])[] = [`language:${language}`];
  if (config.provider === 'local' || config.contextualSearch) {
    filters.push([`docusaurus_tag:${PAGES_TAG}`, `docusaurus_tag:${DOCS_TAG}`]);
  }
  return filters;
}

/** The request for the same query in another language. */
function inLanguage(request: SearchRequest, language: string): SearchRequest {
  const facetFilters = (request.facetFilters ?? []).map((entry) =>
    typeof entry === 'string' && entry.startsWith('language:') ? `language:${language}` : entry,
  );
  return { ...request, facetFilters };
}

/**
 * When a query finds nothing in the reader's language, the same query in the other languages: the
 * first that finds something answers instead, its hits keeping their `language`, so the modal and
 * the search page can say which language they are in. An empty list only when no language has one.
 */
export function withLanguageFallback(client: SearchClient, languages: readonly string[] = LOCALES): SearchClient {
  return {
    async search({ requests }) {
      const { results } = await client.search({ requests });
      const answered: SearchResult[] = await Promise.all(
        results.map(async (result, i) => {
          const request = requests[i];
          if (result.nbHits > 0 || !request?.query?.trim() || !request.facetFilters?.some((f) => typeof f === 'string' && f.startsWith('language:'))) {
            return result;
          }
          const own = requestLanguage(request, '');
          for (const other of languages.filter((l) => l !== own)) {
            const [found] = (await client.search({ requests: [inLanguage(request, other)] })).results;
            if (found && found.nbHits > 0) return { ...found, language: other, hits: found.hits.map((hit) => ({ ...hit, language: other })) };
          }
          return result;
        }),
      );
      return { results: answered };
    },
  };
}

const clients = new Map<string, SearchClient & Partial<PreparedSearchClient>>();

/** One client per configuration and page load, shared by the modal and the search page. */
export function searchClientFor(config: ClientSearchConfig, language: string): SearchClient & Partial<PreparedSearchClient> {
  const key = config.provider === 'local' ? `local:${language}` : `algolia:${config.appId}`;
  let client = clients.get(key);
  if (!client) {
    if (config.provider === 'local') {
      const local = createWorkerSearchClient(language, { basePath: typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '' });
      client = { ...withLanguageFallback(local), prepare: local.prepare };
    } else {
      client = withLanguageFallback(lazyAlgoliaClient(config.appId, config.apiKey));
    }
    clients.set(key, client);
  }
  return client;
}

/**
 * Starts loading the search of a language when the reader shows an intent to search (a hover or
 * focus on the search button, the shortcut, the search page): the local index head and its worker.
 */
export function prepareSearch(config: ClientSearchConfig, language: string): void {
  searchClientFor(config, language).prepare?.(language);
}

/**
 * Algolia's client is loaded on the first search, in its own chunk: the default provider (local)
 * never downloads it, and with Algolia it stays out of the first-load JS and the modal's chunk.
 */
function lazyAlgoliaClient(appId: string, apiKey: string): SearchClient {
  let loading: Promise<SearchClient> | undefined;
  return {
    search: async (input) => {
      loading ??= import(/* webpackChunkName: "search-algolia" */ './algolia')
        .then((m) => m.createAlgoliaSearchClient({ appId, apiKey }))
        .catch((error: unknown) => {
          loading = undefined; // A chunk that failed to load is fetched again on the next search.
          throw error;
        });
      return (await loading).search(input);
    },
  };
}

declare const __PATH_PREFIX__: string | undefined;
