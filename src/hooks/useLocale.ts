import { useI18next } from 'gatsby-plugin-react-i18next';
import siteConfig from '../../site.config';
import { toLocale, type Locale } from '../utils/locale';

/** The current page's locale and its configuration (label, htmlLang, direction, URL prefix). */
export function useLocale(): { locale: Locale; config: (typeof siteConfig.locales)[Locale] } {
  const { language } = useI18next();
  const locale = toLocale(language);
  return { locale, config: siteConfig.locales[locale] };
}
