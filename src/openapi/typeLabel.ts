import type { SchemaView } from './types';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A schema's type in words: `string`, `array of object`, `integer or null` (the reference page and its Markdown copy). */
export function typeLabel(schema: SchemaView, t: T): string {
  let label = schema.type;
  if (schema.type === 'array' && schema.items) label = t('api.schema.arrayOf', { type: typeLabel(schema.items, t) });
  return schema.nullable ? t('api.schema.orNull', { type: label }) : label;
}
