import type { Cache, Host, StackFrame, Timeouts } from '@algolia/client-common';
import { liteClient } from 'algoliasearch/lite';
import { RETRY_ERROR, type SearchClient, type SearchResponses } from './types';

/**
 * The site's settings for Algolia's official client (`algoliasearch` v5), shared by the search
 * provider (the lite client, in the browser) and `npm run search:push` (the full client, in Node).
 * The client implements Algolia's retry strategy: a host that times out, cannot be reached or
 * answers other than 2xx/4xx is retried on the next one and avoided for 2 minutes, a 4xx is an
 * `ApiError` with the server's message and status, and when every host failed the call ends in a
 * `RetryError` (which DocSearch shows as "Unable to fetch results").
 */

export type { Host, Timeouts };
export { ApiError } from '@algolia/client-common';

/** Spec: connect 1 s, read 2 s, write 30 s. */
export const TIMEOUTS: Timeouts = { connect: 1000, read: 2000, write: 30000 };

/** Algolia's hosts for an application: the read-only DSN first, then the main host, then three fallbacks. */
export function defaultHosts(appId: string): Host[] {
  return [
    { url: `${appId}-dsn.algolia.net`, protocol: 'https', accept: 'read' },
    { url: `${appId}.algolia.net`, protocol: 'https', accept: 'write' },
    { url: `${appId}-1.algolianet.com`, protocol: 'https', accept: 'readWrite' },
    { url: `${appId}-2.algolianet.com`, protocol: 'https', accept: 'readWrite' },
    { url: `${appId}-3.algolianet.com`, protocol: 'https', accept: 'readWrite' },
  ];
}

/**
 * A store of host states for the client's retry strategy, keyed by host URL and keeping the state
 * objects as they are. The client's own caches lose them (checked in @algolia/client-common 5.64:
 * `createTransporter` reads a host under the key `{url, accept, protocol}` but writes it under the
 * stateful host, whose `status` and `lastUpdate` make another key, and its memory cache stores JSON,
 * dropping the `isUp()` the next read calls), so a failed host was asked again on every request.
 * No upstream issue was found; drop this when that code keys the host by its URL.
 */
export function createHostsCache(): Cache {
  const states = new Map<string, unknown>();
  const keyOf = (key: Record<string, unknown> | string) => (typeof key === 'string' ? key : String(key.url));
  return {
    get: <T>(key: Record<string, unknown> | string, defaultValue: () => Promise<T>) =>
      states.has(keyOf(key)) ? Promise.resolve(states.get(keyOf(key)) as T) : defaultValue(),
    set: <T>(key: Record<string, unknown> | string, value: T) => {
      states.set(keyOf(key), value);
      return Promise.resolve(value);
    },
    delete: (key) => {
      states.delete(keyOf(key));
      return Promise.resolve();
    },
    clear: () => {
      states.clear();
      return Promise.resolve();
    },
  };
}

/** Remembered per page load, as the spec asks: a failed host is skipped by every client for 2 minutes. */
const sharedHostsCache = createHostsCache();

export interface ClientSettings {
  appId: string;
  apiKey: string;
  /** Defaults to `defaultHosts(appId)`, in that order (the client shuffles its own fallbacks; this site keeps them in order). */
  hosts?: Host[];
  timeouts?: Partial<Timeouts>;
  /** Where host failures are remembered; one per page load unless given. */
  hostsCache?: Cache;
}

/**
 * Checks the credentials (naming the one missing) and returns the client options: the given hosts
 * with read-only hosts first (the client tries hosts in the order given), the spec's timeouts, and
 * a host cache that works (see `createHostsCache`).
 */
export function clientOptions({ appId, apiKey, hosts = defaultHosts(appId), timeouts, hostsCache = sharedHostsCache }: ClientSettings) {
  if (!appId) throw new Error('The Algolia application id is missing.');
  if (!apiKey) throw new Error('The Algolia api key is missing.');
  const readFirst = [...hosts.filter((h) => h.accept === 'read'), ...hosts.filter((h) => h.accept !== 'read')];
  return { hosts: readFirst, timeouts: { ...TIMEOUTS, ...timeouts }, hostsCache };
}

function failure({ response }: StackFrame): string {
  if (response.isTimedOut) return 'timed out';
  return response.status === 0 ? `network error (${response.content})` : `HTTP ${response.status}`;
}

/** Adds each host that failed, and why, to the message of the client's `RetryError` (its own names none). */
export function explainFailure(error: unknown): unknown {
  const frames = (error as { stackTrace?: StackFrame[] } | null)?.stackTrace;
  if ((error as Error | null)?.name === RETRY_ERROR && frames) {
    (error as Error).message += ` Tried: ${frames.map((frame) => `${frame.host.url}: ${failure(frame)}`).join('; ')}.`;
  }
  return error;
}

/** The search client of the Algolia provider: the lite client's `search({ requests })`, one `POST /1/indexes/*\/queries` per call. */
export function createAlgoliaSearchClient(settings: ClientSettings): SearchClient {
  // Credentials in the query string, as the browser build does by default: no CORS preflight.
  const client = liteClient(settings.appId, settings.apiKey, { ...clientOptions(settings), authMode: 'WithinQueryParameters' });
  return {
    search: (input) =>
      (client.search(input) as Promise<unknown> as Promise<SearchResponses>).catch((error: unknown) => {
        throw explainFailure(error);
      }),
  };
}
