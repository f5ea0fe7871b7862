/**
 * The site's `useTranslation`: react-i18next's (through gatsby-plugin-react-i18next), with a `t` that
 * remembers the strings it returned. i18next resolves every call afresh (options copied, namespaces
 * and fallbacks walked, the string interpolated): about 25 µs a call, and an API operation renders
 * the same few labels for each of its hundreds of fields and constraints. Profiled in Chromium,
 * unthrottled, on the card payment operation: 65 ms of its load in `t` alone, which a phone pays
 * four times over while the page hydrates. Every component takes its `t` from here; ESLint forbids
 * the library's hook elsewhere.
 *
 * The strings are kept per i18next instance (a page gets its own, made from its page data) and per
 * language, namespaces and key prefix of the `t`, so a new language or a new page starts afresh.
 * Calls whose options are not all plain values (a count, a name) are not kept.
 */
import { useMemo } from 'react';
import { useTranslation as useI18nextTranslation } from 'gatsby-plugin-react-i18next';
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

const caches = new WeakMap<I18n, Map<string, Map<string, unknown>>>();

/** The strings already returned for a `t` of this instance, language, namespaces and key prefix. */
function cacheFor(i18n: I18n, t: FixedT): Map<string, unknown> {
  let byT = caches.get(i18n);
  if (!byT) {
    byT = new Map();
    caches.set(i18n, byT);
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
  return Object.assign(remembering, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix }) as unknown as TFunction;
}

/** react-i18next's useTranslation, with the remembering `t`. */
export function useTranslation(...args: Parameters<typeof useI18nextTranslation>): { t: TFunction; i18n: I18n; ready: boolean } {
  const { t, i18n, ready } = useI18nextTranslation(...args);
  const remembering = useMemo(() => rememberingT(t, i18n), [t, i18n]);
  return { t: remembering, i18n, ready };
}
