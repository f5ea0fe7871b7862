/**
 * The contract gate: what a reader copies from the site checked against the OpenAPI documents in
 * content/api as strictly as a validating mock server (Prism with --errors) would answer it. A
 * request must name an operation of a document (method and path under one of its servers), carry
 * its credentials and required headers, send only parameters the operation declares, each valid,
 * and a body valid against the request schema with no undeclared field; a response example must
 * validate against the schema of its operation and status; a webhook event example against the
 * schema of the webhook that carries its type.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deref, isJsonObject, listOperations, loadApiDocument, type ApiOperation, type JsonObject, type JsonValue, type OpenApiDocument } from '../openapi';
import { SchemaValidator } from './schemas';

const obj = (value: JsonValue | undefined): JsonObject => (isJsonObject(value) ? value : {});

export interface ContractApi {
  api: string;
  file: string;
  doc: OpenApiDocument;
  servers: string[];
  operations: ApiOperation[];
  validator: SchemaValidator;
}

/** The hosts the contract covers: a request to another host (a merchant's endpoint) is not the API's. */
export const API_HOSTS = ['https://api-sandbox.tesela.example', 'https://api.tesela.example'];

/** Every document of content/api. */
export function loadContract(dir: string): ContractApi[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      const doc = loadApiDocument(file);
      const api = path.basename(f, '.yaml');
      const servers = (Array.isArray(doc.servers) ? doc.servers : []).map((s) => String(obj(s).url).replace(/\/$/, ''));
      return { api, file: `content/api/${f}`, doc, servers, operations: listOperations(doc), validator: new SchemaValidator(api, doc) };
    });
}

export interface HttpRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | null;
}

export interface Matched {
  api: ContractApi;
  operation: ApiOperation;
}

/** A path template as a pattern: `/payments/{paymentId}` → one segment per parameter. */
function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

/** A shell variable stands for a value the reader sets: it cannot be checked here. */
const isVariable = (value: string) => /^\$\{?[A-Z_][A-Z0-9_]*\}?$/.test(value);

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonValue;
}

function parametersOf(api: ContractApi, operation: ApiOperation): Parameter[] {
  const item = obj(obj(api.doc[operation.kind === 'path' ? 'paths' : 'webhooks'])[operation.path]);
  const all = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.operation.parameters) ? operation.operation.parameters : [])];
  return all.map((p) => {
    const param = obj(deref(api.doc, p));
    return { name: String(param.name), in: String(param.in), required: param.required === true, schema: param.schema ?? {} };
  });
}

