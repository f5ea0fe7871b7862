import type { SearchRequest, SearchResponses } from './types';

/**
 * A language's index head that the page preloaded (the search page's `<link rel="preload">`),
 * downloaded by the page and handed to the worker (the buffer is transferred, not copied): only
 * the page's own requests can use a preload. The worker reads it at once.
 */
export interface WorkerIndex {
  kind: 'index';
  url: string;
  body: ArrayBuffer;
  language: string;
  defaultLanguage: string;
  basePath: string;
}

/** A query from the page to the search worker. */
export interface WorkerRequest {
  kind: 'search';
  id: number;
  defaultLanguage: string;
  basePath: string;
  requests: SearchRequest[];
}

/** Load a language's index head now (the reader shows an intent to search); the worker fetches it itself. */
export interface WorkerPrepare {
  kind: 'prepare';
  language: string;
  defaultLanguage: string;
  basePath: string;
}

export type WorkerMessage = WorkerIndex | WorkerPrepare | WorkerRequest;

/** Its answer: the responses, or the error (its name tells the modal whether to offer a retry). */
export type WorkerReply = { id: number; responses: SearchResponses } | { id: number; error: { name: string; message: string } };
