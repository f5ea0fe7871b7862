/** @jest-environment node */
import siteConfig, { type SiteConfig } from '../../../site.config';
import { checkSiteConfig } from '../siteConfig';
import { resolveNavbar, type NavbarContext } from '../navbar';

const docs = new Map(
  ['index', 'api/index', 'api/intro', 'api/requests', 'documentation/intro', 'documentation/faq', 'documentation/online/index', 'documentation/pcp/index'].map((id) => [
    id,
    { route: `/docs/${id}/`, title: `Title of ${id}`, sidebarLabel: null },
  ]),
);
const ctx: NavbarContext = {
  docs,
  sidebars: { docuSidebar: ['index', 'documentation/intro'], apiSidebar: ['api/index', 'api/intro'], emptySidebar: ['documentation/unlisted'] },
  versions: siteConfig.docs.versions,
};
const withItems = (items: unknown[]): SiteConfig => ({ ...siteConfig, navbar: { ...siteConfig.navbar, items } }) as SiteConfig;

describe('checkSiteConfig', () => {
  it('accepts the site configuration', () => {
    expect(checkSiteConfig(siteConfig, ctx)).toEqual([]);
  });

  it('names a navbar doc id that is not a doc and lists the available ids', () => {
    expect(checkSiteConfig(withItems([{ type: 'doc', docId: 'api/nope' }]), ctx)).toEqual([
      'site.config.ts: navbar.items[0].docId "api/nope" is not a doc. Available ids: api/index, api/intro, api/requests, documentation/faq, documentation/intro, documentation/online/index, documentation/pcp/index, index.',
    ]);
  });

  it('fails an unknown navbar item type with "No NavbarItem component found for type"', () => {
    expect(checkSiteConfig(withItems([{ type: 'mega', label: { es: 'x', en: 'x' } }]), ctx)).toEqual([
      'site.config.ts: key "navbar.items[0].type": No NavbarItem component found for type "mega". Allowed types: link, dropdown, html, doc, docSidebar, docsVersion, docsVersionDropdown, localeDropdown, search.',
    ]);
  });

  it('fails a doc-sidebar item whose sidebar has nothing to link to, and an unknown sidebar', () => {
    const label = { es: 'x', en: 'x' };
    expect(checkSiteConfig(withItems([{ type: 'docSidebar', sidebarId: 'emptySidebar', label }, { type: 'docSidebar', sidebarId: 'nope', label }]), ctx)).toEqual([
      'site.config.ts: navbar.items[0]: sidebar "emptySidebar" has no listed doc to link to. Add a doc to it in content/sidebars.yaml.',
      'site.config.ts: navbar.items[1].sidebarId "nope" is not a sidebar. Available sidebars: docuSidebar, apiSidebar, emptySidebar.',
    ]);
  });

  it('fails a docs version that does not exist, listing the versions', () => {
    expect(checkSiteConfig(withItems([{ type: 'docsVersion', version: '2.0' }]), ctx)).toEqual([
      'site.config.ts: navbar.items[0].version "2.0" is not a docs version. Available versions: current.',
    ]);
  });

  it('fails a link with both or neither of to and href', () => {
    const message = 'site.config.ts: key "navbar.items[0]" is a link, which needs exactly one of "to" (an internal path) or "href" (an external URL).';
    expect(checkSiteConfig(withItems([{ type: 'link', label: { es: 'a', en: 'a' } }]), ctx)).toEqual([message]);
    expect(checkSiteConfig(withItems([{ type: 'link', to: '/a/', href: 'https://a.example', label: { es: 'a', en: 'a' } }]), ctx)).toEqual([message]);
  });

  it('names unknown keys, malformed URLs, unknown code themes and dangling doc ids', () => {
    const config = {
      ...siteConfig,
      url: 'https://developers.tesela.example/',
      colour: 'blue',
      codeBlocks: { ...siteConfig.codeBlocks, theme: 'solarized' },
    } as unknown as SiteConfig;
    const errors = checkSiteConfig(config, ctx);
    expect(errors).toContain('site.config.ts: key "url" must not end with "/" (it is set from GATSBY_SITE_URL when that variable is set).');
    const badRepository = checkSiteConfig({ ...siteConfig, repository: { url: 'http://code.tesela.example/tesela/developers/', branch: '..' } }, ctx);
    expect(badRepository).toEqual([
      'site.config.ts: key "repository.url" must be an https URL such as https://github.com/owner/name.',
      'site.config.ts: key "repository.url" must be the repository page without a final "/" or ".git", such as https://github.com/owner/name.',
      'site.config.ts: key "repository.branch" must be a branch name such as main (letters, digits, ".", "_", "-" and "/").',
    ]);
    const badId = checkSiteConfig({ ...siteConfig, analytics: { measurementId: 'UA-1-1' } }, ctx);
    expect(checkSiteConfig({ ...siteConfig, supportEmail: 'soporte' }, ctx)).toEqual([expect.stringMatching(/key "supportEmail".*an email address/)]);
    expect(badId).toContain('site.config.ts: key "analytics.measurementId" must be a Google Analytics 4 measurement id such as "G-ABC123XYZ9", or "" for none.');
    expect(errors).toContain(
      'site.config.ts: unknown key "colour" (allowed: title, tagline, url, defaultLocale, locales, hosts, supportEmail, navbar, footer, colorMode, announcementBar, codeBlocks, search, repository, analytics, docs).',
    );
    expect(errors.find((e) => e.startsWith('site.config.ts: key "codeBlocks.theme" cannot be "solarized" (allowed: dracula,'))).toBeDefined();
    const dangling = { ...siteConfig, footer: { ...siteConfig.footer, links: [{ docId: 'gone', label: { es: 'a', en: 'a' } }] } };
    expect(checkSiteConfig(dangling, ctx)[0]).toMatch(/^site.config.ts: footer.links\[0\].docId "gone" is not a doc. Available ids: /);
  });
});

