/** @jest-environment node */
import { anchorsOf, apiUsage, codeBlocksOf, componentsUsed, emptyHeaderCells, excerptOf, linksOf, readingTime, wordCount } from '../derive';
import { assignHeadingIds } from '../headings';
import { parseMdx } from '../parse';
import type { MdNode } from '../tree';

const FILE = 'content/docs/es/api/payment/query.mdx';
const tree = (body: string) => {
  const root = parseMdx(body, FILE).tree as unknown as MdNode;
  assignHeadingIds(root);
  return root;
};

describe('componentsUsed', () => {
  it('lists the components a page renders, once each, and not those shown in code blocks', () => {
    const body = 'Texto\n\n<ShopList />\n\n```jsx\n<JsonGenerator />\n```\n\n<Tabs groupId="code">\n<TabItem value="a" label="A">\n\nUno.\n\n</TabItem>\n</Tabs>\n\n<ShopList />\n';
    expect(componentsUsed(tree(body), FILE)).toEqual(['ShopList', 'Tabs', 'TabItem']);
  });

  it('fails on a component authors cannot use, naming the file, the line and the known ones', () => {
    expect(() => componentsUsed(tree('Uno.\n\n<ShopListing />\n'), FILE)).toThrow(
      `${FILE}:3: <ShopListing> is not a component authors can use. The components are: Admonition, Tabs, TabItem, ApiOperation, ApiOverview, MinorUnitsConverter, ShopList, JsonGenerator, ResponseCodes, ErrorCodes, TestData, Currencies.`,
    );
  });

  it('leaves HTML elements written in JSX alone', () => {
    expect(componentsUsed(tree('<div id="x">Hola</div>\n'), FILE)).toEqual([]);
  });
});

describe('apiUsage', () => {
  it('reads the operations and overviews a page renders, in order, ignoring code blocks', () => {
    const body = [
      '## Consultar \\{#get\\}',
      '',
      '<ApiOperation api="payment" operationId="query" />',
      '',
      '```mdx',
      '<ApiOperation api="payment" operationId="card" />',
      '```',
      '',
      "<ApiOperation operationId='query_list' api='payment'/>",
      '',
      '<ApiOverview api="payment" />',
    ].join('\n');
    expect(apiUsage(tree(body), FILE)).toEqual({ operations: ['payment/query', 'payment/query_list'], anchors: ['get', 'get'], overviews: ['payment'] });
  });

  it('refuses attributes the build cannot read, unknown ones and missing ones, naming the file and line', () => {
    expect(() => apiUsage(tree('<ApiOperation api={name} operationId="card" />'), FILE)).toThrow(
      `${FILE}:1: <ApiOperation> — write api as a plain string (api="…"), so the build can find the data the page needs.`,
    );
    expect(() => apiUsage(tree('<ApiOperation api="payment" operationId="card" tab="php" />'), FILE)).toThrow(/unknown attribute tab; ApiOperation takes api and operationId/);
    expect(() => apiUsage(tree('<ApiOperation api="payment" />'), FILE)).toThrow(/missing operationId; ApiOperation takes api and operationId/);
    expect(() => apiUsage(tree('<ApiOverview />'), FILE)).toThrow(/missing api; ApiOverview takes api/);
  });
});

describe('linksOf and anchorsOf', () => {
  it('reads Markdown links, JSX hrefs and the anchors headings and JSX ids give', () => {
    const root = tree('## Uno \\{#one\\}\n\nVe a [pagos](/docs/pay/#card) o <a href="/docs/x/">x</a>.\n\n### Dos\n\n<div id="extra">Hola</div>\n');
    expect(linksOf(root)).toEqual([
      { url: '/docs/pay/#card', line: 3 },
      { url: '/docs/x/', line: 3 },
    ]);
    expect(anchorsOf(root)).toEqual(['one', 'dos', 'extra']);
  });
});

describe('codeBlocksOf', () => {
  it('reads fenced code with its language, meta and line', () => {
    expect(codeBlocksOf(tree('Texto.\n\n```bash title="Petición" {2}\ncurl x\n## not a heading\n```\n'))).toEqual([
      { lang: 'bash', meta: 'title="Petición" {2}', value: 'curl x\n## not a heading', line: 3 },
    ]);
  });
});

describe('emptyHeaderCells', () => {
  it('gives the line of each header cell without text, and leaves body cells and named headers alone', () => {
    const source = ['# T', '', '| | P400 | `M20` |', '|---|---|---|', '| PIN | Keypad | |', '', '| Aspect | v1 |', '|---|---|', '| Path | `/v1` |', ''].join('\n');
    expect(emptyHeaderCells(tree(source))).toEqual([3]);
    expect(emptyHeaderCells(tree('| **Bold** | [Link](/x/) |\n|---|---|\n| a | b |\n'))).toEqual([]);
  });
});

describe('excerptOf, wordCount and readingTime', () => {
  it('keeps paragraphs and lists before the truncate marker, with soft line breaks as spaces', () => {
    const root = tree('Uno\ncon salto.\n\n1. a\n2. b\n\n```js\nx\n```\n\n{/* truncate */}\n\nDespués.\n');
    expect(excerptOf(root)).toEqual({
      blocks: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Uno con salto.' }] },
        { type: 'list', ordered: true, items: [[{ type: 'text', value: 'a' }], [{ type: 'text', value: 'b' }]] },
      ],
      truncated: true,
    });
  });

  it('counts prose and code words, not component markup', () => {
    expect(wordCount(tree('<Admonition type="tip" title="Ojo">\n\nDos palabras.\n\n</Admonition>\n\n```bash\ncurl -X POST\n```\n'))).toBe(5);
    expect(readingTime(0)).toBe(1);
    expect(readingTime(1000)).toBe(5);
  });
});
