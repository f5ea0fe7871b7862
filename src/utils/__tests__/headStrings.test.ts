/** @jest-environment node */
import { headString } from '../headStrings';
import { toLocale } from '../locale';

describe('headString', () => {
  const data = { locales: { edges: [{ node: { data: '{"layout":{}}' } }, { node: { data: '{"notFound":{"title":"Page Not Found"}}' } }] } };

  it('reads a dotted key from whichever namespace has it', () => {
    expect(headString(data, 'notFound.title', '404')).toBe('Page Not Found');
  });

  it('falls back when no namespace has the key', () => {
    expect(headString(data, 'notFound.lead', '')).toBe('');
  });
});

describe('toLocale', () => {
  it('keeps a known locale and defaults anything else', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale(undefined)).toBe('es');
    expect(toLocale('fr')).toBe('es');
  });
});
