/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { OperationView, SchemaView } from '../../openapi/types';
import { apiNodeFields, writeApiDownloads } from '../apiNodes';
import { postmanCollection, stableIds } from '../postman';
import { buildOperationViews, SchemaBuilder } from '../apiReference';
import { KEY_VARIABLE, pythonLiteral, WEBHOOK_ENDPOINT } from '../apiSamples';
import { listOperations, loadApiDocument, localizeDocument, type OpenApiDocument } from '../openapi';

const API_DIR = path.resolve(__dirname, '../../../content/api');
const APIS = ['payment', 'mdwr', 'paybylink', 'paygate', 'recu', 'taxfree'];
const docs = Object.fromEntries(APIS.map((api) => [api, loadApiDocument(path.join(API_DIR, `${api}.yaml`))]));
const views: Record<string, OperationView[]> = Object.fromEntries(APIS.map((api) => [api, buildOperationViews(localizeDocument(docs[api], 'es'))]));
const all = Object.values(views).flat();
const find = (api: string, id: string) => views[api].find((v) => v.operationId === id)!;
const field = (schema: SchemaView | undefined, name: string) => schema?.properties?.find((p) => p.name === name);

describe('operation views', () => {
  it('builds every operation of the six documents, in both languages, with the page names as ids', () => {
    expect(all.map((v) => `${v.api}/${v.operationId}`)).toEqual(
      expect.arrayContaining(['payment/card', 'payment/query_list', 'payment/customer_get', 'mdwr/get_allinone', 'paybylink/notify', 'paygate/post_init', 'recu/get_plan_suspension_by_id', 'taxfree/post_form_v1', 'taxfree/notify']),
    );
    // 43 operations on paths and 7 webhooks: payment_notify, refund_notify, mail_order_notify, notify (paybylink and taxfree), plan_charge_notify, plan_notify.
    expect(all).toHaveLength(50);
    expect(all.filter((v) => v.kind === 'webhook').map((v) => `${v.api}/${v.operationId}`).sort()).toEqual([
      'paybylink/mail_order_notify',
      'paybylink/notify',
      'payment/payment_notify',
      'payment/refund_notify',
      'recu/plan_charge_notify',
      'recu/plan_notify',
      'taxfree/notify',
    ]);
    const english = buildOperationViews(localizeDocument(docs.payment, 'en'));
    expect(english.find((v) => v.operationId === 'card')?.summary).toBe('Create a payment');
    expect(find('payment', 'card').summary).toBe('Crear un pago');
  });

  it('resolves references, merges allOf and folds the "one of card, token, paymentMethod" rule into a constraint', () => {
    const body = find('payment', 'card').requestBody!;
    expect(body.required).toBe(true);
    expect(body.schema?.name).toBe('PaymentRequest');
    expect(body.schema?.closed).toBe(true);
    expect(body.schema?.constraints).toContainEqual({ kind: 'oneOfRequired', groups: [['card'], ['token'], ['paymentMethod']] });
    // Its own integer with minimum 0: a zero amount verifies a card (issue 18).
    expect(field(body.schema, 'amount')).toMatchObject({ required: true, schema: { type: 'integer' } });
    expect(field(body.schema, 'merchantReference')?.schema.constraints).toContainEqual({ kind: 'maxLength', value: 32 });
    const card = field(body.schema, 'card')!;
    expect(card.required).toBe(false);
    expect(card.schema.properties?.map((p) => p.name)).toEqual(expect.arrayContaining(['number', 'expiryMonth', 'expiryYear', 'cvv']));
    const plan = views.recu.find((v) => v.operationId === 'post_plan')!.requestBody!.schema!;
    expect(plan.constraints).toContainEqual({ kind: 'anyOfRequired', groups: [['customerId'], ['token']] });
    const method = field(body.schema, 'paymentMethod')!;
    expect(method.schema.variants?.map((v) => v.title)).toEqual(expect.arrayContaining(['BIZUM', 'FINANPAY']));
  });

  it('shows "X or null" for oneOf with null and for type lists with null', () => {
    const payment = find('payment', 'query').responses.find((r) => r.status === '200')!.body!.schema!;
    const data = field(payment, 'data')!.schema;
    const threeDS = field(data, 'threeDS');
    expect(threeDS?.schema).toMatchObject({ nullable: true, type: 'object' });
    const authValue = field(threeDS!.schema, 'authenticationValue');
    expect(authValue?.schema).toMatchObject({ type: 'string', nullable: true });
  });

  it('collects path, query and header parameters, path ones first and always required', () => {
    const list = find('payment', 'query_list');
    expect(list.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:limit', 'query:startingAfter', 'header:Tesela-Version']));
    const get = find('payment', 'query');
    expect(get.parameters[0]).toMatchObject({ in: 'path', name: 'paymentId', required: true, example: 'pay_2Hc9V1qXnT7' });
  });

  it('lists every response with its examples, and the shared errors with the ErrorResponse schema', () => {
    const card = find('payment', 'card');
    expect(card.responses.map((r) => r.status)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '429', '500', '503']));
    const bad = card.responses.find((r) => r.status === '400')!;
    expect(bad.body?.schema?.name).toBe('ErrorResponse');
    expect(bad.body?.examples.length).toBeGreaterThan(0);
    for (const example of bad.body!.examples) expect(() => JSON.parse(example.json)).not.toThrow();
    expect(card.responses.find((r) => r.status === '201')?.headers.map((h) => h.name)).toContain('Tesela-Request-Id');
  });

  it.each([
    ['paybylink', 'notify'],
    ['paybylink', 'mail_order_notify'],
    ['payment', 'payment_notify'],
    ['payment', 'refund_notify'],
    ['recu', 'plan_charge_notify'],
    ['recu', 'plan_notify'],
  ])('marks the webhook %s/%s, with no servers and no authentication but its signature header', (api, id) => {
    const webhook = find(api, id);
    expect(webhook).toMatchObject({ kind: 'webhook', method: 'POST', servers: [], security: [] });
    expect(webhook.parameters.map((p) => p.name)).toContain('Tesela-Signature');
    expect(webhook.requestBody?.examples.length).toBeGreaterThan(0);
  });

  it('stops at a schema that contains itself instead of recursing forever', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      components: { schemas: { Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } } } },
    } as unknown as OpenApiDocument;
    const view = new SchemaBuilder(doc).build({ $ref: '#/components/schemas/Node' });
    expect(field(view, 'children')?.schema.items).toMatchObject({ name: 'Node', recursive: true });
  });
});

