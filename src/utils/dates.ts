import siteConfig from '../../site.config';
import type { Locale } from './locale';

/*
 * Dates are formatted at build time only (the GraphQL fields lastUpdatedText, dateText and year):
 * the first Intl.DateTimeFormat a page creates costs a phone 50–90 ms of main thread for ICU's
 * calendar and time-zone data, so browser code reads the text instead (eslint.config.mjs keeps it so).
 */

/** One formatter per language and one for years: the resolvers call these once per page and post. */
const longDates = new Map<Locale, Intl.DateTimeFormat>();
let years: Intl.DateTimeFormat | null = null;

/** "17 de octubre de 2022" / "October 17, 2022", the day in Madrid time. */
export function formatDate(date: string, locale: Locale): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(siteConfig.locales[locale].htmlLang, { dateStyle: 'long', timeZone: 'Europe/Madrid' });
    longDates.set(locale, format);
  }
  return format.format(new Date(date));
}

/** The year of a date in Madrid time (a post of 31 December 23:30 UTC belongs to the next year). */
export function madridYear(date: string): number {
  years ??= new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' });
  return Number(years.format(new Date(date)));
}
