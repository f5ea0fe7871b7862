/**
 * Builds what the API reference renders from a single-language OpenAPI document: one view per
 * operation (parameters, bodies and responses with their schemas resolved, examples and code
 * samples) and one view per document. Pure functions; the documents come from openapi.ts.
 */
import type {
  BodyView,
  CodeSamples,
  Constraint,
  DocumentView,
  ExampleView,
  HeaderView,
  OperationView,
  ParameterView,
  PropertyView,
  ResponseView,
  SchemaView,
  SecuritySchemeView,
  ServerView,
} from '../openapi/types';
import { codeSamples } from './apiSamples';
import { highlightCode } from '../theme/CodeBlock/highlight';
import { SAMPLE_LANGUAGES } from '../openapi/sampleLanguages';
import { deref, isJsonObject, listOperations, type ApiOperation, type JsonObject, type JsonValue, type OpenApiDocument } from './openapi';

const text = (value: JsonValue | undefined): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const json = (value: JsonValue): string => JSON.stringify(value, null, 2);

/** The component name of a `$ref` (`#/components/schemas/Amount` → `Amount`). */
function refName(value: JsonValue): string | undefined {
  return isJsonObject(value) && typeof value.$ref === 'string' ? value.$ref.split('/').pop() : undefined;
}

function isNullSchema(value: JsonValue): boolean {
  return isJsonObject(value) && value.type === 'null';
}

function constraintsOf(schema: JsonObject): Constraint[] {
  const out: Constraint[] = [];
  if (Array.isArray(schema.enum)) out.push({ kind: 'enum', values: schema.enum.filter((v): v is string | number | boolean | null => !isJsonObject(v) && !Array.isArray(v)) });
  if (schema.const !== undefined && !isJsonObject(schema.const) && !Array.isArray(schema.const)) out.push({ kind: 'const', value: schema.const });
  if (typeof schema.format === 'string') out.push({ kind: 'format', value: schema.format });
  if (typeof schema.pattern === 'string') out.push({ kind: 'pattern', value: schema.pattern });
  for (const kind of ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const) {
    if (typeof schema[kind] === 'number') out.push({ kind, value: schema[kind] as number });
  }
  if (schema.uniqueItems === true) out.push({ kind: 'uniqueItems' });
  if (schema.default !== undefined) out.push({ kind: 'default', value: typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default) });
  if (schema.readOnly === true) out.push({ kind: 'readOnly' });
  if (schema.deprecated === true) out.push({ kind: 'deprecated' });
  return out;
}

/** `oneOf` made only of `required` lists: "send exactly one of these groups of fields". */
function requiredAlternatives(list: JsonValue[]): string[][] | null {
  const groups: string[][] = [];
  for (const item of list) {
    if (!isJsonObject(item) || !Array.isArray(item.required) || Object.keys(item).some((k) => k !== 'required')) return null;
    groups.push(item.required.filter((r): r is string => typeof r === 'string'));
  }
  return groups;
}

/** Whether an `allOf` part only states conditional rules (`if`/`then`), told in the description. */
function isRuleOnly(part: JsonObject): boolean {
  return Object.keys(part).every((k) => ['if', 'then', 'else', 'description', 'x-description-en', 'allOf'].includes(k)) &&
    (!Array.isArray(part.allOf) || part.allOf.every((p) => isJsonObject(p) && isRuleOnly(p)));
}

export class SchemaBuilder {
  constructor(private readonly doc: OpenApiDocument) {}

