/**
 * The blog's content model: posts from content/blog/<locale>/*.mdx, authors from
 * content/blog/authors.yaml and tags from content/blog/tags.yaml. Pure functions: front matter
 * validation, excerpt (up to the truncate marker), reading time, pagination, archive and feeds.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Locale } from '../utils/locale';
import { isLocale } from '../utils/locale';
import { blogRoute, feedRoutes } from '../utils/routes';

export { blogRoute, feedRoutes };
import { parseFrontmatter } from './frontmatter';
import { outline } from './outline';

export const AUTHORS_FILE = 'content/blog/authors.yaml';
export const BLOG_TAGS_FILE = 'content/blog/tags.yaml';
/** Posts on each page of the list; more posts make more pages (/blog/page/2/…). */
export const POSTS_PER_PAGE = 10;
/** Reading speed for the reading time, in words per minute. */
export const WORDS_PER_MINUTE = 200;

const isoDateTime = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString() : value))
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value), 'must be an ISO 8601 date and time with its offset, such as 2022-10-17T10:00:00+02:00');

export const blogFrontmatterSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by "-", such as first-blog-post'),
    title: z.string().trim().min(1, 'must not be empty'),
    description: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    date: isoDateTime,
    authors: z.array(z.string()).min(1, 'must name at least one author'),
    tags: z.array(z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase ids such as hola')).optional(),
    draft: z.boolean().optional(),
  })
  .strict();

const localized = z.object({ es: z.string().min(1), en: z.string().min(1) }).strict();
const authorsSchema = z.record(
  z.string().regex(/^[a-z0-9-]+$/, 'an author id is lowercase letters, digits and "-"'),
  z
    .object({
      name: z.string().min(1),
      title: localized,
      url: z.string().url(),
      image: z.string().regex(/^\/img\/.+\.(svg|png|jpe?g|webp)$/, 'must be a file under static/img, such as /img/authors/marta.svg'),
    })
    .strict(),
);
export type BlogAuthors = z.infer<typeof authorsSchema>;

/** Parses the authors; errors name the file and the key. */
export function parseAuthors(text: string, file = AUTHORS_FILE): BlogAuthors {
  let data: unknown;
  try {
    data = parseYaml(text) ?? {};
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const result = authorsSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  }
  return result.data;
}

/** An excerpt, as the list renders it: paragraphs and lists of inline text, code, emphasis and links. */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong' | 'emphasis'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };
export type ExcerptBlock = { type: 'paragraph'; children: Inline[] } | { type: 'list'; ordered: boolean; items: Inline[][] };

const TRUNCATE = /^\s*(\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->)\s*$/m;

const INLINE = /(`[^`]+`)|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_|\[([^\]]+)\]\(([^)\s]+)\)/;

/** The inline Markdown of an excerpt: code, strong, emphasis and links; anything else is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ type: 'text', value: rest });
      break;
    }
    if (m.index > 0) out.push({ type: 'text', value: rest.slice(0, m.index) });
    if (m[1]) out.push({ type: 'code', value: m[1].slice(1, -1) });
    else if (m[2] ?? m[3]) out.push({ type: 'strong', children: parseInline(m[2] ?? m[3]) });
    else if (m[4] ?? m[5]) out.push({ type: 'emphasis', children: parseInline(m[4] ?? m[5]) });
    else out.push({ type: 'link', href: m[7], children: parseInline(m[6]) });
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const LIST_ITEM = /^\s*(?:[-*+]|(\d+)[.)])\s+/;

/**
 * The part of a post shown in the list: everything before the truncate marker (`{/* truncate *\/}`),
 * or the first paragraph when there is none. Paragraphs and lists are kept; headings, code blocks,
 * components and comments are left out.
 */
export function excerptOf(body: string): { blocks: ExcerptBlock[]; truncated: boolean } {
  const match = TRUNCATE.exec(body);
  const source = (match ? body.slice(0, match.index) : body)
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const chunks = source.split(/\n\s*\n/).map((c) => c.trim()).filter(Boolean);
  const blocks: ExcerptBlock[] = [];
  for (const chunk of chunks) {
    const lines = chunk.split('\n');
    if (/^(#|<|import\s|export\s|:::|\||>)/.test(chunk)) continue;
    if (lines.every((line) => LIST_ITEM.test(line) || /^\s{2,}\S/.test(line))) {
      const items: string[] = [];
      for (const line of lines) {
        if (LIST_ITEM.test(line)) items.push(line.replace(LIST_ITEM, ''));
        else items[items.length - 1] += ` ${line.trim()}`;
      }
      blocks.push({ type: 'list', ordered: /^\s*\d/.test(lines[0]), items: items.map(parseInline) });
    } else {
      blocks.push({ type: 'paragraph', children: parseInline(lines.map((l) => l.trim()).join(' ')) });
    }
    if (!match) break;
  }
  return { blocks, truncated: Boolean(match) || chunks.length > blocks.length };
}

/** Minutes to read the post's prose (code counts too; components' markup does not), at least 1. */
export function readingTime(body: string): number {
  const text = body
    .replace(/^---[\s\S]*?---/, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Z][^>]*>/g, ' ');
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}


/** The fields of a `BlogPost` node, from an MDX file under content/blog; errors name the file. */
export function blogPostFields(relativePath: string, frontmatter: unknown, body: string) {
  const normalized = relativePath.replace(/\\/g, '/');
  const sourceFile = `content/blog/${normalized}`;
  const [locale, ...rest] = normalized.split('/');
  if (!isLocale(locale) || rest.length !== 1) {
    throw new Error(`${sourceFile}: a post must be a file directly under content/blog/<locale>/ where <locale> is one of es, en.`);
  }
  const fm = parseFrontmatter(blogFrontmatterSchema, frontmatter, sourceFile);
  const fileSlug = rest[0].replace(/\.mdx$/, '');
  if (fm.slug !== fileSlug) throw new Error(`${sourceFile}: key "slug" is "${fm.slug}" but the file is ${fileSlug}.mdx; they must agree.`);
  const excerpt = excerptOf(body);
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
    readingTime: readingTime(body),
    excerpt: excerpt.blocks,
    truncated: excerpt.truncated,
    headings: outline(body).headings.map(({ depth, value, id }) => ({ depth, value, id })),
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
