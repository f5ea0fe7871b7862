import { queryTerms, sameWord, singulars } from './text';

/**
 * Payment terms a reader may type in either language, or under another name than the page uses.
 * Each group is a set of equivalent words or phrases; a query word (or phrase) of a group also
 * finds the others. Both languages share the list: a reader who types "refund" on the Spanish site
 * finds "reembolso", and the other way round. Write entries as a reader types them; they go
 * through the same text processing as queries (accents and case do not matter, stop words are
 * dropped: "enlace de pago" is the phrase enlace + pago).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['refund', 'reembolso', 'reembolsar', 'devolución', 'devolver'],
  ['chargeback', 'contracargo', 'dispute', 'disputa'],
  ['preauthorization', 'preauthorisation', 'pre-authorization', 'preautorización', 'hold', 'retención'],
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
  ['webhook', 'notificación', 'notification'],
  ['sandbox', 'entorno de pruebas', 'test environment'],
  ['card', 'tarjeta'],
  ['currency', 'moneda', 'divisa'],
  ['minor unit', 'unidad menor', 'cents', 'céntimos', 'decimals', 'decimales'],
  ['3-D Secure', '3DS', '3D Secure', '3DS2'],
  ['SCA', 'strong customer authentication', 'autenticación reforzada'],
];

/** A phrase as query terms. */
export type Phrase = readonly string[];

const byFirstTerm = new Map<string, { phrase: Phrase; group: Phrase[] }[]>();
const firstTerms = new Set<string>();
for (const group of SYNONYM_GROUPS) {
  const phrases = group.map((entry) => queryTerms(entry));
  for (const phrase of phrases) {
    if (phrase.length === 0) continue;
    firstTerms.add(phrase[0]);
    const others = phrases.filter((p) => p !== phrase && p.join(' ') !== phrase.join(' '));
    // Under its first word and that word's singulars, so a query in the other number finds it (`cuota`, `cuotas`).
    for (const key of new Set([phrase[0], ...singulars(phrase[0])])) {
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
    const starts = [terms[i], ...singulars(terms[i])];
    const match = [...new Set(starts.flatMap((start) => byFirstTerm.get(start) ?? []))]
      .sort((a, b) => b.phrase.length - a.phrase.length)
      .find(({ phrase }) => i + phrase.length <= terms.length && phrase.every((term, k) => sameWord(terms[i + k], term)));
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
