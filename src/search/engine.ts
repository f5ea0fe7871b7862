import { DEFAULT_TAGS, highlight, snippet, type MarkTags } from './highlight';
import { retryingCache } from './cache';
import { frontDecode, Role, unpackPosting, type IndexHead, type Shard } from './parts';
import { otherWord, queryParts, sameListWord, SYNONYM_STARTS, twoSenses, type Phrase } from './synonyms';
import { fold, isCapitals, isIdentifier, queryTerms, singulars, withinEdits, words } from './text';
import { DOCS_TAG, type SearchHit, type SearchParams, type SearchRecord, type SearchResult } from './types';

/**
 * The local search engine: it answers a query from a language's index parts (parts.ts), loading
 * the shards of the query's terms and the display text of the hits it returns, nothing else.
 *
 * Finding: each query word matches index terms exactly, by prefix (the last word always, others
 * of 3 letters or more) and with typos (1 edit from 4 letters, 2 from 8; a swap of two letters is
 * one edit; never in a word with digits, so a code is never a typo of another code). A word or
 * phrase of the payment synonym list (synonyms.ts) also matches its synonyms. A record matches a
 * word through its own text or the headings above it.
 *
 * Ranking follows DocSearch's on Algolia, hierarchy first: more query words found, then fewer
 * typos, then a page's title (a page named after the query: `CVV`, an operation's id; a title that
 * reads as the query first), then a page whose section headings hold the query more than once (the
 * subject of a page whose title does not name it: `errors` and the responses page, before the
 * "Errors" section each operation page has), then a heading that reads as the query, exactly and
 * nothing more ("Cancel a recurring plan" before "Cancel or end a plan's suspension" under the group
 * "recurring plans"), then, for a word that names something (a field, an operation, a code, a card
 * number), the record that defines it (parts.ts, Role; an acronym beside words of the language is
 * the subject asked about, and is not looked up: `lookUp`); then where the words were found (the
 * record's own heading, by level; then the headings above it; then the body text), then a docs page
 * (a guide or the API reference) before a blog post or a standalone page, then exact words (the
 * word as typed, its other number or a one-word synonym, as Algolia counts them) before prefixes,
 * typos and synonym phrases, then text that starts with a query word (not with its synonym), then
 * pages with more matching records, then heading records before text, then BM25 (the word as typed
 * weighs more than its other forms), then earlier in the page.
 *
 * A word of the synonym list and its other number are two words when the list puts them in two
 * groups (`plazos`, instalments; `plazo`, a deadline): `plazos` is not searched as `plazo`, neither
 * finds the other's synonyms, and `plazos`, which may still be the plural of `plazo`, counts in the
 * list's sense only on pages that also have another word of its group (`cuotas`, `instalments`).
 */

/** Where a word was found, best first. */
const OWN_TEXT = 20;
const GROUP = 17;
const NO_MATCH = 255;
const ABOVE = (level: number) => 10 + level;

/**
 * How a word was found: none, with a typo, by prefix (or as a phrase of the synonym list), as
 * another form of the word (its other number, a one-word synonym in either number), exactly.
 * Another form counts as an exact word in the ranking, as Algolia counts plurals and one-word
 * synonyms (`alternativesAsExact`, whose default the Algolia index keeps); its lower weight puts the
 * word as typed first among records that match alike.
 */
const enum Kind {
  None = 0,
  Typo = 1,
  Prefix = 2,
  Alternative = 3,
  Exact = 4,
}

const KIND_WEIGHT = [0, 0.4, 0.5, 0.8, 1];
const OWN_BOOST = 3;
const PREFIX_LIMIT = 40;
/** The words of a query the engine considers; more add little to the ranking. */
const MAX_TERMS = 12;
/** How many leading results the word order of the query can reorder (`inTypedOrder`). */
const TIE_WINDOW = 20;
/** Fewer records than this with every query word: records with some of them are shown after. */
const FEW_RESULTS = 5;
/** How many records of one page lead the results before other pages' records that found as many words (`spreadPages`). */
const PER_PAGE = 5;
const BM25_K = 1.2;
const BM25_B = 0.7;

/** Whether `form` is `term` in its other number, one word to the synonym list (`chargebacks`, `chargeback`; not `plazos`, `plazo`). */
const otherNumberOf = (form: string, term: string): boolean => form !== term && sameListWord(form, term);

