/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { apiNodeFields } from '../../apiNodes';
import { mdxFilesUnder } from '../../files';
import { loadContract, checkRequest, checkResponse, checkEvent, matchRequest } from '../check';
import { curlRequests } from '../curl';
import { pageContractProblems, twinMismatches } from '../pages';
import { parseTesting } from '../../testing';
import { luhn } from '../../schemas/testing';
import { CURRENCIES } from '../../../utils/currencies';
import { buildOperationViews } from '../../apiReference';
import { loadApiDocument, localizeDocument } from '../../openapi';
import { pageSamples, syntaxProblems, type Sample } from '../syntax';
import { parseMdx } from '../../mdx/parse';
import type { MdNode } from '../../mdx/tree';

/**
 * The contract gate (issue 18): every example a reader copies is checked against content/api the
 * way a strict mock server (Prism with --errors) would answer it. A failure names the file and the
 * line of the example.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const contract = loadContract(path.join(ROOT, 'content/api'));

/** A page's tree, from the build's parser. */
const treeOf = (source: string, file: string): MdNode => parseMdx(source, file).tree as unknown as MdNode;
/** A content file's tree, parsed once for both the contract gate and the syntax check. */
const contentTrees = new Map<string, MdNode>();
const contentTree = (file: string): MdNode => {
  const tree = contentTrees.get(file) ?? treeOf(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file));
  contentTrees.set(file, tree);
  return tree;
};

