/** @jest-environment node */
import { analyseMdx } from '../page';
import { buildPageRecords } from '../../../search/records';
import type { ContentNode } from '../../../theme/MDXContent/types';

/**
 * One heading, one id everywhere (issue 15): a heading with inline code, a link and an accented
 * letter gets the same id in the table of contents, the rendered anchor, the search record, the
 * link check's targets and, through its explicit id, on the twin page the language switch opens.
 */
const es = analyseMdx(
  ['Introducción.', '', '## El campo `merchantReference` en [pagos](/docs/api/) únicos', '', 'Texto.', '', '## Devolución con `amount` y [reembolsos](/docs/r/) \\{#refund\\}', '', 'Más.'].join('\n'),
  'content/docs/es/x.mdx',
);
const en = analyseMdx(
  ['Intro.', '', '## The `merchantReference` field in single [payments](/docs/api/)', '', 'Text.', '', '## Refund with `amount` and [refunds](/docs/r/) \\{#refund\\}', '', 'More.'].join('\n'),
  'content/docs/en/x.mdx',
);

/** The ids of the rendered h2 elements, as the page's HTML carries them. */
function renderedIds(node: ContentNode): string[] {
  if (typeof node === 'string') return [];
  const [type, props, ...children] = node;
  const own = type === 'h2' && typeof props?.id === 'string' ? [props.id] : [];
  return [...own, ...children.flatMap(renderedIds)];
}

describe('heading ids', () => {
  const toc = es.headings.map((h) => h.id);
  const records = buildPageRecords({ url: '/docs/x/', language: 'es', lvl0: 'G', title: 'X', tag: 'docs-default-current', parts: es.searchParts });

  it('slugs the visible text of a heading with code, a link and an accent, and keeps an explicit id', () => {
    expect(toc).toEqual(['el-campo-merchantreference-en-pagos-únicos', 'refund']);
    expect(es.headings[0].value).toBe('El campo merchantReference en pagos únicos');
  });

  it('gives the rendered anchor, the search record and the link check the table of contents ids', () => {
    expect(renderedIds(es.body)).toEqual(toc);
    expect(records.filter((r) => r.type === 'lvl2').map((r) => r.anchor)).toEqual(toc);
    expect(records.filter((r) => r.type === 'lvl2').map((r) => r.url)).toEqual(toc.map((id) => `/docs/x/#${id}`));
    expect(es.anchors).toEqual(toc);
  });

  it('lands the language switch on the same section when the id is explicit', () => {
    // The switch keeps the hash (LocaleDropdownItem); the twin page must carry that id.
    expect(en.anchors).toContain('refund');
    expect(renderedIds(en.body)).toContain('refund');
    // A slugged id follows the language: that is why authors write explicit ids (README, Writing MDX).
    expect(en.anchors).not.toContain(toc[0]);
  });
});

describe('a heading id given twice', () => {
  it('stops the parse naming the file, both lines and the id, whether written twice or taken from an earlier slug', () => {
    const twice = ['## Cuenta \\{#account\\}', '', 'Texto.', '', '## Cuenta otra vez \\{#account\\}', ''].join('\n');
    expect(() => analyseMdx(twice, 'content/docs/es/faq.mdx')).toThrow(
      'content/docs/es/faq.mdx:5: the heading id "account" is already the id of the heading "Cuenta" (content/docs/es/faq.mdx:1).',
    );
    const slugThenExplicit = ['## Limits', '', '### Other \\{#limits\\}', ''].join('\n');
    expect(() => analyseMdx(slugThenExplicit, 'content/docs/es/x.mdx')).toThrow('content/docs/es/x.mdx:3: the heading id "limits"');
    // Two headings of the same text without explicit ids still get ids of their own.
    expect(analyseMdx('## Pasos\n\n## Pasos\n', 'content/docs/es/y.mdx').headings.map((h) => h.id)).toEqual(['pasos', 'pasos-1']);
  });
});
