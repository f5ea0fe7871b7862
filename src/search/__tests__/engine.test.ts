import { firstInOrder, LocalSearchEngine } from '../engine';
import { expandIndexFile } from '../indexFile';
import { buildIndexParts, frontCode, frontDecode, memoryIndexSource } from '../parts';
import { localEngine, recordsOf } from '../../test-utils/records';

const page = (url: string, title: string, lvl0: string, body: string, language = 'es', tag = 'docs-default-current') =>
  recordsOf({ url, language, lvl0, title, tag, body });

const records = [
  ...page('/docs/tokenization/', 'Tokenización de tarjetas', 'Pagos online', '## Qué es un token \\{#what\\}\n\nUn token sustituye la tarjeta.\n\n## Errores \\{#errors\\}\n\nLa respuesta 0190 es una denegación.\n'),
  ...page('/docs/refunds/', 'Devoluciones', 'Pagos online', 'Una devolución usa merchantReference y el pago original.\n\n## Devolución parcial \\{#partial\\}\n\nDevuelve una parte del importe.\n'),
  ...page('/docs/codes/', 'Códigos de respuesta', 'Pruebas', '| Código | Significado |\n|---|---|\n| 0190 | Denegada |\n| 0191 | Tarjeta caducada |\n'),
  ...page('/markdown-page/', 'Página de ejemplo', 'Página de ejemplo', 'Una página sin tokenización alguna en el título.\n', 'es', 'default'),
  ...page('/en/docs/tokenization/', 'Card tokenization', 'Online payments', 'A token replaces the card.\n', 'en'),
];
const engine = localEngine(records);
const urls = async (query: string, extra = {}) => (await engine.search({ query, ...extra })).hits.map((h) => h.url);

