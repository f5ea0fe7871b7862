import { MAX_CODE_CHARS } from '../records';
import { recordsOf } from '../../test-utils/records';

const body = `import Algo from './algo';

Introducción con **negrita**, un [enlace](/docs/api/requests/) y \`merchantReference\`.

## Autenticación \\{#authentication\\}

Cada petición lleva la clave.

<Admonition type="warning" title="Nunca en el navegador">

La clave secreta vive en tu servidor.

</Admonition>

### Cabeceras

- \`Authorization\`: la clave.
- \`Idempotency-Key\`: un UUID
  por operación.

| Código | Significado |
|---|---|
| \`0000\` | Aprobada |
| \`0190\` | Denegada sin motivo |

<Tabs groupId="code">
<TabItem value="curl" label="curl">

\`\`\`bash
curl https://api-sandbox.tesela.example/payment/v1/payments \\
  -H "Authorization: Bearer sk_test_123"
\`\`\`

</TabItem>
</Tabs>

## Errores

{/* un comentario que no es texto */}
Texto de errores.
`;

const records = recordsOf({ url: '/docs/api/requests/', language: 'es', lvl0: 'API', title: 'Peticiones', tag: 'docs-default-current', body });

describe('buildPageRecords', () => {
  it('starts with the page itself as an lvl1 record', () => {
    expect(records[0]).toMatchObject({
      objectID: 'es:/docs/api/requests/:0',
      url: '/docs/api/requests/',
      type: 'lvl1',
      content: null,
      anchor: null,
      hierarchy: { lvl0: 'API', lvl1: 'Peticiones', lvl2: null },
      language: 'es',
      docusaurus_tag: 'docs-default-current',
      position: 0,
    });
  });

  it('writes plain text: markdown, links and imports removed', () => {
    expect(records[1]).toMatchObject({ type: 'content', content: 'Introducción con negrita, un enlace y merchantReference.', url: '/docs/api/requests/' });
    expect(records.some((r) => r.content?.includes('import'))).toBe(false);
  });

  it('gives headings the ids the page renders, explicit or slugged, and nests the hierarchy', () => {
    const auth = records.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Autenticación');
    expect(auth).toMatchObject({ url: '/docs/api/requests/#authentication', anchor: 'authentication' });
    const headers = records.find((r) => r.type === 'lvl3');
    expect(headers).toMatchObject({ anchor: 'cabeceras', hierarchy: { lvl2: 'Autenticación', lvl3: 'Cabeceras' } });
    const errors = records.find((r) => r.hierarchy.lvl2 === 'Errores' && r.type === 'lvl2');
    expect(errors?.hierarchy.lvl3).toBeNull();
  });

  it('keeps admonition titles, list items (with continuation lines), table rows and code', () => {
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(contents).toEqual(
      expect.arrayContaining([
        'Nunca en el navegador',
        'La clave secreta vive en tu servidor.',
        'Authorization: la clave.',
        'Idempotency-Key: un UUID por operación.',
        '0000 · Aprobada',
        '0190 · Denegada sin motivo',
        'curl https://api-sandbox.tesela.example/payment/v1/payments \\ -H "Authorization: Bearer sk_test_123"',
        'Texto de errores.',
      ]),
    );
    // The table's header row and the JSX tags are not records.
    expect(contents).not.toContain('Código · Significado');
    expect(contents.some((c) => c?.includes('TabItem') || c?.includes('comentario'))).toBe(false);
  });

  it('files content under the nearest heading', () => {
    expect(records.find((r) => r.content === '0190 · Denegada sin motivo')).toMatchObject({
      url: '/docs/api/requests/#cabeceras',
      hierarchy: { lvl2: 'Autenticación', lvl3: 'Cabeceras' },
    });
  });

  it('numbers records in page order', () => {
    expect(records.map((r) => r.position)).toEqual(records.map((_, i) => i));
  });

  it('cuts long code blocks', () => {
    const long = recordsOf({ url: '/x/', language: 'en', lvl0: 'X', title: 'X', tag: 'default', body: `\`\`\`json\n${'{"a": 1}\n'.repeat(200)}\`\`\`\n` });
    expect(long[1].content).toHaveLength(MAX_CODE_CHARS + 1);
    expect(long[1].content?.endsWith('…')).toBe(true);
  });

  it('strips tags outside code spans only', () => {
    const [, paragraph] = recordsOf({ url: '/x/', language: 'es', lvl0: 'X', title: 'X', tag: 'default', body: 'Usa <Foo bar="1">esto</Foo> y `<ApiOperation>`\n' });
    expect(paragraph.content).toBe('Usa esto y <ApiOperation>');
  });
});
