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
import { compressFiles, isCompressible } from './compress';
import { loadJson, type StoredJson } from './storedJson';
import { BLOG_TITLE, blogFeedFiles, type BlogQuery } from './blogPages';
import type { OpenApiDocument } from './openapi';
import { docGroups, sidebarLabels, siteRecords } from './search';
import type { Sidebars } from './sidebars';
import type { SiteModel } from './siteModel';
import type { DocumentView, OperationSummary, OperationView } from '../openapi/types';
import { llmsFullTxt, llmsRoutes, llmsSections, llmsTxt, type LlmsPage } from './llms';
import { pageMarkdown, type CopyData, type CopyPage } from './markdownCopy';
import { markdownRoute } from '../utils/routes';
import type { MarkdownPart } from './mdx/markdown';
import { operationRoute } from './siteModel';
import type { ShopFeature, ShopPlatform } from './shoplist';
import type { Testing } from './schemas/testing';
import { sortPosts } from './blog';
import { writePostmanCollections } from './postman';

export interface SiteFilesInput {
  model: SiteModel;
  sidebars: Sidebars;
  docs: { id: string; docId: string; locale: Locale; route: string; title: string; searchParts: RecordPart[] }[];
  pages: { locale: Locale; route: string; title: string; searchParts: RecordPart[] }[];
  blog: BlogQuery;
  apiDocuments: { api: string; locale: Locale; document: OpenApiDocument }[];
  includeDrafts: boolean;
  /** What the Markdown copies and llms.txt are written from. */
  markdown: MarkdownInput;
}

/** The pages' Markdown and the data their components render. */
export interface MarkdownInput {
  /** By node id (docs), and by route (markdown pages and posts). */
  docs: Map<string, { title: string; description: string; markdown: MarkdownPart[] }>;
  pages: { locale: Locale; route: string; title: string; description: string; markdown: MarkdownPart[] }[];
  posts: { locale: Locale; slug: string; route: string; title: string; description: string; date: string; draft: boolean; markdown: MarkdownPart[] }[];
  operations: { locale: Locale; key: string; view: StoredJson<OperationView> }[];
  documents: { api: string; locale: Locale; view: DocumentView; operations: Omit<OperationSummary, 'route'>[] }[];
  features: ShopFeature[];
  platforms: ShopPlatform[];
  testing: Testing | null;
}

/** A file of the site: its root-relative path and its text. */
export interface SiteFile {
  route: string;
  text: string;
  /** What the build log says of it. */
  summary: string;
}

/**
 * The search index, feed and Markdown files, computed from the model and the content in steps (pure):
 * each locale's search index, the feeds, each locale's Markdown copies with its llms.txt and
 * llms-full.txt. A step computes its files when it is called, so the build writes them a step at a
 * time and holds only one step's files (at ten times the pages, each step's text is 20–50 MB).
 */
export function siteFileSteps(input: SiteFilesInput): (() => SiteFile[])[] {
  // The model's status decides what is listed: drafts while authoring, never unlisted docs.
  const docs = input.docs.map((d) => ({ ...d, unlisted: input.model.doc.get(d.id)?.status !== 'listed', draft: false }));
  const index = (locale: Locale): SiteFile[] => {
    const labels = sidebarLabels(siteConfig, locale);
    // The blog's posts are searched too (drafts only while authoring), grouped under the blog's name.
    const posts = input.blog.allBlogPost.nodes
      .filter((p) => p.locale === locale && (input.includeDrafts || !p.draft))
      .map(({ locale: l, route, title, searchParts }) => ({ locale: l, route, title, searchParts, group: BLOG_TITLE[locale] }));
    const records = siteRecords(locale, docs, [...input.pages, ...posts], docGroups(input.sidebars, labels, locale), labels.docuSidebar ?? siteConfig.title, input.markdown.testing);
    const parts = buildIndexParts(locale, records);
    const files = indexPartFiles(parts);
    const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0);
    const summary = `${records.length} records in ${parts.shards.length} shards and ${parts.chunks.length} chunks, ${Math.round(bytes / 1024)} KiB`;
    return files.map((file, i) => ({ ...file, summary: i === 0 ? summary : '' }));
  };
  return [
    ...LOCALES.map((locale) => () => index(locale)),
    () => blogFeedFiles(input.blog, input.includeDrafts).map((feed) => ({ ...feed, summary: 'blog feed' })),
    ...LOCALES.map((locale) => () => markdownFiles(input, locale)),
  ];
}

/** Every file of every step of `siteFileSteps`, in one list. */
export function siteFiles(input: SiteFilesInput): SiteFile[] {
  return siteFileSteps(input).flatMap((step) => step());
}

/**
 * The Markdown copy of every listed page (docs, API pages, posts, markdown pages) and each locale's
 * llms.txt and llms-full.txt (src/node/markdownCopy.ts, src/node/llms.ts). Unlisted pages and
 * drafts get none.
 */
