import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../../../site.config';
import { blogPostFields } from '../../../node/blog';
import { BLOG_TITLE } from '../../../node/blogPages';
import { docFields, markdownPageFields } from '../../../node/content';
import { analyseMdx } from '../../../node/mdx/page';
import { mdxFilesUnder } from '../../../node/files';
import { docGroups, siteRecords, sidebarLabels } from '../../../node/search';
import { parseSidebars } from '../../../node/sidebars';
import { parseTesting, TESTING_FILE } from '../../../node/testing';
import type { Locale } from '../../../utils/locale';
import type { SearchRecord } from '../../types';

const root = path.resolve(__dirname, '../../../..');

/** The MDX files under content/<kind>/, relative to that folder with `/` separators. */
function mdxFiles(kind: string): string[] {
  const dir = path.join(root, 'content', kind);
  return mdxFilesUnder(dir).map((file) => path.relative(dir, file).split(path.sep).join('/'));
}

function analysed(kind: string, relative: string) {
  const file = `content/${kind}/${relative}`;
  return analyseMdx(fs.readFileSync(path.join(root, file), 'utf8'), file);
}

/**
 * The search records of one locale of the site as the build writes them (src/node/siteFiles.ts),
 * from the real content through the build's own functions, without a Gatsby build: the listed docs,
 * the markdown pages and the published blog posts, with the data rows of content/testing.yaml.
 */
export function contentRecords(locale: Locale): SearchRecord[] {
  const sidebars = parseSidebars(fs.readFileSync(path.join(root, 'content/sidebars.yaml'), 'utf8'), 'content/sidebars.yaml');
  const testing = parseTesting(fs.readFileSync(path.join(root, TESTING_FILE), 'utf8'));
  const docs = mdxFiles('docs')
    .filter((relative) => relative.startsWith(`${locale}/`))
    .map((relative) => docFields(relative, analysed('docs', relative)));
  const pages = mdxFiles('pages')
    .filter((relative) => relative.startsWith(`${locale}/`))
    .map((relative) => markdownPageFields(relative, analysed('pages', relative)));
  const posts = mdxFiles('blog')
    .filter((relative) => relative.startsWith(`${locale}/`))
    .map((relative) => blogPostFields(relative, analysed('blog', relative)))
    .filter((post) => !post.draft)
    .map(({ route, title, searchParts }) => ({ locale, route, title, searchParts, group: BLOG_TITLE[locale] }));
  const labels = sidebarLabels(siteConfig, locale);
  return siteRecords(
    locale,
    docs.map((d) => ({ ...d, locale })),
    [...pages.map((p) => ({ ...p, locale })), ...posts],
    docGroups(sidebars, labels, locale),
    labels.docuSidebar ?? siteConfig.title,
    testing,
  );
}
