/** @jest-environment node */
import { acceptedWeights, negotiateEncoding, parseRange } from '../lib/negotiation';
import { encodePath, encodeUnsafe, isSameSiteLocation, parseTarget } from '../lib/requestTarget';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, GZIP', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0.8, br;q=0.5', 'gzip'],
    ['br;q=2, gzip', 'gzip'],
    ['br;q=0.001', 'br'],
  ])('answers %p with %p', (header, expected) => {
    expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('chooses only among the copies that exist', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', [])).toBeNull();
  });

  it('drops entries whose weight is malformed', () => {
    expect([...acceptedWeights('br;q=x, gzip;q=0.5, ;q=1').entries()]).toEqual([['gzip', 0.5]]);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=5-', { kind: 'part', start: 5, end: 99 }],
    ['bytes=90-500', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-1', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
  ])('reads %p of 100 bytes as %p', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});

describe('parseTarget', () => {
  it('decodes each segment of a clean path and keeps a safe query', () => {
    expect(parseTarget('/en/docs/caf%C3%A9/?q=a"b')).toEqual({ kind: 'path', pathname: '/en/docs/café/', search: '?q=a%22b', locale: 'en' });
  });

  it('redirects duplicate slashes to the collapsed path', () => {
    expect(parseTarget('//evil.example/x')).toEqual({ kind: 'redirect', location: '/evil.example/x' });
    expect(parseTarget('/en//docs//?a=1')).toEqual({ kind: 'redirect', location: '/en/docs/?a=1' });
  });

  it('refuses undecodable paths with 400 and paths that change shape once decoded with 404', () => {
    expect(parseTarget('/en/docs/%E0%A4%A/')).toEqual({ kind: 'refused', status: 400, locale: 'en' });
    expect(parseTarget('/docs/%/')).toEqual({ kind: 'refused', status: 400, locale: 'es' });
    for (const raw of ['/docs/%2F/', '/a%5cb', '/%2e%2e/x', '/a/../b', '/x%0d%0a', '/a%00']) expect(parseTarget(raw)).toMatchObject({ kind: 'refused', status: 404 });
    // The authority and asterisk forms are for proxies and other methods.
    for (const raw of ['evil.example:443', '*']) expect(parseTarget(raw)).toMatchObject({ kind: 'refused', status: 400 });
  });

  it('reads a target in absolute form by its path and query only: its host is never used', () => {
    expect(parseTarget('http://evil.example/')).toEqual({ kind: 'path', pathname: '/', search: '', locale: 'es' });
    expect(parseTarget('https://evil.example/en/docs/?q=1')).toEqual({ kind: 'path', pathname: '/en/docs/', search: '?q=1', locale: 'en' });
    expect(parseTarget('http://evil.example?q=1')).toEqual({ kind: 'path', pathname: '/', search: '?q=1', locale: 'es' });
    expect(parseTarget('http://evil.example//evil.example/')).toEqual({ kind: 'redirect', location: '/evil.example/' });
  });
});

describe('Location encoding', () => {
  it('encodes what a URL must not carry raw, and keeps valid escapes', () => {
    expect(encodeUnsafe('/a b/\\/€/%41/%zz?x=<>')).toBe('/a%20b/%5C/%E2%82%AC/%41/%25zz?x=%3C%3E');
    expect(encodePath('/docs/café/a:b/')).toBe('/docs/caf%C3%A9/a:b/');
  });

  it('accepts only paths of this site', () => {
    for (const ok of ['/', '/docs/?q=1', '/a:b@c']) expect(isSameSiteLocation(ok)).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/a\r\nb', 'docs/', '/€']) expect(isSameSiteLocation(bad)).toBe(false);
  });
});
