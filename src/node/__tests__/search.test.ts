/** @jest-environment node */
import { analyseMdx } from '../mdx/page';
import siteConfig from '../../../site.config';
import { docGroups, resolveSearchConfig, siteRecords } from '../search';
import type { Sidebars } from '../sidebars';

const base = siteConfig.search;

describe('resolveSearchConfig', () => {
  it('uses the local provider by default, with the search page path', () => {
    expect(resolveSearchConfig(base, {})).toEqual({ config: { provider: 'local', indexName: 'live_doc', searchPagePath: 'search' }, errors: [] });
  });

  it('switches to Algolia from the environment, credentials included', () => {
    const { config, errors } = resolveSearchConfig(base, { SEARCH_PROVIDER: 'algolia', ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key' });
    expect(errors).toEqual([]);
    expect(config).toEqual({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'live_doc', contextualSearch: true, searchPagePath: 'search' });
  });

  it('fails naming the missing application id or api key', () => {
    expect(resolveSearchConfig(base, { SEARCH_PROVIDER: 'algolia', ALGOLIA_API_KEY: 'key' }).errors).toEqual([
      'site.config.ts: search.algolia.appId is missing: the algolia search provider needs the application id (set it there or in ALGOLIA_APP_ID).',
    ]);
    expect(resolveSearchConfig({ ...base, provider: 'algolia', algolia: { ...base.algolia, appId: 'APP' } }, {}).errors).toEqual([
      'site.config.ts: search.algolia.apiKey is missing: the algolia search provider needs the search-only api key (set it there or in ALGOLIA_API_KEY).',
    ]);
  });

  it('refuses an unknown provider, listing the allowed ones', () => {
    expect(resolveSearchConfig(base, { SEARCH_PROVIDER: 'elastic' }).errors).toEqual([
      'SEARCH_PROVIDER: "elastic" is not a search provider. Allowed values: local, algolia.',
    ]);
  });

  it('has no search page when the path is false', () => {
    expect(resolveSearchConfig({ ...base, searchPagePath: false }, {}).config.searchPagePath).toBeNull();
  });
});

describe('search records of the site', () => {
  const sidebars: Sidebars = {
    docuSidebar: [
      { type: 'doc', id: 'index' },
      { type: 'category', label: { es: 'Pagos online', en: 'Online payments' }, link: 'online/index', collapsed: true, items: [{ type: 'doc', id: 'online/card' }] },
    ],
    apiSidebar: [{ type: 'doc', id: 'api/index' }],
  };

  it('groups each doc under its top category, or the sidebar label at the top level', () => {
    const groups = docGroups(sidebars, { docuSidebar: 'Documentation', apiSidebar: 'API' }, 'en');
    expect(Object.fromEntries(groups)).toEqual({ index: 'Documentation', 'online/index': 'Online payments', 'online/card': 'Online payments', 'api/index': 'API' });
  });

  it('leaves out unlisted and draft docs and the other locale, and tags docs and pages apart', () => {
    const parts = analyseMdx('Texto.\n', 'doc.mdx').searchParts;
    const doc = (docId: string, extra = {}) => ({ docId, locale: 'es' as const, route: `/docs/${docId}/`, title: docId, unlisted: false, draft: false, searchParts: parts, ...extra });
    const records = siteRecords(
      'es',
      [doc('listed'), doc('hidden', { unlisted: true }), doc('wip', { draft: true }), doc('english', { locale: 'en' })],
      [{ locale: 'es', route: '/markdown-page/', title: 'Página', searchParts: analyseMdx('Hola.\n', 'page.mdx').searchParts }],
      new Map([['listed', 'Grupo']]),
      'Documentación',
    );
    expect([...new Set(records.map((r) => r.url_without_anchor))]).toEqual(['/docs/listed/', '/markdown-page/']);
    expect(records.find((r) => r.url === '/docs/listed/')).toMatchObject({ docusaurus_tag: 'docs-default-current', hierarchy: { lvl0: 'Grupo' } });
    expect(records.find((r) => r.url === '/markdown-page/')).toMatchObject({ docusaurus_tag: 'default', hierarchy: { lvl0: 'Página' } });
  });
});
