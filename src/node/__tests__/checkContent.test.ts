/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { secretKeyProblem, secretKeysInCode } from '../../../scripts/check-content';
import { parseMdx } from '../mdx/parse';

/** The secret keys in the code blocks of an MDX text, as check-content reads them from its one parse. */
const keysIn = (source: string, file: string) => secretKeysInCode(source, parseMdx(source, file).tree);

const FILE = 'content/docs/es/api/example.mdx';
const KEY = 'sk_test_51TeselaExampleKey0001';

/** An MDX page of `lines`, with front matter: line numbers in the tests count from the file's first line. */
const page = (...lines: string[]) => ['---', 'title: Ejemplo', '---', '', ...lines, ''].join('\n');

describe('check:content — secret keys in code blocks', () => {
  it('finds a literal key in a fenced code block, on its line of the file', () => {
    const source = page('Texto.', '', '```bash', 'curl https://api-sandbox.tesela.example/payment/v1/payments \\', `  -H "Authorization: Bearer ${KEY}"`, '```');
    expect(keysIn(source, FILE)).toEqual([{ line: 9, prefix: 'sk_test_', lang: 'bash' }]);
  });

  it('finds production keys and keys in the code tabs of every language', () => {
    // One tab a language, as the guides write them: the code starts three lines below its TabItem.
    const tab = (lang: string, label: string, ...code: string[]) => [`<TabItem value="${lang}" label="${label}">`, '', '```' + lang, ...code, '```', '', '</TabItem>'];
    const source = page('<Tabs groupId="code">', ...tab('php', 'PHP', '<?php', "$apiKey = 'sk_live_9aBcD';"), ...tab('python', 'Python', 'import requests', '', `API_KEY = "${KEY}"`), '</Tabs>');
    expect(keysIn(source, FILE)).toEqual([
      { line: 10, prefix: 'sk_live_', lang: 'php' },
      { line: 19, prefix: 'sk_test_', lang: 'python' },
    ]);
  });

  it('counts lines right in a code block indented in a list item', () => {
    const source = page('1. Abre la sesión:', '', '   ```http', '   POST /paygate/v1/init HTTP/1.1', `   Authorization: Bearer ${KEY}`, '   ```');
    expect(keysIn(source, FILE)).toEqual([{ line: 9, prefix: 'sk_test_', lang: 'http' }]);
  });

  it('leaves prose, the format with an ellipsis, reading the environment and a shell export alone', () => {
    const source = page(
      `La clave de ejemplo es \`${KEY}\` y las de producción empiezan por sk_live_abc.`,
      '',
      '```bash',
      `export TESELA_SECRET_KEY="${KEY}"`,
      'curl https://api-sandbox.tesela.example/payment/v1/payments/pay_2Hc9V1qXnT7 \\',
      '  -H "Authorization: Bearer $TESELA_SECRET_KEY"',
      '```',
      '',
      '```http',
      'Authorization: Bearer sk_test_…',
      '```',
      '',
      '```javascript',
      'const API_KEY = process.env.TESELA_SECRET_KEY;',
      "const publishable = 'pk_test_51TeselaExampleKey0001';",
      '```',
    );
    expect(keysIn(source, FILE)).toEqual([]);
  });

  it('does not allow an assignment that is not an export, nor an export in another language', () => {
    const source = page('```bash', `KEY="${KEY}"`, '```', '', '```python', `export = "${KEY}"`, '```');
    expect(keysIn(source, FILE).map((found) => found.line)).toEqual([6, 10]);
  });

  it('names the line and what to write instead, without printing the key', () => {
    const problem = secretKeyProblem({ line: 42, prefix: 'sk_test_', lang: 'python' });
    expect(problem).toMatch(/^line 42: /);
    expect(problem).toContain('os.environ["TESELA_SECRET_KEY"]');
    expect(problem).not.toContain(KEY);
    expect(secretKeyProblem({ line: 7, prefix: 'sk_live_', lang: 'php' })).toContain("getenv('TESELA_SECRET_KEY')");
    expect(secretKeyProblem({ line: 7, prefix: 'sk_test_', lang: 'bash' })).toContain('"$TESELA_SECRET_KEY"');
    expect(secretKeyProblem({ line: 7, prefix: 'sk_test_', lang: 'javascript' })).toContain('process.env.TESELA_SECRET_KEY');
    expect(secretKeyProblem({ line: 3, prefix: 'sk_test_', lang: 'http' })).toMatch(/^line 3: .*TESELA_SECRET_KEY.*sk_test_…/);
  });

  it('finds no secret key in the code blocks of the docs and the blog', () => {
    const content = path.resolve(__dirname, '../../../content');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? files(full) : entry.name.endsWith('.mdx') ? [full] : [];
      });
    const found = ['docs', 'blog'].flatMap((kind) =>
      files(path.join(content, kind)).flatMap((file) => keysIn(fs.readFileSync(file, 'utf8'), file).map(({ line }) => `${path.relative(content, file)}:${line}`)),
    );
    expect(found).toEqual([]);
  });
});
