import fs from 'node:fs';
import path from 'node:path';
import type { IndexSource, LocalSearchEngine } from '../../src/search/engine';
import { expandIndexFile } from '../../src/search/indexFile';
import { chunkPath, headPath, readHead, readShard, shardPath } from '../../src/search/parts';
import type { SearchRecord } from '../../src/search/types';

function readJson(publicDir: string, route: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(publicDir, route), 'utf8'));
}

/** A language's index as the build wrote it under `public/search-index/`, read from the disk. */
export function builtIndexSource(publicDir: string, language: string): IndexSource {
  const head = readHead(readJson(publicDir, headPath(language)));
  return {
    head,
    shard: async (k) => readShard(readJson(publicDir, shardPath(head, k))),
    chunk: async (k) => expandIndexFile(readJson(publicDir, chunkPath(head, k))),
  };
}

/** The languages of the built index: one head per language. */
export function builtIndexLanguages(publicDir: string): string[] {
  const dir = path.join(publicDir, 'search-index');
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: run "npm run build" first.`);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** Every record of a language's built index, in order, read back from its chunks. */
export async function builtRecords(publicDir: string, language: string): Promise<SearchRecord[]> {
  const source = builtIndexSource(publicDir, language);
  const chunks = Math.ceil(source.head.levels.length / source.head.chunkSize);
  return (await Promise.all(Array.from({ length: chunks }, (_, k) => source.chunk(k)))).flat();
}

/** The first three pages of a query's results, each once (the modal groups a page's hits): what the relevance suites judge. */
export async function topPages(engine: LocalSearchEngine, query: string): Promise<string[]> {
  const pages: string[] = [];
  for (const hit of (await engine.search({ query, hitsPerPage: 50 })).hits) {
    if (!pages.includes(hit.url_without_anchor)) pages.push(hit.url_without_anchor);
    if (pages.length === 3) break;
  }
  return pages;
}
