/**
 * Text processing shared by the index and the queries, so both sides agree on what a term is:
 * lowercase, accents folded (`tokenización` → `tokenizacion`), camelCase and snake_case names
 * searchable whole and by part (`merchantReference` → `merchantreference`, `merchant`, `reference`).
 */

/** Removes diacritics and lowercases: the comparison form of a word. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** A word: letters and digits, with inner `_`, `.` or `-` kept (field names, `3-D`, versions). */
export const WORD = /[\p{L}\p{N}]+(?:[_.-][\p{L}\p{N}]+)*/gu;

/** Splits text into the words a reader could type, in their original spelling. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The parts of a compound name: `merchantReference` → `merchant`, `reference`; `get_link` → `get`, `link`. */
export function nameParts(word: string): string[] {
  const parts = word
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean);
  return parts.length > 1 ? parts : [];
}

/** Words of either language that carry no meaning on their own in a search. */
const STOP_WORDS = new Set([
  // Spanish
  'a', 'al', 'como', 'con', 'de', 'del', 'el', 'en', 'es', 'la', 'las', 'lo', 'los', 'o', 'para', 'por', 'que', 'se', 'su', 'sus', 'un', 'una', 'y',
  // English
  'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with',
]);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** Index-side terms of a text: every word folded, plus the parts of compound names. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    const folded = fold(word);
    if (!isStopWord(folded)) terms.push(folded);
    for (const part of nameParts(word)) {
      const p = fold(part);
      if (p.length > 1 && !isStopWord(p)) terms.push(p);
    }
  }
  return terms;
}

/** Query-side terms: folded words without stop words (all of them when the query is only stop words). */
export function queryTerms(query: string): string[] {
  const all = words(query).map(fold);
  const meaningful = all.filter((t) => !isStopWord(t));
  return meaningful.length > 0 ? meaningful : all;
}