describe('LocalSearchEngine', () => {
  it('folds accents: tokenizacion finds tokenización, title first', async () => {
    expect((await urls('tokenizacion'))[0]).toBe('/docs/tokenization/');
  });

  it('matches prefixes while typing', async () => {
    expect((await urls('devol'))[0]).toBe('/docs/refunds/');
  });

  it('tolerates typos in longer words', async () => {
    expect((await urls('tokenizasion', { facetFilters: ['language:es'] }))[0]).toBe('/docs/tokenization/');
    expect((await urls('devolucion parcal'))[0]).toBe('/docs/refunds/#partial');
  });

  it('ranks hierarchy first: a page title before its text, a heading before paragraphs', async () => {
    const hits = (await engine.search({ query: 'devolución' })).hits;
    expect(hits[0]).toMatchObject({ type: 'lvl1', url: '/docs/refunds/' });
    expect(hits[1]).toMatchObject({ type: 'lvl2', url: '/docs/refunds/#partial' });
  });

  it('reads a mistyped word of the synonym list as that word, so that its synonyms are found too', async () => {
    expect((await urls('reembolzo'))[0]).toBe('/docs/refunds/');
    expect((await urls('refnud', { facetFilters: ['language:es'] }))[0]).toBe('/docs/refunds/');
    // A word the index has is taken as typed, even one edit away from a word of the list.
    expect(await urls('tokenizacion')).not.toContain('/docs/refunds/');
  });

  it('ranks a docs page before a blog post that matches the query no better, however many of its sections match', async () => {
    const site = localEngine([
      ...page('/blog/retries/', 'Reintentos y webhooks', 'Blog', 'Un webhook puede llegar dos veces.\n\n## Webhooks repetidos \\{#repeated\\}\n\nGuarda el id de cada webhooks recibido.\n\n## Webhooks desordenados \\{#order\\}\n\nLos webhooks no llegan en orden.\n', 'es', 'default'),
      ...page('/docs/api/webhooks/', 'Catálogo de webhooks', 'API', 'Los eventos que Tesela envía.\n'),
    ]);
    expect((await site.search({ query: 'webhooks' })).hits[0]?.url).toBe('/docs/api/webhooks/');
    // A better match still wins: the blog post's title, exactly.
    expect((await site.search({ query: 'reintentos webhooks' })).hits[0]?.url).toBe('/blog/retries/');
  });

  it('ranks a docs page before a blog post found in the same place even when the post has the word as typed and the page its singular', async () => {
    const english = localEngine([
      ...page('/en/blog/retries/', 'Retries, idempotency and webhooks', 'Blog', 'Store the id of each event.\n', 'en', 'default'),
      ...page('/en/docs/api/webhooks/', 'Webhook catalogue', 'API', 'The events Tesela sends.\n', 'en'),
    ]);
    expect((await english.search({ query: 'webhooks' })).hits[0]?.url).toBe('/en/docs/api/webhooks/');
    expect((await english.search({ query: 'retries webhooks' })).hits[0]?.url).toBe('/en/blog/retries/');
  });

  it('finds the singular of a plural, ranked as a prefix is: a page named in the singular before text that only repeats the plural', async () => {
    const english = localEngine([
      ...page('/en/docs/api/requests/', 'Requests', 'API', 'Answer webhooks with 200 within ten seconds.\n', 'en'),
      ...page('/en/docs/api/webhooks/', 'Webhook catalogue', 'API', 'The events Tesela sends.\n', 'en'),
    ]);
    expect((await english.search({ query: 'webhooks' })).hits[0]?.url).toBe('/en/docs/api/webhooks/');
    // The word as typed still counts before its other number: the text that has it first.
    expect((await english.search({ query: 'answer webhooks' })).hits[0]?.url).toBe('/en/docs/api/requests/');
  });

  it('finds the synonyms of a word of the list typed in the other number', async () => {
    const english = localEngine(page('/en/docs/chargebacks/', 'Chargebacks', 'Reporting', 'A cardholder may contest a payment with their bank.\n', 'en'));
    const spanish = localEngine(page('/docs/aplazado/', 'Pago aplazado', 'Guías', 'El cliente paga en plazos mensuales.\n'));
    expect((await english.search({ query: 'disputes' })).hits[0]?.url).toBe('/en/docs/chargebacks/');
    expect((await spanish.search({ query: 'instalment' })).hits[0]?.url).toBe('/docs/aplazado/');
  });

  it('takes a synonym as the list writes it, not in its other number, which may be another word', async () => {
    const spanish = localEngine([
      ...page('/docs/aplazado/', 'Pago aplazado', 'Guías', 'El cliente paga en plazos mensuales.\n'),
      ...page('/docs/anular/', 'Anular un pago', 'API', '## Plazo para anular \\{#deadline\\}\n\nHasta las 23:59 del mismo día.\n'),
    ]);
    // cuotas → plazos (instalments), never plazo (a deadline).
    expect((await spanish.search({ query: 'cuotas' })).hits.map((hit) => hit.url)).toEqual(['/docs/aplazado/', '/docs/aplazado/']);
  });

  it('keeps apart a plural and a singular the synonym list gives meanings of their own (plazos, instalments; plazo, a deadline)', async () => {
    const spanish = localEngine([
      ...page('/docs/anular/', 'Anular un pago', 'API', 'Anula el pago del día.\n\n## Plazo para anular pagos \\{#deadline\\}\n\nHasta las 23:00 del mismo día.\n'),
      ...page('/docs/finanpay/', 'FinanPay', 'Guías', 'El cliente paga su compra en cuotas.\n\n## Condiciones \\{#conditions\\}\n\n| Condición | Valor |\n|---|---|\n| Plazos | 3, 6 o 12 (`instalments`) |\n\nCrea el pago con `instalments`.\n'),
      ...page('/blog/esperas/', 'Tiempos de espera', 'Blog', '## Plazos del propio pago \\{#deadlines\\}\n\nCada pago vence a su hora.\n', 'es', 'default'),
    ]);
    const first = async (query: string) => (await spanish.search({ query, hitsPerPage: 1 })).hits[0]?.url_without_anchor;
    // plazos is not searched as plazo, and a page that has it but no other word of its group reads it as deadlines.
    expect(await first('pago a plazos')).toBe('/docs/finanpay/');
    expect(await first('plazos')).toBe('/docs/finanpay/');
    // plazo finds its own sections first, not the synonyms of plazos.
    expect(await first('plazo')).toBe('/docs/anular/');
    expect(await first('plazo para anular')).toBe('/docs/anular/');
  });

  it('ranks a page a synonym names (its subject) before pages that only mention the word as typed', async () => {
    const english = localEngine([
      ...page('/en/docs/cards/', 'Stored cards', 'Guides', 'Keep the consent: it is evidence if the cardholder disputes the charge.\n', 'en'),
      ...page('/en/docs/reporting/', 'Settlement file', 'Reporting', 'Chargebacks are deducted from the day\'s net amount.\n\n| Type | Meaning |\n|---|---|\n| CHARGEBACK | A chargeback the cardholder requested |\n| CHARGEBACK_REVERSAL | A chargeback you won |\n', 'en'),
    ]);
    for (const query of ['disputes', 'dispute', 'chargebacks']) expect((await english.search({ query, hitsPerPage: 1 })).hits[0]?.url_without_anchor).toBe('/en/docs/reporting/');
  });

  it('counts a heading as holding a phrase of the synonym list only when it holds each of its words, not one of them with the other in its group label', async () => {
    // "test cards" is one phrase of the list. Two headings with `test` under the group label "Cards"
    // do not make their page the subject of the query.
    const english = localEngine([
      ...page('/en/docs/pos/', 'Terminal sales', 'Cards', '## Test setup \\{#setup\\}\n\nPair the terminal in demo mode.\n\n## Test run \\{#run\\}\n\nSell one coffee.\n', 'en'),
      ...page('/en/docs/testing/', 'Sandbox', 'Testing', '## Keys \\{#keys\\}\n\nUse the test keys.\n\n### Test cards \\{#cards\\}\n\nThe numbers.\n', 'en'),
    ]);
    expect((await english.search({ query: 'test cards' })).hits[0]?.url).toBe('/en/docs/testing/#cards');
  });

  it('ranks the page whose sections the query heads before the sections of that name many pages share', async () => {
    const english = localEngine([
      ...page('/en/docs/api/get_form/', 'Retrieve a form', 'API', 'Returns a form.\n\n## Errors \\{#errors\\}\n\n404 when it does not exist.\n', 'en'),
      ...page('/en/docs/api/get_plan/', 'Retrieve a plan', 'API', 'Returns a plan.\n\n## Errors \\{#errors\\}\n\n404 when it does not exist.\n', 'en'),
      ...page('/en/blog/failures/', 'When calls fail', 'Blog', '## Errors on retries \\{#retries\\}\n\nText.\n\n## Errors in webhooks \\{#webhooks\\}\n\nText.\n\n## Errors at night \\{#night\\}\n\nText.\n', 'en', 'default'),
      ...page('/en/docs/api/responses/', 'Responses', 'API', '## Envelope \\{#envelope\\}\n\nData and meta.\n\n## Error format \\{#error-format\\}\n\nA code and a message.\n\n## Error codes \\{#error-codes\\}\n\nEach code.\n', 'en'),
    ]);
    const hits = (await english.search({ query: 'errors' })).hits;
    expect(hits[0]?.url).toBe('/en/docs/api/responses/#error-format');
    // The shared sections follow, before the blog post's.
    expect(hits.slice(1, 3).map((hit) => hit.url).sort()).toEqual(['/en/docs/api/get_form/#errors', '/en/docs/api/get_plan/#errors']);
    // A page named after the query still comes first.
    const named = localEngine([...page('/en/docs/errors/', 'Errors', 'API', 'Every error.\n', 'en'), ...page('/en/docs/api/responses/', 'Responses', 'API', '## Error format \\{#error-format\\}\n\nA code.\n\n## Error codes \\{#error-codes\\}\n\nEach code.\n', 'en')]);
    expect((await named.search({ query: 'errors', hitsPerPage: 1 })).hits[0]?.url).toBe('/en/docs/errors/');
  });

  it('finds the other number of an English word in -y: currency and currencies, policies and policy', async () => {
    const english = localEngine([
      ...page('/en/docs/api/currencies/', 'Supported currencies', 'API', 'Each one with its ISO 4217 code.\n', 'en'),
      ...page('/en/docs/csp/', 'Content Security Policy', 'Guides', 'Allow the checkout script.\n', 'en'),
    ]);
    const first = async (query: string) => (await english.search({ query, hitsPerPage: 1 })).hits[0]?.url;
    expect(await first('currency')).toBe('/en/docs/api/currencies/');
    expect(await first('supported currency codes')).toBe('/en/docs/api/currencies/');
    expect(await first('policies')).toBe('/en/docs/csp/');
  });

  it('finds the singular of a Spanish plural in -es that a typo does not reach: menores, errores, países', async () => {
    const spanish = localEngine([
      ...page('/docs/api/currencies/', 'Monedas admitidas', 'API', 'Cada importe va en la unidad menor de su moneda.\n'),
      ...page('/docs/errors/', 'Códigos de error', 'API', 'Cada error trae su código.\n'),
      ...page('/docs/taxfree/', 'Tax free', 'Guías', 'El viajero reside fuera de la UE, en un país tercero.\n'),
    ]);
    const first = async (query: string) => (await spanish.search({ query, hitsPerPage: 1 })).hits[0]?.url;
    expect(await first('unidades menores')).toBe('/docs/api/currencies/');
    expect(await first('errores')).toBe('/docs/errors/');
    expect(await first('países terceros')).toBe('/docs/taxfree/');
  });

  it('finds field names, whole or by part', async () => {
    expect(await urls('merchantReference')).toEqual(['/docs/refunds/']);
    expect(await urls('merchant reference')).toEqual(['/docs/refunds/']);
  });

  it('never treats a code as a typo of another code', async () => {
    const hits = (await engine.search({ query: '0190' })).hits;
    expect(hits.map((h) => h.content)).toEqual(expect.arrayContaining(['0190 · Denegada', 'La respuesta 0190 es una denegación.']));
    expect(hits.some((h) => h.content?.includes('0191'))).toBe(false);
  });

  it('filters by facets, an inner array meaning any of', async () => {
    expect(new Set(await urls('token', { facetFilters: ['language:en'] }))).toEqual(new Set(['/en/docs/tokenization/']));
    const onlyDocs = await urls('tokenización', { facetFilters: ['language:es', ['docusaurus_tag:docs-default-current']] });
    expect(onlyDocs).not.toContain('/markdown-page/');
    const docsAndPages = await urls('tokenización', { facetFilters: ['language:es', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
    expect(docsAndPages).toContain('/markdown-page/');
  });

  it('falls back to any word when no record has them all', async () => {
    expect((await urls('tokenización inexistente')).length).toBeGreaterThan(0);
  });

  it('pages results and counts them', async () => {
    const first = await engine.search({ query: 'tarjeta', hitsPerPage: 2, page: 0, facetFilters: ['language:es'] });
    const second = await engine.search({ query: 'tarjeta', hitsPerPage: 2, page: 1, facetFilters: ['language:es'] });
    expect(first.nbHits).toBeGreaterThan(2);
    expect(first.hits).toHaveLength(2);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 2));
    expect(second.hits.map((h) => h.objectID)).not.toEqual(first.hits.map((h) => h.objectID));
    expect(second.page).toBe(1);
  });

  it('returns nothing for an empty query', async () => {
    expect(await engine.search({ query: '   ' })).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });

  it('answers in the DocSearch hit shape with highlights and snippets of the asked length', async () => {
    const [hit] = (
      await engine.search({
      query: 'sustituye',
      attributesToSnippet: ['hierarchy.lvl1:5', 'content:3'],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      snippetEllipsisText: '...',
      })
    ).hits;
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

describe('LocalSearchEngine over index parts', () => {
  const guides = [
    ...page('/docs/refunds/', 'Reembolsos', 'Pagos online', 'Un reembolso devuelve el importe al titular.\n\n## Reembolso parcial \\{#partial\\}\n\nIndica el importe.\n'),
    ...page('/docs/chargebacks/', 'Contracargos', 'Riesgo', 'El titular disputa un cargo con su banco.\n'),
    ...page('/docs/link/', 'Enlaces de pago', 'Pagos online', 'Envía un enlace de pago por correo.\n'),
    ...page('/docs/api/', 'Referencia', 'API', '| Campo | Descripción |\n|---|---|\n| merchantReference | Tu referencia del pedido. |\n\nEl identificador 0a7e4c2b-5d19-4f83-b6a1-9e3f72c58d14 es un ejemplo.\n'),
    ...page('/docs/guide/', 'Guía', 'Pagos online', 'En la guía, merchantReference aparece de pasada en esta frase.\n'),
  ];
  const loads: string[] = [];
  const parts = buildIndexParts('es', guides);
  const source = memoryIndexSource(parts);
  const tracked = new LocalSearchEngine({
    head: source.head,
    shard: (k) => (loads.push(`s${k}`), source.shard(k)),
    chunk: (k) => (loads.push(`c${k}`), source.chunk(k)),
  });
  const pagesOf = async (query: string) => [...new Set((await tracked.search({ query })).hits.map((h) => h.url_without_anchor))];

  it('finds the synonyms of payment terms, after the word itself', async () => {
    expect((await pagesOf('devolución'))[0]).toBe('/docs/refunds/');
    expect(await pagesOf('chargeback')).toEqual(['/docs/chargebacks/']);
    expect((await pagesOf('payment link'))[0]).toBe('/docs/link/');
  });

  it('counts a swap of two letters as one typo', async () => {
    expect((await pagesOf('reembolos'))[0]).toBe('/docs/refunds/');
  });

  it('ranks the record that starts with a field name above a passing mention', async () => {
    expect((await pagesOf('merchantReference'))[0]).toBe('/docs/api/');
  });

  it('finds an identifier by its exact spelling only, and keeps it out of the typo vocabulary', async () => {
    expect(await pagesOf('0a7e4c2b-5d19-4f83-b6a1-9e3f72c58d14')).toEqual(['/docs/api/']);
    expect(frontDecode(parts.head.vocabulary)).not.toContain('0a7e4c2b-5d19-4f83-b6a1-9e3f72c58d14');
  });

  it('loads only the shards of the words searched and the chunks of the hits returned', async () => {
    loads.length = 0;
    const { hits } = await tracked.search({ query: 'contracargos', hitsPerPage: 1 });
    expect(hits).toHaveLength(1);
    const chunks = loads.filter((l) => l.startsWith('c'));
    expect(chunks).toEqual([`c${Math.floor(guides.findIndex((r) => r.url === hits[0].url) / parts.head.chunkSize)}`]);
    expect(loads.filter((l) => l.startsWith('s')).length).toBeLessThan(parts.shards.length + 1);
  });

  it('gives the records back from their chunks', () => {
    expect(parts.chunks.flatMap((chunk) => expandIndexFile(chunk))).toEqual(guides);
  });

  it('writes the vocabulary front-coded and reads it back', () => {
    const terms = ['pago', 'pagos', 'pais', 'tarjeta', 'tarjetas'];
    expect(frontDecode(frontCode(terms))).toEqual(terms);
    expect(frontCode(terms)).toBe('0pago\n4s\n2is\n0tarjeta\n7s');
  });

  it('rejects records of pages that are not together', () => {
    expect(() => buildIndexParts('es', [...guides.slice(0, 1), ...guides.slice(3), ...guides.slice(1, 3)])).toThrow(/are not together/);
  });
});

describe('LocalSearchEngine: the record that defines what a reader looks up', () => {
  const site = [
    ...page('/docs/batch/', 'Cargos por lotes', 'Suscripciones', '- 0190: reintenta una vez.\n- 0909 y 0912: reintenta en el siguiente lote.\n- pay_ identifica el pago del cargo.\n- El pay_ del cargo sale en el informe.\n'),
    ...page(
      '/docs/codes/',
      'Códigos de respuesta',
      'Pruebas',
      '| Código | Estado | Significado |\n|---|---|---|\n| 0190 | DENIED | Denegada sin motivo |\n| 0909 | ERROR | Error del sistema |\n\nDENIED es el estado de un pago que el emisor no acepta.\n\n| Tarjeta | Resultado |\n|---|---|\n| 4000 1234 5678 9010 | 0190 |\n',
    ),
    ...page('/docs/statuses/', 'Estados del pago', 'API', '| Estado | Significado |\n|---|---|\n| DENIED | Denegado por el emisor |\n| COMPLETED | Cobrado |\n'),
    ...page('/docs/ids/', 'Identificadores', 'API', '| Prefijo | Recurso |\n|---|---|\n| pay_ | Pago |\n| tok_ | Token |\n'),
    ...page('/docs/formats/', 'Formatos', 'API', 'merchantReference es tu propia referencia del pedido.\n'),
    ...page('/docs/selling/', 'Vender', 'Pago presencial', '| Campo | Tipo |\n|---|---|\n| merchantReference | string |\n| amount | integer |\n\nEl CVV no se guarda nunca.\n'),
    ...page('/docs/cvv/', 'CVV', 'Riesgo', 'El código de la tarjeta.\n\n| Campo | Valor |\n|---|---|\n| CVV | tres cifras |\n'),
  ];
  const defining = localEngine(site);
  const first = async (query: string) => (await defining.search({ query, hitsPerPage: 1 })).hits[0]?.url_without_anchor;

  it('defines a code by the one table row that starts with it, not by a note that starts with it', async () => {
    expect(await first('0190')).toBe('/docs/codes/');
    expect(await first('0909')).toBe('/docs/codes/');
    expect(await first('4000123456789010')).toBe('/docs/codes/');
  });

  it('takes a word in capitals as a code: a status is defined by its row', async () => {
    expect(await first('DENIED')).toBe('/docs/statuses/');
  });

  it('finds an id prefix, with its final underscore, in the table of prefixes', async () => {
    expect(await first('pay_')).toBe('/docs/ids/');
  });

  it('defines a field name by the sentence that starts with it, before the rows of a field table', async () => {
    expect(await first('merchantReference')).toBe('/docs/formats/');
  });

  it('ranks the page whose title reads as the query before a page whose title holds its words among others', async () => {
    const plans = localEngine([
      ...page('/en/docs/api/recu/delete_plan/', 'Cancel a recurring plan', 'recu: recurring plans', 'Cancels a plan: no further installment is charged.\n', 'en'),
      ...page(
        '/en/docs/api/recu/delete_plan_suspension/',
        "Cancel or end a plan's suspension",
        'recu: recurring plans',
        'Cancels a suspension that has not started yet.\n\n## Cancel or end \\{#effects\\}\n\nThe effect depends on the status.\n',
        'en',
      ),
    ]);
    expect((await plans.search({ query: 'Cancel a recurring plan', hitsPerPage: 1 })).hits[0]?.url).toBe('/en/docs/api/recu/delete_plan/');
  });

  it('puts first the title whose words are in the order typed, when two titles hold the same words', async () => {
    // Both titles are "api recu planes recurrentes" once stop words are left out; the guide has more
    // records that match, which decided the tie before word order was looked at.
    const recu = localEngine([
      ...page('/docs/api/recu/', 'API recu de planes recurrentes', 'API', 'La API recu cobra planes recurrentes.\n'),
      ...page(
        '/docs/subscriptions/recu/',
        'Planes recurrentes con la API recu',
        'Suscripciones',
        'Con la API recu creas planes recurrentes.\n\n## Planes recurrentes y la API recu \\{#plans\\}\n\nLa API recu cobra cada cuota de los planes recurrentes.\n',
      ),
    ]);
    const top = async (query: string) => (await recu.search({ query, hitsPerPage: 1 })).hits[0]?.url;
    expect(await top('API recu de planes recurrentes')).toBe('/docs/api/recu/');
    expect(await top('api recu planes recurrentes')).toBe('/docs/api/recu/');
    expect(await top('Planes recurrentes con la API recu')).toBe('/docs/subscriptions/recu/');
    expect(await top('planes recurrentes api recu')).toBe('/docs/subscriptions/recu/');
  });

  it('counts a compound word as one word of a heading, and puts a heading that reads as the query before a code that starts one', async () => {
    const forms = localEngine([
      ...page('/en/docs/api/taxfree/notify/', 'Tax-free form status notification', 'taxfree: VAT refunds for travelers', 'Tesela posts the form when its status changes.\n', 'en'),
      ...page('/en/docs/api/taxfree/post_form_refund/', 'Refund the VAT of a tax-free form', 'taxfree: VAT refunds for travelers', 'Refunds the VAT to the card.\n', 'en'),
    ]);
    expect((await forms.search({ query: 'Refund the VAT of a tax-free form', hitsPerPage: 1 })).hits[0]?.url).toBe('/en/docs/api/taxfree/post_form_refund/');
  });

  it('ranks a page named after the query before the rows that define the word', async () => {
    expect(await first('CVV')).toBe('/docs/cvv/');
  });

  it('keeps the row of a code first when the query says what the code is ("error 0190"), but not the definition of a name', async () => {
    const guided = localEngine([
      ...site,
      ...page('/docs/guide/', 'Guía de errores', 'Pagos online', 'Si recibes el error 0190, ofrece otra tarjeta.\n\nEl campo merchantReference se repite en el reintento.\n'),
    ]);
    const top = async (query: string) => (await guided.search({ query, hitsPerPage: 1 })).hits[0]?.url_without_anchor;
    expect(await top('error 0190')).toBe('/docs/codes/');
    expect(await top('código de error 0190')).toBe('/docs/codes/');
    expect(await top('0190 error')).toBe('/docs/codes/');
    // Without a code the word "error" counts as any other word.
    expect(await top('error tarjeta')).toBe('/docs/guide/');
    expect(await top('campo merchantReference')).toBe('/docs/guide/');
  });
});

describe('LocalSearchEngine on long queries', () => {
  it('considers each word once and the first twelve words of a long query', async () => {
    const engine = localEngine([
      ...page('/docs/a/', 'Devoluciones', 'Pagos', 'Una devolución parcial del pago.\n'),
      ...page('/docs/b/', 'Zeta', 'Pagos', 'La palabra decimotercera aparece aquí.\n'),
    ]);
    const long = `${'devolución parcial '.repeat(30)}uno dos tres cuatro cinco seis siete ocho nueve diez once decimotercera`;
    const { hits, query } = await engine.search({ query: long });
    expect(query).toBe(long.trim());
    expect(hits[0].url_without_anchor).toBe('/docs/a/');
    expect(hits.some((hit) => hit.url_without_anchor === '/docs/b/')).toBe(false);
  });
});

describe('LocalSearchEngine on queries that match many records', () => {
  // Sixty pages of three records each, every one with the word: more records than four pages of results.
  const many = Array.from({ length: 60 }, (_, i) =>
    page(`/docs/p${String(i).padStart(2, '0')}/`, `Pago número ${i}`, 'Pagos', `## Cobro ${i} \\{#c${i}\\}\n\nUn pago ${'con tarjeta '.repeat(i % 7)}de la tienda ${i}.\n`),
  ).flat();
  const big = localEngine(many);

  it('pages through the results in the same order as one long page', async () => {
    const all = (await big.search({ query: 'pago', hitsPerPage: 1000 })).hits.map((h) => h.objectID);
    expect(all.length).toBeGreaterThan(100);
    const paged: string[] = [];
    for (let n = 0; n * 10 < all.length; n += 1) paged.push(...(await big.search({ query: 'pago', hitsPerPage: 10, page: n })).hits.map((h) => h.objectID));
    expect(paged).toEqual(all);
    expect((await big.search({ query: 'pago', hitsPerPage: 10 })).nbHits).toBe(all.length);
  });

  it("keeps one long page from filling the results: its records after the first five come after other pages' records that found as many words", async () => {
    const sections = Array.from({ length: 8 }, (_, i) => `## Clave de idempotencia, caso ${i} \\{#k${i}\\}\n\nQué hacer en el caso ${i}.\n`).join('\n');
    const site = localEngine([
      ...page('/blog/retries/', 'Reintentos sin cobrar dos veces', 'Blog', sections, 'es', 'default'),
      ...page('/docs/api/requests/', 'Peticiones', 'API', '## Cabeceras \\{#headers\\}\n\nEnvía una clave de idempotencia en cada POST.\n'),
    ]);
    const result = await site.search({ query: 'clave de idempotencia' });
    const hits = result.hits.map((h) => h.url);
    // The post's first five records, then the reference page's, then the post's next ones.
    expect(hits.slice(0, 5).every((url) => url.startsWith('/blog/retries/#'))).toBe(true);
    expect(hits[5]).toBe('/docs/api/requests/#headers');
    expect(hits.slice(6, 9).every((url) => url.startsWith('/blog/retries/#'))).toBe(true);
    // Nothing is left out: the post's eight sections (a heading and a paragraph each) and the reference page's.
    expect(result.nbHits).toBe(hits.length);
    expect(hits.filter((url) => url.startsWith('/blog/retries/#'))).toHaveLength(16);
    // Every page of results agrees with the one long list.
    const paged: string[] = [];
    for (let n = 0; n < 4; n += 1) paged.push(...(await site.search({ query: 'clave de idempotencia', hitsPerPage: 3, page: n })).hits.map((h) => h.url));
    expect(paged).toEqual(hits.slice(0, 12));
    expect(paged.length).toBeGreaterThanOrEqual(9);
  });

  it('firstInOrder gives the first items of a full sort, for any count', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const order = (a: { v: number; i: number }, b: { v: number; i: number }) => a.v - b.v || a.i - b.i;
    for (const size of [0, 1, 5, 39, 40, 41, 200, 1000]) {
      const items = Array.from({ length: size }, (_, i) => ({ v: Math.floor(random() * 20), i }));
      const sorted = [...items].sort(order);
      for (const count of [0, 1, 3, 10, 20, 999]) expect(firstInOrder(items, count, order)).toEqual(sorted.slice(0, count));
    }
  });
});
