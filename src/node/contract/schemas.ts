/**
 * Values checked against the schemas of an OpenAPI document with ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1): the documents' own examples (openapi.test.ts) and every example a reader
 * copies from the pages (the contract gate, src/node/contract/). Two passes: the schema as written,
 * then "strict", where an object schema that lists its properties refuses any other, so a misspelt
 * or invented field fails.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isJsonObject, localizeDocument, type JsonObject, type JsonValue, type OpenApiDocument } from '../openapi';

const obj = (value: JsonValue | undefined): JsonObject => (isJsonObject(value) ? value : {});

const BASE = 'https://schemas.tesela.example/openapi';
/** OpenAPI keywords a schema may carry besides JSON Schema 2020-12 ones. */
const OPENAPI_SCHEMA_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];

/** Rewrites local `#/components/schemas/X` references to the ids the schemas are registered under. */
function rewriteRefs(api: string, node: JsonValue, strict: boolean): JsonValue {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(api, item, strict));
  if (!isJsonObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const match = /^#\/components\/schemas\/([A-Za-z0-9_.-]+)$/.exec(value);
      if (!match) throw new Error(`${api}: schema reference "${value}" is not #/components/schemas/<name>`);
      out[key] = `${BASE}/${api}/${strict ? 'strict' : 'plain'}/${match[1]}`;
    } else if (['example', 'examples', 'default', 'const', 'enum'].includes(key)) {
      out[key] = value;
    } else {
      out[key] = rewriteRefs(api, value, strict);
    }
  }
  // Strict mode: an object schema that lists its properties does not accept undeclared ones, so an
  // example with a misspelt or invented field fails. Constraint branches (if/then, oneOf of
  // `required`) carry no `type: object` and stay open.
  if (strict && out.type === 'object' && isJsonObject(out.properties) && !('additionalProperties' in out) && !('unevaluatedProperties' in out)) {
    out.unevaluatedProperties = false;
  }
  return out;
}

/** Validates values against the schemas of one OpenAPI document, each in two passes: as written, then with undeclared fields refused. */
export class SchemaValidator {
  private readonly ajv: Record<'plain' | 'strict', Ajv2020>;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(
    private readonly api: string,
    doc: OpenApiDocument,
  ) {
    const plain = localizeDocument(doc, 'es');
    const schemas = obj(obj(plain.components).schemas);
    const make = (mode: 'plain' | 'strict'): Ajv2020 => {
      const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true, allErrors: true });
      addFormats(ajv);
      ajv.addVocabulary(OPENAPI_SCHEMA_KEYWORDS);
      for (const [name, schema] of Object.entries(schemas)) {
        ajv.addSchema(rewriteRefs(api, schema, mode === 'strict') as object, `${BASE}/${api}/${mode}/${name}`);
      }
      return ajv;
    };
    this.ajv = { plain: make('plain'), strict: make('strict') };
  }

  /** Problems of `value` against `schema` (a schema of the document, local refs allowed). */
  check(schema: JsonValue, value: JsonValue, where: string): string[] {
    const problems: string[] = [];
    for (const mode of ['plain', 'strict'] as const) {
      const key = `${mode}:${JSON.stringify(schema)}`;
      let validate = this.cache.get(key);
      if (!validate) {
        validate = this.ajv[mode].compile(rewriteRefs(this.api, localizeDocument({ openapi: '', info: {}, s: schema }, 'es').s, mode === 'strict') as object);
        this.cache.set(key, validate);
      }
      if (!validate(value)) {
        const detail = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params && 'unevaluatedProperty' in e.params ? ` (${String(e.params.unevaluatedProperty)})` : ''}`);
        problems.push(`${this.api} ${where}${mode === 'strict' ? ' [undeclared field]' : ''}: ${detail.join('; ')}`);
        break;
      }
    }
    return problems;
  }
}
