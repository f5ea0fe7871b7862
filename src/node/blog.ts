/**
 * The blog's content model: posts from content/blog/<locale>/*.mdx, authors from
 * content/blog/authors.yaml and tags from content/blog/tags.yaml. Pure functions: front matter
 * validation, pagination, archive and feeds; the excerpt and reading time come from the parsed post (src/node/mdx).
 */
import type { Locale } from '../utils/locale';
import { isLocale } from '../utils/locale';
import { blogRoute, feedRoutes } from '../utils/routes';
import { authorsSchema, type BlogAuthors } from './schemas/blog';
import { blogFrontmatterSchema } from './schemas/frontmatter';
import { parseYamlWithSchema } from './schemas/parse';

export { blogFrontmatterSchema, type BlogAuthors };
export { blogRoute, feedRoutes };
import { parseFrontmatter } from './frontmatter';
import { readingTime, type ExcerptBlock, type Inline } from './mdx/derive';
import type { PageFacts } from './mdx/page';

export type { ExcerptBlock, Inline };

export const AUTHORS_FILE = 'content/blog/authors.yaml';
export const BLOG_TAGS_FILE = 'content/blog/tags.yaml';
/** Posts on each page of the list; more posts make more pages (/blog/page/2/…). */
export const POSTS_PER_PAGE = 10;

/** Parses the authors; errors name the file, the key and what is allowed. */
export function parseAuthors(text: string, file = AUTHORS_FILE): BlogAuthors {
  return parseYamlWithSchema(authorsSchema, text, file, 'author list');
}

/** The fields of a `BlogPost` node, from an MDX file under content/blog; errors name the file. */
export function blogPostFields(relativePath: string, page: PageFacts) {
  const normalized = relativePath.replace(/\\/g, '/');
  const sourceFile = `content/blog/${normalized}`;
  const [locale, ...rest] = normalized.split('/');
  if (!isLocale(locale) || rest.length !== 1) {
    throw new Error(`${sourceFile}: a post must be a file directly under content/blog/<locale>/ where <locale> is one of es, en.`);
  }
  const fm = parseFrontmatter(blogFrontmatterSchema, page.frontmatter, sourceFile);
  const fileSlug = rest[0].replace(/\.mdx$/, '');
  if (fm.slug !== fileSlug) throw new Error(`${sourceFile}: key "slug" is "${fm.slug}" but the file is ${fileSlug}.mdx; they must agree.`);
  return {
    slug: fm.slug,
    locale,
    route: blogRoute(locale, fm.slug),
    title: fm.title,
    description: fm.description,
    date: fm.date,
    authors: fm.authors,
    tags: fm.tags ?? [],
    draft: fm.draft ?? false,
    readingTime: readingTime(page.words),
    excerpt: page.excerpt.blocks,
    truncated: page.excerpt.truncated,
    headings: page.headings.map(({ depth, value, id }) => ({ depth, value, id })),
    components: page.components,
    markdown: page.markdown,
    searchParts: page.searchParts,
    sourceFile,
  };
}

export type BlogPostFields = ReturnType<typeof blogPostFields>;

/** Every post's authors and tags exist, and each post has its twin in the other locale. */
export function checkBlog(posts: Pick<BlogPostFields, 'slug' | 'locale' | 'authors' | 'tags' | 'sourceFile'>[], authors: BlogAuthors, tags: Record<string, unknown>): string[] {
  const errors: string[] = [];
  const keys = new Set(posts.map((p) => `${p.locale}:${p.slug}`));
  for (const post of posts) {
    for (const author of post.authors) {
      if (!authors[author]) errors.push(`${post.sourceFile}: key "authors" names "${author}", which is not in ${AUTHORS_FILE} (authors: ${Object.keys(authors).join(', ')}).`);
    }
    for (const tag of post.tags) {
      if (!(tag in tags)) errors.push(`${post.sourceFile}: key "tags" names "${tag}", which is not in ${BLOG_TAGS_FILE} (tags: ${Object.keys(tags).join(', ')}).`);
    }
    const twin = post.locale === 'es' ? 'en' : 'es';
    if (!keys.has(`${twin}:${post.slug}`)) errors.push(`${post.sourceFile}: this post exists in "${post.locale}" only. Add its translation as content/blog/${twin}/${post.slug}.mdx.`);
  }
  return errors;
}

/** Newest first; posts of the same date by slug, so the order never depends on the file system. */
export function sortPosts<P extends { date: string; slug: string }>(posts: P[]): P[] {
  return [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.slug.localeCompare(b.slug));
}

export interface ListPage {
  /** 1-based. */
  page: number;
  pages: number;
  route: string;
  previous: string | null;
  next: string | null;
  slugs: string[];
}

/** The pages of the list: /blog/, then /blog/page/2/… (always at least one page). */
export function paginate(locale: Locale, slugs: string[], perPage = POSTS_PER_PAGE): ListPage[] {
  const pages = Math.max(1, Math.ceil(slugs.length / perPage));
  const route = (n: number) => (n === 1 ? blogRoute(locale) : blogRoute(locale, 'page', String(n)));
  return Array.from({ length: pages }, (_, i) => ({
    page: i + 1,
    pages,
    route: route(i + 1),
    previous: i > 0 ? route(i) : null,
    next: i + 1 < pages ? route(i + 2) : null,
    slugs: slugs.slice(i * perPage, (i + 1) * perPage),
  }));
}