/** The set of a term's characters as 32 bits (a character's code modulo 32; letters a to z each have their own). */
export function letterMask(term: string): number {
  let mask = 0;
  for (let i = 0; i < term.length; i += 1) mask |= 1 << (term.charCodeAt(i) & 31);
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function fuzziness(term: string): number {
  if (/\d/.test(term) || term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/** The data an index source gives the engine: the head, and its shards and chunks on demand. */
export interface IndexSource {
  head: IndexHead;
  shard(k: number): Promise<Shard>;
  /** The records of chunk k, in order. */
  chunk(k: number): Promise<SearchRecord[]>;
}

/** Per record, how one query word (or phrase) was found. */
interface Found {
  attribute: Uint8Array;
  kind: Uint8Array;
  /** What the word is to the record's own text (parts.ts Role): its first word, a key cell, a definition. */
  role: Uint8Array;
  score: Float32Array;
  /** The number of words of the record's own text (parts.ts), where the word was found in it (0 elsewhere). */
  length: Uint16Array;
  /**
   * The records found, each once, in the order first found: the later passes read these instead of
   * every record of the index, which at ten times the pages is most of a query's time.
   */
  touched: number[];
}

/**
 * How the records match one part of the query (a word, or a phrase of the synonym list): as a word
 * matches, and whether every word of the best way it matched was found in the record's own text. A
 * heading holds the phrase `test cards` only if it holds both words: "Testing in the sandbox" under
 * the group label "Card-present payments" does not, nor does "Tarjetas de prueba" hold `datos de
 * prueba` under the title "Códigos de respuesta y datos de prueba" (`attribute`, the best place of
 * any word, cannot tell).
 */
interface PartFound extends Found {
  own: Uint8Array;
}

function newFound(n: number): Found {
  return {
    attribute: new Uint8Array(n).fill(NO_MATCH),
    kind: new Uint8Array(n),
    role: new Uint8Array(n),
    score: new Float32Array(n),
    length: new Uint16Array(n),
    touched: [],
  };
}

/** The record's own text: its heading, or its paragraph for a content record. */
function ownText(record: SearchRecord): string {
  return (record.type === 'content' ? record.content : record.hierarchy[record.type]) ?? '';
}

/** Whether a word was found in the record's own text: its heading (levels 1 to 6) or its paragraph. */
function isOwn(attribute: number): boolean {
  return attribute <= 6 || attribute === OWN_TEXT;
}

interface Ranked {
  r: number;
  words: number;
  typos: number;
  /** The page's title record, matched by its own text: 2 when the title reads as the query (`whole`), 1 otherwise. */
  title: number;
  /** A section heading (levels 2 to 6) that holds every word of the query, none with a typo. */
  section: number;
  /** For the best record of a page whose section headings hold the query twice or more, how many do (`markSubjects`). */
  subject: number;
  definition: number;
  attribute: number;
  /** The record's own text is the query's words, exactly, and nothing else (a heading that reads as the query). */
  whole: number;
  exact: number;
  leading: number;
  /** The record is of a docs page (a guide or the API reference), not of the blog or a standalone page. */
  docs: number;
  pageMatches: number;
  score: number;
}

interface Expansion {
  term: string;
  kind: Kind;
}

/**
 * Words that say what kind of thing a code is, or ask what it means, in both languages, folded:
 * "error 0190", "código validation_failed", "post_plan operation", "tarjeta de prueba 4917…", "what
 * does 0116 mean". In a query with a code, the record that defines the code counts as holding them,
 * so a guide that mentions the code beside the word "error" (or "the meaning of each code") does
 * not rank above the code's own row.
 */
const KIND_WORDS = new Set(
  [
    'error', 'errors', 'code', 'codes', 'response', 'field', 'fields', 'parameter', 'parameters', 'param', 'property',
    'attribute', 'operation', 'operations', 'endpoint', 'method', 'card', 'test', 'value', 'status', 'event', 'events',
    'errores', 'codigo', 'codigos', 'respuesta', 'campo', 'campos', 'parametro', 'parametros', 'propiedad', 'atributo',
    'operacion', 'operaciones', 'metodo', 'tarjeta', 'prueba', 'valor', 'estado', 'evento', 'eventos',
    // Words that ask what the code means ("what does 0116 mean", "qué significa 0195"): its definition answers them.
    'mean', 'means', 'meaning', 'significa', 'significan', 'significado',
  ],
);

interface Part {
  /** How many query words the part stands for. */
  words: number;
  /** The part names a field, an operation, a code or a card: the record that defines it ranks first. */
  identifier: boolean;
  /** The part is a word in capitals (an acronym, a status): beside words of the language it names the subject of the query. */
  acronym: boolean;
  /** The part is a code: it has a digit, `_` or `.`. */
  code: boolean;
  /** The part is one of KIND_WORDS. */
  ofKind: boolean;
  /** The part is one of KIND_WORDS, beside a code elsewhere in the query. */
  kindWord: boolean;
  /**
   * The words of the part, and each phrase that means the same. `twoSenses`: a word of the phrase
   * may be read as another word of the list (synonyms.ts `twoSenses`).
   */
  alternatives: { terms: Expansion[][]; synonym: boolean; twoSenses: boolean }[];
}

function matchesFacet(filter: string, language: string, tag: string, level: number): boolean {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon);
  const value = filter.slice(colon + 1);
  if (attribute === 'language') return value === language;
  if (attribute === 'docusaurus_tag') return value === tag;
  if (attribute === 'type') return value === (level === 7 ? 'content' : `lvl${level}`);
  return false;
}

function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const spec of attributes ?? []) {
    const [name, words] = spec.split(':');
    lengths.set(name, Number(words) || 10);
  }
  return lengths;
}

