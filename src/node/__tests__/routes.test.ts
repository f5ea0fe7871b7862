/** @jest-environment node */
import { docLocation, docRoute, pageRoute } from '../../utils/routes';

describe('docLocation', () => {
  it('reads the locale and the id from the path under content/docs', () => {
    expect(docLocation('en/api/intro.mdx')).toEqual({ locale: 'en', id: 'api/intro' });
    expect(docLocation('es/documentation/risk/3dsecure.mdx')).toEqual({ locale: 'es', id: 'documentation/risk/3dsecure' });
  });

  it('fails naming the file when the first folder is not a locale', () => {
    expect(() => docLocation('fr/api/intro.mdx')).toThrow('content/docs/fr/api/intro.mdx: a doc must live under content/docs/<locale>/');
  });

  it('fails on ids with characters a URL should not carry', () => {
    expect(() => docLocation('es/api/mi página.mdx')).toThrow('the doc id "api/mi página"');
  });
});

describe('docRoute', () => {
  it('maps ids to routes under /docs/ with a final slash, English under /en', () => {
    expect(docRoute('documentation/faq', 'es')).toBe('/docs/documentation/faq/');
    expect(docRoute('documentation/faq', 'en')).toBe('/en/docs/documentation/faq/');
  });

  it("gives a folder's index the folder's route", () => {
    expect(docRoute('index', 'es')).toBe('/docs/');
    expect(docRoute('api/index', 'en')).toBe('/en/docs/api/');
    expect(docRoute('reporting/conciliation/index', 'es')).toBe('/docs/reporting/conciliation/');
  });
});

describe('pageRoute', () => {
  it('routes markdown pages at the root of each locale', () => {
    expect(pageRoute('markdown-page', 'es')).toBe('/markdown-page/');
    expect(pageRoute('markdown-page', 'en')).toBe('/en/markdown-page/');
  });
});
