import { queryTerms, sameWord, singulars } from './text';

/**
 * Payment terms a reader may type in either language, or under another name than the page uses.
 * Each group is a set of equivalent words or phrases; a query word (or phrase) of a group also
 * finds the others. Both languages share the list: a reader who types "refund" on the Spanish site
 * finds "reembolso", and the other way round. Write entries as a reader types them; they go
 * through the same text processing as queries (accents and case do not matter, stop words are
 * dropped: "enlace de pago" is the phrase enlace + pago). A word matches in either number, unless
 * the list has both numbers in groups of their own: then they are two words (`plazos`, instalments;
 * `plazo`, a deadline), and the group of each names its meaning.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['refund', 'reembolso', 'reembolsar', 'devolución', 'devolver'],
  ['chargeback', 'contracargo', 'dispute', 'disputa', 'retrocesión'],
  [
    'preauthorization', 'preauthorisation', 'pre-authorization', 'preautorización', 'hold', 'retención',
    // The verb and its participle, as a reader types them ("capture a preauthorized payment", "pago preautorizado").
    'preauthorize', 'preauthorise', 'preauthorized', 'preauthorised', 'preautorizar', 'preautorizado', 'preautorizada',
  ],
  ['token', 'tokenización', 'tokenization', 'tokenisation', 'tokenizar', 'tokenize'],
  ['payment link', 'enlace de pago', 'pay by link', 'paybylink', 'pago por enlace'],
  ['recurring', 'recurrente', 'subscription', 'suscripción'],
  ['settlement', 'liquidación', 'payout'],
  ['reconciliation', 'conciliación', 'reconciliación'],
  ['terminal', 'TPV', 'POS', 'datáfono'],
  ['wallet', 'cartera', 'monedero', 'billetera'],
  ['cancellation', 'cancel', 'cancelación', 'cancelar', 'anulación', 'anular', 'void'],
  ['capture', 'captura', 'capturar', 'confirmation', 'confirm', 'confirmación', 'confirmar'],
  ['installments', 'instalments', 'plazos', 'cuotas', 'aplazado'],
  // `plazo` is a deadline, `plazos` instalments: a word of the list and its other number in two groups are two words.
  ['deadline', 'plazo', 'time limit'],
  ['webhook', 'notificación', 'notification'],
  ['sandbox', 'entorno de pruebas', 'test environment'],
  ['test card', 'tarjeta de prueba'],
  ['stored card', 'saved card', 'card on file', 'credential on file', 'tarjeta guardada', 'tarjeta almacenada'],
  ['fee', 'commission', 'comisión'],
  ['expiry', 'expiration', 'caducidad', 'vencimiento'],
  ['declined', 'rejected', 'denegado', 'rechazado'],
  ['test data', 'datos de prueba'],
  ['card', 'tarjeta'],
  ['currency', 'moneda', 'divisa'],
  ['minor unit', 'unidad menor', 'cents', 'céntimos', 'decimals', 'decimales'],
  ['3-D Secure', '3DS', '3D Secure', '3DS2'],
  ['SCA', 'strong customer authentication', 'autenticación reforzada'],
];

/** A phrase as query terms. */
export type Phrase = readonly string[];

const phrasesOf = SYNONYM_GROUPS.map((group) => group.map((entry) => queryTerms(entry)).filter((phrase) => phrase.length > 0));

/** The groups of each one-word entry of the list, by its query term. */
const groupsOfWord = new Map<string, Set<number>>();
phrasesOf.forEach((phrases, g) => {
  for (const phrase of phrases) if (phrase.length === 1) groupsOfWord.set(phrase[0], (groupsOfWord.get(phrase[0]) ?? new Set()).add(g));
});

/**
 * Whether two numbers of a word (`sameWord`) are two words to the list: each is an entry of its
 * own, in no group with the other (`plazos`, instalments; `plazo`, a deadline). Such a word is
 * never searched in its other number, and a query in one number never finds the other's synonyms.
 */
export function otherWord(a: string, b: string): boolean {
  if (a === b || !sameWord(a, b)) return false;
  const groupsOfA = groupsOfWord.get(a);
  const groupsOfB = groupsOfWord.get(b);
  return !!groupsOfA && !!groupsOfB && ![...groupsOfA].some((g) => groupsOfB.has(g));
}

const withTwoSenses = new Set([...groupsOfWord.keys()].filter((term) => singulars(term).some((form) => otherWord(term, form))));

/**
 * Whether a query term is a word of the list that may also be read as another word's other number:
 * `plazos` is instalments to the list, and also the plural of `plazo`, a deadline. The engine takes
 * it in the list's sense on a page that also has another word of its group (`cuotas`, `instalments`).
 */
export function twoSenses(term: string): boolean {
  return withTwoSenses.has(term);
}

/** Whether two query terms are one word of the list in either number (`dispute`, `disputes`), not two words (`plazo`, `plazos`). */
export function sameListWord(a: string, b: string): boolean {
  return sameWord(a, b) && !otherWord(a, b);
}

/** A query term and the singulars it may stand for, where the list does not make them two words. */
function numbersOf(term: string): string[] {
  return [term, ...singulars(term).filter((form) => !otherWord(term, form))];
}

const byFirstTerm = new Map<string, { phrase: Phrase; group: Phrase[] }[]>();
const firstTerms = new Set<string>();
for (const phrases of phrasesOf) {
  for (const phrase of phrases) {
    firstTerms.add(phrase[0]);
    const others = phrases.filter((p) => p !== phrase && p.join(' ') !== phrase.join(' '));
    // Under its first word and that word's singulars, so a query in the other number finds it (`cuota`, `cuotas`).
    for (const key of new Set(numbersOf(phrase[0]))) {
      const list = byFirstTerm.get(key) ?? [];
      list.push({ phrase, group: others });
      byFirstTerm.set(key, list);
    }
  }
}
/** The words that start a phrase of the list, as query terms: a mistyped one is read as it (engine.ts). */
export const SYNONYM_STARTS: readonly string[] = [...firstTerms];

/** Part of a query: its words, and the phrases that mean the same (none for most words). */
export interface QueryPart {
  terms: string[];
  synonyms: Phrase[];
}

/**
 * Splits query terms into parts, each a word or a synonym phrase (longest match first), with the
 * phrases that mean the same.
 */
export function queryParts(terms: string[]): QueryPart[] {
  const parts: QueryPart[] = [];
  let i = 0;
  while (i < terms.length) {
    // A word of the query matches a word of the list in either number (`disputes`, `dispute`); the
    // longest phrase is tried first ("payment link" before "payment").
    const starts = numbersOf(terms[i]);
    const match = [...new Set(starts.flatMap((start) => byFirstTerm.get(start) ?? []))]
      .sort((a, b) => b.phrase.length - a.phrase.length)
      .find(({ phrase }) => i + phrase.length <= terms.length && phrase.every((term, k) => sameListWord(terms[i + k], term)));
    if (match) {
      parts.push({ terms: terms.slice(i, i + match.phrase.length), synonyms: match.group });
      i += match.phrase.length;
    } else {
      parts.push({ terms: [terms[i]], synonyms: [] });
      i += 1;
    }
  }
  return parts;
}
