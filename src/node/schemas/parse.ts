/**
 * The one way data is checked against a zod schema at build time (site.config.ts, front matter,
 * every YAML file): a failure is one error that names the file, the key path of each problem and
 * what is allowed there.
 */
import { parseYaml } from '../yaml';
import { z } from 'zod';

type Path = (string | number)[];

/** The key path as authors read it: `navbar.items[0].label.en`. */
export function keyPath(path: Path): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
}

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined), data);
}

/** `"platforms[3].guide"`, with the id of the list entry it sits in when that entry has one. */
function named(path: Path, data: unknown): string {
  const entry = path.reduce<string | undefined>((found, key, i) => {
    if (typeof key !== 'number') return found;
    const id = (valueAt(data, path.slice(0, i + 1)) as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? id : found;
  }, undefined);
  return `"${keyPath(path)}"${entry === undefined ? '' : ` in entry "${entry}"`}`;
}

const where = (path: Path, data: unknown): string => (path.length === 0 ? 'the top level' : `key ${named(path, data)}`);

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  object: 'a map of keys',
  array: 'a list',
  null: 'null',
  date: 'a date',
};

/** zod names an enum's expected type `'a' | 'b'`; any other name is a parsed type. */
const typeName = (type: string): string => TYPE_NAMES[type] ?? (type.includes(' | ') ? `one of ${type.split(' | ').join(', ')}` : type);

const shown = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : String(JSON.stringify(value)));

/** True when the schema wrote the issue's message itself (a refine, a regex hint, an error map). */
function authored(issue: z.ZodIssue, data: unknown): boolean {
  return issue.message !== z.defaultErrorMap(issue, { data, defaultError: issue.message }).message;
}

function sized(issue: z.ZodIssue & { code: 'too_small' | 'too_big' }): string {
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (issue.code === 'too_small' && bound === 1 && issue.type !== 'number') return 'must not be empty';
  const word = issue.code === 'too_small' ? 'least' : 'most';
  if (issue.type === 'string') return `must be at ${word} ${bound} characters long`;
  if (issue.type === 'array' || issue.type === 'set') return `must list at ${word} ${bound} items`;
  return `must be at ${word} ${bound}`;
}

/** What is wrong, as a predicate of the key ("must be …", "cannot be …"), from zod's own issue data. */
function predicate(issue: z.ZodIssue, data: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${typeName(issue.expected)}, not ${typeName(issue.received)}`;
    case 'invalid_literal':
      return `cannot be ${shown(issue.received)} (allowed: ${shown(issue.expected)})`;
    case 'invalid_enum_value':
      return `cannot be ${shown(issue.received)} (allowed: ${issue.options.join(', ')})`;
    case 'invalid_union_discriminator':
      return `cannot be ${shown(valueAt(data, issue.path))} (allowed: ${issue.options.filter((o) => o !== undefined).map(String).join(', ')})`;
    case 'too_small':
    case 'too_big':
      return sized(issue);
    case 'invalid_string':
      return issue.validation === 'url' ? 'must be an absolute URL such as https://www.tesela.example/' : `must be a valid ${JSON.stringify(issue.validation)}`;
    case 'invalid_union':
      return 'matches none of the allowed forms';
    default:
      return issue.message;
  }
}

/**
 * The union member the value was meant to be: the members that rejected the value's very type
 * (a string where an object was given, another `type`) are left out, then the one with the fewest
 * problems is kept.
 */
function closestMember(issue: z.ZodInvalidUnionIssue): z.ZodIssue[] | undefined {
  const depth = issue.path.length;
  const wrongKind = (i: z.ZodIssue) =>
    (i.code === 'invalid_type' && i.path.length === depth) ||
    ((i.code === 'invalid_literal' || i.code === 'invalid_union_discriminator') && i.path.length <= depth + 1);
  const candidates = issue.unionErrors.map((e) => e.issues).filter((issues) => !issues.some(wrongKind));
  return candidates.sort((a, b) => a.length - b.length)[0];
}

/** One sentence per problem, each naming the key path and what is allowed there. */
export function describeIssues(issues: z.ZodIssue[], data: unknown): string[] {
  return issues.flatMap((issue): string[] => {
    const own = authored(issue, data);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `unknown key ${named([...issue.path, key], data)}${own ? ` (${issue.message})` : ''}`);
    }
    if (issue.code === 'invalid_union') {
      const member = closestMember(issue);
      if (member) return describeIssues(member, data);
    }
    const missing = (issue.code === 'invalid_type' && issue.received === 'undefined') || (issue.code === 'invalid_literal' && issue.received === undefined);
    if (missing && !own) return [issue.path.length === 0 ? 'the top level is empty' : `missing required key ${named(issue.path, data)}`];
    const text = (own ? issue.message : predicate(issue, data)).replace(/\.$/, '');
    // A predicate follows the key; a whole sentence (an error map's own) comes after a colon.
    return [`${where(issue.path, data)}${/^[A-Z]/.test(text) ? ': ' : ' '}${text}`];
  });
}

/** A file that does not match its schema; `problems` are the sentences of `describeIssues`. */
export class SchemaError extends Error {
  constructor(
    readonly file: string,
    readonly what: string,
    readonly problems: string[],
  ) {
    super(`${file}: invalid ${what}: ${problems.join('; ')}.`);
    this.name = 'SchemaError';
  }
}

/**
 * Checks `data` (the contents of `file`, which holds `what`, e.g. "front matter") against a zod
 * schema and returns the parsed value, or throws one SchemaError naming the file, each key and
 * what is allowed.
 */
export function parseWithSchema<S extends z.ZodTypeAny>(schema: S, data: unknown, file: string, what: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new SchemaError(file, what, describeIssues(result.error.issues, data));
}

/** Reads a YAML file's text, then `parseWithSchema`; an empty file is `undefined` (schemas may default it). */
export function parseYamlWithSchema<S extends z.ZodTypeAny>(schema: S, text: string, file: string, what: string): z.output<S> {
  let data: unknown;
  try {
    data = parseYaml(text) ?? undefined;
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  return parseWithSchema(schema, data, file, what);
}
