/**
 * After the pages are written: the site files are awaited (written beside the build, see
 * siteFilesTask.ts), then the sitemap and robots.txt, the pages' stray NUL bytes (nulBytes.ts), the hosting files (the CSP with the hashes of
 * the pages' inline scripts, immutable caching, redirects) and the compressed copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../../site.config';
import { resolveMeasurementId } from '../analytics';
import { compressBuild, pruneBuild } from '../compress';
import { htmlFiles, writeHostingFiles } from '../hosting';
import { stripNulBytes } from '../nulBytes';
import { resolveSearchConfig } from '../search';
import { buildRobots, buildSitemap, isListable } from '../sitemap';
import { contentDates } from './contentDates';
import { defaultHosts } from '../../search/algolia';
import { siteModel } from './siteModel';
import { siteFilesWritten } from './siteFilesTask';
/**
 * sitemap.xml (both locales, hreflang alternates, no unlisted, 404 or search pages, `lastmod` from
 * git for the pages written from one content file), robots.txt, the hosting files and the
 * compressed copies, each step timed in the build log.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, getNodesByType }) => {
  /** Runs one step under a timer, so the build log says what each costs. */
  const step = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const timer = reporter.activityTimer(name);
    timer.start();
    try {
      return await run();
    } finally {
      timer.end();
    }
  };
  const result = await graphql<{ allSitePage: { nodes: { path: string; pageContext: { twinRoute?: string | null } | null }[] } }>(`
    {
      allSitePage { nodes { path pageContext } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the pages for the sitemap.', result.errors);
    return;
  }
  const sitePages = result.data.allSitePage.nodes;
  const model = siteModel(getNodesByType);
  const publicDir = path.resolve('public');
  // The site files' worker, started by createPages, finishes before anything lists the files.
  const compressedEarly = await step('site files', () => siteFilesWritten(reporter));
  // What the public site does not carry (source maps, webpack.stats.json), before anything lists the files.
  const pruned = pruneBuild(publicDir);

  await step('sitemap and robots.txt', () => {
    const unlisted = new Set(model.docs.filter((d) => d.status === 'unlisted').map((d) => d.doc.route));
    // One git pass for the whole content folder; pages made from several sources (lists, tags, the
    // home page) get no lastmod, as do files git does not know (a shallow clone, no git at all).
    const modified = contentDates();
    const sourced = [...model.docs.map((d) => d.doc), ...(getNodesByType('MarkdownPage') as never as Sourced[]), ...(getNodesByType('BlogPost') as never as Sourced[])];
    const sourceOf = new Map(sourced.map((n) => [n.route, n.sourceFile]));
    const lastmodOf = (route: string): string | null => modified.get(sourceOf.get(route) ?? '') ?? null;
    const pages = sitePages
      .filter((p) => isListable(p.path) && !unlisted.has(p.path))
      .map((p) => {
        const twin = p.pageContext?.twinRoute ?? null;
        return { path: p.path, twinPath: twin && !unlisted.has(twin) ? twin : null, lastmod: lastmodOf(p.path) };
      });
    fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(siteConfig.url, pages));
    // Netlify names the deploy context: only production is meant for search engines.
    const indexable = !process.env.CONTEXT || process.env.CONTEXT === 'production';
    fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(siteConfig.url, indexable));
    reporter.info(`sitemap: ${pages.length} pages in public/sitemap.xml, ${pages.filter((p) => p.lastmod).length} with lastmod${indexable ? '' : ' (robots.txt keeps this deploy out of search engines)'}`);
  });

  // Before anything hashes or compresses the pages: the stray bytes of React's stream renderer.
  await step('NUL bytes', () => {
    const stripped = stripNulBytes(htmlFiles(publicDir));
    if (stripped.files > 0) reporter.info(`html: ${stripped.bytes} NUL bytes left by React's stream renderer removed from ${stripped.files} pages`);
  });

  await step('hosting files', () => {
    const search = resolveSearchConfig(siteConfig.search).config;
    try {
      const hosting = writeHostingFiles(
        publicDir,
        sitePages.map((p) => p.path),
        {
          analytics: resolveMeasurementId(siteConfig.analytics) !== null,
          searchHosts: search.provider === 'algolia' && search.appId ? defaultHosts(search.appId).map((h) => h.url) : [],
        },
      );
      reporter.info(`hosting: ${hosting.pages} pages, ${hosting.inlineScripts} inline scripts hashed and ${hosting.hashedFiles} hashed files listed in public/_headers, ${hosting.redirects} rules in public/_redirects`);
    } catch (error) {
      reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    }
  });
  // Last, once every file is written: the compressed copies the server sends.
  // The site files' worker made the copies of what it wrote.
  const compressed = await step('compressed copies', () => compressBuild(publicDir, undefined, compressedEarly));
  reporter.info(
    `compress: ${pruned.removed} source maps and stats files removed (${Math.round(pruned.bytes / 1024)} KiB); .br and .gz beside ${compressed.files + compressedEarly.size} text files (${compressedEarly.size} of them by the site files' worker)`,
  );
};

interface Sourced {
  route: string;
  sourceFile: string;
}
