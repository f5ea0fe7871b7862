/** @jest-environment node */
import { LocalSearchEngine } from '../engine';
import { buildIndexParts, memoryIndexSource } from '../parts';
import type { SearchHit } from '../types';
import { contentRecords } from './helpers/contentRecords';

/**
 * Rankings on the site's own content: the records every listed page of each locale gives the
 * index (helpers/contentRecords, the build's own functions without a Gatsby build), searched by the
 * local engine as the browser searches them.
 */
const engines = new Map<'es' | 'en', LocalSearchEngine>();
beforeAll(() => {
  for (const language of ['es', 'en'] as const) engines.set(language, new LocalSearchEngine(memoryIndexSource(buildIndexParts(language, contentRecords(language)))));
});

const search = async (language: 'es' | 'en', query: string, hitsPerPage = 10): Promise<SearchHit[]> =>
  (await engines.get(language)!.search({ query, hitsPerPage })).hits;
const firstPage = async (language: 'es' | 'en', query: string) => (await search(language, query, 1))[0]?.url_without_anchor;
/** The pages of the first hits, each once, in order (the modal groups a page's hits). */
const pagesOf = (hits: SearchHit[]) => [...new Set(hits.map((hit) => hit.url_without_anchor))];
const headings = (hit: SearchHit) => [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3, hit.hierarchy.lvl4].filter(Boolean).join(' > ');

const FINANPAY = { es: '/docs/documentation/online/selling/finanpay/', en: '/en/docs/documentation/online/selling/finanpay/' };
const RESPONSES = { es: '/docs/api/responses/', en: '/en/docs/api/responses/' };
const RESPONSE_CODES = { es: '/docs/documentation/testing/response_codes/', en: '/en/docs/documentation/testing/response_codes/' };
/** The pages whose subject chargebacks are: the settlement file's chargeback lines and fees, and the reconciliation of their amounts. */
const CHARGEBACK_PAGES = {
  es: ['/docs/documentation/reporting/', '/docs/documentation/reporting/conciliation/'],
  en: ['/en/docs/documentation/reporting/', '/en/docs/documentation/reporting/conciliation/'],
};

describe('search on the site: a plural the synonym list gives a meaning of its own', () => {
  it('ranks the instalment page first for "pago a plazos", not a section on a deadline (plazo)', async () => {
    const hits = await search('es', 'pago a plazos');
    expect(hits[0]?.url_without_anchor).toBe(FINANPAY.es);
    expect(hits.slice(0, 5).map(headings)).not.toContainEqual(expect.stringMatching(/\bPlazos? (y|para|del)\b/));
  });

  it.each([
    ['es', 'compra a plazos'],
    ['es', 'pagar a plazos'],
    ['es', 'pago en cuotas'],
    ['en', 'pay in instalments'],
  ] as const)('reads %s "%s" as instalments', async (language, query) => {
    expect(await firstPage(language, query)).toBe(FINANPAY[language]);
  });

  it('keeps "plazo" a deadline: its sections first, and no section on instalments (cuotas) among the first results', async () => {
    const hits = await search('es', 'plazo');
    expect(headings(hits[0])).toMatch(/\bPlazo\b/);
    expect(hits.slice(0, 6).map(headings)).not.toContainEqual(expect.stringMatching(/cuota/i));
  });
});

describe('search on the site: a query that is the subject of a page its title does not name', () => {
  it.each([
    ['es', 'errores'],
    ['es', 'error'],
    ['en', 'errors'],
    ['en', 'error'],
  ] as const)('ranks the error catalogues for %s "%s" before the "Errors" sections of the operations', async (language, query) => {
    const hits = await search(language, query);
    expect(hits[0]?.url_without_anchor).toBe(RESPONSES[language]);
    expect(pagesOf(hits).slice(0, 2)).toEqual([RESPONSES[language], RESPONSE_CODES[language]]);
    // The operations' sections still follow.
    expect(hits.slice(2).map((hit) => hit.anchor)).toContain('errors');
  });

  it.each([
    ['es', 'webhooks', '/docs/api/webhooks/'],
    ['en', 'webhooks', '/en/docs/api/webhooks/'],
    ['es', 'reembolsos', '/docs/api/payment/refund/'],
    ['en', 'refunds', '/en/docs/api/payment/refund/'],
  ] as const)('still ranks a page named after the query first: %s "%s"', async (language, query, page) => {
    const [hit] = await search(language, query, 1);
    expect(hit).toMatchObject({ type: 'lvl1', url: page });
  });
});

describe('search on the site: synonyms name the same subject', () => {
  it.each([
    ['en', 'disputes'],
    ['en', 'dispute'],
    ['en', 'chargebacks'],
    ['es', 'contracargos'],
    ['es', 'disputas'],
  ] as const)('ranks the chargeback pages first for %s "%s", before pages that mention the word in passing', async (language, query) => {
    const hits = await search(language, query);
    expect(CHARGEBACK_PAGES[language]).toContain(hits[0]?.url_without_anchor);
    expect(pagesOf(hits).slice(0, 2).sort()).toEqual(CHARGEBACK_PAGES[language]);
  });

  it.each([
    ['en', 'card on file'], // the pages say "stored card" and "saved card"
    ['en', 'credential on file'],
    ['es', 'tarjeta almacenada'], // the pages say «tarjeta guardada»
  ] as const)('finds the pages on stored cards for %s "%s", a name the pages do not use', async (language, query) => {
    const hits = await search(language, query, 3);
    for (const hit of hits) expect(`${headings(hit)} ${hit.content ?? ''}`).toMatch(/stored|saved|guardada/i);
  });

  it.each([
    ['en', 'commission', /\bfees?\b/i], // the pages say "fee"
    ['es', 'comisiones', /\bcomisi[oó]n(es)?\b/i],
    ['en', 'expiration date', /\bexpiry\b/i], // the pages say "expiry"; the Markdown page's "date" came first
    ['es', 'fecha de vencimiento', /\bcaducidad\b/i], // the pages say «fecha de caducidad»
    ['en', 'rejected payment', /\bdeclined?\b/i], // the pages say "declined"
    ['es', 'pago rechazado', /\bdenegad/i],
  ] as const)('answers %s "%s" with the word the pages use', async (language, query, word) => {
    const [hit] = await search(language, query, 1);
    expect(`${headings(hit)} ${hit.content ?? ''}`).toMatch(word);
  });
});

