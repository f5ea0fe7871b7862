import siteConfig from '../../site.config';
import type { Locale } from './locale';

/*
 * Dates are formatted at build time only (the GraphQL fields lastUpdatedText, dateText and year):
 * the first Intl.DateTimeFormat a page creates costs a phone 50–90 ms of main thread for ICU's
 * calendar and time-zone data, so browser code reads the text instead (eslint.config.mjs keeps it so).
 */

/** "17 de octubre de 2022" / "October 17, 2022", the day in Madrid time. */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(siteConfig.locales[locale].htmlLang, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date(date));
}

/** The year of a date in Madrid time (a post of 31 December 23:30 UTC belongs to the next year). */
export function madridYear(date: string): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(date)));
}
