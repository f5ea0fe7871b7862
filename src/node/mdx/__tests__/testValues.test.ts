/** @jest-environment node */
import fs from 'node:fs';
import { parse } from 'yaml';
import { parseMdx, remarkTables } from '../parse';
import { resolveTestValues, siteTestValues, testValues } from '../testValues';
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';

const FILE = 'content/docs/en/documentation/online/index.mdx';
const ROWS = [
  { id: 'card-0018', kind: 'card', value: '4917610000000018' },
  { id: 'card-0018-low-value', kind: 'card', value: '4917610000000018' },
  { id: 'bizum-1', kind: 'bizum', value: '+34700000001' },
  { id: 'amount-90909', kind: 'amount', value: '90909' },
  { id: 'avs-28001', kind: 'avs', value: '28001' },
] as const;
const VALUES = testValues(ROWS);


const parseRaw = (body: string) => unified().use(remarkParse).use(remarkMdx).use(remarkTables).parse(body) as Root;
const codes = (tree: Root) => {
  const found: string[] = [];
  const walk = (node: { type: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'code' || node.type === 'inlineCode') found.push(node.value ?? '');
    (node.children as (typeof node)[] | undefined)?.forEach(walk);
  };
  walk(tree as never);
  return found;
};
const resolve = (body: string) => {
  const tree = parseRaw(body);
  resolveTestValues(tree, FILE, VALUES);
  return codes(tree);
};

describe('resolveTestValues', () => {
  it('puts the value of the named row in code blocks and inline code', () => {
    expect(resolve('Pay with `{{test:card-0018}}` or `{{test:bizum-1}}`.\n\n```json\n{ "number": "{{test:card-0018-low-value}}", "amount": {{test:amount-90909}} }\n```\n')).toEqual([
      '4917610000000018',
      '+34700000001',
      '{ "number": "4917610000000018", "amount": 90909 }',
    ]);
  });

  it('groups a card number in fours when asked', () => {
    expect(resolve('Type `{{test:card-0018:grouped}}` in the form.\n')).toEqual(['4917 6100 0000 0018']);
  });

  it('fails on an unknown id, naming the file, the line and the ids', () => {
    expect(() => resolve('One.\n\nTwo `{{test:card-0019}}`.\n')).toThrow(
      `${FILE}:3: {{test:card-0019}} names no row of testData in content/testing.yaml; the ids are card-0018, card-0018-low-value, bizum-1, amount-90909, avs-28001`,
    );
  });

  it('fails on an unknown format', () => {
    expect(() => resolve('`{{test:card-0018:spaced}}`\n')).toThrow('asks for the format "spaced"; the formats are grouped');
  });

  it('fails on a test card, phone or amount written by hand, in code or in prose, naming the placeholders to write', () => {
    expect(() => resolve('```json\n{ "number": "4917610000000018" }\n```\n')).toThrow(
      `${FILE}:1: the test value 4917610000000018 is written by hand; write {{test:card-0018}} or {{test:card-0018-low-value}} so that it comes from content/testing.yaml (testData)`,
    );
    expect(() => resolve('Type `4917 6100 0000 0018`.\n')).toThrow('write {{test:card-0018:grouped}} or {{test:card-0018-low-value:grouped}}');
    expect(() => resolve('Call +34700000001 from the app.\n')).toThrow('the test value +34700000001 is written by hand; write it as inline code, `{{test:bizum-1}}`');
    expect(() => resolve('```json\n{ "amount": 90909 }\n```\n')).toThrow('the test value 90909 is written by hand');
  });

  it('leaves values that only contain a test value, and postcodes, alone', () => {
    expect(resolve('`1909090`, `90909a`, `28001` and `pay_90909x`\n')).toEqual(['1909090', '90909a', '28001', 'pay_90909x']);
  });
});

describe('the site', () => {
  it('knows every row of content/testing.yaml, and parseMdx resolves its placeholders', () => {
    const rows = (parse(fs.readFileSync('content/testing.yaml', 'utf8')) as { testData: { id: string; value: string }[] }).testData;
    const values = siteTestValues();
    for (const row of rows) expect(values.byId.get(row.id)).toBe(row.value);
    const { tree } = parseMdx(`Pay with \`{{test:${rows[0].id}}}\`.\n`, FILE);
    expect(codes(tree)).toEqual([rows[0].value]);
  });
});
