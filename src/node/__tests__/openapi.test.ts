/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mdxFilesUnder } from '../files';
import { SchemaValidator } from '../contract/schemas';
import {
  TRANSLATABLE_KEYS,
  deref,
  englishKey,
  isEnglishTwinKey,
  isJsonObject,
  listOperations,
  loadApiDocument,
  localizeDocument,
  resolveRef,
  type ApiOperation,
  type JsonObject,
  type JsonValue,
  type OpenApiDocument,
} from '../openapi';

const API_DIR = path.resolve(__dirname, '../../../content/api');

interface Expectation {
  /** Every operationId of the document, webhooks included. */
  operations: string[];
  /** Operations that move money: they must declare the Idempotency-Key header, and only they. */
  idempotent: string[];
  /** Operations that must document 409 (duplicate reference, idempotency conflict or invalid state). */
  conflict: string[];
  /** Operations that must document 422 amount_exceeded. */
  amountExceeded: string[];
  /** Operations that must document 422 with their API's own codes (the tax-free eligibility rules). */
  unprocessable: string[];
  /** Operations that live under the top-level `webhooks` map. */
  webhooks: string[];
}

/** From content/HOUSE_FACTS.md, "The API surface" and "Decisions recorded from the guides". */
const EXPECTED: Record<string, Expectation> = {
  payment: {
    operations: [
      'card', 'confirm', 'customer', 'customer_get', 'get_link', 'payment_notify', 'query', 'query_list', 'refund', 'refund_notify',
      'send_link', 'unlock',
    ],
    idempotent: ['card', 'confirm', 'get_link', 'refund', 'unlock'],
    conflict: ['card', 'confirm', 'get_link', 'refund', 'send_link', 'unlock'],
    amountExceeded: ['confirm', 'refund'],
    unprocessable: [],
    webhooks: ['payment_notify', 'refund_notify'],
  },
  mdwr: {
    operations: ['allinone', 'cancellation', 'card', 'confirm', 'get_allinone', 'preauthorization', 'query', 'refund', 'unlock', 'unregister'],
    idempotent: ['allinone', 'cancellation', 'card', 'confirm', 'preauthorization', 'refund', 'unlock'],
    conflict: ['allinone', 'cancellation', 'card', 'confirm', 'preauthorization', 'refund', 'unlock'],
    amountExceeded: ['allinone', 'confirm', 'refund'],
    unprocessable: [],
    webhooks: [],
  },
  paybylink: {
    operations: ['cancel_link', 'mail_order', 'mail_order_notify', 'notify', 'query_link', 'reusable_mail_order'],
    idempotent: ['mail_order', 'reusable_mail_order'],
    conflict: ['cancel_link', 'mail_order', 'reusable_mail_order'],
    amountExceeded: [],
    unprocessable: [],
    webhooks: ['mail_order_notify', 'notify'],
  },
  paygate: {
    operations: ['delete_payments', 'delete_refunds', 'post_init', 'post_payments', 'post_refunds'],
    idempotent: ['delete_payments', 'delete_refunds', 'post_payments', 'post_refunds'],
    conflict: ['delete_payments', 'delete_refunds', 'post_payments', 'post_refunds'],
    amountExceeded: ['post_refunds'],
    unprocessable: [],
    webhooks: [],
  },
  recu: {
    operations: [
      'delete_plan', 'delete_plan_suspension', 'get_plan', 'get_plan_suspension', 'get_plan_suspension_by_id', 'plan_charge_notify',
      'plan_notify', 'post_plan', 'post_plan_suspension', 'put_plan',
    ],
    idempotent: ['delete_plan', 'delete_plan_suspension', 'post_plan', 'post_plan_suspension', 'put_plan'],
    conflict: ['delete_plan', 'delete_plan_suspension', 'post_plan', 'post_plan_suspension', 'put_plan'],
    amountExceeded: [],
    unprocessable: [],
    webhooks: ['plan_charge_notify', 'plan_notify'],
  },
  // v1 and v2 in one document: the v2 operations carry the `…/taxfree` servers and `/v2` paths.
  taxfree: {
    operations: ['delete_form', 'delete_form_v1', 'get_form', 'notify', 'post_form', 'post_form_refund', 'post_form_v1'],
    idempotent: ['delete_form', 'delete_form_v1', 'post_form', 'post_form_refund', 'post_form_v1'],
    conflict: ['delete_form', 'delete_form_v1', 'post_form', 'post_form_refund', 'post_form_v1'],
    amountExceeded: [],
    unprocessable: ['post_form', 'post_form_refund', 'post_form_v1'],
    webhooks: ['notify'],
  },
};
const APIS = Object.keys(EXPECTED);
const docs: Record<string, OpenApiDocument> = Object.fromEntries(
  APIS.map((api) => [api, loadApiDocument(path.join(API_DIR, `${api}.yaml`))]),
);
const clone = (doc: OpenApiDocument): OpenApiDocument => structuredClone(doc);
const sorted = (values: Iterable<string>): string[] => [...values].sort();

