/**
 * A worker thread that runs one of the build's TypeScript modules, loaded through tsx (the
 * repository's own runner): the MDX pool (src/node/mdx/pool.ts) and the site files
 * (src/node/siteFiles.ts) use it to put work on the second core.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// Registers tsx's CommonJS hooks, then loads the worker module named in workerData.
const BOOT = `require('tsx/cjs/api').register(); require(require('node:worker_threads').workerData.file);`;

/** Starts `file` (relative to the repository) in a worker thread; it reads `data` as `workerData.data`. */
export function tsWorker(file: string, data?: unknown): Worker {
  return new Worker(BOOT, { eval: true, workerData: { file: path.resolve(file), data } });
}
