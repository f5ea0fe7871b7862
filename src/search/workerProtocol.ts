import type { SearchRequest, SearchResponses } from './types';

/**
 * A language's index file, downloaded by the page and handed to the worker (the buffer is
 * transferred, not copied). The page downloads it because only the page's own requests can use the
 * search page's `<link rel="preload">`: a download from the worker would fetch the file a second time.
 */
export interface WorkerIndex {
  kind: 'index';
  url: string;
  body: ArrayBuffer;
}

/** A query from the page to the search worker. */
export interface WorkerRequest {
  kind: 'search';
  id: number;
  defaultLanguage: string;
  basePath: string;
  requests: SearchRequest[];
}

export type WorkerMessage = WorkerIndex | WorkerRequest;

/** Its answer: the responses, or the error (its name tells the modal whether to offer a retry). */
export type WorkerReply = { id: number; responses: SearchResponses } | { id: number; error: { name: string; message: string } };
