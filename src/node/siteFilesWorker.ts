/** The worker thread of `writeSiteFilesInWorker` (gatsby/siteFilesTask.ts): writes the site files it is given, once. */
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { writeAllSiteFiles, type SiteFilesInput } from './siteFiles';

const { publicDir, input, compress } = (workerData as { data: { publicDir: string; input: SiteFilesInput; compress: boolean } }).data;

/**
 * A full garbage collection of this thread's heap, after each step. The thread runs while Gatsby runs
 * the page queries in a second process, when the build's memory peaks; left to itself, V8 let this
 * heap grow to 1 GB at ten times the pages although what a step keeps is 160–350 MB (measured with
 * a collection after each step), and the build's peak went from 2.4 to 3.3 GiB. `gc` is exposed to a
 * new context only (vm), not to the build's own code.
 */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

writeAllSiteFiles(publicDir, input, { afterStep: collect, compress }).then(
  (result) => parentPort?.postMessage(result),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
