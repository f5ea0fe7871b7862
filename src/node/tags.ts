import type { Locale } from '../utils/locale';
import { tagRoute } from '../utils/routes';
import { parseYamlWithSchema } from './schemas/parse';
import { tagsSchema, type TagDefinitions } from './schemas/tags';

export { tagRoute, type TagDefinitions };

export const TAGS_FILE = 'content/docs/tags.yaml';

/** Parses tag definitions (the docs' or the blog's); errors name the file, the key and what is allowed. */
export function parseTags(text: string, file = TAGS_FILE): TagDefinitions {
  return parseYamlWithSchema(tagsSchema, text, file, 'tag list');
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