describe('search on the site: a term in the other language or in another form of the word', () => {
  it.each([
    ['es', 'test cards', RESPONSE_CODES.es], // tarjeta de prueba
    ['en', 'tarjetas de prueba', RESPONSE_CODES.en], // test card
    ['es', 'capturar un pago preautorizado', '/docs/api/payment/confirm/'], // «Confirmar una preautorización online»
    ['en', 'capture a preauthorized payment', '/en/docs/api/payment/confirm/'], // "Capture an online preauthorization"
  ] as const)('finds %s "%s" through its synonyms', async (language, query, page) => {
    expect(pagesOf(await search(language, query)).slice(0, 3)).toContain(page);
  });
});

describe('search on the site: a code defined in a guide and in a reference list', () => {
  /** The reference lists whose rows have anchors of their own: the responses' error codes, the response codes and test data. */
  const REFERENCE_ROWS = /^\/(en\/)?docs\/(api\/responses\/#error-|documentation\/testing\/(response_codes|test_data)\/#(code-|test-))/;

  it.each([
    ['es', 'duplicate_reference'], // also a row of the batch file's validation rules
    ['en', 'duplicate_reference'],
    ['es', '4917 6100 0000 0059'], // also a row of the CVV guide's tests
    ['en', '4917610000000059'],
    ['es', '+34700000002'], // also rows of the two Bizum guides' tests
    ['en', '+34700000003'],
  ] as const)('ranks the reference list\'s row first for %s "%s"', async (language, query) => {
    const [hit] = await search(language, query, 1);
    expect(hit?.url).toMatch(REFERENCE_ROWS);
  });

  it.each([
    ['es', 'qué significa el código 0195', 'code-0195'], // the SCA guide's related pages: «significado de 0002, 0003, 0195…»
    ['es', 'significado de 0301', 'code-0301'],
    ['en', 'what does 0116 mean', 'code-0116'], // get_plan: "the meaning of each code"
    ['en', 'meaning of 0301', 'code-0301'],
  ] as const)('answers %s "%s", a question about what a code means, with its row', async (language, query, anchor) => {
    const [hit] = await search(language, query, 1);
    expect(hit).toMatchObject({ url_without_anchor: RESPONSE_CODES[language], anchor });
  });
});

describe('search on the site: an acronym beside words of the language names the subject', () => {
  const SCA = { es: '/docs/documentation/risk/sca/', en: '/en/docs/documentation/risk/sca/' };

  it.each([
    ['es', 'SCA exenciones'], // «SCA y exenciones: RECURRING, MIT…», a related page's link on two subscription pages
    ['en', 'SCA exemptions'],
  ] as const)('ranks the section of the SCA page first for %s "%s", not a link to it that starts with the acronym', async (language, query) => {
    const [hit] = await search(language, query, 1);
    expect(hit).toMatchObject({ url_without_anchor: SCA[language], anchor: 'exemptions' });
  });

  it('still looks up a status typed with a word of its kind: "DENIED status" lists the rows that define DENIED first', async () => {
    const hits = await search('en', 'DENIED status', 3);
    expect(hits.map((hit) => hit.content)).toEqual([expect.stringMatching(/^DENIED · /), expect.stringMatching(/^DENIED · /), expect.stringMatching(/^DENIED · /)]);
  });
});

describe('search on the site: an event that starts several rows of one table', () => {
  const CATALOGUE = { es: '/docs/api/webhooks/#events', en: '/en/docs/api/webhooks/#events' };

  it.each([
    ['es', 'payment.completed'], // two rows of the catalogue (payment, paybylink); the test data's rows end with it
    ['en', 'payment.denied'],
    ['en', 'payment.cancelled'],
  ] as const)('lists the webhook catalogue\'s rows for %s "%s" before rows that only name it in a later cell', async (language, query) => {
    const hits = await search(language, query, 20);
    const catalogue = hits.findIndex((hit) => hit.url === CATALOGUE[language]);
    const laterCell = hits.findIndex((hit) => !hit.content?.startsWith(query));
    expect(catalogue).toBeGreaterThanOrEqual(0);
    expect(catalogue).toBeLessThan(laterCell < 0 ? hits.length : laterCell);
  });
});

describe('search on the site: one long page does not fill the results', () => {
  it.each([
    ['en', 'idempotency key', '/en/docs/api/requests/'],
    ['es', 'clave de idempotencia', '/docs/api/requests/'],
  ] as const)('lists the page that defines %s "%s" among the first three, beside the blog post whose dozen sections hold the words', async (language, query, page) => {
    // The modal asks for twenty hits: before, the post's sections were all twenty of them.
    const hits = await search(language, query, 20);
    expect(pagesOf(hits).slice(0, 3)).toContain(page);
  });
});