  /** The view of a schema; `trail` holds the component names it is nested in (to stop recursion). */
  build(input: JsonValue, trail: string[] = []): SchemaView {
    const name = refName(input);
    if (name && trail.includes(name)) return { type: 'object', name, nullable: false, constraints: [], recursive: true };
    const nextTrail = name ? [...trail, name] : trail;
    const raw = deref(this.doc, input);
    const schema: JsonObject = isJsonObject(raw) ? this.merge(raw) : {};
    const view: SchemaView = { type: 'any', nullable: false, constraints: constraintsOf(schema) };
    if (name) view.name = name;
    const description = text(schema.description);
    if (description) view.description = description;
    // A string example reads best as it is; anything else as JSON.
    const example = schema.example !== undefined ? schema.example : Array.isArray(schema.examples) ? schema.examples[0] : undefined;
    if (example !== undefined) view.example = typeof example === 'string' ? example : JSON.stringify(example);

    let types = Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string') : typeof schema.type === 'string' ? [schema.type] : [];
    if (types.includes('null')) {
      view.nullable = true;
      types = types.filter((t) => t !== 'null');
    }

    const alternatives = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null) as JsonValue[] | null;
    if (alternatives) {
      const groups = requiredAlternatives(alternatives);
      if (groups) view.constraints.push({ kind: Array.isArray(schema.oneOf) ? 'oneOfRequired' : 'anyOfRequired', groups });
      else {
        const real = alternatives.filter((alt) => !isNullSchema(deref(this.doc, alt)));
        if (real.length < alternatives.length) view.nullable = true;
        if (real.length === 1 && types.length === 0 && !schema.properties) {
          // `oneOf: [X, {type: null}]` is X or null: show X itself.
          const inner = this.build(real[0], nextTrail);
          return {
            ...inner,
            name: inner.name ?? name,
            nullable: true,
            description: description ?? inner.description,
            constraints: [...inner.constraints, ...view.constraints.filter((c) => !inner.constraints.some((i) => i.kind === c.kind))],
          };
        }
        view.variants = real.map((alt, i) => {
          const built = this.build(alt, nextTrail);
          return { title: this.variantTitle(alt, built, i), schema: built };
        });
        if (types.length === 0) types = [...new Set(view.variants.map((v) => v.schema.type))].length === 1 ? [view.variants[0].schema.type] : [];
      }
    }

    if (types.length === 0 && (isJsonObject(schema.properties) || Array.isArray(schema.required))) types = ['object'];
    if (types.length === 0 && schema.items !== undefined) types = ['array'];
    if (types.length === 0 && schema.const !== undefined) types = [typeof schema.const === 'number' ? 'number' : typeof schema.const];
    view.type = types.length > 0 ? types.join(' | ') : view.variants ? 'object' : 'any';

    if (types.includes('object') && isJsonObject(schema.properties)) {
      const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
      view.properties = Object.entries(schema.properties)
        .filter(([, value]) => value !== false)
        .map(([prop, value]): PropertyView => ({ name: prop, required: required.has(prop), schema: this.build(value, nextTrail) }));
      if (schema.additionalProperties === false || schema.unevaluatedProperties === false) view.closed = true;
    }
    if (types.includes('array') && schema.items !== undefined) view.items = this.build(schema.items, nextTrail);
    return view;
  }

  private variantTitle(alt: JsonValue, built: SchemaView, index: number): string {
    const schema = deref(this.doc, alt);
    if (isJsonObject(schema) && typeof schema.title === 'string') return schema.title;
    const discriminator = built.properties?.find((p) => p.name === 'type')?.schema.constraints.find((c) => c.kind === 'enum' || c.kind === 'const');
    if (discriminator?.kind === 'const') return String(discriminator.value);
    if (discriminator?.kind === 'enum') return discriminator.values.join(' / ');
    return built.name ?? `#${index + 1}`;
  }

  /** Folds `allOf` into one schema: properties and required lists merged, rule-only parts dropped. */
  private merge(schema: JsonObject): JsonObject {
    if (!Array.isArray(schema.allOf)) return schema;
    const { allOf, ...rest } = schema;
    let out: JsonObject = { ...rest };
    for (const part of allOf as JsonValue[]) {
      const resolved = deref(this.doc, part);
      if (!isJsonObject(resolved) || isRuleOnly(resolved)) continue;
      const merged = this.merge(resolved);
      const properties = { ...(isJsonObject(out.properties) ? out.properties : {}), ...(isJsonObject(merged.properties) ? merged.properties : {}) };
      const required = [...new Set([...(Array.isArray(out.required) ? out.required : []), ...(Array.isArray(merged.required) ? merged.required : [])])];
      out = { ...merged, ...out, properties, required };
      if (out.description === undefined && merged.description !== undefined) out.description = merged.description;
    }
    if (isJsonObject(out.properties) && Object.keys(out.properties).length === 0) delete out.properties;
    if (Array.isArray(out.required) && out.required.length === 0) delete out.required;
    return out;
  }
}

function serversOf(value: JsonValue | undefined): ServerView[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isJsonObject).map((s) => ({ url: String(s.url), ...(text(s.description) ? { description: text(s.description) } : {}) }));
}

