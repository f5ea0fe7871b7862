/**
 * The model of the JSON request generator (src/mdx/JsonGenerator, /docs/specific/jsonGenerator/): a
 * starting value for a request body schema, and the problems of a value against that schema, as
 * language-neutral codes with the path of the field (`card.number`) so the form shows each message
 * next to its field.
 */
import type { Constraint, SchemaView } from './types';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type Issue =
  | { path: string; code: 'required' | 'type' | 'format' | 'unknownProperty' | 'variant' }
  | { path: string; code: 'pattern'; pattern: string }
  | { path: string; code: 'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'minimum' | 'maximum'; limit: number }
  | { path: string; code: 'enum'; values: (string | number | boolean | null)[] }
  | { path: string; code: 'const'; value: string | number | boolean | null }
  | { path: string; code: 'oneOfRequired' | 'anyOfRequired'; groups: string[][] };

const constraint = <K extends Constraint['kind']>(schema: SchemaView, kind: K) =>
  schema.constraints.find((c): c is Extract<Constraint, { kind: K }> => c.kind === kind);

function minimum(schema: SchemaView): number | undefined {
  for (const c of schema.constraints) if (c.kind === 'minimum') return c.value;
  return undefined;
}

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(text: string | undefined): Json | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

/** The value a form starts from: required properties only, each from its const, example, default or first allowed value. */
export function initialValue(schema: SchemaView): Json {
  if (schema.type !== 'object' && schema.variants?.length) return initialValue(schema.variants[0].schema);
  const fixed = constraint(schema, 'const');
  if (fixed) return fixed.value;
  switch (schema.type) {
    case 'object': {
      if (!schema.properties && schema.variants?.length) return initialValue(schema.variants[0].schema);
      const value: Record<string, Json> = {};
      for (const property of schema.properties ?? []) {
        if (property.required && !property.schema.recursive) value[property.name] = initialValue(property.schema);
      }
      return value;
    }
    case 'array':
      return [];
    case 'boolean':
      return (parsed(constraint(schema, 'default')?.value) as boolean | undefined) ?? false;
    case 'integer':
    case 'number': {
      const candidate = parsed(schema.example) ?? parsed(constraint(schema, 'default')?.value) ?? constraint(schema, 'enum')?.values[0] ?? minimum(schema);
      return typeof candidate === 'number' ? candidate : 0;
    }
    default: {
      const candidate = parsed(schema.example) ?? constraint(schema, 'default')?.value ?? constraint(schema, 'enum')?.values[0];
      return typeof candidate === 'string' ? candidate : '';
    }
  }
}

const FORMATS: Record<string, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^[a-z][a-z0-9+.-]*:[^\s]+$/i,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  ipv4: /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/,
  ipv6: /^[0-9a-f:]+$/i,
};

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

function typeMatches(schema: SchemaView, value: Json): boolean {
  switch (schema.type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    default:
      return true;
  }
}

/** Every problem of a value against a request schema, in document order. */
export function validate(schema: SchemaView, value: Json, path = ''): Issue[] {
  if (value === null) return schema.nullable ? [] : [{ path, code: 'type' }];
  if (!typeMatches(schema, value)) return [{ path, code: 'type' }];
  const issues: Issue[] = [];
  for (const c of schema.constraints) {
    if (c.kind === 'enum' && !c.values.includes(value as string)) issues.push({ path, code: 'enum', values: c.values });
    if (c.kind === 'const' && value !== c.value) issues.push({ path, code: 'const', value: c.value });
    if (typeof value === 'string') {
      if (c.kind === 'pattern' && !new RegExp(c.value, 'u').test(value)) issues.push({ path, code: 'pattern', pattern: c.value });
      if (c.kind === 'minLength' && [...value].length < c.value) issues.push({ path, code: 'minLength', limit: c.value });
      if (c.kind === 'maxLength' && [...value].length > c.value) issues.push({ path, code: 'maxLength', limit: c.value });
      if (c.kind === 'format' && FORMATS[c.value] && !FORMATS[c.value].test(value)) issues.push({ path, code: 'format' });
    }
    if (typeof value === 'number') {
      if (c.kind === 'minimum' && value < c.value) issues.push({ path, code: 'minimum', limit: c.value });
      if (c.kind === 'maximum' && value > c.value) issues.push({ path, code: 'maximum', limit: c.value });
    }
    if (Array.isArray(value)) {
      if (c.kind === 'minItems' && value.length < c.value) issues.push({ path, code: 'minItems', limit: c.value });
      if (c.kind === 'maxItems' && value.length > c.value) issues.push({ path, code: 'maxItems', limit: c.value });
    }
    if ((c.kind === 'oneOfRequired' || c.kind === 'anyOfRequired') && isObject(value)) {
      // oneOf (payment's PaymentRequest): exactly one group; anyOf (recu's PlanRequest): at least one.
      const present = c.groups.filter((group) => group.every((key) => key in value)).length;
      if (present === 0 || (c.kind === 'oneOfRequired' && present > 1)) issues.push({ path, code: c.kind, groups: c.groups });
    }
  }
  if (schema.variants?.length && !schema.properties?.length) {
    if (!schema.variants.some((v) => validate(v.schema, value, path).length === 0)) {
      // Report the problems of the variant the value is closest to (fewest problems).
      const ranked = schema.variants.map((v) => validate(v.schema, value, path)).sort((a, b) => a.length - b.length);
      issues.push(...(schema.type === 'object' ? ranked[0] : [{ path, code: 'variant' as const }]));
    }
    return issues;
  }
  if (isObject(value)) {
    const known = new Map((schema.properties ?? []).map((p) => [p.name, p]));
    for (const property of schema.properties ?? []) {
      if (!(property.name in value)) {
        if (property.required) issues.push({ path: join(path, property.name), code: 'required' });
      } else if (!property.schema.recursive) {
        issues.push(...validate(property.schema, value[property.name], join(path, property.name)));
      }
    }
    if (schema.closed) for (const key of Object.keys(value)) if (!known.has(key)) issues.push({ path: join(path, key), code: 'unknownProperty' });
  }
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    value.forEach((item, index) => issues.push(...validate(items, item, join(path, index))));
  }
  return issues;
}
