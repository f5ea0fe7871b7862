/** @jest-environment node */
import { CURRENCIES, CURRENCY_EXPONENTS, currencyAnchor, formatMajor } from '../currencies';

describe('the supported currencies', () => {
  it('state the minor unit that the Unicode CLDR data of the platform knows for each code (ISO 4217)', () => {
    for (const c of CURRENCIES) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: c.code }).resolvedOptions().maximumFractionDigits;
      expect([c.code, c.exponent]).toEqual([c.code, digits]);
    }
  });

  it('list each code once, with a three-digit numeric code and a name in both languages', () => {
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.numeric)).size).toBe(CURRENCIES.length);
    for (const c of CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect(c.name.es.length * c.name.en.length).toBeGreaterThan(0);
    }
    expect(CURRENCY_EXPONENTS).toMatchObject({ EUR: 2, JPY: 0, KWD: 3 });
  });

  it('write an amount in minor units as a reader reads it in each language', () => {
    expect(formatMajor(BigInt(1250), 2, 'es', false)).toBe('12,50');
    expect(formatMajor(BigInt(1250), 2, 'en', false)).toBe('12.50');
    expect(formatMajor(BigInt(1250), 0, 'en', false)).toBe('1250');
    expect(formatMajor(BigInt(1250), 3, 'es', false)).toBe('1,250');
    expect(formatMajor(BigInt(5), 3, 'en', false)).toBe('0.005');
    expect(currencyAnchor('JPY')).toBe('currency-jpy');
  });
});
