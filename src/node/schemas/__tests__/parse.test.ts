/** @jest-environment node */
import { z } from 'zod';
import { strictObject } from '../common';
import { keyPath, parseWithSchema, parseYamlWithSchema, SchemaError } from '../parse';

const FILE = 'content/example.yaml';
const schema = strictObject({
  name: z.string(),
  kind: z.enum(['card', 'bizum']),
  enabled: z.boolean().optional(),
  items: z.array(strictObject({ id: z.string(), size: z.number().int().max(10) })).optional(),
  url: z.string().url().optional(),
  version: z.literal(2).optional(),
  note: z.string().refine((s) => !s.includes('TODO'), 'must not contain TODO').optional(),
});
const problemsOf = (data: unknown): string[] => {
  try {
    parseWithSchema(schema, data, FILE, 'example');
  } catch (error) {
    if (error instanceof SchemaError) return error.problems;
    throw error;
  }
  throw new Error('expected a SchemaError');
};

describe('keyPath', () => {
  it('writes object keys with dots and list positions in brackets', () => {
    expect(keyPath(['navbar', 'items', 0, 'label', 'en'])).toBe('navbar.items[0].label.en');
    expect(keyPath([])).toBe('');
  });
});

describe('parseWithSchema', () => {
  it('returns the parsed value', () => {
    expect(parseWithSchema(schema, { name: 'a', kind: 'card' }, FILE, 'example')).toEqual({ name: 'a', kind: 'card' });
  });

  it('throws one error naming the file, what it holds and every problem', () => {
    expect(() => parseWithSchema(schema, { kind: 'cash', colour: 'red' }, FILE, 'example')).toThrow(
      'content/example.yaml: invalid example: missing required key "name"; key "kind" cannot be "cash" (allowed: card, bizum); unknown key "colour" (allowed: name, kind, enabled, items, url, version, note).',
    );
  });

  it('names the expected type of a wrongly typed value', () => {
    expect(problemsOf({ name: 3, kind: 'card', enabled: 'yes', items: {} })).toEqual([
      'key "name" must be a string, not a number',
      'key "enabled" must be true or false, not a string',
      'key "items" must be a list, not a map of keys',
    ]);
  });

  it('names the key path inside lists, with the id of the entry', () => {
    expect(problemsOf({ name: 'a', kind: 'card', items: [{ id: 'x', size: 1 }, { id: 'big', size: 11, extra: 1 }] })).toEqual([
      'key "items[1].size" in entry "big" must be at most 10',
      'unknown key "items[1].extra" in entry "big" (allowed: id, size)',
    ]);
  });

  it('gives a literal\'s allowed value, a URL\'s form and a refinement\'s own message', () => {
    expect(problemsOf({ name: 'a', kind: 'card', version: 3, url: 'nope', note: 'TODO' })).toEqual([
      'key "url" must be an absolute URL such as https://www.tesela.example/',
      'key "version" cannot be 3 (allowed: 2)',
      'key "note" must not contain TODO',
    ]);
  });

  it('reports the members of a union that the value was meant to be', () => {
    const union = z.array(z.union([z.string(), strictObject({ id: z.string(), label: z.string() })]));
    expect(() => parseWithSchema(union, ['a', { id: 'b' }, 4], FILE, 'list')).toThrow(
      'content/example.yaml: invalid list: missing required key "[1].label" in entry "b"; key "[2]" matches none of the allowed forms.',
    );
  });

  it('says a discriminated union\'s allowed types, or the sentence of its error map after a colon', () => {
    const options = [strictObject({ type: z.literal('a') }), strictObject({ type: z.literal('b') })] as const;
    expect(() => parseWithSchema(z.discriminatedUnion('type', [...options]), { type: 'c' }, FILE, 'item')).toThrow('key "type" cannot be "c" (allowed: a, b).');
    const mapped = z.discriminatedUnion('type', [...options], { errorMap: (_issue, ctx) => ({ message: `No component for "${(ctx.data as { type: string }).type}".` }) });
    expect(() => parseWithSchema(mapped, { type: 'c' }, FILE, 'item')).toThrow('invalid item: key "type": No component for "c".');
  });

  it('names a top level of the wrong type', () => {
    expect(() => parseWithSchema(schema, ['a'], FILE, 'example')).toThrow('content/example.yaml: invalid example: the top level must be a map of keys, not a list.');
  });
});

describe('parseYamlWithSchema', () => {
  it('parses YAML, and names the file when it is not YAML', () => {
    expect(parseYamlWithSchema(schema, 'name: a\nkind: bizum\n', FILE, 'example')).toEqual({ name: 'a', kind: 'bizum' });
    expect(() => parseYamlWithSchema(schema, 'name: [', FILE, 'example')).toThrow(/^content\/example\.yaml: not valid YAML: /);
  });

  it('reads an empty file as nothing, which a schema may default', () => {
    expect(() => parseYamlWithSchema(schema, '', FILE, 'example')).toThrow('content/example.yaml: invalid example: the top level is empty.');
    expect(parseYamlWithSchema(z.record(z.string()).default({}), '\n', FILE, 'map')).toEqual({});
  });
});
