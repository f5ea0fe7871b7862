/**
 * The site files (the search index, the feeds, the Markdown copies, llms.txt and the API downloads)
 * are written by a worker thread while Gatsby builds the pages (`writeSiteFilesInWorker`):
 * createPages starts it and `gatsby build` waits for it in onPostBuild, before the hosting files,
 * which list what it wrote. In a build it also makes the compressed copies of its files, so that
 * onPostBuild compresses only the rest. `gatsby develop`, which has no
 * onPostBuild, waits for it in createPages.
 */
import type { Reporter } from 'gatsby';
import type { SiteFilesInput, SiteFilesResult } from '../siteFiles';
import { tsWorker } from '../tsWorker';

/**
 * `writeAllSiteFiles` (src/node/siteFiles.ts) in a worker thread (src/node/siteFilesWorker.ts): the
 * build's main thread goes on with the page queries and webpack while the worker writes the search
 * index, the Markdown copies and the downloads. The input is copied to the worker (structured clone)
 * when it starts. Rejects with the worker's error, which names the file at fault. Only the worker
 * loads siteFiles.ts and what it imports (the Postman converter alone took 0.5 s to load), so the
 * build's main process and Gatsby's query worker, which load gatsby-node, do not. With `compress`,
 * the text files it wrote also get their compressed copies, and the result lists them.
 */
export function writeSiteFilesInWorker(publicDir: string, input: SiteFilesInput, compress = false): Promise<SiteFilesResult> {
  return new Promise((resolve, reject) => {
    const worker = tsWorker('src/node/siteFilesWorker.ts', { publicDir, input, compress });
    worker.once('message', ({ lines, compressed, error }: Partial<SiteFilesResult> & { error?: string }) => {
      if (error !== undefined || !lines || !compressed) reject(new Error(error ?? 'the site files worker sent no result'));
      else resolve({ lines, compressed });
      void worker.terminate();
    });
    worker.once('error', reject);
    // Settled already when the worker has answered; otherwise it died without a word.
    worker.once('exit', (code) => reject(new Error(`the site files worker stopped (exit code ${code}) before writing the site files`)));
  });
}

let pending: Promise<SiteFilesResult> | null = null;

const fail = (reporter: Reporter) => (error: Error) => reporter.panicOnBuild(`Could not write the site files: ${error.message}`);

function report(lines: string[], reporter: Reporter): void {
  for (const line of lines) reporter.info(`site files: ${line}`);
}

/** Starts writing the site files; under `gatsby develop`, also waits for them. */
export async function startSiteFiles(publicDir: string, input: SiteFilesInput, reporter: Reporter): Promise<void> {
  const building = process.env.gatsby_executing_command === 'build';
  // Only a build's copies are served (by `npm run serve`): `gatsby develop` compresses nothing.
  const task = writeSiteFilesInWorker(publicDir, input, building);
  if (!building) {
    await task.then(({ lines }) => report(lines, reporter), fail(reporter));
    return;
  }
  // A failure fails the build at once, not after the pages are rendered.
  pending = task.then(
    (result) => result,
    (error: Error) => {
      fail(reporter)(error);
      return { lines: [], compressed: [] };
    },
  );
}

/**
 * Waits for the site files that createPages started, and logs what was written; returns the files
 * (absolute paths) that have their compressed copies already.
 */
export async function siteFilesWritten(reporter: Reporter): Promise<ReadonlySet<string>> {
  const task = pending;
  pending = null;
  if (!task) return new Set();
  const { lines, compressed } = await task;
  report(lines, reporter);
  return new Set(compressed);
}
