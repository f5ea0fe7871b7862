import siteConfig from '../../site.config';
import type { Locale } from './locale';

/** "17 de octubre de 2022" / "October 17, 2022", in Madrid time on the server and in the browser alike. */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(siteConfig.locales[locale].htmlLang, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date(date));
}
