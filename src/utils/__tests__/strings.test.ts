/** @jest-environment node */
import { loadStrings } from '../../test-utils/render';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('UI strings', () => {
  const strings = loadStrings();

  it('has the same namespaces and keys in every locale', () => {
    const es = Object.fromEntries(Object.entries(strings.es).map(([ns, data]) => [ns, keys(data).sort()]));
    const en = Object.fromEntries(Object.entries(strings.en).map(([ns, data]) => [ns, keys(data).sort()]));
    expect(en).toEqual(es);
  });

  it('has no empty string and the same interpolations in both locales', () => {
    for (const ns of Object.keys(strings.es)) {
      const flat = (locale: 'es' | 'en') =>
        Object.fromEntries(keys(strings[locale][ns]).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], strings[locale][ns])]));
      const es = flat('es');
      const en = flat('en');
      for (const [key, value] of Object.entries(es)) {
        expect(String(value).trim()).not.toBe('');
        expect(String(en[key]).trim()).not.toBe('');
        const vars = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort();
        expect({ key, vars: vars(en[key]) }).toEqual({ key, vars: vars(value) });
      }
    }
  });
});