function obj(value: JsonValue | undefined): JsonObject {
  return isJsonObject(value) ? value : {};
}
function operationById(doc: OpenApiDocument, operationId: string): JsonObject {
  const found = listOperations(doc).find((o) => o.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found.operation;
}

interface ExampleCase {
  where: string;
  schema: JsonValue;
  value: JsonValue;
}

/** Examples of a media type, parameter or header: `example` and every `examples.<name>.value`. */
function examplesOf(doc: OpenApiDocument, holder: JsonObject, schema: JsonValue | undefined, where: string): ExampleCase[] {
  if (schema === undefined) return [];
  const cases: ExampleCase[] = [];
  if ('example' in holder) cases.push({ where: `${where} example`, schema, value: holder.example });
  for (const [name, example] of Object.entries(obj(holder.examples))) {
    const resolved = obj(deref(doc, example));
    if ('value' in resolved) cases.push({ where: `${where} examples.${name}`, schema, value: resolved.value });
  }
  return cases;
}

function contentExamples(doc: OpenApiDocument, content: JsonValue | undefined, where: string): ExampleCase[] {
  return Object.entries(obj(content)).flatMap(([mediaType, media]) =>
    examplesOf(doc, obj(media), obj(media).schema, `${where} ${mediaType}`),
  );
}

function parameterExamples(doc: OpenApiDocument, parameters: JsonValue | undefined, where: string): ExampleCase[] {
  const list = Array.isArray(parameters) ? parameters : [];
  return list.flatMap((p) => {
    const param = obj(deref(doc, p));
    return examplesOf(doc, param, param.schema, `${where} parameter ${String(param.name)}`);
  });
}

/** Every example of the document, with the schema it must satisfy. */
function collectExamples(doc: OpenApiDocument): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const op of listOperations(doc)) {
    const where = `${op.operationId}`;
    cases.push(...parameterExamples(doc, op.operation.parameters, where));
    const body = obj(deref(doc, op.operation.requestBody ?? null));
    cases.push(...contentExamples(doc, body.content, `${where} request`));
    for (const [status, response] of Object.entries(obj(op.operation.responses))) {
      const resolved = obj(deref(doc, response));
      cases.push(...contentExamples(doc, resolved.content, `${where} ${status}`));
      for (const [name, header] of Object.entries(obj(resolved.headers))) {
        const h = obj(deref(doc, header));
        cases.push(...examplesOf(doc, h, h.schema, `${where} ${status} header ${name}`));
      }
    }
  }
  const components = obj(doc.components);
  cases.push(...parameterExamples(doc, Object.values(obj(components.parameters)), 'components.parameters'));
  for (const [name, header] of Object.entries(obj(components.headers))) {
    cases.push(...examplesOf(doc, obj(header), obj(header).schema, `components.headers.${name}`));
  }
  // JSON Schema `examples` arrays, at any depth of the component schemas.
  const walkSchema = (schema: JsonValue, where: string): void => {
    if (Array.isArray(schema)) schema.forEach((s, i) => walkSchema(s, `${where}[${i}]`));
    if (!isJsonObject(schema)) return;
    if (Array.isArray(schema.examples)) {
      schema.examples.forEach((value, i) => cases.push({ where: `${where}.examples[${i}]`, schema, value }));
    }
    for (const [key, value] of Object.entries(schema)) {
      if (!['examples', 'example', 'enum', 'const', 'default'].includes(key)) walkSchema(value, `${where}.${key}`);
    }
  };
  for (const [name, schema] of Object.entries(obj(components.schemas))) walkSchema(schema, `components.schemas.${name}`);
  return cases;
}

function exampleProblems(api: string, doc: OpenApiDocument): string[] {
  const validator = new SchemaValidator(api, doc);
  return collectExamples(doc).flatMap((c) => validator.check(c.schema, c.value, c.where));
}

// ---------------------------------------------------------------------------------------------
// Dates: Tesela answers in mainland Spain time, so every date-time Tesela sends (responses and
// webhook payloads) has the Europe/Madrid offset of its instant.

const DATE_TIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$/;
const madrid = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', timeZoneName: 'longOffset' });

function madridOffset(instant: Date): string {
  const name = madrid.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return name.replace(/^GMT/, '') || '+00:00';
}

function madridOffsetProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const visit = (value: JsonValue, where: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
    else if (isJsonObject(value)) Object.entries(value).forEach(([k, v]) => visit(v, `${where}.${k}`));
    else if (typeof value === 'string' && DATE_TIME.test(value)) {
      const expected = madridOffset(new Date(value));
      if (!value.endsWith(expected)) problems.push(`${where}: ${value} should end in ${expected}`);
    }
  };
  for (const op of listOperations(doc)) {
    const sent: ExampleCase[] = [];
    if (op.kind === 'webhook') sent.push(...contentExamples(doc, obj(deref(doc, op.operation.requestBody ?? null)).content, 'webhook'));
    for (const [status, response] of Object.entries(obj(op.operation.responses))) {
      sent.push(...contentExamples(doc, obj(deref(doc, response)).content, status));
    }
    for (const example of sent) visit(example.value, `${op.operationId} ${example.where}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Bilingual text: every summary/description (and title, x-displayName) has its English twin.

const SPANISH_WORDS = /\b(el|los|las|del|para|una|unos|que|con|por|según|pago|cobro|tarjeta|devolución|enlace)\b/i;
/** Heuristic: Spanish words outside code spans, quoted names and the merchant's name. */
function looksSpanish(text: string): boolean {
  return SPANISH_WORDS.test(text.replace(/`[^`]*`/g, '').replace(/"[^"]*"/g, '').replace(/Librería Aurora/g, ''));
}

function twinProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const visit = (node: JsonValue, where: string, inExampleMap: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${where}[${i}]`, false));
      return;
    }
    if (!isJsonObject(node)) return;
    for (const key of TRANSLATABLE_KEYS) {
      const es = node[key];
      const en = node[englishKey(key)];
      if (typeof es === 'string' && typeof en !== 'string') problems.push(`${where}: ${key} has no ${englishKey(key)}`);
      if (typeof en === 'string' && typeof es !== 'string') problems.push(`${where}: ${englishKey(key)} has no ${key}`);
      if (typeof es === 'string' && typeof en === 'string') {
        if (!es.trim() || !en.trim()) problems.push(`${where}: empty ${key} or ${englishKey(key)}`);
        if (es.length > 12 && es === en) problems.push(`${where}: ${englishKey(key)} repeats the Spanish text`);
        if (looksSpanish(en)) {
          problems.push(`${where}: ${englishKey(key)} reads as Spanish: "${en.slice(0, 60)}"`);
        }
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (['example', 'default', 'const', 'enum'].includes(key) || (key === 'value' && inExampleMap)) continue;
      if (key === 'examples' && Array.isArray(value)) continue;
      if (isEnglishTwinKey(key) && !(TRANSLATABLE_KEYS as readonly string[]).some((k) => englishKey(k) === key)) {
        problems.push(`${where}: ${key} is not the twin of a translatable key`);
      }
      if (key === 'examples' && isJsonObject(value)) {
        for (const [name, example] of Object.entries(value)) visit(example, `${where}.examples.${name}`, true);
        continue;
      }
      visit(value, `${where}.${key}`, false);
    }
  };
  visit(doc, '#', false);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Responses, idempotency and security of the operations.

const ERROR_SCHEMA = '#/components/schemas/ErrorResponse';

function responseProblems(doc: OpenApiDocument, expectation: Expectation): string[] {
  const problems: string[] = [];
  for (const op of listOperations(doc)) {
    const responses = obj(op.operation.responses);
    const statuses = Object.keys(responses);
    const where = `${op.operationId}`;
    if (!statuses.some((s) => /^2([0-9]{2}|XX)$/.test(s))) problems.push(`${where}: no 2xx response`);
    if (op.kind === 'webhook') continue;
    const required = ['400', '401', '403', '429', '500', '503'];
    if (op.path.includes('{')) required.push('404');
    if (expectation.conflict.includes(op.operationId)) required.push('409');
    const unprocessable = expectation.amountExceeded.includes(op.operationId) || expectation.unprocessable.includes(op.operationId);
    if (unprocessable) required.push('422');
    for (const status of required) if (!responses[status]) problems.push(`${where}: no ${status} response`);
    if (responses['422'] && !unprocessable) problems.push(`${where}: 422 not expected`);
    for (const status of statuses.filter((s) => /^[45]/.test(s))) {
      const schema = obj(obj(Object.values(obj(obj(deref(doc, responses[status])).content))[0]).schema);
      if (schema.$ref !== ERROR_SCHEMA) problems.push(`${where}: ${status} does not use ${ERROR_SCHEMA}`);
    }
    for (const status of statuses.filter((s) => /^2/.test(s))) {
      const headers = obj(obj(deref(doc, responses[status])).headers);
      if (!headers['Tesela-Request-Id']) problems.push(`${where}: ${status} lacks the Tesela-Request-Id header`);
    }
  }
  return problems;
}

function declaresHeader(doc: OpenApiDocument, op: ApiOperation, name: string): boolean {
  const params = Array.isArray(op.operation.parameters) ? op.operation.parameters : [];
  return params.some((p) => {
    const param = obj(deref(doc, p));
    return param.in === 'header' && param.name === name;
  });
}

function idempotencyProblems(doc: OpenApiDocument, expectation: Expectation): string[] {
  const problems: string[] = [];
  for (const op of listOperations(doc)) {
    const declared = declaresHeader(doc, op, 'Idempotency-Key');
    const expected = expectation.idempotent.includes(op.operationId);
    if (expected && !declared) problems.push(`${op.operationId}: moves money but does not declare Idempotency-Key`);
    if (!expected && declared) problems.push(`${op.operationId}: declares Idempotency-Key but is not listed as moving money`);
    if (declared && !['post', 'put', 'delete'].includes(op.method)) problems.push(`${op.operationId}: Idempotency-Key on ${op.method}`);
  }
  return problems;
}

/** Every string a value holds under `id` or a key ending in `Id` (`paymentId`, `planId`, `originalOperationId`), at any depth. */
function idsIn(value: JsonValue, key = ''): string[] {
  if (typeof value === 'string') return key === 'id' || key.endsWith('Id') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => idsIn(item, key));
  return isJsonObject(value) ? Object.entries(value).flatMap(([k, v]) => idsIn(v, k)) : [];
}

/**
 * An operation that changes something (not GET) on a path with ids: the reference page shows its
 * generated sample, built from the path parameters' examples, beside its 2xx response example, so
 * the first example must be about the same objects (the payment it captures, the plan it pauses)
 * wherever it names an object of that kind (an id with the same prefix).
 * A shared parameter's example (a completed payment) would otherwise have the sample capture one
 * payment and the response show another, or act on an object in a state that refuses the call.
 */
function pathExampleProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const op of listOperations(doc).filter((o) => o.kind === 'path' && o.method !== 'get')) {
    const params = (Array.isArray(op.operation.parameters) ? op.operation.parameters : []).map((p) => obj(deref(doc, p))).filter((p) => p.in === 'path');
    const success = Object.entries(obj(op.operation.responses)).find(([status]) => status.startsWith('2'));
    const media = success ? Object.values(obj(obj(deref(doc, success[1])).content))[0] : undefined;
    if (params.length === 0 || media === undefined) continue;
    const first = 'example' in obj(media) ? obj(media).example : obj(Object.values(obj(obj(media).examples))[0]).value;
    const ids = idsIn(first ?? null);
    for (const param of params) {
      // Compared with the example's ids of the same kind (prefix): a response that names no such object says nothing of it.
      const example = String(param.example);
      const sameKind = ids.filter((id) => id.split('_')[0] === example.split('_')[0]);
      if (sameKind.length > 0 && !sameKind.includes(example)) problems.push(`${op.operationId}: path example ${String(param.name)}=${example} is not in its first ${success![0]} example (${sameKind.join(', ')})`);
    }
  }
  return problems;
}

function operationIdProblems(doc: OpenApiDocument, expectation: Expectation): string[] {
  const ops = listOperations(doc);
  const problems: string[] = [];
  const actual = sorted(ops.map((o) => o.operationId));
  const expected = sorted(expectation.operations);
  if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`operationIds ${actual.join(',')} instead of ${expected.join(',')}`);
  const webhooks = sorted(ops.filter((o) => o.kind === 'webhook').map((o) => o.operationId));
  if (JSON.stringify(webhooks) !== JSON.stringify(sorted(expectation.webhooks))) problems.push(`webhooks ${webhooks.join(',')} instead of ${expectation.webhooks.join(',')}`);
  return problems;
}

function leftoverTwinKeys(node: JsonValue, where = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => leftoverTwinKeys(item, `${where}[${i}]`));
  if (!isJsonObject(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => [
    ...(isEnglishTwinKey(key) ? [`${where}.${key}`] : []),
    ...leftoverTwinKeys(value, `${where}.${key}`),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Webhook events: the `type` enum of each webhook's event schema, and the event names the guides use.

/** The event types a webhook carries: the `type` enum of its request body's schema. */
function webhookEventTypes(doc: OpenApiDocument, op: ApiOperation): string[] {
  const media = obj(obj(obj(deref(doc, op.operation.requestBody ?? null)).content)['application/json']);
  const schema = obj(deref(doc, media.schema ?? null));
  const values = obj(obj(schema.properties).type).enum;
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];
}

/** Problems of the webhooks of a document: event envelope, a type enum, an example of each type. */
function webhookProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const op of listOperations(doc).filter((o) => o.kind === 'webhook')) {
    const where = op.operationId;
    if (op.method !== 'post') problems.push(`${where}: a webhook is a POST, not ${op.method}`);
    const media = obj(obj(obj(deref(doc, op.operation.requestBody ?? null)).content)['application/json']);
    const schema = obj(deref(doc, media.schema ?? null));
    const properties = obj(schema.properties);
    for (const field of ['id', 'type', 'createdAt', 'data']) {
      if (!(Array.isArray(schema.required) && schema.required.includes(field))) problems.push(`${where}: the event does not require ${field}`);
    }
    if (obj(properties.id).$ref !== '#/components/schemas/EventId') problems.push(`${where}: the event id is not an EventId (evt_…)`);
    const types = webhookEventTypes(doc, op);
    if (types.length === 0) problems.push(`${where}: the event type has no enum`);
    const exampleTypes = new Set(Object.values(obj(media.examples)).map((e) => obj(obj(deref(doc, e)).value).type));
    for (const type of types) if (!exampleTypes.has(type)) problems.push(`${where}: no example of ${type}`);
    const responses = Object.keys(obj(op.operation.responses));
    if (!responses.includes('400')) problems.push(`${where}: no 400 response for an invalid signature`);
  }
  return problems;
}

const CONTENT_DIR = path.resolve(__dirname, '../../../content');
/** The first word of an event name (`payment.completed`, `plan.charge.failed`, `taxfree.form.stamped`). */
const EVENT_FAMILIES = ['payment', 'refund', 'link', 'plan', 'subscription', 'customer', 'token', 'operation', 'terminal', 'bizum', 'taxfree'];
/**
 * An event name: a family, optional sub-objects and a last word in the past (`…ed`, `paid`), so code
 * such as `payment.status` or `link.url` and PayGate's device log events (`payment.request`) are not
 * taken for one.
 */
const EVENT_NAME = new RegExp(`\\b(?:${EVENT_FAMILIES.join('|')})(?:\\.[a-z_]+)*\\.(?:[a-z_]*ed|paid)\\b`, 'g');

/** Event name → the files (relative to content/) that name it, for the docs and posts of a locale. */
function eventsNamedIn(locale: 'es' | 'en'): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of [...mdxFilesUnder(path.join(CONTENT_DIR, 'docs', locale)), ...mdxFilesUnder(path.join(CONTENT_DIR, 'blog', locale))]) {
    for (const name of new Set(fs.readFileSync(file, 'utf8').match(EVENT_NAME) ?? [])) {
      found.set(name, [...(found.get(name) ?? []), path.relative(CONTENT_DIR, file)]);
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------

describe.each(APIS)('content/api/%s.yaml', (api) => {
  const doc = docs[api];
  const expectation = EXPECTED[api];

  it('is an OpenAPI 3.1.0 document for its API, sandbox server first', () => {
    expect(doc.openapi).toBe('3.1.0');
    const servers = (Array.isArray(doc.servers) ? doc.servers : []).map((s) => obj(s).url);
    expect(servers).toEqual([`https://api-sandbox.tesela.example/${api}/v1`, `https://api.tesela.example/${api}/v1`]);
    expect(listOperations(doc).every((o) => o.api === api)).toBe(true);
    // A path item or operation may declare servers of its own (the taxfree v2 does): the same two
    // hosts, sandbox first, and every full URL still reads <host>/<api>/v<n>/<resource>.
    const wrong: string[] = [];
    for (const op of listOperations(doc).filter((o) => o.kind === 'path')) {
      const own = op.operation.servers ?? obj(obj(doc.paths)[op.path]).servers;
      const urls = (Array.isArray(own) ? own : Array.isArray(doc.servers) ? doc.servers : []).map((s) => String(obj(s).url));
      const [sandbox, production] = urls;
      if (urls.length !== 2 || production !== sandbox.replace('//api-sandbox.', '//api.')) wrong.push(`${op.operationId}: servers ${urls.join(', ')}`);
      if (!new RegExp(`^https://api-sandbox\\.tesela\\.example/${api}/v[0-9]+/`).test(`${sandbox}${op.path}`)) wrong.push(`${op.operationId}: ${sandbox}${op.path}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has exactly the expected operationIds', () => {
    expect(operationIdProblems(doc, expectation)).toEqual([]);
  });

  it('has examples for every request body and every 2xx response', () => {
    const missing: string[] = [];
    for (const op of listOperations(doc)) {
      const body = obj(deref(doc, op.operation.requestBody ?? null));
      for (const [type, media] of Object.entries(obj(body.content))) {
        if (!('example' in obj(media)) && !Object.keys(obj(obj(media).examples)).length) missing.push(`${op.operationId} request ${type}`);
      }
      for (const [status, response] of Object.entries(obj(op.operation.responses))) {
        for (const [type, media] of Object.entries(obj(obj(deref(doc, response)).content))) {
          if (!('example' in obj(media)) && !Object.keys(obj(obj(media).examples)).length) missing.push(`${op.operationId} ${status} ${type}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every webhook an evt_ event with a type enum, an example of each type and a 400 for a bad signature', () => {
    expect(webhookProblems(doc)).toEqual([]);
  });

  it('has examples that validate against their schemas (ajv, 2020-12, no undeclared fields)', () => {
    expect(collectExamples(doc).length).toBeGreaterThan(20);
    expect(exampleProblems(api, doc)).toEqual([]);
  });

  it('dates the response and webhook examples in Madrid time (+01:00 in winter, +02:00 in summer)', () => {
    expect(madridOffsetProblems(doc)).toEqual([]);
  });

  it('gives every summary and description an English twin, and the reverse', () => {
    expect(twinProblems(doc)).toEqual([]);
  });

  it('documents a 2xx response and the shared error responses of every operation', () => {
    expect(responseProblems(doc, expectation)).toEqual([]);
  });

  it('declares Idempotency-Key on the operations that move money, and only there', () => {
    expect(idempotencyProblems(doc, expectation)).toEqual([]);
  });

  it('gives the path of each operation that changes something the ids its first response example acts on', () => {
    expect(pathExampleProblems(doc)).toEqual([]);
  });

  it('authenticates every operation with the bearer key (and PayGate with its session)', () => {
    const security = (op: ApiOperation): string[] => {
      const requirements = Array.isArray(op.operation.security) ? op.operation.security : Array.isArray(doc.security) ? doc.security : [];
      return requirements.flatMap((r) => Object.keys(obj(r))).sort();
    };
    const schemes = obj(obj(doc.components).securitySchemes);
    expect(obj(schemes.bearerAuth)).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const op of listOperations(doc)) {
      if (op.kind === 'webhook') {
        expect(security(op)).toEqual([]);
        expect(declaresHeader(doc, op, 'Tesela-Signature')).toBe(true);
      } else if (api === 'paygate' && op.operationId !== 'post_init') {
        expect(security(op)).toEqual(['bearerAuth', 'teselaSession']);
      } else {
        expect(security(op)).toEqual(['bearerAuth']);
      }
    }
    if (api === 'paygate') expect(obj(schemes.teselaSession)).toMatchObject({ type: 'apiKey', in: 'header', name: 'Tesela-Session' });
  });

  it('localizes to English and to Spanish without leaving x-…-en keys', () => {
    const before = JSON.stringify(doc);
    const en = localizeDocument(doc, 'en');
    const es = localizeDocument(doc, 'es');
    expect(JSON.stringify(doc)).toBe(before);
    expect(leftoverTwinKeys(en)).toEqual([]);
    expect(leftoverTwinKeys(es)).toEqual([]);
    const enOps = listOperations(en);
    const esOps = listOperations(es);
    listOperations(doc).forEach((op, i) => {
      expect(enOps[i].summary).toBe(op.operation['x-summary-en']);
      expect(esOps[i].summary).toBe(op.summary);
      expect(enOps[i].description).toBe(op.operation['x-description-en'] ?? null);
    });
    expect(en.info.title).toBe(doc.info['x-title-en']);
    expect(en.info.description).toBe(doc.info['x-description-en']);
    // The English copy has no Spanish left in its texts.
    const texts: string[] = [];
    const collect = (node: JsonValue, inExampleMap: boolean): void => {
      if (Array.isArray(node)) node.forEach((n) => collect(n, false));
      else if (isJsonObject(node)) {
        for (const [key, value] of Object.entries(node)) {
          if (['example', 'default', 'const', 'enum'].includes(key) || (key === 'value' && inExampleMap)) continue;
          if ((TRANSLATABLE_KEYS as readonly string[]).includes(key) && typeof value === 'string') texts.push(value);
          else if (key === 'examples' && isJsonObject(value)) Object.values(value).forEach((e) => collect(e, true));
          else collect(value, false);
        }
      }
    };
    collect(en, false);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter(looksSpanish)).toEqual([]);
  });
});

