import es from '../../../locales/es/crash.json';
import en from '../../../locales/en/crash.json';
import { splitLocale, type Locale } from '../../utils/locale';

const STRINGS: Record<Locale, typeof es.crash> = { es: es.crash, en: en.crash };

/** The crash screen's strings for a path's locale, usable where the i18n provider is not (a crash above it). */
export function crashStrings(pathname: string): typeof es.crash {
  return STRINGS[splitLocale(pathname).locale];
}
