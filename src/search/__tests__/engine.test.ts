import { LocalSearchEngine } from '../engine';
import { recordsOf } from '../../test-utils/records';

const page = (url: string, title: string, lvl0: string, body: string, language = 'es', tag = 'docs-default-current') =>
  recordsOf({ url, language, lvl0, title, tag, body });

const records = [
  ...page('/docs/tokenization/', 'Tokenización de tarjetas', 'Pagos online', '## Qué es un token \\{#what\\}\n\nUn token sustituye la tarjeta.\n\n## Errores \\{#errors\\}\n\nLa respuesta 0190 es una denegación.\n'),
  ...page('/docs/refunds/', 'Devoluciones', 'Pagos online', 'Una devolución usa merchantReference y el pago original.\n\n## Devolución parcial \\{#partial\\}\n\nDevuelve una parte del importe.\n'),
  ...page('/docs/codes/', 'Códigos de respuesta', 'Pruebas', '| Código | Significado |\n|---|---|\n| 0190 | Denegada |\n| 0191 | Tarjeta caducada |\n'),
  ...page('/markdown-page/', 'Página de ejemplo', 'Página de ejemplo', 'Una página sin tokenización alguna en el título.\n', 'es', 'default'),
  ...page('/en/docs/tokenization/', 'Card tokenization', 'Online payments', 'A token replaces the card.\n', 'en'),
];
const engine = new LocalSearchEngine(records);
const urls = (query: string, extra = {}) => engine.search({ query, ...extra }).hits.map((h) => h.url);

describe('LocalSearchEngine', () => {
  it('folds accents: tokenizacion finds tokenización, title first', () => {
    expect(urls('tokenizacion')[0]).toBe('/docs/tokenization/');
  });

  it('matches prefixes while typing', () => {
    expect(urls('devol')[0]).toBe('/docs/refunds/');
  });

  it('tolerates typos in longer words', () => {
    expect(urls('tokenizasion', { facetFilters: ['language:es'] })[0]).toBe('/docs/tokenization/');
    expect(urls('devolucion parcal')[0]).toBe('/docs/refunds/#partial');
  });

  it('ranks hierarchy first: a page title before its text, a heading before paragraphs', () => {
    const hits = engine.search({ query: 'devolución' }).hits;
    expect(hits[0]).toMatchObject({ type: 'lvl1', url: '/docs/refunds/' });
    expect(hits[1]).toMatchObject({ type: 'lvl2', url: '/docs/refunds/#partial' });
  });

  it('finds field names, whole or by part', () => {
    expect(urls('merchantReference')).toEqual(['/docs/refunds/']);
    expect(urls('merchant reference')).toEqual(['/docs/refunds/']);
  });

  it('never treats a code as a typo of another code', () => {
    const hits = engine.search({ query: '0190' }).hits;
    expect(hits.map((h) => h.content)).toEqual(expect.arrayContaining(['0190 · Denegada', 'La respuesta 0190 es una denegación.']));
    expect(hits.some((h) => h.content?.includes('0191'))).toBe(false);
  });

  it('filters by facets, an inner array meaning any of', () => {
    expect(new Set(urls('token', { facetFilters: ['language:en'] }))).toEqual(new Set(['/en/docs/tokenization/']));
    const onlyDocs = urls('tokenización', { facetFilters: ['language:es', ['docusaurus_tag:docs-default-current']] });
    expect(onlyDocs).not.toContain('/markdown-page/');
    const docsAndPages = urls('tokenización', { facetFilters: ['language:es', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
    expect(docsAndPages).toContain('/markdown-page/');
  });

  it('falls back to any word when no record has them all', () => {
    expect(urls('tokenización inexistente').length).toBeGreaterThan(0);
  });

  it('pages results and counts them', () => {
    const first = engine.search({ query: 'tarjeta', hitsPerPage: 2, page: 0, facetFilters: ['language:es'] });
    const second = engine.search({ query: 'tarjeta', hitsPerPage: 2, page: 1, facetFilters: ['language:es'] });
    expect(first.nbHits).toBeGreaterThan(2);
    expect(first.hits).toHaveLength(2);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 2));
    expect(second.hits.map((h) => h.objectID)).not.toEqual(first.hits.map((h) => h.objectID));
    expect(second.page).toBe(1);
  });

  it('returns nothing for an empty query', () => {
    expect(engine.search({ query: '   ' })).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });

  it('answers in the DocSearch hit shape with highlights and snippets of the asked length', () => {
    const [hit] = engine.search({
      query: 'sustituye',
      attributesToSnippet: ['hierarchy.lvl1:5', 'content:3'],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      snippetEllipsisText: '...',
    }).hits;
    expect(hit).toMatchObject({
      type: 'content',
      url: '/docs/tokenization/#what',
      hierarchy: { lvl0: 'Pagos online', lvl1: 'Tokenización de tarjetas', lvl2: 'Qué es un token' },
      _highlightResult: { content: { value: 'Un token <em>sustituye</em> la tarjeta.', matchLevel: 'full' } },
      _snippetResult: { content: { value: '...<em>sustituye</em> la tarjeta.' }, hierarchy: { lvl1: { value: 'Tokenización de tarjetas' } } },
    });
    expect(hit._highlightResult.hierarchy.lvl0).toEqual({ value: 'Pagos online', matchLevel: 'none', matchedWords: [] });
  });
});
