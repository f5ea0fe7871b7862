import { apiUsage, checkApiUsage } from '../apiUsage';

const FILE = 'content/docs/es/api/payment/query.mdx';

describe('apiUsage', () => {
  it('reads the operations and overviews a page renders, in order, ignoring code blocks', () => {
    const body = [
      '## Consultar {#get}',
      '<ApiOperation api="payment" operationId="query" />',
      '```mdx',
      '<ApiOperation api="payment" operationId="card" />',
      '```',
      "<ApiOperation operationId='query_list' api='payment'/>",
      '<ApiOverview api="payment" />',
    ].join('\n');
    expect(apiUsage(body, FILE)).toEqual({ operations: ['payment/query', 'payment/query_list'], overviews: ['payment'] });
  });

  it('refuses attributes the build cannot read, unknown ones and missing ones, naming the file', () => {
    expect(() => apiUsage('<ApiOperation api={name} operationId="card" />', FILE)).toThrow(
      `${FILE}: <ApiOperation api={name} operationId="card" /> — write api as a plain string (api="…"), so the build can find the data the page needs.`,
    );
    expect(() => apiUsage('<ApiOperation api="payment" operationId="card" tab="php" />', FILE)).toThrow(/unknown attribute tab; ApiOperation takes api and operationId/);
    expect(() => apiUsage('<ApiOperation api="payment" />', FILE)).toThrow(/missing operationId; ApiOperation takes api and operationId/);
    expect(() => apiUsage('<ApiOverview />', FILE)).toThrow(/missing api; ApiOverview takes api/);
  });
});

describe('checkApiUsage', () => {
  const operations = new Map([
    ['payment', ['card', 'query']],
    ['recu', ['post_plan']],
  ]);
  it('accepts known operations and APIs', () => {
    expect(checkApiUsage([{ sourceFile: FILE, apiOperations: ['payment/query'], apiOverviews: ['recu'] }], operations)).toEqual([]);
  });
  it('names the file, the unknown value and what exists', () => {
    expect(
      checkApiUsage([{ sourceFile: FILE, apiOperations: ['payment/querys', 'billing/x'], apiOverviews: ['pay'] }], operations),
    ).toEqual([
      `${FILE}: <ApiOperation api="payment" operationId="querys"> names no operation of content/api/payment.yaml; its operationIds are card, query.`,
      `${FILE}: <ApiOperation api="billing"> names no API; the APIs are payment, recu (content/api/<api>.yaml).`,
      `${FILE}: <ApiOverview api="pay"> names no API; the APIs are payment, recu (content/api/<api>.yaml).`,
    ]);
  });
});
