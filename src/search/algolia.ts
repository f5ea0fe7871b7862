import { RETRY_ERROR, type SearchClient, type SearchRequest, type SearchResponses } from './types';

/**
 * A small client for the hosted Algolia index, written for this site: the search call of the
 * modal and the search page, and the batch calls of `npm run search:push`. It follows Algolia's
 * documented retry strategy: read hosts before write hosts, a host that times out, cannot be
 * reached or answers other than 2xx/4xx is skipped and avoided for 2 minutes, a 4xx is an API
 * error that carries the server's message and status, and when every host failed the call ends
 * in a `RetryError` (which DocSearch shows as "Unable to fetch results").
 */

export type HostAccept = 'read' | 'write' | 'readWrite';

export interface Host {
  /** Host name with an optional port: `APPID-dsn.algolia.net`, `127.0.0.1:4001`. */
  url: string;
  protocol?: 'https' | 'http';
  accept: HostAccept;
}

export interface Timeouts {
  connect: number;
  read: number;
  write: number;
}

/** Spec: connect 1 s, read 2 s, write 30 s. */
export const DEFAULT_TIMEOUTS: Timeouts = { connect: 1000, read: 2000, write: 30000 };

/** Spec: a failed host is avoided for 2 minutes. */
export const HOST_AVOIDANCE_MS = 2 * 60 * 1000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class RetryError extends Error {
  constructor(readonly attempts: { host: string; reason: string }[]) {
    super(
      `Unreachable hosts: every search host failed (${attempts.map((a) => `${a.host}: ${a.reason}`).join('; ')}).`,
    );
    this.name = RETRY_ERROR;
  }
}

/** Algolia's hosts for an application: the read-only DSN first, then the main host, then three fallbacks. */
export function defaultHosts(appId: string): Host[] {
  return [
    { url: `${appId}-dsn.algolia.net`, accept: 'read' },
    { url: `${appId}.algolia.net`, accept: 'write' },
    { url: `${appId}-1.algolianet.com`, accept: 'readWrite' },
    { url: `${appId}-2.algolianet.com`, accept: 'readWrite' },
    { url: `${appId}-3.algolianet.com`, accept: 'readWrite' },
  ];
}

export interface TransportOptions {
  appId: string;
  apiKey: string;
  hosts?: Host[];
  timeouts?: Partial<Timeouts>;
  /** Send the credentials as query parameters (search) or as headers (admin calls). */
  credentials?: 'query' | 'headers';
  fetch?: typeof fetch;
  now?: () => number;
  /** When each host last failed; share one map to remember failures across clients. */
  downSince?: Map<string, number>;
}

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Reads may use read hosts; writes need write hosts. */
  kind: 'read' | 'write';
}

/** Remembered per page load, as the spec asks: a failed host is skipped by every client for 2 minutes. */
const sharedDownSince = new Map<string, number>();

const AGENT = 'Tesela developer portal (search)';

export class AlgoliaTransport {
  private readonly hosts: Host[];
  private readonly timeouts: Timeouts;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly downSince: Map<string, number>;

  constructor(private readonly options: TransportOptions) {
    if (!options.appId) throw new Error('The Algolia application id is missing.');
    if (!options.apiKey) throw new Error('The Algolia api key is missing.');
    this.hosts = options.hosts ?? defaultHosts(options.appId);
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.now = options.now ?? Date.now;
    this.downSince = options.downSince ?? sharedDownSince;
  }

  /** Hosts that may serve this kind of request, read hosts first for reads, failed ones left out while avoided. */
  candidates(kind: 'read' | 'write'): Host[] {
    const usable = this.hosts.filter((h) => h.accept === 'readWrite' || h.accept === kind);
    const ordered = kind === 'read' ? [...usable.filter((h) => h.accept === 'read'), ...usable.filter((h) => h.accept !== 'read')] : usable;
    const now = this.now();
    const up = ordered.filter((h) => {
      const since = this.downSince.get(h.url);
      return since === undefined || now - since >= HOST_AVOIDANCE_MS;
    });
    // When every host is avoided, try them all again rather than fail without asking.
    return up.length > 0 ? up : ordered;
  }

  async request<T>(req: TransportRequest): Promise<T> {
    const attempts: { host: string; reason: string }[] = [];
    const hosts = this.candidates(req.kind);
    for (const [retry, host] of hosts.entries()) {
      const url = new URL(`${host.protocol ?? 'https'}://${host.url}${req.path}`);
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (this.options.credentials === 'headers') {
        headers['x-algolia-application-id'] = this.options.appId;
        headers['x-algolia-api-key'] = this.options.apiKey;
      } else {
        url.searchParams.set('x-algolia-api-key', this.options.apiKey);
        url.searchParams.set('x-algolia-application-id', this.options.appId);
      }
      url.searchParams.set('x-algolia-agent', AGENT);
      // Each retry waits longer, as the client libraries do.
      const timeout = (this.timeouts.connect + (req.kind === 'read' ? this.timeouts.read : this.timeouts.write)) * (retry + 1);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeout);
      let response: Response;
      let text: string;
      try {
        response = await this.fetchImpl(url.toString(), {
          method: req.method,
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
          signal: controller.signal,
        });
        text = await response.text();
      } catch (error) {
        clearTimeout(timer);
        const reason = controller.signal.aborted ? `timed out after ${timeout} ms` : `network error (${(error as Error).message})`;
        attempts.push({ host: host.url, reason });
        this.downSince.set(host.url, this.now());
        continue;
      }
      clearTimeout(timer);
      if (response.status >= 200 && response.status < 300) {
        this.downSince.delete(host.url);
        return JSON.parse(text) as T;
      }
      if (response.status >= 400 && response.status < 500) {
        let message = text;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {
          // Not JSON: the body text is the message.
        }
        throw new ApiError(message || `HTTP ${response.status}`, response.status);
      }
      attempts.push({ host: host.url, reason: `HTTP ${response.status}` });
      this.downSince.set(host.url, this.now());
    }
    throw new RetryError(attempts);
  }
}

/** The search client of the Algolia provider: one `POST /1/indexes/*\/queries` per call. */
export function createAlgoliaSearchClient(options: TransportOptions): SearchClient {
  const transport = new AlgoliaTransport({ credentials: 'query', ...options });
  return {
    search: ({ requests }: { requests: SearchRequest[] }) =>
      transport.request<SearchResponses>({ method: 'POST', path: '/1/indexes/*/queries', body: { requests }, kind: 'read' }),
  };
}
