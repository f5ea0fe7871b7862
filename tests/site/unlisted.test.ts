import { parse } from 'node-html-parser';
import { builtHtml, builtRoutes } from './built';

const UNLISTED = ['/docs/documentation/pcp/paygate/config/', '/docs/documentation/pcp/paygate/logs/'];

describe('unlisted docs', () => {
  const all = UNLISTED.flatMap((route) => [route, `/en${route}`]);

  it.each(all)('%s is built, marked noindex and says it is unlisted', (route) => {
    const root = parse(builtHtml(route) ?? '');
    expect(root.querySelector('h1')?.text.trim()).toBeTruthy();
    expect(root.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(root.querySelector('[role="note"]')?.text).toMatch(/unlisted|no aparece en el índice/);
  });

  it('is linked from no sidebar and from no previous/next link of any page', () => {
    const offenders: string[] = [];
    for (const route of builtRoutes()) {
      const root = parse(builtHtml(route) ?? '');
      const navLinks = [
        ...root.querySelectorAll('nav[aria-label="Documentación"] a, nav[aria-label="Documentation"] a'),
        ...root.querySelectorAll('nav[aria-label="Páginas de la documentación"] a, nav[aria-label="Docs pages"] a'),
      ].map((a) => a.getAttribute('href') ?? '');
      for (const href of navLinks) if (all.includes(href)) offenders.push(`${route} → ${href}`);
    }
    expect(offenders).toEqual([]);
  });
});
