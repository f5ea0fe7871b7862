/**
 * The one reader of YAML text for the build: js-yaml with its default schema, YAML 1.2's core schema
 * (the same values as the `yaml` package's `parse`, which the build used before: no dates, no `yes`
 * as true, no merge keys). js-yaml reads the API documents about five times as fast, and those are
 * read on the main thread while the pages are sourced. `yaml` still writes YAML (`stringify`).
 */
import { loadAll, YAMLException } from 'js-yaml';

/**
 * The value of a YAML text of one document: `null` when it holds none (empty, or only comments).
 * Errors say what is wrong and where (line and column, from 1); callers add the file.
 */
export function parseYaml(text: string): unknown {
  let documents: unknown[];
  try {
    documents = loadAll(text);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const where = error.mark ? ` (line ${error.mark.line + 1}, column ${error.mark.column + 1})` : '';
    throw new Error(`${error.reason}${where}`);
  }
  if (documents.length > 1) throw new Error(`the text holds ${documents.length} YAML documents separated by "---"; one is allowed`);
  return documents.length === 0 ? null : documents[0];
}
