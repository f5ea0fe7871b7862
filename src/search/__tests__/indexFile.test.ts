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

  it("writes a section's anchor and headings once for its heading and each of its paragraphs", () => {
    const section = recordsOf({ url: '/en/docs/b/', language: 'en', lvl0: 'Docs', title: 'B', tag: 'docs-default-current', body: '## Limits \\{#limits\\}\n\nFirst.\n\nSecond.\n\nThird.\n' });
    const file = compactIndexFile('en', section);
    // The page's own record (its title and first text) and the section's heading and three paragraphs.
    expect(file.sections).toEqual([
      [null, null, null, null, null, null],
      ['limits', 'Limits', null, null, null, null],
    ]);
    expect(file.records.map((row) => row[1])).toEqual(section.map((record) => (record.anchor ? 1 : 0)));
    expect(expandIndexFile(file)).toEqual(section);
  });

  it('refuses records of another language and files of another version', () => {
    expect(() => compactIndexFile('es', records)).toThrow('is in "en", not in "es"');
    expect(() => expandIndexFile({ version: 99, pages: [], sections: [], records: [] })).toThrow('not a version 2 index file');
    // A chunk of the earlier form, the headings in each record, is refused rather than misread.
    expect(() => expandIndexFile({ version: 1, language: 'en', pages: [], records: [] })).toThrow('not a version 2 index file');
    expect(() => expandIndexFile(null)).toThrow();
  });
});
