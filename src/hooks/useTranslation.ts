/**
 * The site's `useTranslation`: the `t` of the page's i18next instance (the one
 * gatsby-plugin-react-i18next makes for each page from its page data and provides through
 * react-i18next's context), remembering the strings it returned.
 * - i18next resolves every call afresh (options copied, namespaces and fallbacks walked, the string
 *   interpolated), and an API operation renders the same few labels for each of its hundreds of
 *   fields and constraints: its load asked i18next 533 times, 65 ms of `t` in Chromium unthrottled,
 *   which a phone pays four times over while the page hydrates.
 * - react-i18next's own hook costs each component a context read, a `t` of its own and a listener on
 *   the instance's events (1,368 calls during that load). The page's instance never changes language:
 *   another language is another page, with another instance, and the context's change re-renders
 *   every reader. So this hook reads the context and returns one `t` for the whole page.
 * Every component takes its `t` from here; ESLint forbids the library's hook elsewhere.
 *
 * The strings are kept per set of strings and options (two instances made from the same page data
 * share them: the static HTML renders every page with an instance of its own, and i18next took 1.0 s
 * of the 4.6 s its worker spent rendering the pages of a ×1 build, 0.2 s of 3.8 s since), and per
 * language, namespaces and key prefix of the `t`, by key and options: a count or a name is part of
 * what is kept; a call whose options hold an object or an array goes to i18next every time.
 */
import { useContext } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
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

/** Without an i18next instance, as react-i18next does: the key itself. */
const keyItself = ((key: string | string[]) => (Array.isArray(key) ? key[key.length - 1] : key)) as unknown as TFunction;

const pageTranslations = new WeakMap<I18n, { t: TFunction; i18n: I18n }>();

/** The `t` of an instance for its default namespace (react-i18next's choice without arguments), remembering. */
export function pageTranslation(i18n: I18n): { t: TFunction; i18n: I18n } {
  let translation = pageTranslations.get(i18n);
  if (!translation) {
    const defaultNS = i18n.options.defaultNS;
    const namespace = (Array.isArray(defaultNS) ? defaultNS[0] : defaultNS) ?? 'translation';
    translation = { t: rememberingT(i18n.getFixedT(null, namespace as string), i18n), i18n };
    pageTranslations.set(i18n, translation);
  }
  return translation;
}

/** The page's `t` and i18next instance. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return i18n ? pageTranslation(i18n) : { t: keyItself, i18n };
}
