/**
 * The site files (the search index, the feeds, the Markdown copies, llms.txt and the API downloads)
 * are written by a worker thread while Gatsby builds the pages (`writeSiteFilesInWorker`):
 * createPages starts it and `gatsby build` waits for it in onPostBuild, before the hosting files
 * and the compressed copies, which list and compress what it wrote. `gatsby develop`, which has no
 * onPostBuild, waits for it in createPages.
 */
import type { Reporter } from 'gatsby';
import { writeSiteFilesInWorker, type SiteFilesInput } from '../siteFiles';

let pending: Promise<string[]> | null = null;

const fail = (reporter: Reporter) => (error: Error) => reporter.panicOnBuild(`Could not write the site files: ${error.message}`);

function report(lines: string[], reporter: Reporter): void {
  for (const line of lines) reporter.info(`site files: ${line}`);
}

/** Starts writing the site files; under `gatsby develop`, also waits for them. */
export async function startSiteFiles(publicDir: string, input: SiteFilesInput, reporter: Reporter): Promise<void> {
  const task = writeSiteFilesInWorker(publicDir, input);
  if (process.env.gatsby_executing_command !== 'build') {
    await task.then((lines) => report(lines, reporter), fail(reporter));
    return;
  }
  // A failure fails the build at once, not after the pages are rendered.
  pending = task.then(
    (lines) => lines,
    (error: Error) => {
      fail(reporter)(error);
      return [];
    },
  );
}

/** Waits for the site files that createPages started, and logs what was written. */
export async function siteFilesWritten(reporter: Reporter): Promise<void> {
  const task = pending;
  pending = null;
  if (task) report(await task, reporter);
}
