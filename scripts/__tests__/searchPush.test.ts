/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordsOf } from '../../src/test-utils/records';
import { BATCH_SIZE, INDEX_SETTINGS, pushRecords, SYNONYM_HITS } from '../lib/searchPush';

/** A stand-in for Algolia's write API on loopback: records calls, publishes tasks on the `publishAt`th poll. */
async function fakeAlgolia(publishAt = 2) {
  const calls: { method: string; path: string; search: string; key: string | undefined; body: unknown }[] = [];
  const polls = new Map<string, number>();
  let task = 100;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const { pathname: path, search } = new URL(req.url ?? '', 'http://x');
      calls.push({ method: req.method ?? '', path, search, key: req.headers['x-algolia-api-key'] as string | undefined, body: raw ? JSON.parse(raw) : null });
      res.setHeader('content-type', 'application/json');
      if (req.headers['x-algolia-api-key'] !== 'admin') {
        res.statusCode = 403;
        res.end(JSON.stringify({ message: 'Method not allowed with this API key', status: 403 }));
        return;
      }
      if (req.method === 'GET' && path.includes('/task/')) {
        const seen = (polls.get(path) ?? 0) + 1;
        polls.set(path, seen);
        res.end(JSON.stringify({ status: seen >= publishAt ? 'published' : 'notPublished' }));
        return;
      }
      task += 1;
      res.end(JSON.stringify({ taskID: task }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { calls, host: { url: `127.0.0.1:${port}`, protocol: 'http' as const, accept: 'readWrite' as const }, close: () => new Promise((r) => server.close(r)) };
}

const records = Array.from({ length: 6 }, (_, i) =>
  recordsOf({ url: `/docs/p${i}/`, language: i % 2 ? 'en' : 'es', lvl0: 'G', title: `P${i}`, tag: 'docs-default-current', body: Array.from({ length: 400 }, (_, j) => `Line ${j}.\n\n`).join('') }),
).flat();

describe('search:push', () => {
  it('fills a temporary index in batches with the DocSearch settings, then moves it over the live index', async () => {
    const algolia = await fakeAlgolia();
    const lines: string[] = [];
    try {
      const report = await pushRecords({ appId: 'APP', adminKey: 'admin', indexName: 'live_doc', records, hosts: [algolia.host], log: (l) => lines.push(l), pollMs: 1 });
      const writes = algolia.calls.filter((c) => c.method !== 'GET');
      expect(writes[0]).toMatchObject({ method: 'PUT', path: '/1/indexes/live_doc_tmp/settings', body: INDEX_SETTINGS, key: 'admin' });
      // The local engine's synonym list, replacing whatever the index had.
      expect(writes[1]).toMatchObject({ method: 'POST', path: '/1/indexes/live_doc_tmp/synonyms/batch', body: SYNONYM_HITS });
      expect(writes[1].search).toContain('replaceExistingSynonyms=true');
      expect(SYNONYM_HITS.find((hit) => hit.synonyms?.includes('payout'))?.synonyms).toEqual(expect.arrayContaining(['settlement', 'liquidación']));
      expect(new Set(SYNONYM_HITS.map((hit) => hit.objectID)).size).toBe(SYNONYM_HITS.length);
      const batches = writes.filter((c) => c.path === '/1/indexes/live_doc_tmp/batch');
      expect(batches).toHaveLength(Math.ceil(records.length / BATCH_SIZE));
      const sent = batches.flatMap((b) => (b.body as { requests: { action: string; body: { objectID: string } }[] }).requests);
      expect(sent.map((r) => r.body.objectID)).toEqual(records.map((r) => r.objectID));
      expect(sent.every((r) => r.action === 'addObject')).toBe(true);
      expect(writes[writes.length - 1]).toMatchObject({ method: 'POST', path: '/1/indexes/live_doc_tmp/operation', body: { operation: 'move', destination: 'live_doc' } });
      // The move waits until every batch is published.
      const moveAt = algolia.calls.findIndex((c) => c.path.endsWith('/operation'));
      // Tasks 101 and 102 are the settings and the synonyms; the batches follow.
      const lastBatchTaskPoll = algolia.calls.map((c) => c.path).lastIndexOf('/1/indexes/live_doc_tmp/task/' + String(100 + 2 + batches.length));
      expect(lastBatchTaskPoll).toBeGreaterThanOrEqual(0);
      expect(lastBatchTaskPoll).toBeLessThan(moveAt);
      expect(report).toMatchObject({ records: records.length, batches: batches.length, byLanguage: { es: records.filter((r) => r.language === 'es').length, en: records.filter((r) => r.language === 'en').length } });
      expect(lines.some((l) => l.startsWith('batch 1: records 1–1000'))).toBe(true);
    } finally {
      await algolia.close();
    }
  });

  it('gives up on a task that is never published, with an error that says so', async () => {
    const algolia = await fakeAlgolia(Infinity);
    try {
      await expect(pushRecords({ appId: 'APP', adminKey: 'admin', indexName: 'live_doc', records, hosts: [algolia.host], pollMs: 1, taskTimeoutMs: 5 })).rejects.toThrow(
        'Task 101 of index "live_doc_tmp" was not published within 0.005 s',
      );
      expect(algolia.calls.filter((c) => c.path === '/1/indexes/live_doc_tmp/task/101')).toHaveLength(5);
      expect(algolia.calls.some((c) => c.path.endsWith('/operation'))).toBe(false);
    } finally {
      await algolia.close();
    }
  });

  it("stops on a 4xx answer with the server's message", async () => {
    const algolia = await fakeAlgolia();
    try {
      await expect(pushRecords({ appId: 'APP', adminKey: 'search-only', indexName: 'live_doc', records, hosts: [algolia.host] })).rejects.toMatchObject({
        message: 'Method not allowed with this API key',
        status: 403,
      });
    } finally {
      await algolia.close();
    }
  });
});
