/** @jest-environment node */
import { isLocale, localizePath, otherLocale, splitLocale } from '../locale';

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
});