describe('the contract gate', () => {
  it('accepts every cURL command, response example and webhook event of the guides and posts, and their PHP, Python and JavaScript tabs send the same request', () => {
    const files = [...mdxFilesUnder(path.join(ROOT, 'content/docs')), ...mdxFilesUnder(path.join(ROOT, 'content/blog'))];
    expect(files.length).toBeGreaterThan(150);
    const problems = files.flatMap((file) => pageContractProblems(contract, path.relative(ROOT, file), contentTree(file)));
    expect(problems).toEqual([]);
  });

  it('accepts every generated code sample; its PHP, Python and JavaScript twins send the same request, each operation with its own Idempotency-Key', () => {
    const problems: string[] = [];
    const keys = new Map<string, string>();
    let checked = 0;
    for (const api of contract) {
      const { operations } = apiNodeFields(fs.readFileSync(path.join(ROOT, api.file), 'utf8'), api.file);
      for (const op of operations.filter((o) => o.locale === 'es' && o.kind === 'path')) {
        const where = `${api.file} ${op.operationId} (generated samples)`;
        const [request] = curlRequests(op.view.samples.curl);
        const { problems: found } = checkRequest(contract, request);
        problems.push(...found.map((p) => `${where}: ${p}`));
        for (const lang of ['php', 'python', 'javascript'] as const) {
          const missing = twinMismatches(request, lang, op.view.samples[lang]);
          if (missing.length > 0) problems.push(`${where}: the ${lang} sample misses ${missing.join(', ')}`);
        }
        const key = request.headers.find(([name]) => name === 'Idempotency-Key')?.[1];
        if (key && keys.has(key)) problems.push(`${where}: Idempotency-Key ${key} is also ${keys.get(key)}'s`);
        if (key) keys.set(key, op.key);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});

describe('the gate fails on the defects it was written for', () => {
  const curl = (command: string) => curlRequests(command)[0];
  const body = { terminalId: 'T001', amount: 1250, currency: 'EUR', merchantReference: 'PED-1', emvData: {} };

  it('a PayGate payment without Tesela-Session (the mock answers 401)', () => {
    const request = curl(`curl -X POST https://api-sandbox.tesela.example/paygate/v1/payments -H "Authorization: Bearer sk_test_1" -H "Content-Type: application/json" -H "Idempotency-Key: 1b0c8a8e-4f2a-4c1e-9b2f-6a5d0e7c9a11" -d '${JSON.stringify(body)}'`);
    expect(checkRequest(contract, request).problems).toEqual(expect.arrayContaining([expect.stringMatching(/missing credentials teselaSession/)]));
  });

  it('a request to an API without a document, an unknown path, a wrong method and an undeclared query parameter', () => {
    expect(matchRequest(contract, 'POST', 'https://api-sandbox.tesela.example/nothere/v1/forms')).toMatch(/no API document in content\/api has a server/);
    expect(matchRequest(contract, 'GET', 'https://api-sandbox.tesela.example/payment/v1/nothing')).toMatch(/no operation of content\/api\/payment.yaml has this path/);
    expect(matchRequest(contract, 'PATCH', 'https://api-sandbox.tesela.example/payment/v1/payments')).toMatch(/has POST.*not PATCH/);
    const request = curl('curl https://api-sandbox.tesela.example/payment/v1/payments/pay_4Lm8QwZr2Kd?expand=all -H "Authorization: Bearer sk_test_1"');
    expect(checkRequest(contract, request).problems).toEqual([expect.stringMatching(/query parameter "expand" is not declared/)]);
  });

  it('a body with a misspelt field, a missing required field or a wrong Content-Type', () => {
    const request = curl(`curl -X POST https://api-sandbox.tesela.example/payment/v1/payments -H "Authorization: Bearer sk_test_1" -H "Content-Type: text/plain" -H "Idempotency-Key: 1b0c8a8e-4f2a-4c1e-9b2f-6a5d0e7c9a11" -d '{"terminalId":"001","amonut":1250,"currency":"EUR","merchantReference":"PED-1","card":{"number":"4917610000000018","expiryMonth":"12","expiryYear":"2030","cvv":"123"}}'`);
    const { problems } = checkRequest(contract, request);
    expect(problems.join('\n')).toMatch(/Content-Type is text\/plain/);
    expect(problems.join('\n')).toMatch(/amount/);
  });

  it('a terminal preauthorization or refund that asks for a sale-only option (tip, DCC, points, donation), as the guides say the API answers 400', () => {
    const allInOne = (fields: Record<string, unknown>) =>
      curl(
        `curl -X POST https://api-sandbox.tesela.example/mdwr/v1/allinone -H "Authorization: Bearer sk_test_1" -H "Content-Type: application/json" -H "Idempotency-Key: 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d" -d '${JSON.stringify({ terminalId: '002', deviceId: 'P400-7X2K9M', amount: 8000, currency: 'EUR', merchantReference: 'TCK-1', ...fields })}'`,
      );
    expect(checkRequest(contract, allInOne({ type: 'SALE', tipAllowed: true, dcc: true, loyaltyAllowed: true, donationAllowed: true })).problems).toEqual([]);
    expect(checkRequest(contract, allInOne({ type: 'PREAUTHORIZATION', tipAllowed: false })).problems).toEqual([]);
    for (const option of ['tipAllowed', 'dcc', 'loyaltyAllowed', 'donationAllowed']) {
      expect(checkRequest(contract, allInOne({ type: 'PREAUTHORIZATION', [option]: true })).problems.join('\n')).toMatch(new RegExp(option));
      expect(checkRequest(contract, allInOne({ type: 'REFUND', originalOperationId: 'op_6Hd2Mv8Pq4Xs', [option]: true })).problems.join('\n')).toMatch(new RegExp(option));
    }
  });

  it('a response example with a field the schema does not have (data.card for data.cards) or without a required one (createdAt)', () => {
    const matched = matchRequest(contract, 'GET', 'https://api-sandbox.tesela.example/payment/v1/payments/pay_4Lm8QwZr2Kd');
    if (typeof matched === 'string') throw new Error(matched);
    expect(checkResponse(matched, '200', { data: { id: 'pay_4Lm8QwZr2Kd' } }).join('\n')).toMatch(/createdAt|required/);
    expect(checkResponse(matched, '201', { data: {} })).toEqual([expect.stringMatching(/documents no 201 response/)]);
  });

  it('an event no webhook carries, and an event that breaks its schema', () => {
    expect(checkEvent(contract, { id: 'evt_1', type: 'nothing.happened', data: {} })).toEqual([expect.stringMatching(/no webhook in content\/api carries this event type/)]);
    expect(checkEvent(contract, { id: 'evt_1', type: 'link.paid', createdAt: '2022-10-14T09:30:00+02:00' }).join('\n')).toMatch(/data|required/);
  });

  it('names the file and the line of a failing example, and a twin that sends another request', () => {
    const page = [
      '## Pago',
      '',
      '<Tabs groupId="code">',
      '<TabItem value="curl" label="cURL">',
      '',
      '```bash',
      'curl -X GET https://api-sandbox.tesela.example/payment/v1/payments/pay_4Lm8QwZr2Kd \\',
      '  -H "Authorization: Bearer sk_test_1" \\',
      '  -H "Tesela-Version: 2022-10-01"',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="python" label="Python">',
      '',
      '```python',
      "requests.get('https://api-sandbox.tesela.example/payment/v1/payments/pay_OTHER', headers={'Authorization': 'Bearer sk_test_1'})",
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '```json title="Respuesta 200"',
      '{ "data": { "id": "pay_4Lm8QwZr2Kd" } }',
      '```',
      '',
    ].join('\n');
    const problems = pageContractProblems(contract, 'content/docs/es/x.mdx', treeOf(page, 'content/docs/es/x.mdx'));
    expect(problems).toEqual([
      expect.stringMatching(/^content\/docs\/es\/x\.mdx:22: payment query 200 response: \/ must have required property 'meta'/),
      expect.stringMatching(/^content\/docs\/es\/x\.mdx:15: the Python tab does not send the request of the cURL tab: missing the path \/payment\/v1\/payments\/pay_4Lm8QwZr2Kd, the header Tesela-Version/),
    ]);
  });
});

describe('curlRequests', () => {
  it('reads a command as a shell splits it: continuations, quotes, escapes and variables', () => {
    const [request] = curlRequests(`# crear\ncurl -X POST https://api.tesela.example/payment/v1/payments \\\n  -H "Authorization: Bearer $TESELA_SECRET_KEY" \\\n  -H 'Content-Type: application/json' \\\n  -d '{"a": "it\\u0027s", "b": 1}'\n`);
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api.tesela.example/payment/v1/payments',
      headers: [
        ['Authorization', 'Bearer $TESELA_SECRET_KEY'],
        ['Content-Type', 'application/json'],
      ],
      body: '{"a": "it\\u0027s", "b": 1}',
      line: 2,
    });
  });

  it('sends -G data as the query string, defaults the method, and reads several commands with their lines', () => {
    const requests = curlRequests('curl -G https://x.example/a --data-urlencode "q=a b" -d limit=2\ncurl https://x.example/b -d x=1 --retry 3');
    expect(requests.map((r) => [r.method, r.url, r.body, r.line])).toEqual([
      ['GET', 'https://x.example/a?limit=2&q=a%20b', null, 1],
      ['POST', 'https://x.example/b', 'x=1', 2],
    ]);
  });

  it('refuses a header without a colon and a command without a URL', () => {
    expect(() => curlRequests('curl -H "Broken" https://x.example')).toThrow(/line 1: header "Broken" has no ":"/);
    expect(() => curlRequests('curl -X GET')).toThrow(/curl without a URL/);
  });
});

describe('the code reference covers the contract', () => {
  it('lists every error.code the documents can answer and every responseCode their examples show (content/testing.yaml)', () => {
    const testing = parseTesting(fs.readFileSync(path.join(ROOT, 'content/testing.yaml'), 'utf8'));
    const errorCodes = new Set(testing.errorCodes.map((c) => c.code));
    const responseCodes = new Set(testing.responseCodes.map((c) => c.code));
    const missing: string[] = [];
    const visit = (value: unknown, key: string | null, parent: string | null, where: string): void => {
      if (Array.isArray(value)) value.forEach((v) => visit(v, key, parent, where));
      else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => visit(v, k, key, where));
      else if (typeof value === 'string' && key === 'code' && parent === 'error' && !errorCodes.has(value)) missing.push(`${where}: error.code ${value}`);
      else if (typeof value === 'string' && key === 'responseCode' && /^\d{4}$/.test(value) && !responseCodes.has(value)) missing.push(`${where}: responseCode ${value}`);
    };
    for (const api of contract) visit(api.doc, null, null, api.file);
    // And every value of the error code enum each document declares (ErrorResponse.error.code).
    for (const api of contract) {
      const schemas = (api.doc.components as { schemas?: Record<string, { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } }> }).schemas ?? {};
      const declared = schemas.ErrorResponse?.properties?.error?.properties?.code?.enum ?? [];
      expect([api.file, declared.length > 0]).toEqual([api.file, true]);
      for (const value of declared) if (!errorCodes.has(value)) missing.push(`${api.file}: ErrorResponse code ${value}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('the OpenAPI examples use the sandbox test data', () => {
  it('shows only test cards and Bizum phones of content/testing.yaml (the documents are served as written, so they cannot use placeholders)', () => {
    const testing = parseTesting(fs.readFileSync(path.join(ROOT, 'content/testing.yaml'), 'utf8'));
    const known = new Set(testing.testData.map((d) => d.value));
    const strays: string[] = [];
    for (const api of contract) {
      const text = fs.readFileSync(path.join(ROOT, api.file), 'utf8');
      text.split('\n').forEach((line, i) => {
        for (const [card] of line.matchAll(/(?<![\w+])\d{13,19}(?!\w)/g)) if (luhn(card) && /^[2-6]/.test(card) && !known.has(card)) strays.push(`${api.file}:${i + 1}: card ${card}`);
        for (const [phone] of line.matchAll(/\+347\d{8}(?!\d)/g)) if (!known.has(phone)) strays.push(`${api.file}:${i + 1}: phone ${phone}`);
      });
    }
    expect(strays).toEqual([]);
  });
});

describe('the currencies', () => {
  it('are the same list in every document that defines Currency and on the currencies page (src/utils/currencies.ts)', () => {
    const defined = contract.flatMap((api) => {
      const schema = (api.doc.components as { schemas?: Record<string, { enum?: string[] }> }).schemas?.Currency;
      return schema ? [[api.file, schema.enum ?? 'no enum']] : [];
    });
    expect(defined.length).toBeGreaterThan(0);
    const codes = CURRENCIES.map((c) => c.code);
    expect(defined).toEqual(defined.map(([file]) => [file, codes]));
  });
});

describe('the code samples a reader copies', () => {
  it('parse in their language: every shell, JavaScript and Python block of the guides, API pages, posts and pages', () => {
    const files = ['docs', 'blog', 'pages'].flatMap((dir) => mdxFilesUnder(path.join(ROOT, 'content', dir)));
    const samples = files.flatMap((file) => pageSamples(path.relative(ROOT, file), contentTree(file)));
    const count = (language: string) => samples.filter((s) => s.language === language).length;
    expect([count('shell'), count('javascript'), count('python')].every((n) => n > 40)).toBe(true);
    expect(syntaxProblems(samples)).toEqual([]);
  });

  it("parse in their language: the API reference's generated cURL, JavaScript and Python samples of every operation, in both languages", () => {
    const samples: Sample[] = [];
    for (const file of fs.readdirSync(path.join(ROOT, 'content/api')).filter((f) => f.endsWith('.yaml'))) {
      const document = loadApiDocument(path.join(ROOT, 'content/api', file));
      for (const locale of ['es', 'en'] as const) {
        for (const view of buildOperationViews(localizeDocument(document, locale))) {
          const where = `content/api/${file} ${view.operationId} (${locale})`;
          samples.push({ where, language: 'shell', code: view.samples.curl }, { where, language: 'javascript', code: view.samples.javascript }, { where, language: 'python', code: view.samples.python });
        }
      }
    }
    expect(samples.length).toBeGreaterThanOrEqual(300);
    expect(syntaxProblems(samples)).toEqual([]);
  });

  it('are reported by place and language when they do not parse', () => {
    const page = [
      '## Ejemplos',
      '',
      '```bash',
      "curl https://api-sandbox.tesela.example/payment/v1/payments -d '{\"amount\": 1250}",
      '```',
      '',
      '```javascript',
      "const response = await fetch('https://api-sandbox.tesela.example/payment/v1/payments', {",
      '```',
      '',
      '```python',
      'print("hola"',
      '```',
      '',
      '```javascript',
      "import crypto from 'node:crypto';",
      "export const digest = crypto.createHash('sha256').update('x').digest('hex');",
      'await Promise.resolve(digest);',
      '```',
      '',
      '```javascript',
      "const express = require('express');",
      'module.exports = express;',
      '```',
    ].join('\n');
    const problems = syntaxProblems(pageSamples('content/docs/es/x.mdx', treeOf(page, 'content/docs/es/x.mdx')));
    expect(problems).toEqual([
      expect.stringMatching(/^content\/docs\/es\/x\.mdx:3 \(shell\): .*(EOF|unexpected)/),
      expect.stringMatching(/^content\/docs\/es\/x\.mdx:7 \(javascript\): /),
      expect.stringMatching(/^content\/docs\/es\/x\.mdx:11 \(python\): /),
    ]);
  });
});
