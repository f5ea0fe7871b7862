/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expandIndexFile } from '../../search/indexFile';
import { analyseMdx } from '../mdx/page';
import { parseSidebars } from '../sidebars';
import { buildSiteModel, type ModelDoc } from '../siteModel';
import { siteFiles, type SiteFilesInput } from '../siteFiles';
import { writeSiteFilesInWorker } from '../gatsby/siteFilesTask';

const sidebars = parseSidebars('docuSidebar:\n  - a\n  - hidden\n  - wip\n', 'content/sidebars.yaml');
const page = analyseMdx('## Uno \\{#one\\}\n\nTexto.\n', 'x.mdx');
const parts = page.searchParts;

function doc(docId: string, locale: 'es' | 'en', extra: Partial<ModelDoc> = {}): ModelDoc & { searchParts: typeof parts } {
  const route = `${locale === 'en' ? '/en' : ''}/docs/${docId}/`;
  return { id: `${locale}:${docId}`, docId, locale, route, sourceFile: `content/docs/${locale}/${docId}.mdx`, unlisted: false, draft: false, navigation: {}, title: docId, sidebarLabel: null, apiOperations: [], searchParts: parts, ...extra };
}
const docs = (['es', 'en'] as const).flatMap((l) => [doc('a', l), doc('hidden', l, { unlisted: true }), doc('wip', l, { draft: true })]);
const post = (locale: 'es' | 'en') => ({ id: `p-${locale}`, slug: 'hola', locale, route: `${locale === 'en' ? '/en' : ''}/blog/hola/`, title: 'Hola', description: 'Primera.', date: '2022-09-12T10:00:00+02:00', authors: ['marta'], tags: [], draft: false, sourceFile: 'x', components: [], searchParts: parts });

function input(includeDrafts: boolean): SiteFilesInput {
  return {
    model: buildSiteModel(docs, sidebars, includeDrafts),
    sidebars,
    docs,
    pages: [],
    blog: { allBlogPost: { nodes: [post('es'), post('en'), { ...post('es'), id: 'draft-es', slug: 'borrador', route: '/blog/borrador/', draft: true }] }, allBlogAuthor: { nodes: [] }, allBlogTag: { nodes: [] } },
    apiDocuments: [],
    includeDrafts,
    markdown: {
      docs: new Map(docs.map((d) => [d.id, { title: d.title, description: `Sobre ${d.docId}.`, markdown: page.markdown }])),
      pages: [],
      posts: [post('es'), post('en')].map((p) => ({ ...p, markdown: page.markdown })),
      operations: [],
      documents: [],
      features: [],
      platforms: [],
      testing: null,
    },
  };
}
const isMarkdown = (route: string) => route.endsWith('.md') || route.endsWith('.txt');
/** The pages of a locale's search index, read back from its chunks. */
const indexedPages = (files: ReturnType<typeof siteFiles>, locale: string) =>
  new Set(
    files
      .filter((f) => f.route.startsWith(`/search-index/${locale}/`) && /\/c\d+\.json$/.test(f.route))
      .flatMap((f) => expandIndexFile(JSON.parse(f.text)))
      .map((r) => r.url_without_anchor),
  );

