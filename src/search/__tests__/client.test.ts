/** @jest-environment node */
import { withLanguageFallback } from '../client';
import { localClient, recordsOf } from '../../test-utils/records';

const records = [
  ...recordsOf({ url: '/docs/refunds/', language: 'es', lvl0: 'Pagos', title: 'Devoluciones', tag: 'docs-default-current', body: 'Devuelve un pago.\n' }),
  ...recordsOf({ url: '/en/docs/refunds/', language: 'en', lvl0: 'Payments', title: 'Refunds', tag: 'docs-default-current', body: 'Refund a payment with the chargeback desk.\n' }),
  ...recordsOf({ url: '/en/docs/fx/', language: 'en', lvl0: 'Payments', title: 'Currency conversion', tag: 'docs-default-current', body: 'Fortnightly rates.\n' }),
];
const client = withLanguageFallback(localClient(records), ['es', 'en']);
const search = async (query: string, language: string) =>
  (await client.search({ requests: [{ indexName: 'live_doc', query, facetFilters: [`language:${language}`, ['docusaurus_tag:docs-default-current']] }] })).results[0];

describe('withLanguageFallback', () => {
  it('answers in the reader language when it finds something there', async () => {
    const result = await search('devoluciones', 'es');
    expect(result.language).toBeUndefined();
    expect(result.hits[0].url).toBe('/docs/refunds/');
  });

  it('answers from the other language, labelled, when the reader language finds nothing', async () => {
    const result = await search('fortnightly', 'es');
    expect(result.language).toBe('en');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.every((hit) => hit.language === 'en' && hit.url.startsWith('/en/'))).toBe(true);
  });

  it('keeps an empty result when no language finds anything, and never searches for an empty query', async () => {
    expect(await search('zzzqqq', 'es')).toMatchObject({ nbHits: 0, hits: [] });
    expect((await search('zzzqqq', 'es')).language).toBeUndefined();
    expect((await search('   ', 'es')).language).toBeUndefined();
  });
});
