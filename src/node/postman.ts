/**
 * The Postman collections offered next to the OpenAPI downloads (kept apart from apiNodes.ts, which
 * the components' tests import: the converter is for the build only).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashedUuid } from './hashedUuid';
import { convert as toPostman } from 'openapi-to-postmanv2';
import type { Locale } from '../utils/locale';
import { downloadPaths } from './apiNodes';
import { deref, HTTP_METHODS, isJsonObject, type JsonValue, type OpenApiDocument } from './openapi';

/**
 * A Postman collection (v2.1) of a document in one language, made by Postman's own converter
 * (openapi-to-postmanv2): one folder per tag, the requests with the documents' examples as values,
 * the sandbox as `{{baseUrl}}` and the secret key as the collection's bearer token variable.
 */
export function postmanCollection(document: OpenApiDocument): Promise<object> {
  const seed = createHash('sha256').update(JSON.stringify(document)).digest('hex');
  return new Promise((resolve, reject) => {
    // The converter fakes a value for a schema without an example with Math.random, and keeps what
    // it faked in a cache of its module that later conversions share. Its callback comes before
    // `convert` returns, so a generator seeded from the document stands in for Math.random for
    // exactly that long; and the result is copied before its ids are replaced, so that no cached
    // object of the converter is changed.
    const random = Math.random;
    Math.random = seededRandom(seed);
    try {
      toPostman(
        { type: 'json', data: withParameterExamples(document) },
        { folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example', includeAuthInfoInExample: false },
        (error, result) => {
          if (error) reject(new Error(error.message));
          else if (!result?.result || !result.output?.[0]) reject(new Error(`the Postman converter refused the document: ${result?.reason ?? 'no reason given'}`));
          else resolve(stableIds(structuredClone(result.output[0].data as object), seed));
        },
      );
    } finally {
      Math.random = random;
    }
  });
}

/**
 * The document with each parameter's own `example` moved into its schema. The converter copies it
 * next to the schema's `$ref`, then resolves the reference and keeps the referenced schema's example
 * instead (`ORD-2022-10-0042` where the page shows `PED-10642`), or fakes a value (`string`). Each
 * such schema becomes a copy of the schema it refers to, with the parameter's example.
 */
function withParameterExamples(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  const visit = (parameter: JsonValue): void => {
    if (!isJsonObject(parameter) || parameter.example === undefined || !isJsonObject(parameter.schema) || parameter.schema.$ref === undefined) return;
    const schema = deref(copy, parameter.schema);
    if (!isJsonObject(schema)) return;
    const { examples: _examples, ...rest } = schema;
    parameter.schema = { ...rest, example: parameter.example };
  };
  const parameterLists = (item: JsonValue): JsonValue[] => (isJsonObject(item) && Array.isArray(item.parameters) ? item.parameters : []);
  for (const pathItem of Object.values(isJsonObject(copy.paths) ? copy.paths : {})) {
    parameterLists(pathItem).forEach(visit);
    if (isJsonObject(pathItem)) for (const method of HTTP_METHODS) parameterLists(pathItem[method] ?? null).forEach(visit);
  }
  const components = isJsonObject(copy.components) && isJsonObject(copy.components.parameters) ? copy.components.parameters : {};
  Object.values(components).forEach(visit);
  return copy;
}

/** Numbers in [0, 1) drawn from a seed: the n-th is the first 32 bits of sha256(seed:n), so the same seed gives the same numbers. */
function seededRandom(seed: string): () => number {
  let n = 0;
  return () => createHash('sha256').update(`${seed}:${(n += 1)}`).digest().readUInt32BE(0) / 2 ** 32;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The converter draws a random id for the collection (`_postman_id`) and for each of its folders,
 * requests and responses (`id`), so that every build wrote twelve different files from the same
 * documents. Each is replaced by an id derived from the document (`seed`) and the order in which it
 * first comes: the same document gives the same collection, byte for byte, and the two languages of
 * a document, or two documents, different ids. An id that comes twice gets the same replacement.
 * Example values of the documents are never `id` keys of the collection and stay as they are.
 */
export function stableIds<T extends object>(collection: T, seed: string): T {
  const replaced = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(record)) {
      if ((key === 'id' || key === '_postman_id') && typeof field === 'string' && UUID.test(field)) {
        // Laid out as a UUID (version 8: derived, not random), as Postman expects an id to look.
        const id = replaced.get(field) ?? hashedUuid(`${seed}:${replaced.size}`, 8);
        replaced.set(field, id);
        record[key] = id;
      } else {
        visit(field);
      }
    }
  };
  visit(collection);
  return collection;
}

/** Writes the Postman collection of every document under `publicDir`; returns the files written. */
export async function writePostmanCollections(publicDir: string, documents: { api: string; locale: Locale; document: OpenApiDocument }[]): Promise<string[]> {
  const written: string[] = [];
  for (const { api, locale, document } of documents) {
    const file = downloadPaths(api, locale).postman;
    let collection: object;
    try {
      collection = await postmanCollection(document);
    } catch (error) {
      throw new Error(`content/api/${api}.yaml (${locale}): ${(error as Error).message}`);
    }
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(collection, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
