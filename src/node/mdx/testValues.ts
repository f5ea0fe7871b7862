/**
 * The sandbox's test values (cards, Bizum phones, trigger amounts) reach a page's examples from
 * content/testing.yaml, never from the author's keyboard. In code blocks and inline code a page
 * writes `{{test:<id>}}`, the id of a row of `testData`, and the parse puts the row's value in its
 * place, so the rendered page, its Markdown copy, its search records and the contract gate all see
 * the same number. A test card, phone or amount written by hand fails the parse, naming the file,
 * the line and the placeholder to write instead (in prose too: a value belongs in inline code); so
 * does an unknown id.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { parseTesting, TESTING_FILE, type TestDatum } from '../testing';
import { walk, type MdNode } from './tree';
import { groupInFours } from '../../utils/cardNumber';

/**
 * `{{test:card-0018}}`: the value of the testData row with that id, as written there;
 * `{{test:card-0018:grouped}}`: a card number in groups of four, as a reader types it on a form.
 */
const PLACEHOLDER = /\{\{\s*test:([^}:\s]*)(?::([^}\s]*))?\s*\}\}/g;

const FORMATS: Record<string, (value: string) => string> = {
  grouped: groupInFours,
};

/** The kinds whose values are distinctive enough that a literal can only be a copy of the row (a postcode like 28001 is not). */
const GUARDED_KINDS = new Set<TestDatum['kind']>(['card', 'bizum', 'amount']);

export interface TestValues {
  /** Row id → value. */
  byId: Map<string, string>;
  /** Value → the placeholders that give it, for the values a page may not write by hand (a card also grouped in fours). */
  guarded: Map<string, string[]>;
}

export function testValues(rows: readonly Pick<TestDatum, 'id' | 'kind' | 'value'>[]): TestValues {
  const byId = new Map<string, string>();
  const guarded = new Map<string, string[]>();
  for (const row of rows) {
    byId.set(row.id, row.value);
    if (!GUARDED_KINDS.has(row.kind)) continue;
    guarded.set(row.value, [...(guarded.get(row.value) ?? []), row.id]);
    if (row.kind === 'card') {
      const grouped = FORMATS.grouped(row.value);
      guarded.set(grouped, [...(guarded.get(grouped) ?? []), `${row.id}:grouped`]);
    }
  }
  return { byId, guarded };
}

let loaded: TestValues | null = null;

/** The test values of the site's content/testing.yaml (none when the site has no such file). */
export function siteTestValues(): TestValues {
  if (!loaded) {
    const file = path.resolve(TESTING_FILE);
    loaded = testValues(fs.existsSync(file) ? parseTesting(fs.readFileSync(file, 'utf8')).testData : []);
  }
  return loaded;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A guarded value standing alone (not inside a longer number or word: 90909 in 1909090 is not the trigger). */
function literalPattern(values: Iterable<string>): RegExp | null {
  const list = [...values].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return list.length ? new RegExp(`(?<![\\w+])(?:${list.join('|')})(?!\\w)`, 'g') : null;
}

const patterns = new WeakMap<TestValues, RegExp | null>();

/**
 * Replaces the placeholders of the tree's code blocks and inline code with their values, in place.
 * Throws `file:line: …` for an unknown id or a guarded value written by hand.
 */
export function resolveTestValues(tree: Root, file: string, values: TestValues = siteTestValues()): void {
  if (!patterns.has(values)) patterns.set(values, literalPattern(values.guarded.keys()));
  const literal = patterns.get(values) ?? null;
  walk(tree as unknown as MdNode, (node) => {
    const isCode = node.type === 'code' || node.type === 'inlineCode';
    if ((!isCode && node.type !== 'text') || typeof node.value !== 'string') return;
    const where = `${file}:${node.position?.start.line ?? 1}`;
    const written = node.value;
    if (literal) {
      literal.lastIndex = 0;
      const found = literal.exec(written.replace(PLACEHOLDER, ''));
      if (found) {
        const ids = (values.guarded.get(found[0]) ?? []).map((id) => `{{test:${id}}}`).join(' or ');
        const write = isCode ? `write ${ids}` : `write it as inline code, \`${ids}\``;
        throw new Error(`${where}: the test value ${found[0]} is written by hand; ${write} so that it comes from ${TESTING_FILE} (testData)`);
      }
    }
    if (!isCode || !written.includes('{{')) return;
    node.value = written.replace(PLACEHOLDER, (placeholder: string, id: string, format: string | undefined) => {
      const value = values.byId.get(id);
      if (value === undefined) {
        const known = [...values.byId.keys()];
        throw new Error(`${where}: ${placeholder} names no row of testData in ${TESTING_FILE}; the ids are ${known.join(', ') || '(none)'}`);
      }
      if (format === undefined) return value;
      const formatted = FORMATS[format];
      if (!formatted) throw new Error(`${where}: ${placeholder} asks for the format "${format}"; the formats are ${Object.keys(FORMATS).join(', ')}`);
      return formatted(value);
    });
  });
}