describe('siteFiles', () => {
  it('writes a search index per locale with the listed docs and blog posts only, and the feeds of both locales', () => {
    const files = siteFiles(input(false));
    const routes = files.map((f) => f.route);
    expect(routes.filter((r) => !r.startsWith('/search-index/') && !isMarkdown(r)).sort()).toEqual(['/blog/atom.xml', '/blog/rss.xml', '/en/blog/atom.xml', '/en/blog/rss.xml']);
    expect(routes).toEqual(expect.arrayContaining(['/search-index/en.json', '/search-index/es.json']));
    const head = JSON.parse(files.find((f) => f.route === '/search-index/es.json')!.text);
    expect(routes).toContain(`/search-index/es/${head.id}/s0.json`);
    expect(routes).toContain(`/search-index/es/${head.id}/c0.json`);
    const es = indexedPages(files, 'es');
    expect(es).toContain('/docs/a/');
    expect(es).not.toContain('/docs/hidden/');
    expect(es).not.toContain('/docs/wip/');
    // The blog is searched too, its drafts only while authoring.
    expect(es).toContain('/blog/hola/');
    expect(es).not.toContain('/blog/borrador/');
    expect(indexedPages(files, 'en')).toContain('/en/blog/hola/');
    expect(indexedPages(siteFiles(input(true)), 'es')).toContain('/blog/borrador/');
    expect(files.find((f) => f.route === '/en/blog/rss.xml')!.text).toContain('/en/blog/hola/');
  });

  it('writes a Markdown copy of each listed page and an llms.txt per locale that lists each once', () => {
    const files = siteFiles(input(false));
    const routes = files.map((f) => f.route).filter(isMarkdown).sort();
    expect(routes).toEqual([
      '/blog/hola.md',
      '/docs/a.md',
      '/en/blog/hola.md',
      '/en/docs/a.md',
      '/en/llms-full.txt',
      '/en/llms.txt',
      '/llms-full.txt',
      '/llms.txt',
    ]);
    const copy = files.find((f) => f.route === '/docs/a.md')!.text;
    expect(copy).toBe('# a\n\n> Sobre a.\n\nPágina publicada en <https://developers.tesela.example/docs/a/>\n\n## Uno {#one}\n\nTexto.\n');
    const llms = files.find((f) => f.route === '/llms.txt')!.text;
    expect(llms.match(/^- \[.*$/gm)).toEqual([
      '- [a](https://developers.tesela.example/docs/a.md): Sobre a.',
      '- [Hola](https://developers.tesela.example/blog/hola.md): Primera.',
    ]);
    expect(files.find((f) => f.route === '/en/llms-full.txt')!.text).toContain('# Hola');
  });

  it('lists drafts while authoring, as the sidebar does (one rule, the site model)', () => {
    const files = siteFiles(input(true));
    expect(indexedPages(files, 'es')).toContain('/docs/wip/');
    expect(indexedPages(files, 'es')).not.toContain('/docs/hidden/');
  });

  describe('in a worker thread, as the build writes them', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('writes every file siteFiles computes, byte for byte, and returns the build log lines', async () => {
      const { lines } = await writeSiteFilesInWorker(dir, input(false));
      for (const file of siteFiles(input(false))) expect(fs.readFileSync(path.join(dir, file.route), 'utf8')).toBe(file.text);
      expect(lines).toEqual(expect.arrayContaining(['/blog/rss.xml: blog feed', 'api: 0 Postman collections under /openapi/']));
      expect(lines.find((line) => line.startsWith('/search-index/es.json: '))).toMatch(/^\/search-index\/es\.json: \d+ records in \d+ shards/);
    });

    it('makes the compressed copies of the text files it wrote when asked, and lists them', async () => {
      const plain = await writeSiteFilesInWorker(dir, input(false));
      expect(plain.compressed).toEqual([]);
      expect(fs.readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.br'))).toEqual([]);
      const { compressed } = await writeSiteFilesInWorker(dir, input(false), true);
      const written = siteFiles(input(false)).map((file) => path.join(dir, file.route));
      expect([...compressed].sort()).toEqual([...written].sort());
      for (const file of written) {
        const text = fs.readFileSync(file);
        // A copy that would not be smaller is not written (a tiny file).
        if (fs.existsSync(`${file}.br`)) expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`))).toEqual(text);
        if (fs.existsSync(`${file}.gz`)) expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`))).toEqual(text);
      }
      expect(written.filter((file) => fs.existsSync(`${file}.br`)).length).toBeGreaterThan(written.length / 2);
    });

    it('rejects with the error of the worker, naming the path it could not write', async () => {
      const blocked = path.join(dir, 'public');
      fs.writeFileSync(blocked, 'not a folder');
      await expect(writeSiteFilesInWorker(blocked, input(false))).rejects.toThrow(blocked);
    });
  });
});
