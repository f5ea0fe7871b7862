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
import { rememberingT } from '../utils/rememberingT';

export { forgetRememberedStrings, rememberingT } from '../utils/rememberingT';

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
