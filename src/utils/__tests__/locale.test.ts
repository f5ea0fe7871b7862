/** @jest-environment node */
import { isLocale, localizeHref, localizePath, otherLocale, splitLocale } from '../locale';

describe('locale paths', () => {
  it('prefixes English paths and leaves Spanish ones at the root', () => {
    expect(localizePath('/docs/', 'en')).toBe('/en/docs/');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/docs/', 'es')).toBe('/docs/');
    expect(localizePath('#x', 'en')).toBe('#x');
  });

  it('splits a path into its locale and the unprefixed path', () => {
    expect(splitLocale('/en/docs/api/')).toEqual({ locale: 'en', path: '/docs/api/' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/english/')).toEqual({ locale: 'es', path: '/english/' });
  });

  it('knows the locales and the twin of each', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(otherLocale('es')).toBe('en');
  });

  it("resolves an author's root link in a page's locale: .html dropped, the prefix added once", () => {
    expect(localizeHref('/docs/api/requests.html#idempotency', 'en')).toBe('/en/docs/api/requests/#idempotency');
    expect(localizeHref('/docs/faq/?x=1', 'es')).toBe('/docs/faq/?x=1');
    expect(localizeHref('/en/docs/faq/', 'en')).toBe('/en/docs/faq/');
    expect(localizeHref('/en/docs/faq/', 'es')).toBe('/en/docs/faq/');
    expect(localizeHref('/', 'en')).toBe('/en/');
  });
});
