import { createWorkerSearchClient } from './workerClient';
import type { SearchClient } from './types';

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

/** Docusaurus' contextual search tags: docs of the current version, and every other page. */
export const DOCS_TAG = 'docs-default-current';
export const PAGES_TAG = 'default';

/** The facet filters of every query: the reader's language, and (contextual search) the current docs and pages. */
export function facetFilters(config: ClientSearchConfig, language: string): (string | string[])[] {
  const filters: (string | string[])[] = [`language:${language}`];
  if (config.provider === 'local' || config.contextualSearch) {
    filters.push([`docusaurus_tag:${PAGES_TAG}`, `docusaurus_tag:${DOCS_TAG}`]);
  }
  return filters;
}

const clients = new Map<string, SearchClient>();

/** One client per configuration and page load, shared by the modal and the search page. */
export function searchClientFor(config: ClientSearchConfig, language: string): SearchClient {
  const key = config.provider === 'local' ? `local:${language}` : `algolia:${config.appId}`;
  let client = clients.get(key);
  if (!client) {
    client =
      config.provider === 'local'
        ? createWorkerSearchClient(language, { basePath: typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '' })
        : lazyAlgoliaClient(config.appId, config.apiKey);
    clients.set(key, client);
  }
  return client;
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
