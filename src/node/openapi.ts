/**
 * Helpers for the OpenAPI 3.1 documents of the API reference (content/api/*.yaml): load a
 * document, list its operations (paths and webhooks), produce a single-language copy and resolve
 * local `#/components/...` references. Pure functions apart from `loadApiDocument`, which reads a
 * file. Conventions: content/api/README.md.
 */
import fs from 'node:fs';
import { parseYaml } from './yaml';

export type ApiLocale = 'es' | 'en';

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** The parts of an OpenAPI 3.1 document these helpers rely on; everything else stays as JSON. */
export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiOperation {
  /** The API the document describes, from its first server URL: `payment` for `…/payment/v1`. */
  api: string;
  operationId: string;
  method: HttpMethod;
  /** The path template (`/payments/{paymentId}`) or, for a webhook, its name in `webhooks`. */
  path: string;
  kind: 'path' | 'webhook';
  summary: string;
  description: string | null;
  tags: string[];
  /** The operation object itself, as it is in the document (references not resolved). */
  operation: JsonObject;
}

/** Keys with a language twin, and the name of that twin: `summary` → `x-summary-en`. */
export const TRANSLATABLE_KEYS = ['summary', 'description', 'title', 'x-displayName'] as const;
export function englishKey(key: string): string {
  return key.startsWith('x-') ? `${key}-en` : `x-${key}-en`;
}
/** True for the English twin keys (`x-summary-en`, `x-displayName-en`…), removed when localizing. */
export function isEnglishTwinKey(key: string): boolean {
  return /^x-.+-en$/.test(key);
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

/** Reads and parses one document; errors name the file. */
export function loadApiDocument(file: string): OpenApiDocument {
  return parseApiDocument(fs.readFileSync(file, 'utf8'), file);
}

/** Parses the text of one document; errors name the file. */
export function parseApiDocument(text: string, file: string): OpenApiDocument {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  if (!isJsonObject(data)) throw new Error(`${file}: the document must be a mapping`);
  if (typeof data.openapi !== 'string') throw new Error(`${file}: missing the openapi version`);
  if (!isJsonObject(data.info)) throw new Error(`${file}: missing the info object`);
  return data as OpenApiDocument;
}

/** The API name from the first server URL (`https://…/payment/v1` → `payment`). */
export function apiName(doc: OpenApiDocument): string {
  const servers = doc.servers;
  const first = Array.isArray(servers) ? servers[0] : undefined;
  const url = isJsonObject(first) && typeof first.url === 'string' ? first.url : '';
  const match = /^https:\/\/[^/]+\/([a-z][a-z0-9]*)\/v[0-9]+$/.exec(url);
  if (!match) throw new Error(`the first server URL must look like https://<host>/<api>/v<n>, not "${url}"`);
  return match[1];
}

/** Every operation of `paths` and `webhooks`, in document order. */
export function listOperations(doc: OpenApiDocument): ApiOperation[] {
  const api = apiName(doc);
  const result: ApiOperation[] = [];
  for (const kind of ['path', 'webhook'] as const) {
    const group = doc[kind === 'path' ? 'paths' : 'webhooks'];
    if (!isJsonObject(group)) continue;
    for (const [path, item] of Object.entries(group)) {
      if (!isJsonObject(item)) continue;
      for (const [key, operation] of Object.entries(item)) {
        if (!isHttpMethod(key) || !isJsonObject(operation)) continue;
        const where = `${api}: ${key.toUpperCase()} ${path}`;
        if (typeof operation.operationId !== 'string') throw new Error(`${where} has no operationId`);
        if (typeof operation.summary !== 'string') throw new Error(`${where} has no summary`);
        const tags = Array.isArray(operation.tags) ? operation.tags.filter((t): t is string => typeof t === 'string') : [];
        result.push({
          api,
          operationId: operation.operationId,
          method: key,
          path,
          kind,
          summary: operation.summary,
          description: typeof operation.description === 'string' ? operation.description : null,
          tags,
          operation,
        });
      }
    }
  }
  return result;
}

/**
 * Keys whose values are data (examples, defaults, enums), copied as they are: their objects are
 * payloads, so a field called `description` in them is not documentation.
 */
const DATA_KEYS = new Set(['example', 'default', 'const', 'enum']);

function localizeNode(node: JsonValue, locale: ApiLocale, inExampleMap: boolean): JsonValue {
  if (Array.isArray(node)) return node.map((item) => localizeNode(item, locale, false));
  if (!isJsonObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (isEnglishTwinKey(key)) continue;
    if (DATA_KEYS.has(key) || (key === 'value' && inExampleMap) || (key === 'examples' && Array.isArray(value))) {
      out[key] = JSON.parse(JSON.stringify(value)) as JsonValue;
      continue;
    }
    const twin = node[englishKey(key)];
    if (locale === 'en' && (TRANSLATABLE_KEYS as readonly string[]).includes(key) && typeof value === 'string' && typeof twin === 'string') {
      out[key] = twin;
      continue;
    }
    if (key === 'examples' && isJsonObject(value)) {
      const examples: JsonObject = {};
      for (const [name, example] of Object.entries(value)) examples[name] = localizeNode(example, locale, true);
      out[key] = examples;
      continue;
    }
    out[key] = localizeNode(value, locale, false);
  }
  return out;
}

/**
 * A copy of the document in one language: for `en`, every summary, description, title and
 * x-displayName that has an English twin takes the twin's text; in both languages the twin keys
 * (`x-…-en`) are removed. The input is not modified.
 */
export function localizeDocument(doc: OpenApiDocument, locale: ApiLocale): OpenApiDocument {
  return localizeNode(doc, locale, false) as OpenApiDocument;
}

function unescapePointer(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value a local reference (`#/components/schemas/Amount`) points at. */
export function resolveRef(doc: OpenApiDocument, ref: string): JsonValue {
  if (!ref.startsWith('#/components/')) throw new Error(`only local #/components/… references are supported, not "${ref}"`);
  let node: JsonValue = doc;
  for (const segment of ref.slice(2).split('/').map(unescapePointer)) {
    if (Array.isArray(node) && /^[0-9]+$/.test(segment) && Number(segment) < node.length) node = node[Number(segment)];
    else if (isJsonObject(node) && segment in node) node = node[segment];
    else throw new Error(`unresolved reference "${ref}"`);
  }
  return node;
}

/** Follows `$ref` chains until a value without `$ref`; anything else is returned as it is. */
export function deref(doc: OpenApiDocument, value: JsonValue): JsonValue {
  const seen = new Set<string>();
  let node = value;
  while (isJsonObject(node) && typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) throw new Error(`circular reference "${node.$ref}"`);
    seen.add(node.$ref);
    node = resolveRef(doc, node.$ref);
  }
  return node;
}
