/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { apiNodeFields } from '../../node/apiNodes';
import { initialValue, validate, type Json } from '../requestValue';
import { CURRENCIES } from '../../utils/currencies';
import type { SchemaView } from '../types';

const file = 'content/api/payment.yaml';
const { operations } = apiNodeFields(fs.readFileSync(path.resolve(__dirname, '../../..', file), 'utf8'), file);
const card = operations.find((op) => op.locale === 'en' && op.operationId === 'card');
const schema = card?.view.requestBody?.schema as SchemaView;

describe('initialValue and validate on payment/card', () => {
  it('starts from the required fields, filled from their examples', () => {
    expect(initialValue(schema)).toEqual({ amount: 1250, currency: 'EUR', merchantReference: expect.any(String), terminalId: '001' });
  });

  it('accepts a complete card payment', () => {
    const value = {
      ...(initialValue(schema) as Record<string, Json>),
      card: { number: '4917610000000018', expiryMonth: '12', expiryYear: '2030', cvv: '123' },
    };
    expect(validate(schema, value)).toEqual([]);
  });

  it('names each wrong field by its path', () => {
    const value = {
      // 0 is a card verification (issue 18); below it is wrong.
      amount: -1,
      currency: 'eur',
      merchantReference: 'order 1',
      terminalId: '001',
      card: { number: '4917', expiryMonth: '13', expiryYear: '2030' },
      extra: true,
    };
    expect(validate(schema, value)).toEqual([
      { path: 'amount', code: 'minimum', limit: 0 },
      { path: 'currency', code: 'enum', values: CURRENCIES.map((c) => c.code) },
      { path: 'merchantReference', code: 'pattern', pattern: '^[A-Za-z0-9_-]{1,32}$' },
      { path: 'card.number', code: 'pattern', pattern: '^[0-9]{12,19}$' },
      { path: 'card.expiryMonth', code: 'pattern', pattern: '^(0[1-9]|1[0-2])$' },
      { path: 'card.cvv', code: 'required' },
      { path: 'extra', code: 'unknownProperty' },
    ]);
  });

  it('requires exactly one of card, token and paymentMethod', () => {
    const base = initialValue(schema) as Record<string, Json>;
    const issue = { path: '', code: 'oneOfRequired', groups: [['card'], ['token'], ['paymentMethod']] };
    expect(validate(schema, base)).toEqual([issue]);
    expect(validate(schema, { ...base, token: 'tok_abc' })).toEqual([]);
    expect(validate(schema, { ...base, token: 'tok_abc', customerId: 'cus_zJr4i0B3JrT', paymentMethod: { type: 'BIZUM', phone: '+34700000001' } })).toEqual([issue]);
  });

  it('requires at least one of customerId and token for a recurring plan (anyOf)', () => {
    const plan = { type: 'object', nullable: false, constraints: [{ kind: 'anyOfRequired', groups: [['customerId'], ['token']] }], properties: [
      { name: 'customerId', required: false, schema: { type: 'string', nullable: false, constraints: [] } },
      { name: 'token', required: false, schema: { type: 'string', nullable: false, constraints: [] } },
    ] } as SchemaView;
    expect(validate(plan, {})).toEqual([{ path: '', code: 'anyOfRequired', groups: [['customerId'], ['token']] }]);
    expect(validate(plan, { customerId: 'cus_zJr4i0B3JrT', token: 'tok_G8NPRVdD53X' })).toEqual([]);
  });

  it('checks a oneOf value against its closest variant', () => {
    const base = { ...(initialValue(schema) as Record<string, Json>) };
    expect(validate(schema, { ...base, paymentMethod: { type: 'BIZUM', phone: '+34700000001' } })).toEqual([]);
    expect(validate(schema, { ...base, paymentMethod: { type: 'BIZUM', phone: '600111222' } })).toEqual([
      { path: 'paymentMethod.phone', code: 'pattern', pattern: '^\\+34[0-9]{9}$' },
    ]);
  });

  it('reports a wrong type without going deeper', () => {
    expect(validate(schema, { ...(initialValue(schema) as Record<string, Json>), amount: '1250', token: 'tok_a' })).toEqual([{ path: 'amount', code: 'type' }]);
  });
});

describe('every request example of the six APIs', () => {
  const all = ['payment', 'mdwr', 'paybylink', 'paygate', 'recu', 'taxfree'].flatMap((api) => {
    const f = `content/api/${api}.yaml`;
    return apiNodeFields(fs.readFileSync(path.resolve(__dirname, '../../..', f), 'utf8'), f).operations.filter((op) => op.locale === 'en');
  });
  const examples = all.flatMap((op) =>
    (op.view.requestBody?.examples ?? []).map((example) => [`${op.api}/${op.operationId} ${example.key}`, op.view.requestBody?.schema as SchemaView, example.json] as const),
  );

  it('has examples to check', () => expect(examples.length).toBeGreaterThan(20));

  it.each(examples)('%s is valid for its schema', (_name, requestSchema, text) => {
    expect(validate(requestSchema, JSON.parse(text) as Json)).toEqual([]);
  });
});
