/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { buildOperationViews } from '../../apiReference';
import { loadApiDocument, localizeDocument } from '../../openapi';
import { pageSamples, syntaxProblems, type Sample } from '../syntax';

const ROOT = path.resolve(__dirname, '../../../..');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : []));
}

describe('the code samples a reader copies', () => {
  it('parse in their language: every shell, JavaScript and Python block of the guides, API pages, posts and pages', () => {
    const files = ['docs', 'blog', 'pages'].flatMap((dir) => mdxFiles(path.join(ROOT, 'content', dir)));
    const samples = files.flatMap((file) => pageSamples(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')));
    const count = (language: string) => samples.filter((s) => s.language === language).length;
    expect([count('shell'), count('javascript'), count('python')].every((n) => n > 40)).toBe(true);
    expect(syntaxProblems(samples)).toEqual([]);
  });

  it("parse in their language: the API reference's generated cURL, JavaScript and Python samples of every operation, in both languages", () => {
    const samples: Sample[] = [];
    for (const file of fs.readdirSync(path.join(ROOT, 'content/api')).filter((f) => f.endsWith('.yaml'))) {
      const document = loadApiDocument(path.join(ROOT, 'content/api', file));
      for (const locale of ['es', 'en'] as const) {
        for (const view of buildOperationViews(localizeDocument(document, locale))) {
          const where = `content/api/${file} ${view.operationId} (${locale})`;
          samples.push({ where, language: 'shell', code: view.samples.curl }, { where, language: 'javascript', code: view.samples.javascript }, { where, language: 'python', code: view.samples.python });
        }
      }
    }
    expect(samples.length).toBeGreaterThanOrEqual(300);
    expect(syntaxProblems(samples)).toEqual([]);
  });

  it('are reported by place and language when they do not parse', () => {
    const page = [
      '## Ejemplos',
      '',
      '```bash',
      "curl https://api-sandbox.tesela.example/payment/v1/payments -d '{\"amount\": 1250}",
      '```',
      '',
      '```javascript',
      "const response = await fetch('https://api-sandbox.tesela.example/payment/v1/payments', {",
      '```',
      '',
      '```python',
      'print("hola"',
      '```',
      '',
      '```javascript',
      "import crypto from 'node:crypto';",
      "export const digest = crypto.createHash('sha256').update('x').digest('hex');",
      'await Promise.resolve(digest);',
      '```',
      '',
      '```javascript',
      "const express = require('express');",
      'module.exports = express;',
      '```',
    ].join('\n');
    const problems = syntaxProblems(pageSamples('content/docs/es/x.mdx', page));
    expect(problems).toEqual([
      expect.stringMatching(/^content\/docs\/es\/x\.mdx:3 \(shell\): .*(EOF|unexpected)/),
      expect.stringMatching(/^content\/docs\/es\/x\.mdx:7 \(javascript\): /),
      expect.stringMatching(/^content\/docs\/es\/x\.mdx:11 \(python\): /),
    ]);
  });
});
