/** @jest-environment node */
import { blogPostFields as fieldsOf, checkBlog, paginate, parseAuthors, sortPosts } from '../blog';
import { excerptOf as excerptOfTree, readingTime as minutesFor, wordCount } from '../mdx/derive';
import { analyseMdx } from '../mdx/page';
import { parseMdx } from '../mdx/parse';
import type { MdNode } from '../mdx/tree';

/** A post's fields from its front matter and MDX body, parsed as the build parses it. */
const blogPostFields = (relativePath: string, frontmatter: unknown, body: string) => fieldsOf(relativePath, { ...analyseMdx(body, relativePath), frontmatter });
const tree = (body: string) => parseMdx(body, 'post.mdx').tree as unknown as MdNode;
const excerptOf = (body: string) => excerptOfTree(tree(body));
const readingTime = (body: string) => minutesFor(wordCount(tree(body)));

const FM = {
  slug: 'first-blog-post',
  title: 'Hola',
  description: 'Bienvenida al portal.',
  date: '2022-09-12T10:00:00+02:00',
  authors: ['marta'],
  tags: ['hola'],
};

describe('blog posts', () => {
  it('reads a post: route per locale, excerpt up to the truncate marker, reading time and headings', () => {
    const body = 'First **bold** paragraph with `code` and a [link](/docs/api/).\n\n- one\n- two\n\n{/* truncate */}\n\n## Later \\{#later\\}\n\n' + 'word '.repeat(600);
    const post = blogPostFields('en/first-blog-post.mdx', FM, body);
    expect(post).toMatchObject({ slug: 'first-blog-post', locale: 'en', route: '/en/blog/first-blog-post/', readingTime: 3, truncated: true });
    expect(post.excerpt).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'First ' },
          { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
          { type: 'text', value: ' paragraph with ' },
          { type: 'code', value: 'code' },
          { type: 'text', value: ' and a ' },
          { type: 'link', href: '/docs/api/', children: [{ type: 'text', value: 'link' }] },
          { type: 'text', value: '.' },
        ],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', value: 'one' }], [{ type: 'text', value: 'two' }]] },
    ]);
    expect(post.headings).toEqual([{ depth: 2, value: 'Later', id: 'later' }]);
    expect(blogPostFields('es/first-blog-post.mdx', FM, 'Hola.').route).toBe('/blog/first-blog-post/');
  });

  it('takes the first paragraph as the excerpt when there is no marker', () => {
    expect(excerptOf('One.\n\nTwo.')).toEqual({ blocks: [{ type: 'paragraph', children: [{ type: 'text', value: 'One.' }] }], truncated: true });
    expect(excerptOf('Only.').truncated).toBe(false);
  });

  it('counts at least one minute', () => {
    expect(readingTime('Short.')).toBe(1);
    expect(readingTime('word '.repeat(1000))).toBe(5);
  });

  it('fails naming the file and the key on bad front matter, a slug that differs from the file or a misplaced file', () => {
    expect(() => blogPostFields('es/first-blog-post.mdx', { ...FM, date: '12/09/2022' }, '')).toThrow(
      'content/blog/es/first-blog-post.mdx: invalid front matter: key "date" must be an ISO 8601 date and time with its offset, such as 2022-10-17T10:00:00+02:00.',
    );
    expect(() => blogPostFields('es/first-blog-post.mdx', { ...FM, author: 'x' }, '')).toThrow(/unknown key "author" \(allowed: slug, title, description, date, authors, tags, draft\)/);
    expect(() => blogPostFields('es/other.mdx', FM, '')).toThrow('content/blog/es/other.mdx: key "slug" is "first-blog-post" but the file is other.mdx; they must agree.');
    expect(() => blogPostFields('fr/first-blog-post.mdx', FM, '')).toThrow(/content\/blog\/fr\/first-blog-post\.mdx: a post must be a file directly under content\/blog\/<locale>\//);
  });

  it('checks authors, tags and twins', () => {
    const authors = parseAuthors('marta:\n  name: Marta\n  title: { es: A, en: B }\n  url: https://people.tesela.example/marta\n  image: /img/authors/marta.svg\n');
    const post = { slug: 'a', locale: 'es' as const, authors: ['marta', 'pablo'], tags: ['hola', 'misc'], sourceFile: 'content/blog/es/a.mdx' };
    expect(checkBlog([post], authors, { hola: {} })).toEqual([
      'content/blog/es/a.mdx: key "authors" names "pablo", which is not in content/blog/authors.yaml (authors: marta).',
      'content/blog/es/a.mdx: key "tags" names "misc", which is not in content/blog/tags.yaml (tags: hola).',
      'content/blog/es/a.mdx: this post exists in "es" only. Add its translation as content/blog/en/a.mdx.',
    ]);
    expect(() => parseAuthors('marta:\n  name: Marta\n')).toThrow(/^content\/blog\/authors\.yaml: invalid author list: missing required key "marta\.title"/);
  });
});

describe('pagination', () => {
  it('makes one page for a few posts and more pages as posts outgrow one', () => {
    expect(paginate('es', ['a', 'b'])).toEqual([{ page: 1, pages: 1, route: '/blog/', previous: null, next: null, slugs: ['a', 'b'] }]);
    const slugs = Array.from({ length: 23 }, (_, i) => `p${i}`);
    const pages = paginate('en', slugs, 10);
    expect(pages.map((p) => [p.route, p.previous, p.next, p.slugs.length])).toEqual([
      ['/en/blog/', null, '/en/blog/page/2/', 10],
      ['/en/blog/page/2/', '/en/blog/', '/en/blog/page/3/', 10],
      ['/en/blog/page/3/', '/en/blog/page/2/', null, 3],
    ]);
    expect(paginate('es', [])).toHaveLength(1);
  });

  it('sorts newest first, and by slug on the same date', () => {
    const posts = [
      { slug: 'b', date: '2022-10-01T10:00:00+02:00' },
      { slug: 'c', date: '2022-11-01T10:00:00+01:00' },
      { slug: 'a', date: '2022-10-01T10:00:00+02:00' },
    ];
    expect(sortPosts(posts).map((p) => p.slug)).toEqual(['c', 'a', 'b']);
  });
});
