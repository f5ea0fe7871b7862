/**
 * The UI strings at build time, for what the build writes in a reader's language outside React
 * (the Markdown copies, llms.txt): the same locales/<locale>/*.json files and the same i18next
 * (plurals, interpolation) as the pages, so a label reads the same in the copy and on the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import type { Locale } from '../utils/locale';
import { rememberingT } from '../utils/rememberingT';

const LOCALES_DIR = path.resolve(__dirname, '../../locales');

const cache = new Map<Locale, TFunction>();

/** A `t` of `locale` over every namespace (keys as the pages write them: `api.required`), remembering its strings. */
export function nodeT(locale: Locale): TFunction {
  const known = cache.get(locale);
  if (known) return known;
  const dir = path.join(LOCALES_DIR, locale);
  const namespaces = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
  const strings = Object.fromEntries(namespaces.map((file) => [file.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]));
  const names = Object.keys(strings);
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: strings },
    ns: names,
    defaultNS: names[0],
    fallbackNS: names.slice(1),
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
  });
  // Remembering: a copy asks for the same labels for every field of every operation.
  const t = rememberingT(instance.t.bind(instance) as TFunction, instance);
  cache.set(locale, t);
  return t;
}
