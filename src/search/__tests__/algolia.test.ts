/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdminClient } from '../../../scripts/lib/searchPush';
import { ApiError, createAlgoliaSearchClient, createHostsCache, defaultHosts, type Host } from '../algolia';
import { RETRY_ERROR } from '../types';

interface Server {
  host: Host;
  requests: { method: string; url: string; body: string }[];
  close: () => Promise<void>;
}

/** A loopback HTTP server answering every request with `respond`. */
async function serve(accept: Host['accept'], respond: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Server> {
  const requests: Server['requests'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      respond(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: { url: `127.0.0.1:${port}`, protocol: 'http', accept },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: connecting fails at once. */
async function deadHost(accept: Host['accept']): Promise<Host> {
  const s = await serve(accept, () => undefined);
  await s.close();
  return s.host;
}

const json = (status: number, body: unknown) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const answer = { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'x' }] };
/** Spec: a failed host is avoided for 2 minutes (Algolia's client keeps that state per client). */
const HOST_AVOIDANCE_MS = 2 * 60 * 1000;
const servers: Server[] = [];
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function started(accept: Host['accept'], respond: Parameters<typeof serve>[1]) {
  const s = await serve(accept, respond);
  servers.push(s);
  return s;
}

describe('Algolia client', () => {
  it("uses Algolia's hosts: the read DSN, the main host, then the fallbacks", () => {
    expect(defaultHosts('APP').map((h) => `${h.url}:${h.accept}`)).toEqual([
      'APP-dsn.algolia.net:read',
      'APP.algolia.net:write',
      'APP-1.algolianet.com:readWrite',
      'APP-2.algolianet.com:readWrite',
      'APP-3.algolianet.com:readWrite',
    ]);
  });

  it('fails without an application id or api key, naming which', () => {
    expect(() => createAlgoliaSearchClient({ appId: '', apiKey: 'k' })).toThrow('application id is missing');
    expect(() => createAlgoliaSearchClient({ appId: 'a', apiKey: '' })).toThrow('api key is missing');
  });

  it('posts the queries with the credentials as query parameters', async () => {
    const up = await started('read', json(200, answer));
    const client = createAlgoliaSearchClient({ appId: 'APP', apiKey: 'search-key', hosts: [up.host], hostsCache: createHostsCache() });
    const requests = [{ indexName: 'live_doc', query: 'refund', hitsPerPage: 20, facetFilters: ['language:en'] }];
    await expect(client.search({ requests })).resolves.toEqual(answer);
    const [sent] = up.requests;
    expect(sent.method).toBe('POST');
    const url = new URL(sent.url, 'http://x');
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe('APP');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('search-key');
    expect(JSON.parse(sent.body)).toEqual({ requests });
  });

  it('falls over from a dead first host to the next, read hosts first, and avoids the dead one for 2 minutes', async () => {
    // The dead host drops every connection (a network error) and counts the attempts.
    const dead = await started('read', (req) => req.socket.destroy());
    const write = await started('write', json(200, answer));
    const fallback = await started('readWrite', json(200, answer));
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const client = createAlgoliaSearchClient({ appId: 'APP', apiKey: 'k', hosts: [write.host, fallback.host, dead.host], hostsCache: createHostsCache() });
    const search = (query: string) => client.search({ requests: [{ indexName: 'live_doc', query }] });
    await expect(search('a')).resolves.toEqual(answer);
    // The read host was tried first (and failed), then the first host that serves reads; the write-only host never.
    expect(dead.requests).toHaveLength(1);
    expect(fallback.requests).toHaveLength(1);
    expect(write.requests).toHaveLength(0);
    // Within 2 minutes the dead host is skipped: the answer comes straight from the fallback.
    now += HOST_AVOIDANCE_MS - 1;
    await expect(search('b')).resolves.toEqual(answer);
    expect([dead.requests.length, fallback.requests.length]).toEqual([1, 2]);
    // Past 2 minutes it is tried first again (Algolia's client counts "past" strictly: 2 min + 1 ms).
    now += 2;
    await expect(search('c')).resolves.toEqual(answer);
    expect([dead.requests.length, fallback.requests.length]).toEqual([2, 3]);
  });

  it('retries on 5xx answers and timeouts', async () => {
    const failing = await started('read', json(503, { message: 'busy' }));
    const slow = await started('readWrite', () => undefined);
    const good = await started('readWrite', json(200, answer));
    const client = createAlgoliaSearchClient({
      appId: 'APP',
      apiKey: 'k',
      hosts: [failing.host, slow.host, good.host],
      timeouts: { connect: 50, read: 50 },
      hostsCache: createHostsCache(),
    });
    await expect(client.search({ requests: [{ indexName: 'live_doc', query: 'a' }] })).resolves.toEqual(answer);
    expect([failing.requests.length, slow.requests.length, good.requests.length]).toEqual([1, 1, 1]);
  });

  it("surfaces a 4xx answer as an API error with the server's message and status, without retrying", async () => {
    const forbidden = await started('read', json(403, { message: 'Invalid Application-ID or API key', status: 403 }));
    const other = await started('readWrite', json(200, answer));
    const client = createAlgoliaSearchClient({ appId: 'APP', apiKey: 'bad', hosts: [forbidden.host, other.host], hostsCache: createHostsCache() });
    const error = await client.search({ requests: [{ indexName: 'live_doc', query: 'a' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid Application-ID or API key', status: 403 });
    expect(other.requests).toHaveLength(0);
  });

  it('ends in a RetryError (the modal\'s error state) when every host is down', async () => {
    const hosts = [await deadHost('read'), await deadHost('readWrite'), await deadHost('readWrite')];
    const client = createAlgoliaSearchClient({ appId: 'APP', apiKey: 'k', hosts, hostsCache: createHostsCache() });
    const error = (await client.search({ requests: [{ indexName: 'live_doc', query: 'a' }] }).catch((e: unknown) => e)) as Error;
    expect(error.name).toBe(RETRY_ERROR);
    expect(error.message).toContain('Unreachable hosts');
    expect(error.message).toContain(hosts[2].url);
  });

  it('sends admin calls to write hosts with the key in headers', async () => {
    const read = await started('read', json(200, {}));
    const write = await started('write', (req, res) => json(200, { key: req.headers['x-algolia-api-key'] })(req, res));
    const admin = createAdminClient('APP', 'admin', [read.host, write.host]);
    await expect(admin.batch({ indexName: 'live_doc', batchWriteParams: { requests: [] } })).resolves.toEqual({ key: 'admin' });
    expect(read.requests).toHaveLength(0);
    expect(new URL(write.requests[0].url, 'http://x').searchParams.has('x-algolia-api-key')).toBe(false);
  });
});
