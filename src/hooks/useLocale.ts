import { useI18next } from 'gatsby-plugin-react-i18next';
import siteConfig from '../../site.config';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../utils/locale';

/** The current page's locale and its configuration (label, htmlLang, direction, URL prefix). */
export function useLocale(): { locale: Locale; config: (typeof siteConfig.locales)[Locale] } {
  const { language } = useI18next();
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return { locale, config: siteConfig.locales[locale] };
}
