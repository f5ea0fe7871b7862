/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { lint } from 'markdownlint/promise';
import { apiNodeFields } from '../../apiNodes';
import { pageMarkdown, type CopyData } from '../../markdownCopy';
import { analyseMdx } from '../page';
import { MARKDOWNLINT_CONFIG } from '../../markdownLint';

const SITE = 'https://developers.tesela.example';
const copyOf = (mdx: string, file = 'content/docs/es/x.mdx', data: Partial<CopyData> = {}) =>
  pageMarkdown(
    { route: '/docs/x/', title: 'Título', description: 'Qué hace.', markdown: analyseMdx(mdx, file).markdown },
    { locale: 'es', siteUrl: SITE, operations: new Map(), documents: new Map(), features: [], platforms: [], testing: null, ...data },
  );

describe('the Markdown copy of a page', () => {
  it('starts with the title, the description and the page it copies; headings keep their ids as anchors', () => {
    const copy = copyOf('## Autenticación \\{#authentication\\}\n\nTexto con `código` y [enlace](/docs/api/requests/#versioning).\n\n### Sin id\n');
    expect(copy).toBe(
      [
        '# Título',
        '> Qué hace.',
        `Página publicada en <${SITE}/docs/x/>`,
        '## Autenticación {#authentication}',
        `Texto con \`código\` y [enlace](${SITE}/docs/api/requests/#versioning).`,
        '### Sin id {#sin-id}',
      ].join('\n\n') + '\n',
    );
  });

  it("links an English page's copy to the English pages, as the page does; images stay where they are", () => {
    const copy = copyOf(
      'See [idempotency](/docs/api/requests.html#idempotency), [FAQ](/en/docs/documentation/faq/) and [a guide][g].\n\n![Flow](/img/flow.svg)\n\n[g]: /docs/hpp/\n',
      'content/docs/en/x.mdx',
      { locale: 'en' },
    );
    expect(copy).toContain(`[idempotency](${SITE}/en/docs/api/requests/#idempotency)`);
    expect(copy).toContain(`[FAQ](${SITE}/en/docs/documentation/faq/)`);
    expect(copy).toContain(`[g]: ${SITE}/en/docs/hpp/`);
    expect(copy).toContain(`![Flow](${SITE}/img/flow.svg)`);
  });

  it("gives each tab its label in bold, like an admonition's label, before its content, and keeps the language of each code block", () => {
    const copy = copyOf(
      '## Ejemplo\n\n<Tabs groupId="code">\n<TabItem value="curl" label="cURL">\n\n```bash title="Petición"\ncurl https://api.tesela.example\n```\n\n</TabItem>\n<TabItem value="py" label="Python">\n\n```python\nprint(1)\n```\n\n</TabItem>\n</Tabs>\n\n```\nsin lenguaje\n```\n',
    );
    expect(copy).toContain('## Ejemplo {#ejemplo}\n\n**cURL:**\n\n```bash title="Petición"\ncurl https://api.tesela.example\n```\n\n**Python:**\n\n```python\nprint(1)\n```');
    expect(copy).toContain('```text\nsin lenguaje\n```');
  });

  it('leaves what follows a group of tabs in the section the tabs are in, not in the last tab', () => {
    const copy = copyOf('## Pago\n\n<Tabs>\n<TabItem value="js" label="JavaScript">\n\n```js\npay();\n```\n\n</TabItem>\n</Tabs>\n\nTesela responde `201`.\n\n### Después\n\nFin.\n');
    // The only headings are the page's: nothing the tabs add would take in the paragraph after them.
    expect(copy.match(/^#+ .*$/gm)).toEqual(['# Título', '## Pago {#pago}', '### Después {#después}']);
    expect(copy).toContain('**JavaScript:**\n\n```js\npay();\n```\n\nTesela responde `201`.');
  });

  it('makes an admonition a blockquote labelled with its type in the page language, or its own title', () => {
    expect(copyOf('<Admonition type="warning">\n\nNo guardes el **CVV**.\n\n</Admonition>\n')).toContain('> **Atención:** No guardes el **CVV**.');
    expect(copyOf('<Admonition type="tip" title="Hint">\n\nText.\n\n</Admonition>\n', 'content/docs/en/x.mdx')).toContain('> **Hint:** Text.');
  });

  it('renders an <ApiOperation> from its OpenAPI view: method and path, authentication, fields with what is required, examples and samples', () => {
    const text = fs.readFileSync(path.resolve(__dirname, '../../../../content/api/payment.yaml'), 'utf8');
    const { operations } = apiNodeFields(text, 'content/api/payment.yaml');
    const op = operations.find((o) => o.locale === 'en' && o.operationId === 'card')!;
    const copy = copyOf('## Reference \\{#reference\\}\n\n<ApiOperation api="payment" operationId="card" />\n', 'content/docs/en/x.mdx', {
      locale: 'en',
      operations: new Map([[op.key, op.view]]),
    });
    expect(copy).toContain(`\`POST ${op.view.path}\``);
    expect(copy).toContain('### Authentication {#card-auth}');
    expect(copy).toContain('Secret key in the Authorization header (Bearer)');
    expect(copy).toContain('### Request body {#card-request-body}');
    expect(copy).toMatch(/\| `amount` \| integer \| required \|/);
    expect(copy).toMatch(/\| `currency` \| string \| required \|/);
    expect(copy).toContain('```json\n{');
    expect(copy).toContain('#### `201` {#card-response-201}');
    expect(copy).toContain('### Code samples {#card-samples}');
    expect(copy).toContain('#### Python\n\n```python');
  });

  it("names where a key travels in the reader's language, and continues the sentence after 'and also' in lower case (PayGate's session)", () => {
    const text = fs.readFileSync(path.resolve(__dirname, '../../../../content/api/paygate.yaml'), 'utf8');
    const { operations } = apiNodeFields(text, 'content/api/paygate.yaml');
    for (const [locale, expected] of [
      ['es', 'Clave secreta en la cabecera Authorization (Bearer) y además clave en la cabecera: `Tesela-Session`'],
      ['en', 'Secret key in the Authorization header (Bearer) and also key in the header: `Tesela-Session`'],
    ] as const) {
      const op = operations.find((o) => o.locale === locale && o.operationId === 'post_payments')!;
      const copy = copyOf(`<ApiOperation api="paygate" operationId="post_payments" />\n`, `content/docs/${locale}/x.mdx`, { locale, operations: new Map([[op.key, op.view]]) });
      expect(copy).toContain(expected);
    }
  });

  it("writes a field's description as a sentence, then its constraints and example separated by semicolons", () => {
    const text = fs.readFileSync(path.resolve(__dirname, '../../../../content/api/payment.yaml'), 'utf8');
    const { operations } = apiNodeFields(text, 'content/api/payment.yaml');
    const op = operations.find((o) => o.locale === 'es' && o.operationId === 'query_list')!;
    const copy = copyOf('## Referencia \\{#reference\\}\n\n<ApiOperation api="payment" operationId="query_list" />\n', 'content/docs/es/x.mdx', {
      operations: new Map([[op.key, op.view]]),
    });
    expect(copy).toContain('| `startingAfter` | string | opcional | El `id` del último pago que recibiste (`pay_…`), es decir, el `meta.pagination.nextCursor` de la página anterior. Omítelo para pedir la primera página. Patrón: `^pay_[A-Za-z0-9]+$`; Ejemplo: `pay_2Hc9V1qXnT7` |');
    expect(copy).not.toMatch(/[.!?:];/);
  });

  it('passes markdownlint with the stated configuration', async () => {
    const copy = copyOf(
      '## Uno\n\n- a\n- b\n\n| A | B |\n|---|---|\n| `x|y` | 2 |\n\n<Admonition type="note">\n\n```js\nlet a;\n```\n\n</Admonition>\n\n<Tabs>\n<TabItem value="a">\n\nTexto.\n\n</TabItem>\n</Tabs>\n',
    );
    const result = await lint({ strings: { copy }, config: MARKDOWNLINT_CONFIG });
    expect(result.copy).toEqual([]);
  });
});
