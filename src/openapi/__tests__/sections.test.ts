/** @jest-environment node */
import { analyseMdx } from '../../node/mdx/page';
import type { OperationView } from '../types';
import { operationSections, withOperationSections } from '../sections';

const op = (operationId: string, extra: Partial<OperationView> = {}) =>
  ({ api: 'payment', operationId, kind: 'path', parameters: [], requestBody: undefined, ...extra }) as unknown as OperationView;

const card = op('card', { requestBody: { contentType: 'application/json', examples: [] } as never });
const query = op('query', { parameters: [{ name: 'paymentId', in: 'path' }] as never });
const title = (key: string) => `<${key}>`;

describe('operationSections', () => {
  it('lists authentication, parameters and body only when the operation takes them, responses and samples, with their anchors', () => {
    expect(operationSections(card).map((s) => s.id)).toEqual(['card-auth', 'card-request-body', 'card-responses', 'card-samples']);
    expect(operationSections(query).map((s) => s.id)).toEqual(['query-auth', 'query-parameters', 'query-responses', 'query-samples']);
    expect(operationSections({ ...card, kind: 'webhook' }).map((s) => s.titleKey)).toEqual(['api.signature', 'api.eventBody', 'api.webhookResponses', 'api.webhookSamples']);
  });
});

describe('the table of contents of a page with API operations', () => {
  it('puts each operation’s sections a level below the heading it follows, from the page’s own parse', () => {
    const page = analyseMdx(
      [
        '## When \\{#when\\}',
        '',
        'Text.',
        '',
        '## Retrieve \\{#get\\}',
        '',
        '<ApiOperation api="payment" operationId="query" />',
        '',
        '## Create \\{#create\\}',
        '',
        '<ApiOperation api="payment" operationId="card" />',
        '',
        '### Notes \\{#notes\\}',
        '',
        '## Related \\{#related\\}',
        '',
      ].join('\n'),
      'content/docs/en/api/payment/x.mdx',
    );
    expect(page.api.anchors).toEqual(['get', 'create']);
    const toc = withOperationSections(page.headings, page.api.operations, page.api.anchors, [card, query], title);
    expect(toc.map((h) => `${h.depth} ${h.id}`)).toEqual([
      '2 when',
      '2 get',
      '3 query-auth',
      '3 query-parameters',
      '3 query-responses',
      '3 query-samples',
      '2 create',
      '3 card-auth',
      '3 card-request-body',
      '3 card-responses',
      '3 card-samples',
      '3 notes',
      '2 related',
    ]);
    expect(toc[2].value).toBe('<api.authentication>');
  });

  it('puts an operation before any heading at the top, and leaves a page without operations as it is', () => {
    const headings = [{ depth: 2, value: 'After', id: 'after' }];
    expect(withOperationSections(headings, ['payment/card'], [''], [card], title).map((h) => h.id)).toEqual(['card-auth', 'card-request-body', 'card-responses', 'card-samples', 'after']);
    expect(withOperationSections(headings, [], [], [], title)).toEqual(headings);
  });
});
