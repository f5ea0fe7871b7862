/** @jest-environment node */
import { cacheControl, decideRoute, notFoundFile } from '../lib/routing';

const dirs = new Set(['/docs/api', '/en/docs']);
const isDirectory = (p: string) => dirs.has(p);

describe('decideRoute', () => {
  it('strips a trailing /index.html and .html, keeping the query', () => {
    expect(decideRoute('/docs/api/index.html', '?q=1', isDirectory)).toEqual({ kind: 'redirect', location: '/docs/api/?q=1' });
    expect(decideRoute('/docs/api/intro.html', '', isDirectory)).toEqual({ kind: 'redirect', location: '/docs/api/intro/' });
  });

  it('adds the final slash to a section path', () => {
    expect(decideRoute('/en/docs', '', isDirectory)).toEqual({ kind: 'redirect', location: '/en/docs/' });
  });

  it('serves index.html for a path with its final slash, and files as they are', () => {
    expect(decideRoute('/docs/api/', '', isDirectory)).toEqual({ kind: 'serve', path: '/docs/api/index.html' });
    expect(decideRoute('/app-1234.js', '', isDirectory)).toEqual({ kind: 'serve', path: '/app-1234.js' });
  });

  it('does not redirect the 404 files themselves', () => {
    expect(decideRoute('/en/404.html', '', isDirectory)).toEqual({ kind: 'serve', path: '/en/404.html' });
  });
});

describe('notFoundFile', () => {
  it('answers each locale with its own Page Not Found', () => {
    expect(notFoundFile('/en/docs/nope/')).toBe('/en/404.html');
    expect(notFoundFile('/en')).toBe('/en/404.html');
    expect(notFoundFile('/english/')).toBe('/404.html');
    expect(notFoundFile('/docs/nope/')).toBe('/404.html');
  });
});

describe('cacheControl', () => {
  it('caches hashed assets for a year and revalidates pages', () => {
    expect(cacheControl('/app-a2991bda9df3d6980fea.js')).toContain('immutable');
    expect(cacheControl('/docs/index.html')).toBe('public, max-age=0, must-revalidate');
  });
});