function markdownFiles(input: SiteFilesInput, locale: Locale): SiteFile[] {
  const { model, markdown } = input;
  const files: SiteFile[] = [];
  const data: CopyData = {
    locale,
    siteUrl: siteConfig.url,
    operations: new Map(markdown.operations.filter((o) => o.locale === locale).map((o) => [o.key, loadJson(o.view)])),
    documents: new Map(
      markdown.documents
        .filter((d) => d.locale === locale)
        .map((d) => [d.api, { view: d.view, operations: d.operations.map((op) => ({ ...op, route: operationRoute(model, locale, d.api, op.operationId) })) }]),
    ),
    features: markdown.features,
    platforms: markdown.platforms,
    testing: markdown.testing,
  };
  // Each copy once more in llms-full.txt.
  const copies = new Map<string, string>();
  const copy = (page: CopyPage): void => {
    const text = pageMarkdown(page, data);
    copies.set(page.route, text);
    files.push({ route: markdownRoute(page.route), text, summary: '' });
  };
  const docs = new Map<string, LlmsPage>();
  for (const plan of model.docs) {
    if (plan.doc.locale !== locale || plan.status !== 'listed') continue;
    const content = markdown.docs.get(plan.doc.id);
    if (!content) continue;
    const page = { route: plan.doc.route, title: content.title, description: content.description, markdown: content.markdown };
    copy(page);
    docs.set(plan.doc.docId, page);
  }
  const posts = sortPosts(markdown.posts.filter((p) => p.locale === locale && (input.includeDrafts || !p.draft)));
  posts.forEach(copy);
  const pages = markdown.pages.filter((p) => p.locale === locale);
  pages.forEach(copy);
  const labels = sidebarLabels(siteConfig, locale);
  const sidebars = Object.keys(labels)
    .filter((id) => model.sidebars[locale][id])
    .map((id) => ({ label: labels[id], entries: model.sidebars[locale][id] }));
  const sections = llmsSections({ locale, sidebars, docs, posts, pages });
  const routes = llmsRoutes(locale);
  const listed = sections.reduce((sum, section) => sum + section.pages.length, 0);
  files.push({ route: routes.index, text: llmsTxt(locale, siteConfig.title, siteConfig.url, sections), summary: `${listed} pages in ${sections.length} sections, each with its Markdown copy` });
  files.push({ route: routes.full, text: llmsFullTxt(sections, (route) => copies.get(route) ?? ''), summary: '' });
  return files;
}

/**
 * Writes the site's files under `publicDir`, a step at a time, calling `afterStep` after each;
 * returns a line for the build log per file, and the routes written.
 */
function writeSiteFiles(publicDir: string, input: SiteFilesInput, afterStep: () => void): { lines: string[]; written: string[] } {
  const lines: string[] = [];
  const written: string[] = [];
  // A rebuild replaces the search index whole: parts of an earlier build would stay beside it.
  fs.rmSync(path.join(publicDir, 'search-index'), { recursive: true, force: true });
  for (const step of siteFileSteps(input)) {
    for (const file of step()) {
      const target = path.join(publicDir, file.route);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.text);
      written.push(file.route);
      if (file.summary) lines.push(`${file.route}: ${file.summary}`);
    }
    afterStep();
  }
  const downloads = writeApiDownloads(publicDir, input.apiDocuments);
  written.push(...downloads);
  lines.push(`api: ${downloads.length} OpenAPI files for download under /openapi/`);
  return { lines, written };
}

export interface SiteFilesResult {
  /** A line for the build log per file or group of files. */
  lines: string[];
  /** The files (absolute paths) given their compressed copies already: none unless `compress` was asked. */
  compressed: string[];
}

/**
 * The site's files and the Postman collections of the API documents; returns the build log's lines.
 * `afterStep` runs after each step of `siteFileSteps`. With `compress`, the text files written also
 * get their `.br` and `.gz` copies (compress.ts), in one more thread: `gatsby build` asks for it, so
 * that these copies are made while the pages are built, when the second core has room, and not
 * after them.
 */
export async function writeAllSiteFiles(publicDir: string, input: SiteFilesInput, { afterStep = () => {}, compress = false }: { afterStep?: () => void; compress?: boolean } = {}): Promise<SiteFilesResult> {
  const { lines, written } = writeSiteFiles(publicDir, input, afterStep);
  const collections = await writePostmanCollections(publicDir, input.apiDocuments);
  lines.push(`api: ${collections.length} Postman collections under /openapi/`);
  if (!compress) return { lines, compressed: [] };
  const files = [...new Set([...written, ...collections].map((route) => path.join(publicDir, route)))].filter((file) => isCompressible(publicDir, file));
  await compressFiles(files, 1);
  return { lines, compressed: files };
}
