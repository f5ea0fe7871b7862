import type { SearchRequest, SearchResponses } from './types';

/** A query from the page to the search worker. */
export interface WorkerRequest {
  id: number;
  defaultLanguage: string;
  basePath: string;
  requests: SearchRequest[];
}

/** Its answer: the responses, or the error (its name tells the modal whether to offer a retry). */
export type WorkerReply = { id: number; responses: SearchResponses } | { id: number; error: { name: string; message: string } };
