import fs from 'node:fs';
import path from 'node:path';
import { AlgoliaTransport, type Host } from '../../src/search/algolia';
import { expandIndexFile } from '../../src/search/indexFile';
import type { SearchRecord } from '../../src/search/types';

/** Records per batch call; Algolia recommends batches of about 1,000 records or 10 MB. */
export const BATCH_SIZE = 1000;

/** Index settings DocSearch expects: hierarchy first, the facets of contextual search, distinct sections. */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['asc(position)'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
};

/** The records of the built site: every locale's index file under `public/search-index/`. */
export function readBuiltRecords(publicDir: string): SearchRecord[] {
  const dir = path.join(publicDir, 'search-index');
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: run "npm run build" first.`);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => expandIndexFile(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));
}

export interface PushOptions {
  appId: string;
  adminKey: string;
  indexName: string;
  records: SearchRecord[];
  hosts?: Host[];
  log?: (line: string) => void;
  /** Between task status polls. */
  pollMs?: number;
}

export interface PushReport {
  records: number;
  byLanguage: Record<string, number>;
  batches: number;
  taskIds: number[];
}

/**
 * Replaces the records of an index without a moment of empty results: the records go in batches
 * into a temporary index with the DocSearch settings, which then replaces the live one.
 */
export async function pushRecords({ appId, adminKey, indexName, records, hosts, log = () => undefined, pollMs = 500 }: PushOptions): Promise<PushReport> {
  const transport = new AlgoliaTransport({ appId, apiKey: adminKey, hosts, credentials: 'headers' });
  const temporary = `${indexName}_tmp`;
  const encode = encodeURIComponent;
  const taskIds: number[] = [];

  const wait = async (index: string, taskID: number) => {
    for (;;) {
      const task = await transport.request<{ status: string }>({ method: 'GET', path: `/1/indexes/${encode(index)}/task/${taskID}`, kind: 'read' });
      if (task.status === 'published') return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };

  const settings = await transport.request<{ taskID: number }>({ method: 'PUT', path: `/1/indexes/${encode(temporary)}/settings`, body: INDEX_SETTINGS, kind: 'write' });
  taskIds.push(settings.taskID);
  log(`settings of ${temporary}: task ${settings.taskID}`);

  let batches = 0;
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    const chunk = records.slice(start, start + BATCH_SIZE);
    const { taskID } = await transport.request<{ taskID: number }>({
      method: 'POST',
      path: `/1/indexes/${encode(temporary)}/batch`,
      body: { requests: chunk.map((body) => ({ action: 'addObject', body })) },
      kind: 'write',
    });
    batches += 1;
    taskIds.push(taskID);
    log(`batch ${batches}: records ${start + 1}–${start + chunk.length} of ${records.length}, task ${taskID}`);
  }
  for (const taskID of taskIds) await wait(temporary, taskID);

  const move = await transport.request<{ taskID: number }>({
    method: 'POST',
    path: `/1/indexes/${encode(temporary)}/operation`,
    body: { operation: 'move', destination: indexName },
    kind: 'write',
  });
  taskIds.push(move.taskID);
  await wait(indexName, move.taskID);
  log(`${temporary} moved to ${indexName}: task ${move.taskID}`);

  const byLanguage: Record<string, number> = {};
  for (const r of records) byLanguage[r.language] = (byLanguage[r.language] ?? 0) + 1;
  return { records: records.length, byLanguage, batches, taskIds };
}
