/** Building blocks shared by the schemas of site.config.ts, front matter and the YAML files. */
import { z } from 'zod';

/**
 * An object that fails on any key it does not declare; the failure lists the declared keys
 * (read by `describeIssues` as "unknown key … (allowed: …)").
 */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).strict(`allowed: ${Object.keys(shape).join(', ')}`);
}

/** A text that is not blank, trimmed. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A text in each locale of the site. */
export const localized = strictObject({ es: text, en: text });
export type LocalizedText = z.infer<typeof localized>;

/** An id made of lowercase letters, digits and "-", such as a tag (`bnpl`) or an author (`marta`). */
export const lowercaseId = z.string().regex(/^[a-z0-9-]+$/, 'must be an id of lowercase letters, digits and "-", such as bnpl');

/** A map of ids (as `lowercaseId`) to entries; an empty file is an empty map. */
export function idMap<T extends z.ZodTypeAny>(entry: T) {
  return z.record(lowercaseId, entry).default({});
}