describe('code samples', () => {
  const withBody = all.filter((v) => v.requestBody);

  // A fake curl prints the arguments it receives, one per line, so bash does the quoting for real.
  function curlArgs(sample: string): string[] {
    const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${KEY_VARIABLE}=sk_test_51TeselaExampleKey0001\nTESELA_SESSION=ses_8Kp3Vx6Qa1Rt\n${sample}\n`;
    const out = execFileSync('bash', ['-c', script], { encoding: 'utf8' });
    return out.split('\0').slice(0, -1);
  }

  it.each(all.map((v) => [`${v.api}/${v.operationId}`, v] as const))('%s: the curl sample is one valid command with the method, URL, key, headers and body', (_, view) => {
    const args = curlArgs(view.samples.curl);
    expect(args.slice(0, 2)).toEqual(['-X', view.method]);
    const url = new URL(args[2]);
    if (view.kind === 'webhook') expect(args[2]).toBe(WEBHOOK_ENDPOINT);
    else {
      expect(`${url.origin}${url.pathname}`.startsWith(view.servers[0].url)).toBe(true);
      expect(url.pathname).not.toMatch(/[{}]/);
      expect(args).toContain('Authorization: Bearer sk_test_51TeselaExampleKey0001');
    }
    const headers = args.filter((_, i) => args[i - 1] === '-H');
    expect(headers.every((h) => /^[A-Za-z-]+: \S/.test(h))).toBe(true);
    const data = args.indexOf('--data-raw');
    if (view.requestBody?.examples.length) {
      expect(JSON.parse(args[data + 1])).toEqual(JSON.parse(view.requestBody.examples[0].json));
      expect(headers).toContain('Content-Type: application/json');
    } else expect(data).toBe(-1);
  });

  it.each(all.map((v) => [`${v.api}/${v.operationId}`, v] as const))('%s: the JavaScript sample parses (top-level await, as a module body)', (_, view) => {
    // vm modules need a Node flag; the body of an async function accepts the same statements.
    expect(() => new vm.Script(`(async () => {\n${view.samples.javascript}\n})`)).not.toThrow();
  });

  it('puts the exact example JSON in the PHP nowdoc and the JavaScript payload', () => {
    for (const view of withBody) {
      const example = JSON.parse(view.requestBody!.examples[0].json);
      const nowdoc = /<<<'JSON'\n([\s\S]*?)\nJSON;/.exec(view.samples.php)?.[1];
      expect(JSON.parse(nowdoc ?? '')).toEqual(example);
      const js = /const payload = ([\s\S]*?);\n\n/.exec(view.samples.javascript)?.[1];
      expect(JSON.parse(js ?? '')).toEqual(example);
    }
  });

  it('writes Python literals with True, False and None', () => {
    expect(pythonLiteral({ a: true, b: [false, null, 1.5, 'x"y'], c: {} })).toBe('{\n    "a": True,\n    "b": [\n        False,\n        None,\n        1.5,\n        "x\\"y",\n    ],\n    "c": {},\n}');
  });

  const python = spawnSync('python3', ['--version']).status === 0;
  const php = spawnSync('php', ['--version']).status === 0;
  (python ? it : it.skip)('the Python samples compile and their payload equals the example (python3 on this machine)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
    const files = all.map((view) => {
      const file = path.join(dir, `${view.api}_${view.operationId}.py`);
      fs.writeFileSync(file, view.samples.python);
      return file;
    });
    // One interpreter for every sample (one per sample took 30 s): each is compiled as py_compile
    // does, and its `payload` read back as a literal. A file that does not compile fails the run.
    const code = [
      'import ast, json, py_compile, sys',
      'for file in sys.argv[1:]:',
      '    py_compile.compile(file, doraise=True)',
      '    payloads = [json.dumps(ast.literal_eval(node.value)) for node in ast.parse(open(file).read()).body',
      "                if isinstance(node, ast.Assign) and getattr(node.targets[0], 'id', None) == 'payload']",
      '    print(json.dumps(payloads))',
    ].join('\n');
    const lines = execFileSync('python3', ['-c', code, ...files], { encoding: 'utf8' }).trim().split('\n');
    expect(lines).toHaveLength(all.length);
    all.forEach((view, i) => {
      const payloads = (JSON.parse(lines[i]) as string[]).map((payload) => JSON.parse(payload) as unknown);
      if (view.requestBody?.examples.length) expect(payloads).toEqual([JSON.parse(view.requestBody.examples[0].json)]);
    });
  });
  (php ? it : it.skip)('the PHP samples pass php -l (php on this machine)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
    for (const view of all) {
      const file = path.join(dir, `${view.api}_${view.operationId}.php`);
      fs.writeFileSync(file, view.samples.php);
      execFileSync('php', ['-l', file], { stdio: 'pipe' });
    }
  });
});

describe('data layer nodes and downloads', () => {
  it('makes one document and one node per operation in each locale, and fails naming the file on a bad document', () => {
    const text = fs.readFileSync(path.join(API_DIR, 'recu.yaml'), 'utf8');
    const { documents, operations } = apiNodeFields(text, 'content/api/recu.yaml');
    expect(documents.map((d) => `${d.api}:${d.locale}`)).toEqual(['recu:es', 'recu:en']);
    expect(operations.filter((o) => o.locale === 'en').map((o) => o.key)).toContain('recu/post_plan');
    expect(documents[1].view.downloads).toEqual({ yaml: '/openapi/en/recu.yaml', json: '/openapi/en/recu.json', postman: '/openapi/en/recu.postman_collection.json' });
    expect(() => apiNodeFields(text, 'content/api/plans.yaml')).toThrow(/content\/api\/plans\.yaml: .*"recu".*plans\.yaml/);
    expect(() => apiNodeFields('openapi: [', 'content/api/recu.yaml')).toThrow(/content\/api\/recu\.yaml: not valid YAML/);
  });

  it('writes each locale as YAML and JSON with no English twin keys left in the Spanish copy', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    const { documents } = apiNodeFields(fs.readFileSync(path.join(API_DIR, 'payment.yaml'), 'utf8'), 'content/api/payment.yaml');
    expect(writeApiDownloads(dir, documents)).toEqual(['/openapi/es/payment.yaml', '/openapi/es/payment.json', '/openapi/en/payment.yaml', '/openapi/en/payment.json']);
    const es = fs.readFileSync(path.join(dir, 'openapi/es/payment.json'), 'utf8');
    expect(es).not.toMatch(/x-(summary|description)-en/);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'openapi/en/payment.json'), 'utf8')).info.title).toBe('Tesela payment API');
  });
});

describe('postmanCollection', () => {
  it('makes a Postman v2.1 collection of a document in its language: a folder per tag, every operation with its method, path and example body', async () => {
    const doc = localizeDocument(docs.recu, 'en');
    const collection = (await postmanCollection(doc)) as {
      info: { name: string; schema: string };
      item: { name: string; item: { name: string; request: { method: string; url: { path: string[] }; body?: { raw: string } } }[] }[];
      variable: { key: string; value: string }[];
    };
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(collection.info.name).toBe(String(doc.info.title));
    const requests = collection.item.flatMap((folder) => folder.item);
    expect(requests).toHaveLength(listOperations(doc).filter((op) => op.kind === 'path').length);
    const create = requests.find((r) => r.name === 'Create a plan');
    expect(create?.request.method).toBe('POST');
    expect(create?.request.url.path.join('/')).toBe('plans');
    expect(JSON.parse(create?.request.body?.raw ?? '{}')).toHaveProperty('amount');
    expect(collection.variable).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'baseUrl', value: 'https://api-sandbox.tesela.example/recu/v1' })]));
  });

  it("fills every path and query parameter of every request with the document's own example, never a value the converter made up", async () => {
    type Request = { name: string; request?: { url: { query?: { key: string; value: string }[]; variable?: { key: string; value: string }[] } }; item?: Request[] };
    for (const api of APIS) {
      const doc = localizeDocument(docs[api], 'en');
      // What the operation's page shows for each parameter.
      const examples = new Map<string, string | undefined>();
      for (const view of buildOperationViews(doc)) {
        for (const p of view.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query')) {
          const example = p.example ?? p.schema.example;
          expect([`${api} ${view.operationId} ${p.name}`, example]).not.toEqual([expect.any(String), undefined]);
          examples.set(`${view.summary} ${p.name}`, example);
        }
      }
      const requests = (items: Request[]): Request[] => items.flatMap((item) => (item.item ? requests(item.item) : [item]));
      const collection = (await postmanCollection(doc)) as { item: Request[] };
      const values = requests(collection.item).flatMap((r) => [...(r.request?.url.query ?? []), ...(r.request?.url.variable ?? [])].map((q) => [`${r.name} ${q.key}`, q.value]));
      expect(values.length).toBeGreaterThan(0);
      for (const [key, value] of values) expect(`${api} ${key}=${value}`).toBe(`${api} ${key}=${examples.get(key)}`);
    }
  });

  /** Every `id` and `_postman_id` of a collection, in document order. */
  const idsOf = (collection: object): string[] =>
    JSON.stringify(collection)
      .match(/"(?:_postman_)?id":"[^"]*"/g)!
      .map((pair) => pair.split(':')[1]);

  it('gives the same document the same collection on every build, ids included, and each language its own ids', async () => {
    const first = await postmanCollection(localizeDocument(docs.recu, 'en'));
    const second = await postmanCollection(localizeDocument(docs.recu, 'en'));
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const ids = idsOf(first);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^"[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/));
    const es = idsOf(await postmanCollection(localizeDocument(docs.recu, 'es')));
    expect(es.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('replaces an id that comes twice by the same id, and leaves values that are not ids alone', () => {
    const random = '0b6f3c1e-2a4d-4f8b-9c7e-5d1a2b3c4d5e';
    const collection = { info: { _postman_id: random }, item: [{ id: random, request: { url: { query: [{ key: 'ref', value: '11111111-2222-4333-8444-555555555555' }] } } }, { id: 'plain' }] };
    const stable = stableIds(structuredClone(collection), 'seed');
    expect(stable.info._postman_id).not.toBe(random);
    expect(stable.item[0].id).toBe(stable.info._postman_id);
    expect(stable.item[0].request!.url.query[0].value).toBe('11111111-2222-4333-8444-555555555555');
    expect(stable.item[1].id).toBe('plain');
    expect(stableIds(structuredClone(collection), 'other').info._postman_id).not.toBe(stable.info._postman_id);
  });
});
