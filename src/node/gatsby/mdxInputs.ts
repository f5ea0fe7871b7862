/**
 * Gatsby keeps a content node between builds while its file is unchanged, so the facts parsed from
 * an MDX file would outlive a change to the other files its parse reads: the sandbox's test values
 * (content/testing.yaml, put in the pages' placeholders) and the site's URL (site.config.ts, in the
 * Markdown copies' links). The stylesheets likewise: Gatsby inlines the CSS in each page's HTML,
 * and an incremental build that does not render a page again leaves its old CSS inline. And the code
 * that makes the nodes: a node kept from before a change lacks the fields the change adds. The build
 * stamps the digest of these inputs in .cache; when it differs, the cache is dropped before Gatsby
 * loads it (Gatsby drops a cache whose public/ folder is missing).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { TESTING_FILE } from '../testing';

export const MDX_INPUTS = [TESTING_FILE, 'site.config.ts'];
const STAMP = '.cache/mdx-inputs.json';
/** Gatsby's data store (its LMDB folder), which a build keeps between runs. */
export const DATA_STORE = '.cache/caches-lmdb';

/** The files under src/ that `keep` selects, relative to the root, sorted. */
function sourceFiles(root: string, keep: (file: string) => boolean): string[] {
  const src = path.join(root, 'src');
  if (!fs.existsSync(src)) return [];
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter(keep)
    .sort();
}

/**
 * The code that makes the content nodes (the parse, the derivations, the schema, the API views) and
 * what it imports from the shared folders: a node kept from an earlier build has the fields that code
 * gave it then, so a field it now adds would be missing ("Cannot return null for non-nullable field").
 */
const NODE_CODE = /^src\/(node|search|openapi|utils)\/(?!.*__tests__\/).*\.ts$/;

/** Every input whose change an incremental build would miss. */
export function cacheInputs(root: string): string[] {
  return [...MDX_INPUTS, ...sourceFiles(root, (file) => file.endsWith('.css') || NODE_CODE.test(file))];
}

export function inputsDigest(root: string, files: readonly string[] = cacheInputs(root)): string {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    const absolute = path.join(root, file);
    hash.update(`${file}\0${fs.existsSync(absolute) ? fs.readFileSync(absolute) : ''}\0`);
  }
  return hash.digest('hex');
}

/** True when a cache exists and was built from other inputs (or from before the stamp existed). */
export function cacheIsStale(root: string): boolean {
  if (!fs.existsSync(path.join(root, DATA_STORE))) return false;
  const stamp = path.join(root, STAMP);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== inputsDigest(root);
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter, store }) => {
  const root = store.getState().program.directory as string;
  if (!cacheIsStale(root)) return;
  reporter.info(`${MDX_INPUTS.join(', ')}, a stylesheet of src/ or the code that makes the content nodes changed since the last build: the cache (parsed pages, rendered HTML) is dropped.`);
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true });
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ store }) => {
  const root = store.getState().program.directory as string;
  fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP), inputsDigest(root));
};
