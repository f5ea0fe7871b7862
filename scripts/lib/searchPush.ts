import { AlgoliaError } from '@algolia/client-common';
import { algoliasearch, type IndexSettings, type SynonymHit } from 'algoliasearch';
import { clientOptions, type Host } from '../../src/search/algolia';
import { builtIndexLanguages, builtRecords } from './builtIndex';
import type { SearchRecord } from '../../src/search/types';
import { SYNONYM_GROUPS } from '../../src/search/synonyms';

/** Records per batch call; Algolia recommends batches of about 1,000 records or 10 MB. */
export const BATCH_SIZE = 1000;

/** Index settings DocSearch expects: hierarchy first, the facets of contextual search, distinct sections. */
export const INDEX_SETTINGS: IndexSettings = {
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

/**
 * The payment synonym list the local engine uses (src/search/synonyms.ts), as Algolia's regular
 * synonyms, so that both search backends find `payout` on the settlement pages. Plurals need no
 * entries: the settings ignore them.
 */
export const SYNONYM_HITS: SynonymHit[] = SYNONYM_GROUPS.map((group) => ({ objectID: `tesela-${group[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, type: 'synonym', synonyms: [...group] }));

/** The records of the built site: every locale's index under `public/search-index/`, read back from its chunks. */
export async function readBuiltRecords(publicDir: string): Promise<SearchRecord[]> {
  const languages = builtIndexLanguages(publicDir);
  return (await Promise.all(languages.map((language) => builtRecords(publicDir, language)))).flat();
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
  /** How long a task may take to be published before the push gives up. */
  taskTimeoutMs?: number;
}

export interface PushReport {
  records: number;
  byLanguage: Record<string, number>;
  batches: number;
  taskIds: number[];
}

/** Algolia's full client with an admin key, on this site's hosts and timeouts (credentials in headers, its Node default). */
export function createAdminClient(appId: string, adminKey: string, hosts?: Host[]) {
  return algoliasearch(appId, adminKey, clientOptions({ appId, apiKey: adminKey, hosts }));
}

/**
 * Replaces the records of an index without a moment of empty results: the records go in batches
 * into a temporary index with the DocSearch settings and the synonyms, which then replaces the live
 * one (a move carries settings and synonyms with it).
 */
export async function pushRecords({
  appId,
  adminKey,
  indexName,
  records,
  hosts,
  log = () => undefined,
  pollMs = 500,
  taskTimeoutMs = 10 * 60 * 1000,
}: PushOptions): Promise<PushReport> {
  const client = createAdminClient(appId, adminKey, hosts);
  const temporary = `${indexName}_tmp`;
  const taskIds: number[] = [];

  const wait = async (index: string, taskID: number) => {
    try {
      await client.waitForTask({ indexName: index, taskID, maxRetries: Math.max(1, Math.ceil(taskTimeoutMs / pollMs)), timeout: () => pollMs });
    } catch (error) {
      // API and network errors keep their own message; the helper's give-up error becomes a clear one.
      if (error instanceof AlgoliaError) throw error;
      throw new Error(`Task ${taskID} of index "${index}" was not published within ${taskTimeoutMs / 1000} s; the index may still be updating, check its tasks in Algolia's dashboard.`, { cause: error });
    }
  };

  const settings = await client.setSettings({ indexName: temporary, indexSettings: INDEX_SETTINGS });
  taskIds.push(settings.taskID);
  log(`settings of ${temporary}: task ${settings.taskID}`);
  const synonyms = await client.saveSynonyms({ indexName: temporary, synonymHit: SYNONYM_HITS, replaceExistingSynonyms: true });
  taskIds.push(synonyms.taskID);
  log(`${SYNONYM_HITS.length} synonym groups of ${temporary}: task ${synonyms.taskID}`);

  let batches = 0;
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    const chunk = records.slice(start, start + BATCH_SIZE);
    const { taskID } = await client.batch({
      indexName: temporary,
      batchWriteParams: { requests: chunk.map((body) => ({ action: 'addObject', body: body as unknown as Record<string, unknown> })) },
    });
    batches += 1;
    taskIds.push(taskID);
    log(`batch ${batches}: records ${start + 1}–${start + chunk.length} of ${records.length}, task ${taskID}`);
  }
  for (const taskID of taskIds) await wait(temporary, taskID);

  const move = await client.operationIndex({ indexName: temporary, operationIndexParams: { operation: 'move', destination: indexName } });
  taskIds.push(move.taskID);
  await wait(indexName, move.taskID);
  log(`${temporary} moved to ${indexName}: task ${move.taskID}`);

  const byLanguage: Record<string, number> = {};
  for (const r of records) byLanguage[r.language] = (byLanguage[r.language] ?? 0) + 1;
  return { records: records.length, byLanguage, batches, taskIds };
}
