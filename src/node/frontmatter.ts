import type { z } from 'zod';
import { parseWithSchema } from './schemas/parse';

export { docFrontmatterSchema, pageFrontmatterSchema, type DocFrontmatter, type PageFrontmatter } from './schemas/frontmatter';

/**
 * Validates front matter against a schema. Throws one error naming the file,
 * every offending key and what is allowed.
 */
export function parseFrontmatter<S extends z.AnyZodObject>(schema: S, data: unknown, file: string): z.infer<S> {
  return parseWithSchema(schema, data ?? {}, file, 'front matter');
}
