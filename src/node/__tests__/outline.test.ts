/** @jest-environment node */
import { outline, plainInline } from '../outline';
import remarkHeadingIds from '../remarkHeadingIds';

const body = [
  'Intro paragraph.',
  '',
  '## Autenticación \\{#authentication\\}',
  '',
  '```bash title="Petición"',
  'curl https://api-sandbox.tesela.example/payment/v1/payments',
  '## not a heading inside code',
  '```',
  '',
  '### El campo `merchant_reference`',
  '',
  '### El campo `merchant_reference`',
  '',
  '```json',
  '{ "amount": 1250 }',
  '```',
].join('\n');

describe('outline', () => {
  it('reads headings with explicit ids and slugs, skipping fenced code', () => {
    expect(outline(body).headings).toEqual([
      { depth: 2, value: 'Autenticación', id: 'authentication', explicit: true },
      { depth: 3, value: 'El campo merchant_reference', id: 'el-campo-merchant_reference', explicit: false },
      { depth: 3, value: 'El campo merchant_reference', id: 'el-campo-merchant_reference-1', explicit: false },
    ]);
  });

  it('reads fenced code blocks with their language and meta', () => {
    const { codeBlocks } = outline(body);
    expect(codeBlocks).toHaveLength(2);
    expect(codeBlocks[0]).toMatchObject({ lang: 'bash', meta: 'title="Petición"' });
    expect(codeBlocks[0].value).toContain('## not a heading inside code');
    expect(JSON.parse(codeBlocks[1].value)).toEqual({ amount: 1250 });
  });
});

describe('plainInline', () => {
  it('removes emphasis and links but keeps code spans verbatim', () => {
    expect(plainInline('Uso de **3-D Secure** con [SCA](/docs/x/) y `snake_case_name`')).toBe('Uso de 3-D Secure con SCA y snake_case_name');
  });
});

describe('remarkHeadingIds', () => {
  it('gives rendered headings the ids the outline computed and strips the marker', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Autenticación {#authentication}' }] },
        { type: 'heading', depth: 3, children: [{ type: 'text', value: 'El campo ' }, { type: 'inlineCode', value: 'merchant_reference' }] },
      ],
    };
    remarkHeadingIds()(tree);
    const [h2, h3] = tree.children as unknown as { data: { hProperties: { id: string } }; children: { value: string }[] }[];
    expect(h2.data.hProperties.id).toBe('authentication');
    expect(h2.children[0].value).toBe('Autenticación');
    expect(h3.data.hProperties.id).toBe(outline(body).headings[1].id);
  });
});
