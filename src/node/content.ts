import type { Node } from 'gatsby';
import { docLocation, docRoute, pageRoute } from '../utils/routes';
import { docFrontmatterSchema, pageFrontmatterSchema, parseFrontmatter } from './frontmatter';
import type { PageFacts } from './mdx/page';
import { isLocale } from '../utils/locale';

/** What a Doc or MarkdownPage node carries of its parsed page (its render tree is a PageContent node of its own). */
function contentFields(page: PageFacts) {
  return {
    headings: page.headings.map(({ depth, value, id }) => ({ depth, value, id })),
    components: page.components,
    searchParts: page.searchParts,
    markdown: page.markdown,
  };
}

/** The fields of a `Doc` node, derived from an MDX file under content/docs (parsed once into `page`). */
export function docFields(relativePath: string, page: PageFacts) {
  const sourceFile = `content/docs/${relativePath.replace(/\\/g, '/')}`;
  const { locale, id } = docLocation(relativePath);
  const fm = parseFrontmatter(docFrontmatterSchema, page.frontmatter, sourceFile);
  const navigation: Record<string, string | null> = {};
  if (fm.displayed_sidebar !== undefined) navigation.displayedSidebar = fm.displayed_sidebar;
  if (fm.pagination_prev !== undefined) navigation.paginationPrev = fm.pagination_prev;
  if (fm.pagination_next !== undefined) navigation.paginationNext = fm.pagination_next;
  return {
    docId: id,
    locale,
    route: docRoute(id, locale),
    title: fm.title,
    description: fm.description,
    sidebarLabel: fm.sidebar_label ?? null,
    tags: fm.tags ?? [],
    unlisted: fm.unlisted ?? false,
    draft: fm.draft ?? false,
    hideTableOfContents: fm.hide_table_of_contents ?? false,
    navigation,
    apiOperations: page.api.operations,
    apiOperationAnchors: page.api.anchors,
    apiOverviews: page.api.overviews,
    ...contentFields(page),
    sourceFile,
  };
}

/** The fields of a `MarkdownPage` node, from an MDX file under content/pages. */
export function markdownPageFields(relativePath: string, page: PageFacts) {
  const normalized = relativePath.replace(/\\/g, '/');
  const sourceFile = `content/pages/${normalized}`;
  const [locale, ...rest] = normalized.split('/');
  if (!isLocale(locale) || rest.length === 0) {
    throw new Error(`${sourceFile}: a page must live under content/pages/<locale>/ where <locale> is one of es, en.`);
  }
  const slug = rest.join('/').replace(/\.mdx$/, '');
  const fm = parseFrontmatter(pageFrontmatterSchema, page.frontmatter, sourceFile);
  return {
    slug,
    locale,
    route: pageRoute(slug, locale),
    title: fm.title,
    description: fm.description,
    hideTableOfContents: fm.hide_table_of_contents ?? false,
    ...contentFields(page),
    sourceFile,
  };
}

/** Narrow view of the nodes `onCreateNode` reads. */
export interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
  base: string;
  extension: string;
}
