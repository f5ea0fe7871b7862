/** @jest-environment node */
import { docFrontmatterSchema, pageFrontmatterSchema, parseFrontmatter } from '../frontmatter';

const FILE = 'content/docs/es/api/intro.mdx';

describe('parseFrontmatter', () => {
  it('accepts the documented keys', () => {
    const fm = parseFrontmatter(
      docFrontmatterSchema,
      { title: 'Intro', description: 'Primeros pasos.', sidebar_label: 'Intro', tags: ['bnpl'], unlisted: false, displayed_sidebar: null },
      FILE,
    );
    expect(fm.title).toBe('Intro');
    expect(fm.displayed_sidebar).toBeNull();
  });

  it('fails naming the file and the missing key', () => {
    expect(() => parseFrontmatter(docFrontmatterSchema, { title: 'Intro' }, FILE)).toThrow(
      `${FILE}: invalid front matter: missing required key "description".`,
    );
  });

  it('fails naming an unknown key and listing the allowed ones', () => {
    expect(() => parseFrontmatter(docFrontmatterSchema, { title: 'A', description: 'B', slug: '/x' }, FILE)).toThrow(
      /unknown key "slug" \(allowed: title, description, sidebar_label, tags, unlisted, draft, hide_table_of_contents, displayed_sidebar, pagination_prev, pagination_next\)/,
    );
  });

  it('reports a wrongly typed value with its key', () => {
    expect(() => parseFrontmatter(docFrontmatterSchema, { title: 'A', description: 'B', unlisted: 'yes' }, FILE)).toThrow(/key "unlisted"/);
  });

  it('treats a file without front matter as missing both required keys', () => {
    expect(() => parseFrontmatter(pageFrontmatterSchema, undefined, 'content/pages/es/x.mdx')).toThrow(
      'missing required key "title"; missing required key "description"',
    );
  });
});
