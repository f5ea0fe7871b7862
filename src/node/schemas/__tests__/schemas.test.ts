/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import siteConfig from '../../../../site.config';
import { authorsSchema } from '../blog';
import { blogFrontmatterSchema, docFrontmatterSchema, pageFrontmatterSchema } from '../frontmatter';
import { parseWithSchema, parseYamlWithSchema } from '../parse';
import { shopListSchema, shopListSchemaWithDocs } from '../shoplist';
import { sidebarsSchema } from '../sidebars';
import { NAVBAR_ITEM_TYPES, siteConfigSchema } from '../siteConfig';
import { tagsSchema } from '../tags';

const ROOT = path.resolve(__dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const parseFile = (schema: z.ZodTypeAny, file: string) => parseYamlWithSchema(schema, read(file), file, 'file');
/** The message of the error that parsing `data` as `file` throws. */
const failure = (schema: z.ZodTypeAny, data: unknown, file: string): string => {
  try {
    parseWithSchema(schema, data, file, 'file');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${file} was accepted`);
};

describe('front matter schemas', () => {
  it('names an unknown doc key with the allowed keys, and a sidebar id of the wrong form', () => {
    const message = failure(docFrontmatterSchema, { title: 'A', description: 'B', sidebar: 'x', displayed_sidebar: 'no sidebar' }, 'content/docs/es/a.mdx');
    expect(message).toMatch(/^content\/docs\/es\/a\.mdx: invalid file: /);
    expect(message).toContain('key "displayed_sidebar" must be a sidebar id such as docuSidebar');
    expect(message).toContain('unknown key "sidebar" (allowed: title, description, sidebar_label, tags, unlisted, draft, hide_table_of_contents, displayed_sidebar, pagination_prev, pagination_next)');
  });

  it('names the position of a malformed tag and the expected type of a flag', () => {
    expect(failure(docFrontmatterSchema, { title: 'A', description: 'B', tags: ['ok', 'Not OK'], unlisted: 1 }, 'content/docs/en/a.mdx')).toBe(
      'content/docs/en/a.mdx: invalid file: key "tags[1]" must be an id of lowercase letters, digits and "-", such as bnpl; key "unlisted" must be true or false, not a number.',
    );
  });

  it('lists the few keys a markdown page may use', () => {
    expect(failure(pageFrontmatterSchema, { title: 'A', description: 'B', tags: [] }, 'content/pages/es/x.mdx')).toBe(
      'content/pages/es/x.mdx: invalid file: unknown key "tags" (allowed: title, description, hide_table_of_contents).',
    );
  });

  it('takes a blog date as text or as the Date YAML reads, and names a description too long', () => {
    const fm = { slug: 'a', title: 'A', description: 'B', authors: ['marta'] };
    expect(parseWithSchema(blogFrontmatterSchema, { ...fm, date: new Date('2022-10-17T08:00:00Z') }, 'x', 'file').date).toBe('2022-10-17T08:00:00.000Z');
    expect(failure(blogFrontmatterSchema, { ...fm, date: '2022-10-17T10:00:00+02:00', description: 'x'.repeat(201), authors: [] }, 'content/blog/es/a.mdx')).toBe(
      'content/blog/es/a.mdx: invalid file: key "description" must be at most 200 characters; key "authors" must name at least one author.',
    );
  });
});

describe('authorsSchema', () => {
  it('accepts content/blog/authors.yaml', () => {
    expect(Object.keys(parseFile(authorsSchema, 'content/blog/authors.yaml')).length).toBeGreaterThan(0);
  });

  it('names the author, the key and what is allowed', () => {
    const marta = { name: 'Marta', title: { es: 'A', en: 'B' }, url: 'https://people.tesela.example/marta', image: '/img/authors/marta.svg' };
    expect(failure(authorsSchema, { marta: { ...marta, image: 'marta.png', title: { es: 'A', en: ' ' }, twitter: '@m' } }, 'content/blog/authors.yaml')).toBe(
      'content/blog/authors.yaml: invalid file: key "marta.title.en" must not be empty; key "marta.image" must be a file under static/img, such as /img/authors/marta.svg; unknown key "marta.twitter" (allowed: name, title, url, image).',
    );
    expect(failure(authorsSchema, { Marta: marta }, 'content/blog/authors.yaml')).toContain('key "Marta" must be an id of lowercase letters, digits and "-"');
  });
});

describe('tagsSchema', () => {
  it('accepts the docs and blog tags, and an empty file', () => {
    expect(Object.keys(parseFile(tagsSchema, 'content/docs/tags.yaml')).length).toBeGreaterThan(0);
    expect(Object.keys(parseFile(tagsSchema, 'content/blog/tags.yaml')).length).toBeGreaterThan(0);
    expect(parseYamlWithSchema(tagsSchema, '', 'content/blog/tags.yaml', 'file')).toEqual({});
  });

  it('names the tag, the missing locale and the allowed locales', () => {
    expect(failure(tagsSchema, { bnpl: { label: { es: 'Pago aplazado', fr: 'x' }, description: { es: 'a', en: 'b' } } }, 'content/docs/tags.yaml')).toBe(
      'content/docs/tags.yaml: invalid file: missing required key "bnpl.label.en"; unknown key "bnpl.label.fr" (allowed: es, en).',
    );
  });
});

describe('sidebarsSchema', () => {
  it('accepts content/sidebars.yaml', () => {
    expect(Object.keys(parseFile(sidebarsSchema, 'content/sidebars.yaml'))).toEqual(expect.arrayContaining(['docuSidebar', 'apiSidebar']));
  });

  it('names the item of the kind it was meant to be, and the forms an item may take', () => {
    const items = ['index', { type: 'doc' }, { type: 'category', label: { es: 'a', en: 'b' }, items: [{ type: 'link', href: 'https://a.example', label: { es: 'a', en: 'b' }, id: 'x' }] }, 7, { type: 'page' }];
    expect(failure(sidebarsSchema, { docuSidebar: items }, 'content/sidebars.yaml')).toBe(
      'content/sidebars.yaml: invalid file: missing required key "docuSidebar[1].id"; unknown key "docuSidebar[2].items[0].id" in entry "x" (allowed: type, href, label); ' +
        'key "docuSidebar[3]" must be a doc id, or an object of type doc (id, label), link (href, label) or category (label, items, link, collapsed); ' +
        'key "docuSidebar[4]" must be a doc id, or an object of type doc (id, label), link (href, label) or category (label, items, link, collapsed).',
    );
  });
});

describe('shopListSchema', () => {
  const docExists = (id: string) => ['es', 'en'].every((l) => fs.existsSync(path.join(ROOT, 'content/docs', l, `${id}.mdx`)) || fs.existsSync(path.join(ROOT, 'content/docs', l, id, 'index.mdx')));

  it('accepts content/shoplist.yaml, its guides docs of the site', () => {
    expect(parseFile(shopListSchemaWithDocs(docExists), 'content/shoplist.yaml').platforms.length).toBeGreaterThan(0);
  });

  it('names the platform, the key and what is allowed', () => {
    const data = {
      features: { card: { es: 'Tarjeta', en: 'Card' } },
      platforms: [{ id: 'shop', name: 'Shop', pluginVersion: '1.0.0', minPlatformVersion: 16, features: ['bizum'], guide: '/docs/x/', note: { es: 'a', en: 'b' } }],
    };
    expect(failure(shopListSchema, data, 'content/shoplist.yaml')).toBe(
      'content/shoplist.yaml: invalid file: key "platforms[0].minPlatformVersion" in entry "shop" must be a version of 2 to 4 numbers such as 1.7.8 or "16.0" (quoted), or null for a hosted platform.',
    );
    data.platforms[0].minPlatformVersion = null as unknown as number;
    expect(failure(shopListSchema, data, 'content/shoplist.yaml')).toBe(
      'content/shoplist.yaml: invalid file: key "platforms[0].features[0]" in entry "shop" cannot be "bizum" (allowed: card).',
    );
  });
});

describe('siteConfigSchema', () => {
  it('accepts site.config.ts', () => {
    expect(parseWithSchema(siteConfigSchema, siteConfig, 'site.config.ts', 'site configuration')).toEqual(siteConfig);
  });

  it('declares the navbar item types in the order the spec lists them', () => {
    expect(NAVBAR_ITEM_TYPES).toEqual(['link', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown', 'search']);
  });

  it('names nested keys of the navbar, the colour mode and the table of contents with what is allowed', () => {
    const config = {
      ...siteConfig,
      navbar: { ...siteConfig.navbar, items: [{ type: 'dropdown', label: { es: 'a', en: 'b' }, items: [{ type: 'page' }, { to: 'docs/', label: { es: 'a', en: 'b' } }] }] },
      colorMode: { ...siteConfig.colorMode, defaultMode: 'sepia' },
      docs: { ...siteConfig.docs, tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } },
    };
    expect(failure(siteConfigSchema, config, 'site.config.ts')).toBe(
      'site.config.ts: invalid file: key "navbar.items[0].items[0].type" cannot be "page" (allowed: link, doc); key "navbar.items[0].items[1].to" must be a root path such as /docs/; ' +
        'key "colorMode.defaultMode" cannot be "sepia" (allowed: light, dark); key "docs.tableOfContents.minHeadingLevel" must not exceed maxHeadingLevel.',
    );
  });

  it('names a footer link without a target and a missing locale', () => {
    const config = { ...siteConfig, tagline: { es: 'x' }, footer: { ...siteConfig.footer, links: [{ label: { es: 'a', en: 'b' } }] } };
    expect(failure(siteConfigSchema, config, 'site.config.ts')).toBe(
      'site.config.ts: invalid file: missing required key "tagline.en"; key "footer.links[0]" needs exactly one of docId or href.',
    );
  });
});