export class LocalSearchEngine {
  private readonly n: number;
  private readonly level: Uint8Array;
  private readonly pageOf: Int32Array;
  private readonly pageStart: Int32Array;
  /** For a heading record, the first record after its section. */
  private readonly sectionEnd: Int32Array;
  private readonly pageTag: string[];
  private readonly vocabulary: string[];
  /** The vocabulary by term length, for the typo scan: only lengths within the edits allowed are read. */
  private readonly byLength: string[][] = [];
  /** Beside byLength, each term's letter mask (letterMask). */
  private readonly masksByLength: number[][] = [];
  /** Each shard's postings by term, read once; a shard that failed to load is tried again. */
  private readonly postings = retryingCache((k) =>
    this.source.shard(Number(k)).then((shard) => new Map(shard.terms.map((term, i) => [term, { own: shard.own[i], group: shard.group[i] }]))),
  );

  constructor(private readonly source: IndexSource) {
    const { head } = source;
    this.n = head.levels.length;
    this.level = Uint8Array.from(head.levels, (c) => Number(c));
    const pageCount = head.pages.length / 2;
    this.pageStart = new Int32Array(pageCount + 1);
    this.pageOf = new Int32Array(this.n);
    this.pageTag = [];
    let record = 0;
    for (let p = 0; p < pageCount; p += 1) {
      this.pageTag.push(head.tags[head.pages[2 * p]]);
      this.pageStart[p] = record;
      const count = head.pages[2 * p + 1];
      this.pageOf.fill(p, record, record + count);
      record += count;
    }
    this.pageStart[pageCount] = record;
    if (record !== this.n) throw new Error(`The search index head lists ${record} records in its pages and ${this.n} levels.`);
    this.sectionEnd = new Int32Array(this.n);
    for (let p = 0; p < pageCount; p += 1) {
      const open: number[] = [];
      for (let r = this.pageStart[p]; r < this.pageStart[p + 1]; r += 1) {
        while (open.length > 0 && this.level[open[open.length - 1]] >= this.level[r]) this.sectionEnd[open.pop()!] = r;
        open.push(r);
      }
      for (const r of open) this.sectionEnd[r] = this.pageStart[p + 1];
    }
    this.vocabulary = frontDecode(head.vocabulary);
    for (const term of this.vocabulary) {
      (this.byLength[term.length] ??= []).push(term);
      (this.masksByLength[term.length] ??= []).push(letterMask(term));
    }
  }

  get size(): number {
    return this.n;
  }

  get language(): string {
    return this.source.head.language;
  }

