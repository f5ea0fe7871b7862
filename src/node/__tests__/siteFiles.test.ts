/** @jest-environment node */
import { analyseMdx } from '../mdx/page';
import { parseSidebars } from '../sidebars';
import { buildSiteModel, type ModelDoc } from '../siteModel';
import { siteFiles, type SiteFilesInput } from '../siteFiles';

const sidebars = parseSidebars('docuSidebar:\n  - a\n  - hidden\n  - wip\n', 'content/sidebars.yaml');
const parts = analyseMdx('## Uno \\{#one\\}\n\nTexto.\n', 'x.mdx').searchParts;

function doc(docId: string, locale: 'es' | 'en', extra: Partial<ModelDoc> = {}): ModelDoc & { searchParts: typeof parts } {
  const route = `${locale === 'en' ? '/en' : ''}/docs/${docId}/`;
  return { id: `${locale}:${docId}`, docId, locale, route, sourceFile: `content/docs/${locale}/${docId}.mdx`, unlisted: false, draft: false, navigation: {}, title: docId, sidebarLabel: null, apiOperations: [], searchParts: parts, ...extra };
}
const docs = (['es', 'en'] as const).flatMap((l) => [doc('a', l), doc('hidden', l, { unlisted: true }), doc('wip', l, { draft: true })]);
const post = (locale: 'es' | 'en') => ({ id: `p-${locale}`, slug: 'hola', locale, route: `${locale === 'en' ? '/en' : ''}/blog/hola/`, title: 'Hola', description: 'Primera.', date: '2022-09-12T10:00:00+02:00', authors: ['marta'], tags: [], draft: false, sourceFile: 'x', components: [] });

function input(includeDrafts: boolean): SiteFilesInput {
  return {
    model: buildSiteModel(docs, sidebars, includeDrafts),
    sidebars,
    docs,
    pages: [],
    blog: { allBlogPost: { nodes: [post('es'), post('en')] }, allBlogAuthor: { nodes: [] }, allBlogTag: { nodes: [] } },
    apiDocuments: [],
    includeDrafts,
  };
}
const urls = (files: ReturnType<typeof siteFiles>, route: string) =>
  [...new Set((JSON.parse(files.find((f) => f.route === route)!.text).records as { url_without_anchor?: string; u?: string }[]).map((r) => JSON.stringify(r)))].join(' ');

describe('siteFiles', () => {
  it('writes a search index per locale with the listed docs only, and the feeds of both locales', () => {
    const files = siteFiles(input(false));
    expect(files.map((f) => f.route).sort()).toEqual(['/blog/atom.xml', '/blog/rss.xml', '/en/blog/atom.xml', '/en/blog/rss.xml', '/search-index/en.json', '/search-index/es.json']);
    const es = files.find((f) => f.route === '/search-index/es.json')!.text;
    expect(es).toContain('/docs/a/');
    expect(es).not.toContain('/docs/hidden/');
    expect(es).not.toContain('/docs/wip/');
    expect(files.find((f) => f.route === '/en/blog/rss.xml')!.text).toContain('/en/blog/hola/');
  });

  it('lists drafts while authoring, as the sidebar does (one rule, the site model)', () => {
    const files = siteFiles(input(true));
    expect(files.find((f) => f.route === '/search-index/es.json')!.text).toContain('/docs/wip/');
    expect(urls(files, '/search-index/es.json')).not.toContain('/docs/hidden/');
  });
});
