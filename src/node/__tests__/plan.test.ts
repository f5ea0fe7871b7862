/** @jest-environment node */
import { planDocPages, validateDocs, type DocRecord } from '../plan';
import { parseSidebars } from '../sidebars';

const FILE = 'content/sidebars.yaml';
const sidebars = parseSidebars(
  `docuSidebar:\n  - index\n  - documentation/intro\n  - documentation/hidden\n  - documentation/faq\napiSidebar:\n  - api/index\n`,
  FILE,
);

function doc(docId: string, locale: 'es' | 'en', extra: Partial<DocRecord> = {}): DocRecord {
  const prefix = locale === 'en' ? '/en' : '';
  return {
    id: `${locale}:${docId}`,
    docId,
    locale,
    route: `${prefix}/docs/${docId}/`,
    sourceFile: `content/docs/${locale}/${docId}.mdx`,
    unlisted: false,
    draft: false,
    navigation: {},
    ...extra,
  };
}

const both = (docId: string, extra: Partial<DocRecord> = {}) => [doc(docId, 'es', extra), doc(docId, 'en', extra)];
const docs = [
  ...both('index'),
  ...both('documentation/intro'),
  ...both('documentation/hidden', { unlisted: true }),
  ...both('documentation/faq'),
  ...both('api/index'),
  ...both('specific/shoplist', { navigation: { displayedSidebar: null } }),
];

describe('validateDocs', () => {
  it('accepts consistent content', () => {
    expect(validateDocs(docs, sidebars, FILE)).toEqual([]);
  });

  it('fails on a doc that exists in one locale only, naming the file and the missing twin', () => {
    const errors = validateDocs([...docs, doc('documentation/ivr', 'es')], sidebars, FILE);
    expect(errors).toEqual([
      'content/docs/es/documentation/ivr.mdx: this doc exists in "es" only. Add its translation as content/docs/en/documentation/ivr.mdx.',
    ]);
  });

  it('fails on two docs with one address (faq.mdx and faq/index.mdx), naming both files', () => {
    const index = (locale: 'es' | 'en') =>
      doc('documentation/faq/index', locale, { route: `${locale === 'en' ? '/en' : ''}/docs/documentation/faq/`, sourceFile: `content/docs/${locale}/documentation/faq/index.mdx` });
    const errors = validateDocs([...docs, index('es'), index('en')], sidebars, FILE);
    expect(errors).toEqual([
      'content/docs/es/documentation/faq/index.mdx: this doc has the address /docs/documentation/faq/, as content/docs/es/documentation/faq.mdx has. Two docs cannot share an address: rename or move one of them.',
      'content/docs/en/documentation/faq/index.mdx: this doc has the address /en/docs/documentation/faq/, as content/docs/en/documentation/faq.mdx has. Two docs cannot share an address: rename or move one of them.',
    ]);
  });

  it('fails on a sidebar entry that is not a doc, listing the available ids', () => {
    const errors = validateDocs(docs.filter((d) => d.docId !== 'documentation/faq'), sidebars, FILE);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('sidebar "docuSidebar" names doc id "documentation/faq", which is not a doc. Available ids: api/index, documentation/hidden');
  });

  it('fails on unknown displayed_sidebar and pagination ids', () => {
    const errors = validateDocs(
      [...docs, ...both('documentation/x', { navigation: { displayedSidebar: 'nope', paginationNext: 'missing/doc' } })],
      sidebars,
      FILE,
    );
    expect(errors.some((e) => e.includes('"displayed_sidebar" names sidebar "nope", which does not exist. Available sidebars: docuSidebar, apiSidebar'))).toBe(true);
    expect(errors.some((e) => e.includes('"pagination_next" names doc id "missing/doc", which is not a doc. Available ids:'))).toBe(true);
  });
});

describe('planDocPages', () => {
  const plans = planDocPages(docs, sidebars, { includeDrafts: false });
  const plan = (id: string) => plans.find((p) => p.doc.id === id)!;

  it('links previous and next docs in sidebar order, skipping unlisted ones', () => {
    expect(plan('en:documentation/intro')).toMatchObject({ sidebar: 'docuSidebar', prevId: 'en:index', nextId: 'en:documentation/faq' });
    expect(plan('en:documentation/faq').prevId).toBe('en:documentation/intro');
  });

  it('shows an unlisted doc with its sidebar but out of the reading order', () => {
    expect(plan('es:documentation/hidden')).toMatchObject({ sidebar: 'docuSidebar', prevId: null, nextId: null });
  });

  it('honours displayed_sidebar: null for tool pages', () => {
    expect(plan('es:specific/shoplist')).toMatchObject({ sidebar: null, prevId: null, nextId: null });
  });

  it('gives each doc the route of its twin', () => {
    expect(plan('es:api/index').twinRoute).toBe('/en/docs/api/index/');
  });

  it('leaves drafts out of production builds and keeps them while authoring', () => {
    const withDraft = [...docs, ...both('documentation/draft', { draft: true })];
    expect(planDocPages(withDraft, sidebars, { includeDrafts: false }).some((p) => p.doc.docId === 'documentation/draft')).toBe(false);
    expect(planDocPages(withDraft, sidebars, { includeDrafts: true }).some((p) => p.doc.docId === 'documentation/draft')).toBe(true);
  });

  it('lets pagination keys override or disable the neighbours', () => {
    const custom = both('documentation/intro', { navigation: { paginationPrev: null, paginationNext: 'api/index' } });
    const result = planDocPages([...docs.filter((d) => d.docId !== 'documentation/intro'), ...custom], sidebars, { includeDrafts: false });
    expect(result.find((p) => p.doc.id === 'es:documentation/intro')).toMatchObject({ prevId: null, nextId: 'es:api/index' });
  });
});
