import { checkApiUsage } from '../apiUsage';

const FILE = 'content/docs/es/api/payment/query.mdx';

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
