import { z } from 'zod';

const sidebarId = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a sidebar id such as docuSidebar');

/** Every front matter key a doc may use. Anything else fails the build. */
export const docFrontmatterSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty'),
    description: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    sidebar_label: z.string().trim().min(1).optional(),
    tags: z.array(z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase ids such as bnpl')).optional(),
    unlisted: z.boolean().optional(),
    draft: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    displayed_sidebar: sidebarId.nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
  })
  .strict();

/** Front matter of a standalone markdown page. */
export const pageFrontmatterSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty'),
    description: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    hide_table_of_contents: z.boolean().optional(),
  })
  .strict();

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;
export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>;

function allowedKeys(schema: z.AnyZodObject): string {
  return Object.keys(schema.shape).join(', ');
}

/**
 * Validates front matter against a schema. Throws one error naming the file,
 * every offending key and what is allowed.
 */
export function parseFrontmatter<S extends z.AnyZodObject>(
  schema: S,
  data: unknown,
  file: string,
): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys
        .map((key) => `unknown key "${key}" (allowed: ${allowedKeys(schema)})`)
        .join('; ');
    }
    const key = issue.path.join('.');
    if (issue.code === 'invalid_type' && issue.received === 'undefined') {
      return `missing required key "${key}"`;
    }
    return `key "${key}" ${issue.message}`;
  });
  throw new Error(`${file}: invalid front matter: ${problems.join('; ')}.`);
}
