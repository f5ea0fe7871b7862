/**
 * The files the build writes beside the pages from the site model and the content, in one place:
 * the search index of each locale in parts (the local provider's, src/search/parts.ts; Algolia gets
 * the same records from search:push), the blog's feeds and the OpenAPI downloads. The sitemap and the hosting files need
 * the written HTML and are made after the build (src/node/gatsby/onPostBuild.ts), from the same model.
 */
import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../site.config';
import { buildIndexParts, indexPartFiles } from '../search/parts';
import type { RecordPart } from '../search/records';
import { LOCALES, type Locale } from '../utils/locale';
import { writeApiDownloads } from './apiNodes';
import { blogFeedFiles, type BlogQuery } from './blogPages';
import type { OpenApiDocument } from './openapi';
import { docGroups, sidebarLabels, siteRecords } from './search';
import type { Sidebars } from './sidebars';
import type { SiteModel } from './siteModel';

export interface SiteFilesInput {
  model: SiteModel;
  sidebars: Sidebars;
  docs: { id: string; docId: string; locale: Locale; route: string; title: string; searchParts: RecordPart[] }[];
  pages: { locale: Locale; route: string; title: string; searchParts: RecordPart[] }[];
  blog: BlogQuery;
  apiDocuments: { api: string; locale: Locale; document: OpenApiDocument }[];
  includeDrafts: boolean;
}

/** A file of the site: its root-relative path and its text. */
export interface SiteFile {
  route: string;
  text: string;
  /** What the build log says of it. */
  summary: string;
}

/** The search index and feed files, computed from the model and the content (pure). */
export function siteFiles(input: SiteFilesInput): SiteFile[] {
  // The model's status decides what is listed: drafts while authoring, never unlisted docs.
  const docs = input.docs.map((d) => ({ ...d, unlisted: input.model.doc.get(d.id)?.status !== 'listed', draft: false }));
  const indexes = LOCALES.flatMap((locale): SiteFile[] => {
    const labels = sidebarLabels(siteConfig, locale);
    const records = siteRecords(locale, docs, input.pages, docGroups(input.sidebars, labels, locale), labels.docuSidebar ?? siteConfig.title);
    const parts = buildIndexParts(locale, records);
    const files = indexPartFiles(parts);
    const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0);
    const summary = `${records.length} records in ${parts.shards.length} shards and ${parts.chunks.length} chunks, ${Math.round(bytes / 1024)} KiB`;
    return files.map((file, i) => ({ ...file, summary: i === 0 ? summary : '' }));
  });
  const feeds = blogFeedFiles(input.blog, input.includeDrafts).map((feed) => ({ ...feed, summary: 'blog feed' }));
  return [...indexes, ...feeds];
}

/** Writes the site's files under `publicDir`; returns a line for the build log per file. */
export function writeSiteFiles(publicDir: string, input: SiteFilesInput): string[] {
  const lines: string[] = [];
  // A rebuild replaces the search index whole: parts of an earlier build would stay beside it.
  fs.rmSync(path.join(publicDir, 'search-index'), { recursive: true, force: true });
  for (const file of siteFiles(input)) {
    const target = path.join(publicDir, file.route);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.text);
    if (file.summary) lines.push(`${file.route}: ${file.summary}`);
  }
  const downloads = writeApiDownloads(publicDir, input.apiDocuments);
  lines.push(`api: ${downloads.length} OpenAPI files for download under /openapi/`);
  return lines;
}
