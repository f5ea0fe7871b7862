import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Locale } from '../utils/locale';
import { tagRoute } from '../utils/routes';

export { tagRoute };

const localized = z.object({ es: z.string().min(1), en: z.string().min(1) }).strict();
const tagsSchema = z.record(
  z.string().regex(/^[a-z0-9-]+$/, 'a tag id is lowercase letters, digits and "-"'),
  z.object({ label: localized, description: localized }).strict(),
);

export type TagDefinitions = z.infer<typeof tagsSchema>;
export const TAGS_FILE = 'content/docs/tags.yaml';

/** Parses the docs tag definitions; errors name the file and the tag. */
export function parseTags(text: string, file = TAGS_FILE): TagDefinitions {
  let data: unknown;
  try {
    data = parseYaml(text) ?? {};
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const result = tagsSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  }
  return result.data;
}

/** Errors for docs that use a tag the definitions do not have. */
export function checkDocTags(docs: { sourceFile: string; tags: string[] }[], defined: TagDefinitions): string[] {
  const allowed = Object.keys(defined).sort().join(', ');
  return docs.flatMap((doc) =>
    doc.tags
      .filter((tag) => !(tag in defined))
      .map((tag) => `${doc.sourceFile}: front matter key "tags" uses "${tag}", which is not defined in ${TAGS_FILE}. Defined tags: ${allowed}.`),
  );
}

/** The tags used by listed docs of one locale, with how many docs each has, sorted by label. */
export function usedTags(
  docs: { tags: string[]; unlisted: boolean }[],
  defined: TagDefinitions,
  locale: Locale,
): { id: string; label: string; description: string; count: number; route: string }[] {
  const counts = new Map<string, number>();
  for (const doc of docs) if (!doc.unlisted) for (const tag of doc.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([id]) => id in defined)
    .map(([id, count]) => ({ id, count, label: defined[id].label[locale], description: defined[id].description[locale], route: tagRoute(locale, id) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
