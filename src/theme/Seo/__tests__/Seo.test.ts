import fs from 'node:fs';
import path from 'node:path';
import { documentTitle, MAX_TITLE_LENGTH } from '..';

/** How React's server renderer writes these characters in text. */
const REACT_ESCAPES: Record<string, string> = { "'": '&#x27;', '"': '&quot;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };

describe('documentTitle', () => {
  it('adds the site name when it fits, and keeps the page title alone when it does not', () => {
    expect(documentTitle('Peticiones')).toBe('Peticiones | Tesela Developers');
    expect(documentTitle('Tesela Developers')).toBe('Tesela Developers');
    const long = 'Reintentos, idempotencia y webhooks: cómo no cobrar dos veces';
    expect(documentTitle(long)).toBe(long);
  });

  it('keeps every title of the content within the limit (front matter titles are the document titles)', () => {
    const root = path.resolve(__dirname, '../../../../content');
    const files = (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.mdx'));
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .map((file) => [file, /^title:\s*"?(.*?)"?\s*$/m.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1] ?? ''] as const)
      // As written in the page: React escapes ' " & < > as character references, and
      // html-validate's long-title counts those as written (&#x27; is six characters).
      .filter(([, title]) => documentTitle(title).replace(/['"&<>]/g, (c) => REACT_ESCAPES[c]).length > MAX_TITLE_LENGTH);
    expect(tooLong).toEqual([]);
  });
});