  /** The shard whose range holds `term`. */
  private shardOf(term: string): number {
    const firsts = this.source.head.shards;
    let lo = 0;
    let hi = firsts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (firsts[mid] <= term) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The first vocabulary index at or after `term`. */
  private lowerBound(term: string): number {
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocabulary[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Whether the index has this term. */
  private has(term: string): boolean {
    return this.vocabulary[this.lowerBound(term)] === term;
  }

  /**
   * The other number of a word, where the index has it and the synonym list does not make it
   * another word (`plazos`, not `plazo`), found as an Alternative (ranked as exact, weighing less):
   * - its singular, if it reads as a plural (`singulars`): `webhooks` finds `webhook`, `tarjetas`
   *   `tarjeta`, `menores` `menor`, `policies` `policy`;
   * - the plural of an English word in `-y`, which no prefix reaches: `currency` finds `currencies`.
   * A prefix finds the plurals that only add letters (`refund`, `refunds`; `menor`, `menores`), and
   * counts them as Alternatives too.
   */
  private otherNumber(term: string): string[] {
    const forms = singulars(term);
    if (term.length >= 4 && /[^aeiou]y$/.test(term)) forms.push(`${term.slice(0, -1)}ies`);
    return forms.filter((form) => this.has(form) && !otherWord(term, form));
  }

  /**
   * The index terms a query word stands for: itself, its completions and, for a word the reader typed
   * (`typed`), its other number and its near spellings. A synonym (not `typed`) is taken as the list
   * writes it, with its completions: its singular may be another word (`plazos`, instalments;
   * `plazo`, a deadline).
   */
  private expand(term: string, prefix: boolean, typed: boolean): Expansion[] {
    const found: Expansion[] = [{ term, kind: Kind.Exact }];
    if (typed) for (const form of this.otherNumber(term)) found.push({ term: form, kind: Kind.Alternative });
    if (prefix && term.length >= 2) {
      const completions: string[] = [];
      for (let i = this.lowerBound(term); i < this.vocabulary.length && this.vocabulary[i].startsWith(term); i += 1) {
        if (this.vocabulary[i] !== term) completions.push(this.vocabulary[i]);
      }
      // A short prefix has many completions: the shortest are the likeliest words.
      completions.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
      // A completion that is the word's plural (`webhook`, `webhooks`) is the word in its other number.
      for (const completion of completions.slice(0, PREFIX_LIMIT)) found.push({ term: completion, kind: otherNumberOf(completion, term) ? Kind.Alternative : Kind.Prefix });
    }
    const edits = typed ? fuzziness(term) : 0;
    if (edits > 0) {
      const seen = new Set(found.map((e) => e.term));
      const mask = letterMask(term);
      for (let length = term.length - edits; length <= term.length + edits; length += 1) {
        const candidates = this.byLength[length] ?? [];
        const masks = this.masksByLength[length] ?? [];
        for (let i = 0; i < candidates.length; i += 1) {
          // Each edit brings in at most one letter and takes out at most one: a cheap test first.
          if (bitCount(mask & ~masks[i]) > edits || bitCount(masks[i] & ~mask) > edits) continue;
          const candidate = candidates[i];
          if (!seen.has(candidate) && withinEdits(term, candidate, edits)) found.push({ term: candidate, kind: Kind.Typo });
        }
      }
    }
    return found;
  }

  /**
   * A query word the index does not have, read as the one word of the synonym list it is a typo
   * of (`reembolzo` as `reembolso`), so that it finds that word's synonyms too (`devolución`,
   * `refund`); any other word as it is.
   */
  private synonymSpelling(term: string): string {
    const edits = fuzziness(term);
    if (edits === 0 || this.has(term)) return term;
    const near = SYNONYM_STARTS.filter((start) => withinEdits(term, start, edits));
    return near.length === 1 ? near[0] : term;
  }

  private parts(query: string, typed: string[]): Part[] {
    const identifiers = new Set(words(query).filter(isIdentifier).map(fold));
    // Words typed in capitals with letters only: an acronym (SCA, AVS) or a status (DENIED).
    const capitals = new Set(words(query).filter(isCapitals).map(fold));
    const terms = typed.map((term) => this.synonymSpelling(term));
    const parts: Part[] = queryParts(terms).map(({ terms: words, synonyms }) => {
      const literal = words.map((term) => {
        const position = terms.indexOf(term);
        const isLast = position === terms.length - 1;
        return this.expand(term, isLast || term.length > 2, true);
      });
      // A one-word synonym is the query word under another name, in either number (an Alternative); a
      // phrase's words and other completions count as prefixes.
      const others = synonyms.map((phrase: Phrase) => ({
        terms: phrase.map((term) =>
          this.expand(term, term.length > 3, false).map((e) => ({ ...e, kind: phrase.length === 1 && (e.term === term || otherNumberOf(e.term, term)) ? Kind.Alternative : Kind.Prefix })),
        ),
        synonym: true,
        twoSenses: phrase.some(twoSenses),
      }));
      const identifier = words.some((term) => identifiers.has(term) || /\d/.test(term));
      return {
        words: words.length,
        identifier,
        acronym: identifier && words.every((term) => capitals.has(term)),
        code: words.some((term) => /[\d_.]/.test(term)),
        ofKind: words.length === 1 && KIND_WORDS.has(words[0]),
        kindWord: false,
        alternatives: [{ terms: literal, synonym: false, twoSenses: others.length > 0 && words.some(twoSenses) }, ...others],
      };
    });
    // Only beside a code (`0190`, `validation_failed`, `post_plan`, a card number): a field's name
    // (`lastCharges field`) is better served by the words the reference itself uses around it.
    const besideCode = parts.some((part) => part.code);
    for (const part of parts) part.kindWord = part.ofKind && besideCode;
    return parts;
  }

  /** How each record matches one query word, through its expansions. */
  private async find(expansions: Expansion[], documentCount: number, averageLength: number): Promise<Found> {
    const found = newFound(this.n);
    const shards = new Map<number, Expansion[]>();
    for (const e of expansions) {
      if (this.source.head.shards.length === 0) break;
      const k = this.shardOf(e.term);
      shards.set(k, [...(shards.get(k) ?? []), e]);
    }
    const lists = await Promise.all([...shards].map(async ([k, list]) => ({ postings: await this.postings(String(k)), list })));
    const mark = (r: number, attribute: number, kind: Kind, score: number, role: number) => {
      if (found.kind[r] === Kind.None) found.touched.push(r);
      if (attribute < found.attribute[r]) found.attribute[r] = attribute;
      if (kind > found.kind[r]) found.kind[r] = kind;
      if (role > found.role[r]) found.role[r] = role;
      found.score[r] += score;
    };
    for (const { postings, list } of lists) {
      for (const { term, kind } of list) {
        const entry = postings.get(term);
        if (!entry) continue;
        const df = entry.own.length / 2;
        const idf = Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
        const weight = KIND_WEIGHT[kind];
        let r = 0;
        for (let i = 0; i < entry.own.length; i += 2) {
          r += entry.own[i];
          const { length, tf, role } = unpackPosting(entry.own[i + 1]);
          const bm25 = (idf * tf * (BM25_K + 1)) / (tf + BM25_K * (1 - BM25_B + (BM25_B * length) / averageLength));
          const level = this.level[r];
          mark(r, level === 7 ? OWN_TEXT : level, kind, OWN_BOOST * weight * bm25, kind >= Kind.Alternative ? role : 0);
          found.length[r] = length;
          if (level < 7) {
            const inherited = (level === 1 ? 2 : 1) * weight * bm25;
            for (let below = r + 1; below < this.sectionEnd[r]; below += 1) mark(below, ABOVE(level), kind, inherited, 0);
          }
        }
        // A group label names a kind of pages, often in the plural ("third-party terminals"): another
        // form of the word there (`terminal`) is a looser match than in the page's own text.
        const groupKind = kind === Kind.Alternative ? Kind.Prefix : kind;
        let page = 0;
        for (const delta of entry.group) {
          page += delta;
          for (let below = this.pageStart[page]; below < this.pageStart[page + 1]; below += 1) mark(below, GROUP, groupKind, weight * idf * 0.5, 0);
        }
      }
    }
    return found;
  }

  /** Answers one query the way Algolia answers it for DocSearch: ranked, paged, highlighted and snippeted hits. */
  async search(params: SearchParams): Promise<SearchResult> {
    const started = Date.now();
    const query = (params.query ?? '').trim();
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    // Each word once, and the first MAX_TERMS of them: a 512-character query would otherwise cost seconds at scale.
    const terms = [...new Set(queryTerms(query))].slice(0, MAX_TERMS);
    const head = this.source.head;
    const parts = this.parts(query, terms);

    // Every shard the query needs, fetched at once (synonyms and completions may sit in several).
    if (head.shards.length > 0) {
      const needed = new Set(parts.flatMap((part) => part.alternatives.flatMap((alternative) => alternative.terms.flat().map((e) => this.shardOf(e.term)))));
      await Promise.all([...needed].map((k) => this.postings(String(k))));
    }

    // Per part: the best way each record matches any of its alternatives (all words of a phrase).
    const matched = new Set<string>();
    const perPart = await Promise.all(
      parts.map(async (part) => {
        const best: PartFound = { ...newFound(this.n), own: new Uint8Array(this.n) };
        const found = await Promise.all(
          part.alternatives.map((alternative) => Promise.all(alternative.terms.map((expansions) => this.find(expansions, this.n, head.averageLength)))),
        );
        // A record matches an alternative only if every word found it, so the first word's records are all there is to read.
        const matching = found.map((words) => (words.length > 0 ? words[0].touched.filter((r) => words.every((w) => w.kind[r] !== Kind.None)) : []));
        // A word of two senses (`plazos`: instalments, or deadlines) is read in the list's sense on the
        // pages where another word of its group is found too (`cuotas`, `instalments`); elsewhere it
        // counts as a typo does, below every record that has the query's meaning.
        let inSense: Uint8Array | null = null;
        if (part.alternatives.some((alternative) => alternative.twoSenses)) {
          inSense = new Uint8Array(this.pageTag.length);
          matching.forEach((records, a) => {
            if (!part.alternatives[a].twoSenses) for (const r of records) inSense![this.pageOf[r]] = 1;
          });
        }
        for (let a = 0; a < part.alternatives.length; a += 1) {
          const alternative = part.alternatives[a];
          const words = found[a];
          for (const expansions of alternative.terms) for (const e of expansions) matched.add(e.term);
          for (const r of matching[a]) {
            let attribute = NO_MATCH as number;
            let kind = Kind.Exact as number;
            let role = 0;
            let score = 0;
            let length = 0;
            let own = 1;
            for (const w of words) {
              if (!isOwn(w.attribute[r])) own = 0;
              attribute = Math.min(attribute, w.attribute[r]);
              kind = Math.min(kind, w.kind[r]);
              role = Math.max(role, w.role[r]);
              score += w.score[r];
              length = Math.max(length, w.length[r]);
            }
            // The query's own words before their synonyms, all else equal: a synonym scores less and
            // does not count as the word a text starts with (a title "Notification…" is not "webhooks").
            if (alternative.synonym) {
              score *= 0.8;
              role = 0;
            }
            if (alternative.twoSenses && inSense && inSense[this.pageOf[r]] === 0) kind = Math.min(kind, Kind.Typo);
            if (best.kind[r] === Kind.None) best.touched.push(r);
            if (best.kind[r] === Kind.None || kind > best.kind[r] || (kind === best.kind[r] && attribute < best.attribute[r])) {
              best.kind[r] = kind;
              best.attribute[r] = attribute;
              best.own[r] = own;
            } else if (kind === best.kind[r] && attribute === best.attribute[r]) {
              best.own[r] = Math.max(best.own[r], own);
            }
            best.role[r] = Math.max(best.role[r], role);
            best.score[r] = Math.max(best.score[r], score);
            best.length[r] = Math.max(best.length[r], length);
          }
        }
        return best;
      }),
    );

    const facetFilters = params.facetFilters ?? [];
    // Whether a record passes the filters depends on its page's tag and its level only: each pair is tested once.
    const passed = new Int8Array(this.pageTag.length * 8).fill(-1);
    const passes = (r: number) => {
      const at = this.pageOf[r] * 8 + this.level[r];
      if (passed[at] === -1) {
        const tag = this.pageTag[this.pageOf[r]];
        const test = (filter: string) => matchesFacet(filter, head.language, tag, this.level[r]);
        passed[at] = facetFilters.every((entry) => (Array.isArray(entry) ? entry.some(test) : test(entry))) ? 1 : 0;
      }
      return passed[at] === 1;
    };

    const kindWords = parts.some((part) => part.kindWord);
    // An acronym beside words of the language ("SCA exenciones", "AVS test results") is the subject
    // the query asks about, not a term to look up: where its words are found (a heading) decides, as
    // for any other query, before the records that start with the acronym (a related page's link).
    // Alone, or beside other names or words of its kind ("DENIED status"), it is looked up.
    const lookUp = (part: Part) => part.identifier && (!part.acronym || parts.every((other) => other.identifier || other.ofKind));
    // Every record some part found, each once: a record no part found has no word of the query.
    const candidates: number[] = [];
    const seen = new Uint8Array(this.n);
    for (const f of perPart) {
      for (const r of f.touched) {
        if (seen[r] === 0) candidates.push(r);
        seen[r] = 1;
      }
    }
    const collect = (all: boolean): Ranked[] => {
      const list: Ranked[] = [];
      if (parts.length === 0) return list;
      for (const r of candidates) {
        let words = 0;
        let typos = 0;
        let exact = 0;
        let attribute = NO_MATCH;
        let leading = 0;
        let definition = 0;
        let own = 0;
        let length = 0;
        let score = 0;
        let missing = false;
        // The record defines a code of the query: its row, its sentence, or the page named after it.
        let defines = false;
        for (let i = 0; kindWords && !defines && i < parts.length; i += 1) {
          const f = perPart[i];
          defines = parts[i].code && (f.role[r] >= Role.Secondary || (f.kind[r] !== Kind.None && f.attribute[r] === 1));
        }
        for (let i = 0; i < parts.length; i += 1) {
          const part = parts[i];
          const f = perPart[i];
          if (f.kind[r] === Kind.None) {
            if (part.kindWord && defines) words += part.words;
            else missing = true;
            continue;
          }
          words += part.words;
          if (f.kind[r] === Kind.Typo) typos += part.words;
          if (f.kind[r] >= Kind.Alternative) exact += part.words;
          attribute = Math.min(attribute, f.attribute[r]);
          if (f.own[r] === 1) own += part.words;
          length = Math.max(length, f.length[r]);
          if (f.role[r] > 0) leading = 1;
          if (lookUp(part)) definition = Math.max(definition, f.role[r]);
          score += f.score[r];
        }
        if (words === 0 || (all && missing) || !passes(r)) continue;
        const section = !missing && typos === 0 && own === words && this.level[r] >= 2 && this.level[r] <= 6 ? 1 : 0;
        const whole = own === words && length === words && exact === words ? 1 : 0;
        list.push({ r, words, typos, title: attribute === 1 ? 1 + whole : 0, section, subject: 0, definition, attribute, whole, exact, leading, docs: this.pageTag[this.pageOf[r]] === DOCS_TAG ? 1 : 0, pageMatches: 0, score });
      }
      return list;
    };
    let ranked = collect(true);
    // When few records have every word, records with most of them follow (ranked below them).
    if (ranked.length < FEW_RESULTS && parts.length > 1) ranked = collect(false);
    const perPage = new Int32Array(this.pageTag.length);
    for (const x of ranked) perPage[this.pageOf[x.r]] += 1;
    for (const x of ranked) x.pageMatches = perPage[this.pageOf[x.r]];
    const order = (a: Ranked, b: Ranked) =>
        b.words - a.words ||
        a.typos - b.typos ||
        b.title - a.title ||
        b.subject - a.subject ||
        b.whole - a.whole ||
        b.definition - a.definition ||
        a.attribute - b.attribute ||
        b.docs - a.docs ||
        b.exact - a.exact ||
        b.leading - a.leading ||
        b.pageMatches - a.pageMatches ||
        this.level[a.r] - this.level[b.r] ||
        b.score - a.score ||
        a.r - b.r;

    this.markSubjects(ranked, order);

    const top = this.spreadPages(ranked, Math.max((page + 1) * hitsPerPage, TIE_WINDOW), order);
    await this.inTypedOrder(top, terms);
    const shown = top.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((x) => x.r);
    const records = await this.records(shown);
    const tags: MarkTags = { pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post };
    const lengths = snippetLengths(params.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? '…';
    const hits = records.map((record) => decorate(record, matched, terms.length, lengths, ellipsis, tags));
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      query,
      processingTimeMS: Date.now() - started,
    };
  }

  /**
   * The pages that are about what the query names though their titles do not say it: the docs pages
   * whose section headings hold every word of the query twice or more (`errors` and the responses
   * page, with "Error format", "Error codes", "Declines vs errors"…). The best record of each (in
   * `order`) gets that number as `subject`: it ranks after the pages named after the query and
   * before the sections that merely read as the query, the more such sections the higher. A heading
   * that many pages share ("Errors" on each operation page) makes none of them the subject's page.
   * Only docs pages: a blog post's sections do not make it the reference.
   */
  private markSubjects(ranked: Ranked[], order: (a: Ranked, b: Ranked) => number): void {
    const sections = new Map<number, number>();
    for (const x of ranked) if (x.section === 1 && x.docs === 1) sections.set(this.pageOf[x.r], (sections.get(this.pageOf[x.r]) ?? 0) + 1);
    const best = new Map<number, Ranked>();
    for (const x of ranked) {
      const p = this.pageOf[x.r];
      const current = best.get(p);
      if ((sections.get(p) ?? 0) >= 2 && (!current || order(x, current) < 0)) best.set(p, x);
    }
    for (const [p, x] of best) x.subject = sections.get(p)!;
  }

  /**
   * The first `count` results, where a page's records after its first PER_PAGE (in `order`) come
   * after the other pages' records that found as many query words with as few typos: one long page
   * whose headings hold the query (a blog post with a dozen sections under "The Idempotency-Key
   * header") no longer fills every place, and the reference page that defines the term is seen.
   * Nothing is left out (`nbHits` and the later pages of results hold every record), and no record
   * goes above one that found more words. The order is the same for every page of results: the
   * records are taken in `order` from a window that grows until what lies beyond it cannot change
   * the first `count` (its records are worse in `order`, so they can only be a later class, or the
   * last one's).
   */
  private spreadPages(ranked: Ranked[], count: number, order: (a: Ranked, b: Ranked) => number): Ranked[] {
    const sameClass = (a: Ranked, b: Ranked) => a.words === b.words && a.typos === b.typos;
    for (let window = count; ; window *= 2) {
      const sorted = firstInOrder(ranked, window, order);
      const seen = new Map<number, number>();
      const later = new Set<Ranked>();
      for (const x of sorted) {
        const n = (seen.get(this.pageOf[x.r]) ?? 0) + 1;
        seen.set(this.pageOf[x.r], n);
        if (n > PER_PAGE) later.add(x);
      }
      const spread: Ranked[] = [];
      for (let start = 0; start < sorted.length; ) {
        let end = start + 1;
        while (end < sorted.length && sameClass(sorted[end], sorted[start])) end += 1;
        const run = sorted.slice(start, end);
        spread.push(...run.filter((x) => !later.has(x)), ...run.filter((x) => later.has(x)));
        start = end;
      }
      const first = spread.slice(0, count);
      const last = sorted[sorted.length - 1];
      const settled = sorted.length === ranked.length || !first.some((x) => later.has(x) && sameClass(x, last));
      if (settled) return first;
    }
  }

  /**
   * Two records can read as the query with the same words in another order ("API recu de planes
   * recurrentes", "Planes recurrentes con la API recu"), and the index keeps no word positions: the
   * criteria of the order tie. Among the leading records that read as the query (the first
   * TIE_WINDOW at most, whatever the page asked), those whose words come in the order typed go
   * first, so every page of results agrees on the order.
   */
  private async inTypedOrder(top: Ranked[], terms: string[]): Promise<void> {
    const lead = top[0];
    if (!lead || lead.whole === 0) return;
    const ties = (x: Ranked) => x.whole === 1 && x.words === lead.words && x.typos === lead.typos && x.title === lead.title && x.subject === lead.subject;
    let end = 1;
    while (end < Math.min(top.length, TIE_WINDOW) && ties(top[end])) end += 1;
    if (end === 1) return;
    const typed = terms.join(' ');
    const records = await this.records(top.slice(0, end).map((x) => x.r));
    const inOrder = records.map((record) => [...new Set(queryTerms(ownText(record)))].slice(0, MAX_TERMS).join(' ') === typed);
    if (inOrder.every((x) => x === inOrder[0])) return;
    const run = top.slice(0, end);
    top.splice(0, end, ...run.filter((_, i) => inOrder[i]), ...run.filter((_, i) => !inOrder[i]));
  }

  /** The display records of the given record numbers, from their chunks. */
  private async records(numbers: number[]): Promise<SearchRecord[]> {
    const size = this.source.head.chunkSize;
    const chunks = [...new Set(numbers.map((r) => Math.floor(r / size)))];
    const loaded = new Map(await Promise.all(chunks.map(async (k) => [k, await this.source.chunk(k)] as const)));
    return numbers.map((r) => loaded.get(Math.floor(r / size))![r % size]);
  }
}

/**
 * The first `count` items of `items` in `order` (a total order), without sorting them all: a common
 * word at ten times the pages matches thousands of records, and a page of results shows twenty.
 */
export function firstInOrder<T>(items: T[], count: number, order: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (items.length <= count * 4) return [...items].sort(order).slice(0, count);
  const first: T[] = [];
  for (const item of items) {
    if (first.length === count && order(item, first[count - 1]) >= 0) continue;
    let lo = 0;
    let hi = first.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(first[mid], item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    first.splice(lo, 0, item);
    if (first.length > count) first.pop();
  }
  return first;
}

function decorate(record: SearchRecord, matched: Set<string>, termCount: number, lengths: Map<string, number>, ellipsis: string, tags: MarkTags): SearchHit {
  const hierarchyHighlight = {} as SearchHit['_highlightResult']['hierarchy'];
  const hierarchySnippet: SearchHit['_snippetResult']['hierarchy'] = {};
  for (const lvl of ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
    const value = record.hierarchy[lvl] ?? '';
    // The group title (lvl0) is shown as text by DocSearch, so it is never escaped or marked.
    hierarchyHighlight[lvl] = lvl === 'lvl0' ? { value, matchLevel: 'none', matchedWords: [] } : highlight(value, matched, termCount, tags);
    const length = lengths.get(`hierarchy.${lvl}`);
    if (length && record.hierarchy[lvl]) hierarchySnippet[lvl] = snippet(value, matched, termCount, length, ellipsis, tags);
  }
  const content = record.content ?? '';
  return {
    ...record,
    _highlightResult: { content: highlight(content, matched, termCount, tags), hierarchy: hierarchyHighlight },
    _snippetResult: {
      content: snippet(content, matched, termCount, lengths.get('content') ?? 10, ellipsis, tags),
      hierarchy: hierarchySnippet,
    },
  };
}
