import { compactIndexFile, expandIndexFile } from '../indexFile';
import { recordsOf } from '../../test-utils/records';

describe('index file', () => {
  const records = [
    ...recordsOf({ url: '/en/docs/a/', language: 'en', lvl0: 'Docs', title: 'A', tag: 'docs-default-current', body: '## One\n\nText one.\n\n### Two\n\nText two.\n' }),
    ...recordsOf({ url: '/en/markdown-page/', language: 'en', lvl0: 'Page', title: 'Page', tag: 'default', body: 'Hello.\n' }),
  ];

  it('gives the records back unchanged', () => {
    expect(expandIndexFile(JSON.parse(JSON.stringify(compactIndexFile('en', records))))).toEqual(records);
  });

  it('writes what a page shares once', () => {
    const file = compactIndexFile('en', records);
    expect(file.pages).toEqual([
      ['/en/docs/a/', 'Docs', 'A', 'docs-default-current'],
      ['/en/markdown-page/', 'Page', 'Page', 'default'],
    ]);
    expect(file.records).toHaveLength(records.length);
  });

  it('refuses records of another language and files of another version', () => {
    expect(() => compactIndexFile('es', records)).toThrow('is in "en", not in "es"');
    expect(() => expandIndexFile({ version: 99, pages: [], records: [] })).toThrow('not a version 1 index file');
    expect(() => expandIndexFile(null)).toThrow();
  });
});
