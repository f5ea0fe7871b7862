/** @jest-environment node */
import { renderTree } from '../render';
import { assignHeadingIds } from '../headings';
import { parseMdx } from '../parse';
import type { MdNode } from '../tree';

const FILE = 'content/docs/es/x.mdx';
const render = (body: string) => {
  const tree = parseMdx(body, FILE).tree as unknown as MdNode;
  assignHeadingIds(tree);
  return renderTree(tree, FILE);
};

describe('renderTree', () => {
  it('makes a serialisable tree of elements with React props, text and MDX components by name', () => {
    const tree = render('## Hola `x` \\{#hi\\}\n\n<Admonition type="tip" title="Ojo">\n\nUn [enlace](/docs/a/).\n\n</Admonition>\n');
    expect(tree).toEqual([
      '#',
      null,
      ['h2', { id: 'hi' }, 'Hola ', ['code', null, 'x']],
      '\n',
      ['Admonition', { type: 'tip', title: 'Ojo' }, ['p', null, 'Un ', ['a', { href: '/docs/a/' }, 'enlace'], '.']],
    ]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });

  it('keeps an only child that is an element as one child', () => {
    expect(render('**negrita**\n')).toEqual(['#', null, ['p', null, ['strong', null, 'negrita']]]);
  });

  it('highlights code blocks at build time and keeps their language and meta', () => {
    const [, , pre] = render('```json title="Respuesta"\n{"a": 1}\n```\n') as [string, null, [string, null, [string, Record<string, unknown>, string]]];
    expect(pre[0]).toBe('pre');
    const code = pre[2];
    expect(code[0]).toBe('code');
    expect(code[1]).toMatchObject({ className: 'language-json', metastring: 'title="Respuesta"' });
    expect(code[1].html).toContain('token');
    expect(code[2]).toBe('{"a": 1}\n');
  });

  it('drops MDX comments and leaves no whitespace text inside tables', () => {
    const tree = render('{/* nota */}\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(JSON.stringify(tree)).not.toContain('nota');
    expect(tree).toEqual(['#', null, ['table', null, ['thead', null, ['tr', null, ['th', null, 'a'], ['th', null, 'b']]], ['tbody', null, ['tr', null, ['td', null, '1'], ['td', null, '2']]]]]);
  });

  it('refuses what would need code at run time, naming the file and line', () => {
    expect(() => render('Texto.\n\nimport X from "y";\n')).toThrow(`${FILE}:3: import and export are not supported`);
    expect(() => render('Suma {1 + 1}.\n')).toThrow(`${FILE}:1: the expression {1 + 1} would need code to run in the browser`);
    expect(() => render('<Tabs groupId={id}>\n\nx\n\n</Tabs>\n')).toThrow(`${FILE}:1: <Tabs groupId={…}> — write groupId as a plain string`);
  });
});
