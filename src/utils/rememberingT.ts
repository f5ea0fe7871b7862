/**
 * A `t` that remembers the strings it returned (the site's `useTranslation` in the pages, `nodeT`
 * in the build's Markdown copies): i18next resolves every call afresh (options copied, namespaces
 * and fallbacks walked, the string interpolated), and an API operation asks for the same few labels
 * for each of its hundreds of fields and constraints.
 *
 * The strings are kept per set of strings and options (two instances made from the same strings
 * share them), and per language, namespaces and key prefix of the `t`, by key and options: a count
 * or a name is part of what is kept; a call whose options hold an object or an array goes to
 * i18next every time.
 */
import type { i18n as I18n, TFunction } from 'i18next';

type Options = Record<string, unknown>;

/** What getFixedT puts on the functions it returns. */
interface FixedT {
  (key: unknown, options?: unknown): unknown;
  lng?: string;
  lngs?: readonly string[] | null;
  ns?: string | readonly string[];
  keyPrefix?: string;
}

const caches = new Map<string, Map<string, Map<string, unknown>>>();
const contents = new WeakMap<I18n, string>();
let unique = 0;

/**
 * What an instance answers from: its options and every string it holds, read at its first call (the
 * site's instances get their strings when they are made and none later). Options that cannot be
 * written as JSON give the instance a key of its own.
 */
function contentOf(i18n: I18n): string {
  let content = contents.get(i18n);
  if (content === undefined) {
    try {
      content = JSON.stringify([i18n.options, i18n.store?.data ?? null]);
    } catch {
      unique += 1;
      content = `instance ${unique}`;
    }
    contents.set(i18n, content);
  }
  return content;
}

/** Forgets every string remembered (each test starts from nothing, as a page's first render does). */
export function forgetRememberedStrings(): void {
  caches.clear();
}

/** The strings already returned for a `t` of these strings and options, language, namespaces and key prefix. */
function cacheFor(i18n: I18n, t: FixedT): Map<string, unknown> {
  const content = contentOf(i18n);
  let byT = caches.get(content);
  if (!byT) {
    byT = new Map();
    caches.set(content, byT);
  }
  const id = JSON.stringify([i18n.language, t.lng ?? t.lngs ?? null, t.ns ?? null, t.keyPrefix ?? null]);
  let cache = byT.get(id);
  if (!cache) {
    cache = new Map();
    byT.set(id, cache);
  }
  return cache;
}

const plain = (value: unknown) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/** The key of a call that can be kept, or null: a string key, with options of plain values only. */
function callKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options === 'string') return JSON.stringify([key, options]);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  const entries = Object.entries(options as Options);
  if (!entries.every(([, value]) => plain(value))) return null;
  return JSON.stringify([key, entries]);
}

/** `t`, remembering each string it returns for the same key and plain options. */
export function rememberingT(t: TFunction, i18n: I18n): TFunction {
  const fixed = t as unknown as FixedT;
  const cache = cacheFor(i18n, fixed);
  const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = rest.length === 0 ? callKey(key, options) : null;
    if (id === null) return (fixed as (...args: unknown[]) => unknown)(key, options, ...rest);
    if (cache.has(id)) return cache.get(id);
    const value = fixed(key, options);
    if (typeof value === 'string') cache.set(id, value);
    return value;
  };
  return remembering as unknown as TFunction;
}
