import { escapeHtml, highlight, snippet } from '../highlight';

const matched = new Set(['tokenizacion', 'merchantreference', 'reference']);

describe('highlight', () => {
  it('marks matched words whatever their accents and escapes the rest', () => {
    const result = highlight('La <b>tokenización</b> & más', matched, 1);
    expect(result.value).toBe('La &lt;b&gt;<mark>tokenización</mark>&lt;/b&gt; &amp; más');
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords).toEqual(['tokenizacion']);
  });

  it('marks a compound name when one of its parts matched', () => {
    expect(highlight('Usa merchantReference', new Set(['reference']), 1).value).toBe('Usa <mark>merchantReference</mark>');
  });

  it('reports partial and missing matches', () => {
    expect(highlight('tokenización de tarjetas', matched, 2).matchLevel).toBe('partial');
    expect(highlight('nada que ver', matched, 1)).toEqual({ value: 'nada que ver', matchLevel: 'none', matchedWords: [] });
  });

  it('uses the tags asked for', () => {
    expect(highlight('tokenización', matched, 1, { pre: '<em>', post: '</em>' }).value).toBe('<em>tokenización</em>');
  });

  it('escapes quotes too', () => {
    expect(escapeHtml('"a" <b>')).toBe('&quot;a&quot; &lt;b&gt;');
  });
});

describe('snippet', () => {
  const text = 'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece tokenización catorce quince dieciséis diecisiete dieciocho diecinueve veinte';

  it('cuts 10 words around the first match, a third of them before it, with ellipses', () => {
    const result = snippet(text, matched, 1, 10);
    expect(result.value).toBe('…once doce trece <mark>tokenización</mark> catorce quince dieciséis diecisiete dieciocho diecinueve…');
    expect(result.value.replace(/…/g, '').split(' ')).toHaveLength(10);
    expect(result.matchLevel).toBe('full');
  });

  it('cuts 5 words on small screens', () => {
    expect(snippet(text, matched, 1, 5).value).toBe('…trece <mark>tokenización</mark> catorce quince dieciséis…');
  });

  it('starts at the beginning when nothing matched, and adds no ellipsis to short text', () => {
    expect(snippet(text, new Set(), 1, 3)).toEqual({ value: 'uno dos tres…', matchLevel: 'none' });
    expect(snippet('corto y claro', matched, 1, 10).value).toBe('corto y claro');
  });
});