function securityOf(doc: OpenApiDocument, requirements: JsonValue | undefined): SecuritySchemeView[][] {
  if (!Array.isArray(requirements)) return [];
  const schemes = isJsonObject(doc.components) && isJsonObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  return requirements.filter(isJsonObject).map((requirement) =>
    Object.keys(requirement).map((key): SecuritySchemeView => {
      const scheme = deref(doc, schemes[key] ?? {});
      if (!isJsonObject(scheme)) throw new Error(`security scheme "${key}" is not declared in components.securitySchemes`);
      return {
        key,
        type: String(scheme.type),
        ...(typeof scheme.scheme === 'string' ? { scheme: scheme.scheme } : {}),
        ...(typeof scheme.in === 'string' ? { in: scheme.in } : {}),
        ...(typeof scheme.name === 'string' ? { headerName: scheme.name } : {}),
        ...(text(scheme.description) ? { description: text(scheme.description) } : {}),
      };
    }),
  );
}

/**
 * Highlighted code, by its language and text: the two locales of a document share their examples and
 * most of their code samples, and operations reuse examples, so each text is tokenised once per build.
 */
const highlighted = new Map<string, string>();

function highlightOnce(text: string, language: string): string {
  const key = `${language}\n${text}`;
  let html = highlighted.get(key);
  if (html === undefined) {
    html = highlightCode(text, language);
    highlighted.set(key, html);
  }
  return html;
}

function highlightedJson(value: JsonValue): { json: string; html: string } {
  const text = json(value);
  return { json: text, html: highlightOnce(text, 'json') };
}

function examplesOf(doc: OpenApiDocument, media: JsonObject): ExampleView[] {
  if (isJsonObject(media.examples)) {
    return Object.entries(media.examples)
      .map(([key, example]): [string, JsonValue] => [key, deref(doc, example)])
      .filter((entry): entry is [string, JsonObject] => isJsonObject(entry[1]) && entry[1].value !== undefined)
      .map(([key, example]) => ({
        key,
        ...(text(example.summary) ? { summary: text(example.summary) } : {}),
        ...(text(example.description) ? { description: text(example.description) } : {}),
        ...highlightedJson(example.value),
      }));
  }
  return media.example !== undefined ? [{ key: 'example', ...highlightedJson(media.example) }] : [];
}

function bodyOf(doc: OpenApiDocument, schemas: SchemaBuilder, value: JsonValue | undefined, required: boolean): BodyView | undefined {
  const body = value === undefined ? undefined : deref(doc, value);
  if (!isJsonObject(body) || !isJsonObject(body.content)) return undefined;
  const [contentType, media] = Object.entries(body.content)[0] ?? [];
  if (!contentType || !isJsonObject(media)) return undefined;
  return {
    ...(text(body.description) ? { description: text(body.description) } : {}),
    required: body.required === true || required,
    contentType,
    ...(media.schema !== undefined ? { schema: schemas.build(media.schema) } : {}),
    examples: examplesOf(doc, media),
  };
}

function parametersOf(doc: OpenApiDocument, schemas: SchemaBuilder, lists: JsonValue[]): ParameterView[] {
  const byKey = new Map<string, ParameterView>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const p = deref(doc, item);
      if (!isJsonObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
      const view: ParameterView = {
        name: p.name,
        in: p.in as ParameterView['in'],
        required: p.required === true || p.in === 'path',
        deprecated: p.deprecated === true,
        schema: p.schema !== undefined ? schemas.build(p.schema) : { type: 'string', nullable: false, constraints: [] },
        ...(text(p.description) ? { description: text(p.description) } : {}),
        ...(p.example !== undefined ? { example: typeof p.example === 'string' ? p.example : JSON.stringify(p.example) } : {}),
      };
      // An operation's own parameter replaces the path item's one with the same name and place.
      byKey.set(`${view.in}:${view.name}`, view);
    }
  }
  const order = { path: 0, query: 1, header: 2, cookie: 3 };
  return [...byKey.values()].sort((a, b) => order[a.in] - order[b.in]);
}

/**
 * The codes a response carries, for the links to their rows in the code references: the
 * `error.code` and `responseCode` values of its examples, and whether its body has a `responseCode`.
 */
