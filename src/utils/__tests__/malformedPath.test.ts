import { addressFix, addressFixScript, addressFixSource, isRoutable, notFoundPage, READER_ADDRESS_ATTRIBUTE, restoreReaderAddress } from '../malformedPath';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('isRoutable', () => {
  it('accepts the addresses Gatsby decodes twice without harm', () => {
    for (const path of ['/', '/docs/api/', '/en/docs/caf%C3%A9/', '/blog/a-b_c.d/']) expect(isRoutable(path)).toBe(true);
  });

  it('refuses encoded percent signs and separators, and broken UTF-8', () => {
    for (const path of ['/docs/%25/', '/docs/%2541/', '/docs/a%2Fb/', '/docs/%2f/', '/docs/%5C/', '/docs/%E0%A4%A/', '/docs/%/']) expect(isRoutable(path)).toBe(false);
  });
});

describe('addressFix', () => {
  it('leaves ordinary addresses alone', () => {
    expect(addressFix(at('/en/docs/', '?q=1', '#x'), '/en/docs/')).toEqual({ kind: 'none' });
  });

  it('loads the collapsed address for duplicate slashes, keeping query and hash', () => {
    expect(addressFix(at('//en//docs/', '?q=1', '#top'), '/docs/')).toEqual({ kind: 'reload', href: '/en/docs/?q=1#top' });
  });

  it('starts Gatsby on the page the HTML was built for, or on its locale Page Not Found', () => {
    expect(addressFix(at('/docs/%25/'), '/404.html')).toEqual({ kind: 'route', path: '/404.html' });
    expect(addressFix(at('/en/docs/a%2Fb/'), null)).toEqual({ kind: 'route', path: '/en/404.html' });
    expect(addressFix(at('/en/docs/%E0%A4%A/'), '/en/%25/')).toEqual({ kind: 'route', path: '/en/404.html' });
    expect(notFoundPage('/docs/x/')).toBe('/404.html');
  });

  it("starts Gatsby on the English Page Not Found the host served for an unknown English address", () => {
    expect(addressFix(at('/en/docs/nope/', '?q=1'), '/en/404.html')).toEqual({ kind: 'route', path: '/en/404.html' });
    expect(addressFix(at('/en/404.html'), '/en/404.html')).toEqual({ kind: 'none' });
    // The Spanish one is Gatsby's own fallback.
    expect(addressFix(at('/docs/nope/'), '/404.html')).toEqual({ kind: 'none' });
  });
});

describe('the inline script', () => {
  // Tests may evaluate it; the browser runs it as an inline script allowed by its hash.
  const decide = new Function(`return (${addressFixSource()});`)() as (p: string, s: string, h: string, a: string | null) => unknown;

  it('decides as addressFix on every address', () => {
    const paths = ['/en/docs/nope/', '/en/404.html', '/', '/en', '/en/', '/english/%25', '/docs/%25/', '/en/docs/%2F/', '/%E0%A4%A', '/en/%E0%A4%A/', '//en/docs/', '/a//b', '/docs/caf%C3%A9/', '/en%25', '/docs/%5c/'];
    for (const path of paths) {
      for (const pagePath of [null, '/404.html', '/en/404.html', '/bad%25/']) {
        expect([path, pagePath, decide(path, '?q=1', '#h', pagePath)]).toEqual([path, pagePath, addressFix(at(path, '?q=1', '#h'), pagePath)]);
      }
    }
  });

  it('is one constant script (one CSP hash for the whole site)', () => {
    expect(addressFixScript()).toBe(addressFixScript());
    expect(addressFixScript()).toContain(addressFixSource());
  });

  it('lets the reader address be put back after the first render', () => {
    window.history.replaceState(null, '', '/404.html');
    document.documentElement.setAttribute(READER_ADDRESS_ATTRIBUTE, 'http://localhost/docs/%25/');
    restoreReaderAddress();
    expect(window.location.pathname).toBe('/docs/%25/');
    expect(document.documentElement.hasAttribute(READER_ADDRESS_ATTRIBUTE)).toBe(false);
  });
});
