/** Front matter of docs, markdown pages and blog posts. Unknown or missing required keys fail the build. */
import { z } from 'zod';
import { lowercaseId, strictObject } from './common';

const title = z.string().trim().min(1, 'must not be empty');
const description = title.max(200, 'must be at most 200 characters');
const sidebarId = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a sidebar id such as docuSidebar');

/** Every front matter key a doc may use. */
export const docFrontmatterSchema = strictObject({
  title,
  description,
  sidebar_label: z.string().trim().min(1).optional(),
  tags: z.array(lowercaseId).optional(),
  unlisted: z.boolean().optional(),
  draft: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  /** A sidebar id, or null for a page shown without a sidebar. */
  displayed_sidebar: sidebarId.nullable().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
});

/** Front matter of a standalone markdown page. */
export const pageFrontmatterSchema = strictObject({
  title,
  description,
  hide_table_of_contents: z.boolean().optional(),
});

/** YAML reads an unquoted date as a Date; both forms end as the ISO text the author wrote. */
const isoDateTime = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString() : value))
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value),
    'must be an ISO 8601 date and time with its offset, such as 2022-10-17T10:00:00+02:00',
  );

/** Front matter of a blog post; `authors` and `tags` name entries of authors.yaml and tags.yaml. */
export const blogFrontmatterSchema = strictObject({
  /** The file's name without .mdx. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by "-", such as first-blog-post'),
  title,
  description,
  date: isoDateTime,
  authors: z.array(z.string()).min(1, 'must name at least one author'),
  tags: z.array(lowercaseId).optional(),
  draft: z.boolean().optional(),
});

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;
export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>;
export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;