function codesOf(body: BodyView | undefined): ResponseView['codes'] {
  const errorCodes = new Set<string>();
  const responseCodes = new Set<string>();
  const visit = (value: unknown, key: string | null, parent: string | null): void => {
    if (Array.isArray(value)) value.forEach((v) => visit(v, key, parent));
    else if (isJsonObject(value as JsonValue)) Object.entries(value as JsonObject).forEach(([k, v]) => visit(v, k, key));
    else if (typeof value === 'string' && key === 'code' && parent === 'error') errorCodes.add(value);
    else if (typeof value === 'string' && key === 'responseCode' && /^\d{4}$/.test(value)) responseCodes.add(value);
  };
  for (const example of body?.examples ?? []) visit(JSON.parse(example.json), null, null);
  const hasResponseCode = (schema: SchemaView | undefined, depth = 0): boolean =>
    Boolean(schema && depth < 4 && (schema.properties?.some((p) => p.name === 'responseCode' || hasResponseCode(p.schema, depth + 1)) || schema.variants?.some((v) => hasResponseCode(v.schema, depth + 1))));
  return { errorCodes: [...errorCodes].sort(), responseCodes: [...responseCodes].sort(), carriesResponseCode: hasResponseCode(body?.schema) };
}

function responsesOf(doc: OpenApiDocument, schemas: SchemaBuilder, value: JsonValue | undefined): ResponseView[] {
  if (!isJsonObject(value)) return [];
  return Object.entries(value).map(([status, raw]): ResponseView => {
    const response = deref(doc, raw);
    if (!isJsonObject(response)) throw new Error(`response ${status} is not an object`);
    const headers: HeaderView[] = isJsonObject(response.headers)
      ? Object.entries(response.headers).map(([name, h]) => {
          const header = deref(doc, h);
          return {
            name,
            ...(isJsonObject(header) && text(header.description) ? { description: text(header.description) } : {}),
            ...(isJsonObject(header) && header.schema !== undefined ? { schema: schemas.build(header.schema) } : {}),
          };
        })
      : [];
    const body = bodyOf(doc, schemas, response, false);
    return { status, description: text(response.description) ?? '', headers, ...(body ? { body } : {}), codes: codesOf(body) };
  });
}

/** The view of one operation of a single-language document. */
export function buildOperationView(doc: OpenApiDocument, op: ApiOperation): OperationView {
  const schemas = new SchemaBuilder(doc);
  const group = doc[op.kind === 'path' ? 'paths' : 'webhooks'];
  const item = isJsonObject(group) && isJsonObject(group[op.path]) ? (group[op.path] as JsonObject) : {};
  const o = op.operation;
  const where = `${op.api}/${op.operationId}`;
  try {
    const view: Omit<OperationView, 'samples' | 'samplesHtml'> = {
      api: op.api,
      operationId: op.operationId,
      kind: op.kind,
      method: op.method.toUpperCase(),
      path: op.path,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      deprecated: o.deprecated === true,
      servers: op.kind === 'webhook' ? [] : serversOf(o.servers ?? item.servers ?? doc.servers),
      security: securityOf(doc, o.security ?? doc.security),
      parameters: parametersOf(doc, schemas, [item.parameters ?? [], o.parameters ?? []]),
      ...(o.requestBody !== undefined ? { requestBody: bodyOf(doc, schemas, o.requestBody, false) } : {}),
      responses: responsesOf(doc, schemas, o.responses),
    };
    const samples = codeSamples(view);
    const samplesHtml = Object.fromEntries(SAMPLE_LANGUAGES.map((l) => [l.value, highlightOnce(samples[l.value], l.prism)])) as unknown as CodeSamples;
    return { ...view, samples, samplesHtml };
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}

/** The view of a single-language document (its title, servers, security and download links). */
export function buildDocumentView(doc: OpenApiDocument, api: string, downloads: DocumentView['downloads']): DocumentView {
  return {
    api,
    title: String(doc.info.title),
    version: String(doc.info.version ?? ''),
    ...(text(doc.info.description) ? { description: text(doc.info.description) } : {}),
    servers: serversOf(doc.servers),
    security: securityOf(doc, doc.security),
    downloads,
  };
}

/** Every operation of a single-language document, with its view. */
export function buildOperationViews(doc: OpenApiDocument): OperationView[] {
  return listOperations(doc).map((op) => buildOperationView(doc, op));
}