describe('the six documents together', () => {
  /** Every document in content/api. */
  const everyDocument = fs
    .readdirSync(API_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ api: file.replace(/\.yaml$/, ''), doc: loadApiDocument(path.join(API_DIR, file)) }));
  const webhookOf = new Map<string, string[]>();
  for (const { api, doc } of everyDocument) {
    for (const op of listOperations(doc).filter((o) => o.kind === 'webhook')) {
      for (const type of webhookEventTypes(doc, op)) webhookOf.set(type, [...(webhookOf.get(type) ?? []), `${api}/${op.operationId}`]);
    }
  }

  it.each(['es', 'en'] as const)('carry in some webhook every event type the %s guides name', (locale) => {
    const named = eventsNamedIn(locale);
    expect(named.get('payment.completed')?.length).toBeGreaterThan(5);
    const missing = [...named].filter(([name]) => !webhookOf.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('name every event type of the webhooks in the guides of both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const named = eventsNamedIn(locale);
      expect([...webhookOf.keys()].filter((type) => !named.has(type)).map((type) => `${locale}: ${type}`)).toEqual([]);
    }
  });

  it('list every event of every webhook in the catalogue, with a link to its reference page, in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const catalogue = fs.readFileSync(path.join(CONTENT_DIR, 'docs', locale, 'api', 'webhooks.mdx'), 'utf8');
      const rows = catalogue.split('\n').filter((line) => line.startsWith('| `'));
      const missing: string[] = [];
      for (const [type, webhooks] of webhookOf) {
        for (const webhook of webhooks) {
          const [api] = webhook.split('/');
          if (!rows.some((row) => row.startsWith(`| \`${type}\` |`) && row.includes(`](/docs/api/${webhook}/`) && row.includes(`\`${api}\``))) {
            missing.push(`${locale}: ${type} of ${webhook}`);
          }
        }
      }
      expect(missing).toEqual([]);
    }
  });

  it('keep the components they share identical, so each file can be downloaded alone', () => {
    const differences: string[] = [];
    const seen = new Map<string, { api: string; json: string }>();
    for (const api of APIS) {
      for (const [section, entries] of Object.entries(obj(docs[api].components))) {
        for (const [name, value] of Object.entries(obj(entries))) {
          const key = `${section}/${name}`;
          const json = JSON.stringify(value);
          const first = seen.get(key);
          if (!first) seen.set(key, { api, json });
          else if (first.json !== json) differences.push(`${key}: ${first.api} and ${api} differ`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('reference nothing outside their own file', () => {
    const external: string[] = [];
    const visit = (node: JsonValue, api: string): void => {
      if (Array.isArray(node)) node.forEach((n) => visit(n, api));
      else if (isJsonObject(node)) {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string' && !value.startsWith('#/')) external.push(`${api}: ${value}`);
          else visit(value, api);
        }
      }
    };
    for (const api of APIS) visit(docs[api], api);
    expect(external).toEqual([]);
  });
});

describe('the schemas encode the house facts', () => {
  const validators = new Map<string, SchemaValidator>();
  /** Problems of `value` against components.schemas.<name> of the API's document. */
  const check = (api: string, name: string, value: JsonValue): string[] => {
    let validator = validators.get(api);
    if (!validator) {
      validator = new SchemaValidator(api, docs[api]);
      validators.set(api, validator);
    }
    return validator.check({ $ref: `#/components/schemas/${name}` }, value, name);
  };
  const omit = (value: JsonObject, key: string): JsonObject => {
    const copy = { ...value };
    delete copy[key];
    return copy;
  };
  const bizum = { amount: 2500, currency: 'EUR', merchantReference: 'PED-10490', terminalId: '001', paymentMethod: { type: 'BIZUM', phone: '+34700000001' } };
  const card = { number: '4917610000000018', expiryMonth: '12', expiryYear: '2030', cvv: '123' };
  const cardPayment = { amount: 1250, currency: 'EUR', merchantReference: 'ORD-2022-10-0042', terminalId: '001', card };
  const moto = { amount: 4590, currency: 'EUR', merchantReference: 'TEL-20488', terminalId: '001', channel: 'PHONE' };
  const ivr = { ...moto, captureMethod: 'IVR', ivr: { mode: 'TRANSFER' } };
  const sale = { type: 'SALE', terminalId: '002', deviceId: 'PCP-0042', amount: 2390, currency: 'EUR', merchantReference: 'TDA-2022-004518' };
  const plan = { customerId: 'cus_7Rk2Vn9Qa4L', terminalId: '001', amount: 1500, currency: 'EUR', interval: 'MONTH', startDate: '2022-11-14', merchantReference: 'CLUB-0042' };
  const traveller = { firstName: 'Olivia', lastName: 'Bennett', passportNumber: 'XT1000001', countryOfResidence: 'US' };
  const line = { description: 'Atlas histórico de España', quantity: 1, unitAmount: 3900, vatRate: 4 };
  const form = { paymentId: 'pay_6Vn3Rk8Tz2M', merchantReference: 'TKT-20221014-0031', traveller, lines: [line] };
  const emv = { amount: 2450, currency: 'EUR', merchantReference: 'CAJA3-20221014-0042', entryMode: 'CHIP', emvData: '9F0206000000002450' };

  const cases: [string, string, string, JsonValue, boolean][] = [
    ['payment', 'PaymentRequest', 'a Bizum payment of 0.50 EUR', { ...bizum, amount: 50 }, true],
    ['payment', 'PaymentRequest', 'a Bizum payment under 0.50 EUR', { ...bizum, amount: 49 }, false],
    ['payment', 'PaymentRequest', 'a Bizum payment over 1,000 EUR', { ...bizum, amount: 100001 }, false],
    ['payment', 'PaymentRequest', 'a Bizum description of 36 characters', { ...bizum, description: 'x'.repeat(36) }, false],
    ['payment', 'PaymentRequest', 'a Bizum payment in USD', { ...bizum, currency: 'USD' }, false],
    ['payment', 'PaymentRequest', 'a Bizum preauthorization', { ...bizum, capture: false }, false],
    ['payment', 'PaymentRequest', 'a Bizum phone without +34', { ...bizum, paymentMethod: { type: 'BIZUM', phone: '600111222' } }, false],
    ['payment', 'PaymentRequest', 'expiresInMinutes at checkout', { ...bizum, paymentMethod: { type: 'BIZUM', phone: '+34700000001', expiresInMinutes: 60 } }, false],
    ['payment', 'PaymentRequest', 'a request to pay of 7 days', { ...bizum, paymentMethod: { type: 'BIZUM', phone: '+34700000001', flow: 'REQUEST_TO_PAY', expiresInMinutes: 10080 } }, true],
    ['payment', 'PaymentRequest', 'card and token together', { ...cardPayment, token: 'tok_G8NPRVdD53X' }, false],
    ['payment', 'PaymentRequest', 'an MIT charge without token', { ...cardPayment, scaExemption: 'MIT' }, false],
    // PSD2 RTS art. 16: a remote payment that does not exceed 30 EUR; 30.00 qualifies (issue 18).
    ['payment', 'PaymentRequest', 'LOW_VALUE at 30 EUR', { ...cardPayment, amount: 3000, scaExemption: 'LOW_VALUE' }, true],
    ['payment', 'PaymentRequest', 'LOW_VALUE above 30 EUR', { ...cardPayment, amount: 3001, scaExemption: 'LOW_VALUE' }, false],
    ['payment', 'PaymentRequest', 'FinanPay in 5 instalments', { ...omit(cardPayment, 'card'), paymentMethod: { type: 'FINANPAY', instalments: 5, returnUrl: 'https://tienda.libreria-aurora.example/r' }, amount: 64900 }, false],
    ['payment', 'PaymentRequest', 'FinanPay under 90 EUR', { amount: 8999, currency: 'EUR', merchantReference: 'PED-20577', terminalId: '001', paymentMethod: { type: 'FINANPAY', instalments: 6, returnUrl: 'https://tienda.libreria-aurora.example/r' } }, false],
    ['payment', 'PaymentRequest', 'a merchantReference of 33 characters', { ...cardPayment, merchantReference: 'R'.repeat(33) }, false],
    ['payment', 'PaymentRequest', 'a merchantReference with a space', { ...cardPayment, merchantReference: 'PED 1' }, false],
    ['payment', 'PaymentRequest', 'an amount with decimals', { ...cardPayment, amount: 12.5 }, false],
    ['payment', 'PaymentRequest', 'a card number with spaces', { ...cardPayment, card: { ...card, number: '4917 6100 0000 0018' } }, false],
    ['payment', 'LinkRequest', 'an unknown payment method', { amount: 2490, currency: 'EUR', merchantReference: 'PED-20560', terminalId: '001', paymentMethods: ['PAYPAL'] }, false],
    ['payment', 'LinkRequest', 'an expiry without time zone', { amount: 2490, currency: 'EUR', merchantReference: 'PED-20560', terminalId: '001', expiresAt: '2022-10-14T10:30:00' }, false],
    ['payment', 'SendLinkRequest', 'an SMS to an email address', { channel: 'SMS', recipient: 'lucia.martin@example.com' }, false],
    ['mdwr', 'AllInOneRequest', 'a sale', sale, true],
    ['mdwr', 'AllInOneRequest', 'a refund without originalOperationId', { ...sale, type: 'REFUND' }, false],
    ['mdwr', 'AllInOneRequest', 'a card-present sale in USD', { ...sale, currency: 'USD' }, false],
    ['mdwr', 'PreauthorizationRequest', 'a token preauthorization without MIT', { terminalId: '002', token: 'tok_3Vn8Rb2YqL5', amount: 4500, currency: 'EUR', merchantReference: 'ALQ-1' }, false],
    ['mdwr', 'PreauthorizationRequest', 'token and deviceId together', { terminalId: '002', deviceId: 'PCP-0042', token: 'tok_3Vn8Rb2YqL5', amount: 4500, currency: 'EUR', merchantReference: 'ALQ-1', scaExemption: 'MIT' }, false],
    ['mdwr', 'CardRegistrationRequest', 'a consent text under 20 characters', { terminalId: '002', deviceId: 'PCP-0042', merchantReference: 'ALQ-1', usage: 'UNSCHEDULED', consentText: 'Acepto' }, false],
    ['paybylink', 'MailOrderRequest', 'an IVR session', ivr, true],
    ['paybylink', 'MailOrderRequest', 'an IVR session with card data', { ...ivr, card }, false],
    ['paybylink', 'MailOrderRequest', 'an IVR session for a mail order', { ...ivr, channel: 'MAIL' }, false],
    ['paybylink', 'MailOrderRequest', 'an IVR code valid for 20 minutes', { ...ivr, ivr: { mode: 'TRANSFER', expiresInMinutes: 20 } }, false],
    ['paybylink', 'MailOrderRequest', 'an agent sale without card or token', moto, false],
    ['paybylink', 'MailOrderRequest', 'an agent sale with a card', { ...moto, card }, true],
    ['paygate', 'GatewayPaymentRequest', 'a chip payment', emv, true],
    ['paygate', 'GatewayPaymentRequest', 'EMV data and a token together', { ...emv, token: 'tok_5Hq2Wn8Rc4Ld' }, false],
    ['paygate', 'GatewayPaymentRequest', 'EMV data without entryMode', omit(emv, 'entryMode'), false],
    ['paygate', 'GatewayPaymentRequest', 'EMV data in lowercase hex', { ...emv, emvData: '9f0206000000002450' }, false],
    ['recu', 'PlanRequest', 'a monthly plan', plan, true],
    ['recu', 'PlanRequest', 'a plan every 13 months', { ...plan, intervalCount: 13 }, false],
    ['recu', 'PlanRequest', 'a plan every 52 weeks', { ...plan, interval: 'WEEK', intervalCount: 52 }, true],
    ['recu', 'PlanRequest', 'a plan every 2 years', { ...plan, interval: 'YEAR', intervalCount: 2 }, false],
    ['recu', 'PlanRequest', 'endDate and cycles together', { ...plan, endDate: '2023-11-30', cycles: 12 }, false],
    ['recu', 'PlanRequest', 'a plan without customer or token', omit(plan, 'customerId'), false],
    ['recu', 'PlanRequest', 'a plan reference of 25 characters', { ...plan, merchantReference: 'C'.repeat(25) }, false],
    ['recu', 'PlanUpdateRequest', 'an empty change', {}, false],
    ['taxfree', 'FormRequestV1', 'a form for a card sale', form, true],
    ['taxfree', 'FormRequestV1', 'a v1 form without paymentId', omit(form, 'paymentId'), false],
    ['taxfree', 'FormRequestV1', 'a v1 form with a v2 field', { ...form, autoRefund: true }, false],
    ['taxfree', 'FormRequest', 'a v2 form for a cash sale', { ...omit(form, 'paymentId'), autoRefund: false }, true],
    ['taxfree', 'FormRequest', 'a form for a card-present sale (op_)', { ...form, paymentId: 'op_5Qm2Hx8LtR3' }, true],
    ['taxfree', 'FormRequest', 'a form with 51 lines', { ...form, lines: Array.from({ length: 51 }, () => line) }, false],
    ['taxfree', 'FormLineInput', 'a VAT rate of 7 %', { ...line, vatRate: 7 }, false],
    ['taxfree', 'FormLineInput', '1000 units', { ...line, quantity: 1000 }, false],
    ['taxfree', 'TravellerInput', 'a passport number with a space', { ...traveller, passportNumber: 'XT 1000001' }, false],
    ['taxfree', 'TravellerInput', 'a Canary Islands resident with a national ID', { ...traveller, countryOfResidence: 'ES', residenceRegion: 'ES-CN', documentType: 'NATIONAL_ID', passportNumber: '12345912Z' }, true],
    ['taxfree', 'TravellerInput', 'a residence region outside Spain', { ...traveller, residenceRegion: 'ES-CN' }, false],
    ['taxfree', 'TravellerInput', 'a national ID without a residence region', { ...traveller, countryOfResidence: 'ES', documentType: 'NATIONAL_ID' }, false],
    // Residence in the EU is refused with 422 traveller_not_eligible, not by the schema (400).
    ['taxfree', 'TravellerInput', 'a resident of France', { ...traveller, countryOfResidence: 'FR' }, true],
    ['taxfree', 'FormRefundRequest', 'a refund of part of the VAT', { amount: 500 }, false],
  ];
  it.each(cases)('%s %s: %s', (api, name, _label, value, valid) => {
    expect(check(api, name, value).length === 0).toBe(valid);
  });
});

describe('the checks fail on broken documents', () => {
  const payment = docs.payment;

  it('rejects an example with a wrong type, a typo or a broken constraint', () => {
    const broken = clone(payment);
    const card = obj(obj(obj(operationById(broken, 'card').requestBody).content)['application/json']);
    const examples = obj(card.examples);
    obj(obj(examples.card).value).amount = '3690';
    const typo = obj(obj(examples.token_mit).value);
    typo.ammount = typo.amount;
    delete typo.amount;
    obj(obj(obj(examples.bizum).value).paymentMethod).phone = '600111222';
    obj(obj(examples.finanpay).value).amount = 8999;
    const problems = exampleProblems('payment', broken);
    expect(problems.some((p) => p.includes('examples.card') && p.includes('integer'))).toBe(true);
    expect(problems.some((p) => p.includes('examples.token_mit'))).toBe(true);
    expect(problems.some((p) => p.includes('examples.bizum') && p.includes('pattern'))).toBe(true);
    expect(problems.some((p) => p.includes('examples.finanpay'))).toBe(true);
  });

  it('rejects a response example with a field its schema does not declare', () => {
    const broken = clone(payment);
    const created = obj(obj(obj(obj(operationById(broken, 'card').responses)['201']).content)['application/json']);
    obj(obj(obj(created.examples).completed).value).data = { ...obj(obj(obj(obj(created.examples).completed).value).data), reponseCode: '0000' };
    expect(exampleProblems('payment', broken).some((p) => p.includes('[undeclared field]') && p.includes('reponseCode'))).toBe(true);
  });

  it('rejects a parameter or header example that breaks its schema', () => {
    const broken = clone(payment);
    obj(obj(obj(broken.components).parameters).PaymentId).example = 'ref_2Hc9V1qXnT7';
    obj(obj(obj(broken.components).headers).TeselaRequestId).example = 'request-1';
    const problems = exampleProblems('payment', broken);
    expect(problems.some((p) => p.includes('parameter paymentId'))).toBe(true);
    expect(problems.some((p) => p.includes('TeselaRequestId') || p.includes('header Tesela-Request-Id'))).toBe(true);
  });

  it('reports a missing or an orphan English twin, and an untranslated one', () => {
    const broken = clone(payment);
    const card = operationById(broken, 'card');
    delete card['x-summary-en'];
    const refund = operationById(broken, 'refund');
    delete refund.description;
    obj(obj(obj(broken.components).schemas).Payment)['x-description-en'] = 'Un pago online con su estado.';
    const problems = twinProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('summary has no x-summary-en'),
        expect.stringContaining('x-description-en has no description'),
        expect.stringContaining('reads as Spanish'),
      ]),
    );
  });

  it('reports a missing operation, an extra one and a webhook in the wrong place', () => {
    // Every document with webhooks: moved under `paths`, they are still operations but no longer webhooks.
    const withWebhooks = APIS.filter((api) => EXPECTED[api].webhooks.length > 0);
    expect(withWebhooks).toEqual(['payment', 'paybylink', 'recu', 'taxfree']);
    for (const api of withWebhooks) {
      const broken = clone(docs[api]);
      const paths = obj(broken.paths);
      for (const [name, item] of Object.entries(obj(broken.webhooks))) paths[`/${name}`] = item;
      delete broken.webhooks;
      expect(operationIdProblems(broken, EXPECTED[api])).toEqual([`webhooks  instead of ${EXPECTED[api].webhooks.join(',')}`]);
    }
    const extra = clone(payment);
    obj(obj(extra.paths)['/payments/{paymentId}']).delete = { ...operationById(extra, 'unlock'), operationId: 'void' };
    expect(operationIdProblems(extra, EXPECTED.payment)).toEqual([expect.stringContaining('void')]);
  });

  it('reports a webhook without an example of one of its event types, or whose id is not an EventId', () => {
    const broken = clone(payment);
    const media = obj(obj(obj(operationById(broken, 'payment_notify').requestBody).content)['application/json']);
    delete obj(media.examples).payment_cancelled;
    obj(obj(obj(obj(broken.components).schemas).PaymentEvent).properties).id = { type: 'string' };
    expect(webhookProblems(broken)).toEqual(['payment_notify: the event id is not an EventId (evt_…)', 'payment_notify: no example of payment.cancelled']);
  });

  it('rejects a webhook example whose data does not match its event type', () => {
    const broken = clone(payment);
    const media = obj(obj(obj(operationById(broken, 'payment_notify').requestBody).content)['application/json']);
    obj(obj(obj(media.examples).payment_denied).value).type = 'payment.completed';
    expect(exampleProblems('payment', broken)).toEqual([expect.stringContaining('payment_notify request application/json examples.payment_denied')]);
  });

  it('tells the event names of the guides from code', () => {
    const text = 'Recibes `plan.charge.failed` y `link.paid`, y `taxfree.form.stamped`; el código lee payment.status y link.url, y el TPV registra payment.request.';
    expect(text.match(EVENT_NAME)).toEqual(['plan.charge.failed', 'link.paid', 'taxfree.form.stamped']);
  });

  it('reports a missing 404, 409 or 422 and an error response without the error envelope', () => {
    const broken = clone(payment);
    const confirm = obj(operationById(broken, 'confirm').responses);
    delete confirm['404'];
    delete confirm['409'];
    delete confirm['422'];
    obj(operationById(broken, 'query').responses)['500'] = { description: 'x', 'x-description-en': 'x' };
    expect(responseProblems(broken, EXPECTED.payment)).toEqual(
      expect.arrayContaining(['confirm: no 404 response', 'confirm: no 409 response', 'confirm: no 422 response', `query: 500 does not use ${ERROR_SCHEMA}`]),
    );
  });

  it('reports a money-moving operation without Idempotency-Key, and one that should not have it', () => {
    const broken = clone(payment);
    const refund = operationById(broken, 'refund');
    refund.parameters = (refund.parameters as JsonValue[]).filter((p) => obj(p).$ref !== '#/components/parameters/IdempotencyKey');
    const customer = operationById(broken, 'customer');
    customer.parameters = [...(Array.isArray(customer.parameters) ? customer.parameters : []), { $ref: '#/components/parameters/IdempotencyKey' }];
    expect(idempotencyProblems(broken, EXPECTED.payment)).toEqual([
      'refund: moves money but does not declare Idempotency-Key',
      'customer: declares Idempotency-Key but is not listed as moving money',
    ]);
  });

  it('reports a path example that is not about the object its response example shows', () => {
    const broken = clone(payment);
    const confirm = operationById(broken, 'confirm');
    confirm.parameters = (confirm.parameters as JsonValue[]).map((p) => (obj(p).in === 'path' ? { $ref: '#/components/parameters/PaymentId' } : p));
    expect(pathExampleProblems(broken)).toEqual(['confirm: path example paymentId=pay_2Hc9V1qXnT7 is not in its first 200 example (pay_Ld6GncfBAep)']);
  });

  it('reports a response date with the wrong Madrid offset', () => {
    const broken = clone(payment);
    const created = obj(obj(obj(obj(operationById(broken, 'card').responses)['201']).content)['application/json']);
    obj(obj(obj(obj(created.examples).completed).value).data).createdAt = '2022-11-14T11:02:17+02:00';
    expect(madridOffsetProblems(broken)).toEqual([expect.stringContaining('2022-11-14T11:02:17+02:00 should end in +01:00')]);
  });

  it('finds leftover x-…-en keys', () => {
    expect(leftoverTwinKeys({ a: { 'x-description-en': 'x', b: [{ 'x-summary-en': 'y' }] } })).toEqual(['#.a.x-description-en', '#.a.b[0].x-summary-en']);
  });
});