describe('resolveNavbar', () => {
  it('resolves every item kind for a locale, positions defaulting to right', () => {
    const items = withItems([
      { type: 'docSidebar', sidebarId: 'apiSidebar', label: { es: 'API', en: 'API' }, position: 'left' },
      { type: 'doc', docId: 'documentation/faq' },
      { type: 'link', to: '/markdown-page/', label: { es: 'Convenciones', en: 'Conventions' } },
      { type: 'dropdown', label: { es: 'Más', en: 'More' }, items: [{ href: 'https://status.tesela.example', label: { es: 'Estado', en: 'Status' } }] },
      { type: 'html', value: { es: '<b>ES</b>', en: '<b>EN</b>' } },
      { type: 'docsVersion' },
      { type: 'docsVersionDropdown' },
      { type: 'localeDropdown' },
      { type: 'search', position: 'left' },
    ]).navbar.items;
    const model = resolveNavbar(items, 'en', ctx).map((m) => m.item);
    expect(model[0]).toEqual({ kind: 'link', position: 'left', label: 'API', href: '/en/docs/api/', external: false, sidebarId: 'apiSidebar' });
    expect(model[1]).toMatchObject({ kind: 'link', position: 'right', label: 'Title of documentation/faq', href: '/en/docs/documentation/faq/' });
    expect(model[2]).toMatchObject({ kind: 'link', href: '/markdown-page/', external: false });
    expect(model[3]).toEqual({ kind: 'dropdown', position: 'right', label: 'More', items: [{ label: 'Status', href: 'https://status.tesela.example', external: true }] });
    expect(model[4]).toEqual({ kind: 'html', position: 'right', html: '<b>EN</b>' });
    expect(model[5]).toMatchObject({ kind: 'link', label: 'V1', href: '/en/docs/' });
    expect(model[6]).toEqual({ kind: 'docsVersionDropdown', position: 'right', versions: [{ name: 'current', label: 'V1', href: '/en/docs/' }] });
    expect(model[7].kind).toBe('localeDropdown');
    // The search item carries the resolved search configuration its button and modal need.
    expect(model[8]).toEqual({ kind: 'search', position: 'left', search: { provider: 'local', indexName: 'live_doc', searchPagePath: 'search' } });
  });

  it('keeps the configuration of each item so a render failure can name it', () => {
    expect(resolveNavbar([{ type: 'localeDropdown' }], 'es', ctx)[0].config).toBe('{"type":"localeDropdown"}');
  });
});