/** A parameter's text as the JSON value its schema expects (`25` → 25 for an integer). */
function typed(value: string, schema: JsonValue, doc: OpenApiDocument): JsonValue {
  const type = obj(deref(doc, schema)).type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The servers an operation is called on: its own, its path's, or the document's (OpenAPI's order). */
export function serversOf(api: ContractApi, operation: ApiOperation): string[] {
  const urls = (value: JsonValue | undefined) => (Array.isArray(value) ? value.map((s) => String(obj(s).url).replace(/\/$/, '')) : null);
  const item = obj(obj(api.doc[operation.kind === 'path' ? 'paths' : 'webhooks'])[operation.path]);
  return urls(operation.operation.servers) ?? urls(item.servers) ?? api.servers;
}

/** The operation a request names, or why none does. */
export function matchRequest(contract: ContractApi[], method: string, url: string): Matched | string {
  const parsed = new URL(url.replace(/\$\{?[A-Z_][A-Z0-9_]*\}?/g, 'VARIABLE'));
  const target = `${parsed.origin}${parsed.pathname}`;
  let served: ContractApi | null = null;
  const candidates: Matched[] = [];
  for (const api of contract) {
    for (const operation of api.operations.filter((op) => op.kind === 'path')) {
      const server = serversOf(api, operation).find((s) => target.startsWith(`${s}/`));
      if (!server) continue;
      served ??= api;
      if (templatePattern(operation.path).pattern.test(target.slice(server.length))) candidates.push({ api, operation });
    }
  }
  const found = candidates.find((m) => m.operation.method.toUpperCase() === method);
  if (found) return found;
  if (candidates.length > 0) return `${method} ${target}: ${candidates[0].api.file} has ${candidates.map((m) => m.operation.method.toUpperCase()).join(', ')} on ${candidates[0].operation.path}, not ${method}`;
  if (served) return `${method} ${target}: no operation of ${served.file} has this path (its paths: ${[...new Set(served.operations.filter((op) => op.kind === 'path').map((op) => op.path))].join(', ')})`;
  return `${method} ${target}: no API document in content/api has a server for this URL`;
}

/** Problems of a request against the contract, and the operation it names. */
export function checkRequest(contract: ContractApi[], request: HttpRequest): { problems: string[]; matched: Matched | null } {
  const matched = matchRequest(contract, request.method, request.url);
  if (typeof matched === 'string') return { problems: [matched], matched: null };
  const { api, operation } = matched;
  const problems: string[] = [];
  const label = `${request.method} ${operation.path} (${api.api} ${operation.operationId})`;
  const header = (name: string) => request.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
  const parsed = new URL(request.url.replace(/\$\{?[A-Z_][A-Z0-9_]*\}?/g, 'VARIABLE'));

  // Credentials: any one alternative of the operation's security, each of its schemes present.
  const security = (Array.isArray(operation.operation.security) ? operation.operation.security : Array.isArray(api.doc.security) ? api.doc.security : []).map(obj);
  const schemes = obj(obj(api.doc.components).securitySchemes);
  const missing = security.map((alternative) =>
    Object.keys(alternative).filter((key) => {
      const scheme = obj(schemes[key]);
      if (scheme.type === 'http' && scheme.scheme === 'bearer') return !/^Bearer \S+$/.test(header('Authorization') ?? '');
      if (scheme.type === 'apiKey' && scheme.in === 'header') return !header(String(scheme.name));
      return false;
    }),
  );
  if (security.length > 0 && missing.every((m) => m.length > 0)) problems.push(`${label}: missing credentials ${missing[0].join(' and ')} (the mock answers 401)`);

  // Parameters: declared ones only, the required ones present, each valid.
  const parameters = parametersOf(api, operation);
  const { pattern, names } = templatePattern(operation.path);
  const server = serversOf(api, operation).find((s) => `${parsed.origin}${parsed.pathname}`.startsWith(`${s}/`)) ?? '';
  const segments = pattern.exec(`${parsed.origin}${parsed.pathname}`.slice(server.length)) ?? [];
  const pathValues = new Map(names.map((name, i) => [name, decodeURIComponent(segments[i + 1] ?? '')]));
  const queryValues = new Map([...parsed.searchParams.entries()]);
  for (const name of queryValues.keys()) {
    if (!parameters.some((p) => p.in === 'query' && p.name === name)) problems.push(`${label}: query parameter "${name}" is not declared (declared: ${parameters.filter((p) => p.in === 'query').map((p) => p.name).join(', ') || 'none'})`);
  }
  for (const p of parameters) {
    const value = p.in === 'path' ? pathValues.get(p.name) : p.in === 'query' ? queryValues.get(p.name) : p.in === 'header' ? header(p.name) : undefined;
    if (value === undefined) {
      if (p.required) problems.push(`${label}: missing required ${p.in} parameter ${p.name}`);
      continue;
    }
    if (isVariable(value) || value === 'VARIABLE') continue;
    problems.push(...api.validator.check(p.schema, typed(value, p.schema, api.doc), `${label} ${p.in} parameter ${p.name} = ${JSON.stringify(value)}`));
  }
  for (const [name] of request.headers) {
    if (/^tesela-/i.test(name) && !parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === name.toLowerCase()) && !Object.values(schemes).some((s) => String(obj(s).name).toLowerCase() === name.toLowerCase())) {
      problems.push(`${label}: header ${name} is not declared by the operation`);
    }
  }

  // Body: the request schema's, in JSON, nothing undeclared.
  const requestBody = obj(deref(api.doc, operation.operation.requestBody ?? null));
  const content = obj(requestBody.content);
  if (request.body === null) {
    if (requestBody.required === true) problems.push(`${label}: the operation requires a body`);
  } else if (Object.keys(content).length === 0) {
    problems.push(`${label}: sends a body, but the operation takes none`);
  } else {
    const type = header('Content-Type');
    if (!type || !/^application\/json(\s*;\s*charset=utf-8)?$/i.test(type)) problems.push(`${label}: Content-Type is ${type ?? 'missing'}, the operation takes application/json`);
    let value: JsonValue;
    try {
      value = JSON.parse(request.body) as JsonValue;
      problems.push(...api.validator.check(obj(content['application/json']).schema ?? {}, value, `${label} body`));
    } catch (error) {
      problems.push(`${label}: the body is not JSON (${(error as Error).message})`);
    }
  }
  return { problems, matched };
}

/** Whether an operation documents an answer with `status` (itself, its class `4XX` or `default`). */
export function documentsStatus({ operation }: Matched, status: string): boolean {
  const responses = obj(operation.operation.responses);
  return status in responses || `${status[0]}XX` in responses;
}

/** Problems of a response example shown for an operation's answer with `status`. */
export function checkResponse({ api, operation }: Matched, status: string, value: JsonValue): string[] {
  const responses = obj(operation.operation.responses);
  const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
  if (!response) return [`${operation.operationId}: ${api.file} documents no ${status} response (it has ${Object.keys(responses).join(', ')})`];
  const schema = obj(obj(obj(deref(api.doc, response)).content)['application/json']).schema;
  if (!schema) return [`${operation.operationId}: the ${status} response of ${api.file} has no JSON body`];
  return api.validator.check(schema, value, `${operation.operationId} ${status} response`);
}

/** The webhooks of the contract with the event types their payload schema allows. */
const eventTypesOf = new WeakMap<ContractApi[], Map<string, Matched[]>>();

export function eventTypes(contract: ContractApi[]): Map<string, Matched[]> {
  const known = eventTypesOf.get(contract);
  if (known) return known;
  const types = new Map<string, Matched[]>();
  eventTypesOf.set(contract, types);
  for (const api of contract) {
    for (const operation of api.operations.filter((op) => op.kind === 'webhook')) {
      const body = obj(deref(api.doc, operation.operation.requestBody ?? null));
      const schema = obj(deref(api.doc, obj(obj(body.content)['application/json']).schema ?? null));
      const collect = (node: JsonValue): void => {
        const s = obj(deref(api.doc, node));
        const type = obj(obj(s.properties).type);
        for (const value of [...(Array.isArray(type.enum) ? type.enum : []), ...(type.const !== undefined ? [type.const] : [])]) {
          if (typeof value === 'string' && !(types.get(value) ?? []).some((m) => m.operation === operation)) types.set(value, [...(types.get(value) ?? []), { api, operation }]);
        }
        for (const key of ['oneOf', 'anyOf', 'allOf'] as const) if (Array.isArray(s[key])) (s[key] as JsonValue[]).forEach(collect);
      };
      collect(schema);
    }
  }
  return types;
}

/**
 * Problems of a webhook event example: its type must be carried by a webhook, and it must validate
 * against the body of one of the webhooks that carry it (`payment.completed` comes from the payment
 * API and, for a MOTO sale, from paybylink's); otherwise the problems against each are reported.
 */
export function checkEvent(contract: ContractApi[], value: JsonObject): string[] {
  const type = String(value.type);
  const carriers = eventTypes(contract).get(type) ?? [];
  if (carriers.length === 0) return [`event ${type}: no webhook in content/api carries this event type, so its payload cannot be checked`];
  const problems = carriers.map(({ api, operation }) => {
    const body = obj(deref(api.doc, operation.operation.requestBody ?? null));
    return api.validator.check(obj(obj(body.content)['application/json']).schema ?? {}, value, `event ${type} (${api.api} ${operation.operationId})`);
  });
  return problems.some((p) => p.length === 0) ? [] : problems.flat();
}