describe('openapi helpers', () => {
  const payment = docs.payment;

  it('lists operations with their API, method, path and summary', () => {
    const query = listOperations(payment).find((o) => o.operationId === 'query');
    expect(query).toMatchObject({ api: 'payment', method: 'get', path: '/payments/{paymentId}', kind: 'path', tags: ['payments'] });
    expect(query?.summary).toMatch(/\S/);
    const notify = listOperations(docs.paybylink).find((o) => o.operationId === 'notify');
    expect(notify).toMatchObject({ api: 'paybylink', method: 'post', kind: 'webhook' });
  });

  it('resolves local component references and rejects the rest', () => {
    expect(resolveRef(payment, '#/components/schemas/Amount')).toMatchObject({ type: 'integer', minimum: 1 });
    expect(deref(payment, { $ref: '#/components/parameters/PaymentId' })).toMatchObject({ name: 'paymentId', in: 'path' });
    expect(() => resolveRef(payment, '#/components/schemas/Nope')).toThrow('unresolved reference');
    expect(() => resolveRef(payment, 'other.yaml#/components/schemas/Amount')).toThrow('only local');
  });

  it('keeps example payloads untouched when localizing', () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: 'T', 'x-title-en': 'T en', version: '1' },
      components: {
        examples: {
          e: { summary: 'Ejemplo', 'x-summary-en': 'Example', value: { description: 'Pedido 1', 'x-description-en': 'kept as data' } },
        },
        schemas: { s: { type: 'string', description: 'Texto', 'x-description-en': 'Text', examples: [{ description: 'a' }] } },
      },
    };
    const en = localizeDocument(doc, 'en');
    expect(obj(obj(obj(en.components).examples).e)).toEqual({ summary: 'Example', value: { description: 'Pedido 1', 'x-description-en': 'kept as data' } });
    expect(obj(obj(obj(en.components).schemas).s)).toEqual({ type: 'string', description: 'Text', examples: [{ description: 'a' }] });
    expect(en.info.title).toBe('T en');
  });

  it('loads a document and names the file when it is not one', () => {
    expect(loadApiDocument(path.join(API_DIR, 'payment.yaml')).openapi).toBe('3.1.0');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    const write = (name: string, text: string): string => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    };
    expect(() => loadApiDocument(write('list.yaml', '- a\n- b\n'))).toThrow(/list\.yaml: the document must be a mapping/);
    expect(() => loadApiDocument(write('broken.yaml', 'openapi: [\n'))).toThrow(/broken\.yaml: not valid YAML/);
    expect(() => loadApiDocument(write('noinfo.yaml', 'openapi: 3.1.0\n'))).toThrow(/noinfo\.yaml: missing the info object/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
