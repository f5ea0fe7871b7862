import React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import { render, type RenderResult } from '@testing-library/react';
import { LOCALES, type Locale } from '../utils/locale';
import { ColorModeProvider } from '../contexts/ColorMode';

/** The UI strings of every locale as the site loads them: `locales/<locale>/<namespace>.json`. */
export function loadStrings(): Record<Locale, Record<string, Record<string, unknown>>> {
  const root = path.resolve(__dirname, '../../locales');
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        fs
          .readdirSync(path.join(root, locale))
          .filter((f) => f.endsWith('.json'))
          .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(root, locale, f), 'utf8'))]),
      ),
    ]),
  ) as Record<Locale, Record<string, Record<string, unknown>>>;
}

/** jsdom has no matchMedia: a light-mode, desktop-width answer unless a test defines its own. */
function ensureMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/** Renders UI inside the same providers a page has (colour mode, i18n), in one locale. */
export function renderWithLocale(ui: React.ReactElement, locale: Locale = 'es'): RenderResult {
  ensureMatchMedia();
  const strings = loadStrings();
  const namespaces = Object.keys(strings[locale]);
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'es',
    resources: strings,
    ns: namespaces,
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
  });
  const context = {
    language: locale,
    languages: [...LOCALES],
    defaultLanguage: 'es',
    routed: locale !== 'es',
    originalPath: '/',
    path: '/',
    siteUrl: 'https://developers.tesela.example',
    generateDefaultLanguagePage: false,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>
        <ColorModeProvider>{ui}</ColorModeProvider>
      </I18nextContext.Provider>
    </I18nextProvider>,
  );
}
