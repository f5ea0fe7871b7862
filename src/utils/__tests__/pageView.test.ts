/** @jest-environment node */
import { pageViewKey } from '../pageView';

describe('pageViewKey', () => {
  it('counts path, query and hash as the page', () => {
    const at = (pathname: string, search = '', hash = '') => pageViewKey({ pathname, search, hash });
    expect(at('/docs/')).toBe(at('/docs/'));
    expect(at('/docs/', '?q=1')).not.toBe(at('/docs/'));
    expect(at('/docs/', '', '#a')).not.toBe(at('/docs/', '', '#b'));
    expect(at('/en/docs/')).not.toBe(at('/docs/'));
  });
});
