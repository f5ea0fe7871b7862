/**
 * Everything the build knows of one MDX page, from a single parse of its file: each fact comes from
 * one tested function of this folder, and the page's content reaches its template as the render tree.
 */
import type { ContentNode } from '../../theme/MDXContent/types';
import type { MdxComponentName } from '../../theme/MDXComponents/names';
import { recordParts, type RecordPart } from '../../search/records';
import { anchorsOf, apiUsage, componentsUsed, excerptOf, linksOf, wordCount, type ApiUsage, type ExcerptBlock, type PageLink } from './derive';
import { assignHeadingIds, type Heading } from './headings';
import { markdownParts, type MarkdownPart } from './markdown';
import { parseMdx } from './parse';
import { renderTree } from './render';
import type { MdNode } from './tree';
import siteConfig from '../../../site.config';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../utils/locale';

export interface PageFacts {
  /** The front matter as written; the page kind's schema validates it. */
  frontmatter: unknown;
  headings: Heading[];
  components: MdxComponentName[];
  links: PageLink[];
  anchors: string[];
  words: number;
  api: ApiUsage;
  excerpt: { blocks: ExcerptBlock[]; truncated: boolean };
  /** The search records' parts (the page's url, group and title are added from the site model). */
  searchParts: RecordPart[];
  /** The page's Markdown copy, in parts (src/node/mdx/markdown.ts). */
  markdown: MarkdownPart[];
  /** What the template renders. */
  body: ContentNode;
}

/** The locale of a content file: `content/<kind>/<locale>/…`. */
const localeOf = (file: string): Locale => {
  const segment = file.split('/')[2];
  return isLocale(segment) ? segment : DEFAULT_LOCALE;
};

/** Parses one MDX file once and derives every fact the build needs of it. Errors name the file (and line). */
export function analyseMdx(source: string, file: string): PageFacts {
  return analyseParsed(parseMdx(source, file), file);
}

/**
 * The facts of a page from its parsed file (`parseMdx`), for a caller that reads the same tree for
 * something else first (`npm run check:content`). The tree is consumed: rendering changes it.
 */
export function analyseParsed({ frontmatter, tree: root }: ReturnType<typeof parseMdx>, file: string): PageFacts {
  const tree = root as unknown as MdNode;
  const headings = assignHeadingIds(tree, file);
  return {
    frontmatter,
    headings,
    components: componentsUsed(tree, file),
    links: linksOf(tree),
    anchors: anchorsOf(tree),
    words: wordCount(tree),
    api: apiUsage(tree, file),
    excerpt: excerptOf(tree),
    searchParts: recordParts(tree),
    markdown: markdownParts(tree, localeOf(file), siteConfig.url),
    // Last: rendering drops the MDX comments the excerpt looks for.
    body: renderTree(tree, file),
  };
}
