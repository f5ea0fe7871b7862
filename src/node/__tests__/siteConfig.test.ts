/** @jest-environment node */
import siteConfig, { type SiteConfig } from '../../../site.config';
import { checkSiteConfig } from '../siteConfig';

const ids = ['index', 'api/index', 'documentation/intro', 'documentation/faq'];

describe('checkSiteConfig', () => {
  it('accepts the site configuration', () => {
    expect(checkSiteConfig(siteConfig, ids)).toEqual([]);
  });

  it('names a navbar doc id that is not a doc and lists the available ids', () => {
    const config: SiteConfig = {
      ...siteConfig,
      navbar: { items: [{ type: 'doc', docId: 'api/nope', label: { es: 'API', en: 'API' } }] },
    };
    expect(checkSiteConfig(config, ids)).toEqual([
      'site.config.ts: navbar.items[0].docId "api/nope" is not a doc. Available ids: api/index, documentation/faq, documentation/intro, index.',
    ]);
  });

  it('names an unknown navbar item type and the allowed ones', () => {
    const config = { ...siteConfig, navbar: { items: [{ type: 'mega', label: { es: 'x', en: 'x' } }] } } as unknown as SiteConfig;
    expect(checkSiteConfig(config, ids)[0]).toBe('site.config.ts: navbar.items[0].type: unknown navbar item type; allowed types: doc, link, localeDropdown.');
  });

  it('names unknown keys and malformed URLs', () => {
    const config = { ...siteConfig, url: 'https://developers.tesela.example/', colour: 'blue' } as unknown as SiteConfig;
    const errors = checkSiteConfig(config, ids);
    expect(errors).toContain('site.config.ts: url: must not end with "/".');
    expect(errors).toContain('site.config.ts: (root): unknown key(s) colour.');
  });
});
