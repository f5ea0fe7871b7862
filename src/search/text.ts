/**
 * Text processing shared by the index and the queries, so both sides agree on what a term is:
 * lowercase, accents folded (`tokenización` → `tokenizacion`), camelCase and snake_case names
 * searchable whole and by part (`merchantReference` → `merchantreference`, `merchant`, `reference`).
 */

/** Removes diacritics and lowercases: the comparison form of a word. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * A word: letters and digits, with inner `_`, `.` or `-` kept (field names, `3-D`, versions), and a
 * final `_` (an id prefix: `pay_`).
 */
export const WORD = /[\p{L}\p{N}]+(?:[_.-][\p{L}\p{N}]+)*_?/gu;

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

/** Words of either language that carry no meaning on their own in a search, question words included. */
const STOP_WORDS = new Set([
  // Spanish
  'a', 'al', 'como', 'con', 'de', 'del', 'el', 'en', 'es', 'la', 'las', 'lo', 'los', 'o', 'para', 'por', 'que', 'se', 'su', 'sus', 'un', 'una', 'y',
  'cuando', 'cuanto', 'cuanta', 'donde', 'mi', 'mis', 'tu', 'tus', 'me', 'le', 'les', 'hay', 'puedo', 'hago', 'debo',
  // English
  'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with',
  'how', 'what', 'when', 'where', 'which', 'why', 'do', 'does', 'i', 'my', 'your', 'can', 'should', 'there',
]);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** A card number written in groups of digits (`4917 6100 0000 0026`): 13 to 19 digits in all. */
const GROUPED_NUMBER = /(?<![\p{L}\p{N}])\d{4}(?: \d{2,6}){2,4}(?![\p{L}\p{N}])/gu;

/** The card numbers of a text written in groups, as one term each (`4917610000000026`). */
export function groupedNumbers(text: string): string[] {
  return (text.match(GROUPED_NUMBER) ?? []).map((m) => m.replace(/ /g, '')).filter((n) => n.length >= 13 && n.length <= 19);
}

/**
 * Whether a query word names something (a field, an operation, a code, a card number, a header)
 * rather than being a word of the language or a product name: it has a digit or an inner `_`, `.`
 * or `-`, it is in lowerCamelCase (`merchantReference`; `PayGate` is a product), or it is typed in
 * capitals (`EUR`, `DENIED`: a currency, a status, an acronym).
 */
export function isIdentifier(word: string): boolean {
  return /\d|[_.-]/.test(word) || /^\p{Ll}+\p{Lu}/u.test(word) || isCapitals(word);
}

/** A word typed in capitals, letters only: an acronym (`SCA`), a currency (`EUR`) or a status (`DENIED`). */
export function isCapitals(word: string): boolean {
  return /^\p{Lu}{2,}$/u.test(word);
}

/**
 * Whether a word, as written in the text, is a code rather than a name: it has a digit, it is in
 * capitals, or it is in lower case with parts joined by `_` or `.` (`validation_failed`,
 * `payment.completed`, the prefix `pay_`). The index uses it to tell how a word is defined
 * (parts.ts, Role); isIdentifier says whether a query word names something at all.
 */
export function isCode(word: string): boolean {
  return /\d/.test(word) || /^[\p{Lu}_]+$/u.test(word) || /^\p{Ll}+([_.]\p{Ll}*)+$/u.test(word);
}

/** Index-side terms of a text: every word folded, plus the parts of compound names and grouped card numbers. */
export function indexTerms(text: string): string[] {
  const terms: string[] = groupedNumbers(text);
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

/**
 * Query-side terms: folded words without stop words (all of them when the query is only stop
 * words); a card number typed in groups is one term.
 */
export function queryTerms(query: string): string[] {
  const all = words(query.replace(GROUPED_NUMBER, (m) => (groupedNumbers(m).length > 0 ? m.replace(/ /g, '') : m))).map(fold);
  const meaningful = all.filter((t) => !isStopWord(t));
  return meaningful.length > 0 ? meaningful : all;
}

/**
 * The singulars a folded word may be the plural of, in English or Spanish, by its ending alone (a
 * caller keeps those its vocabulary has): `webhooks` → `webhook`, `policies` → `policy`, `batches`
 * → `batch`, `menores` → `menor`, `addresses` → `address`, `luces` → `luz`. Words under 4 letters,
 * words in `-ss` (`process`) and words with digits or marks have none.
 */
export function singulars(term: string): string[] {
  if (term.length < 4 || !/^\p{L}+$/u.test(term)) return [];
  const forms: string[] = [];
  if (term.endsWith('ies')) forms.push(`${term.slice(0, -3)}y`);
  if (term.length >= 5 && /(?:[lnrdjs]|ch|sh|x)es$/.test(term)) forms.push(term.slice(0, -2));
  if (term.length >= 5 && term.endsWith('ces')) forms.push(`${term.slice(0, -3)}z`);
  if (/[^s]s$/.test(term) && !term.endsWith('ies')) forms.push(term.slice(0, -1));
  return forms;
}

/** Whether two folded words are one word in either number (`card`, `cards`; `cuota`, `cuotas`). */
export function sameWord(a: string, b: string): boolean {
  return a === b || singulars(a).includes(b) || singulars(b).includes(a);
}

/**
 * An opaque term: an identifier no reader types by heart (a UUID, a timestamp, a hex string, a long
 * TLV dump). It stays searchable by its exact spelling, but is left out of the typo and prefix
 * vocabulary the search loads first. Numbers up to 19 digits (codes, card numbers) are not opaque.
 */
export function isOpaque(term: string): boolean {
  if (term.length > 19) return true;
  return term.length >= 10 && /\d/.test(term) && /\p{L}/u.test(term);
}

/** The three rows of withinEdits, kept between calls: it runs once per vocabulary term of a query. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Whether `a` and `b` are within `max` edits of each other (insertions, deletions, substitutions
 * and swaps of two adjacent letters, each one edit). A bounded optimal-string-alignment distance.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  const n = b.length;
  if (rows[0].length < n + 1) rows = [new Int32Array(2 * n + 2), new Int32Array(2 * n + 2), new Int32Array(2 * n + 2)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = previous[j - 1] + (ai === bj ? 0 : 1);
      if (previous[j] + 1 < value) value = previous[j] + 1;
      if (current[j - 1] + 1 < value) value = current[j - 1] + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && before[j - 2] + 1 < value) value = before[j - 2] + 1;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return false;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n] <= max;
}
