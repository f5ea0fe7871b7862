import { parse } from 'node-html-parser';
import { builtHtml, builtRoutes } from './built';

describe('locales of the built pages', () => {
  it('gives every page hreflang alternates for es, en and x-default pointing at twins that exist', () => {
    const problems: string[] = [];
    for (const route of builtRoutes()) {
      const root = parse(builtHtml(route) ?? '');
      const alternates = Object.fromEntries(
        root.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname]),
      );
      const es = route.startsWith('/en/') ? route.slice(3) : route;
      const expected = { es, en: `/en${es}`, 'x-default': es };
      const sorted = (o: Record<string, unknown>) => JSON.stringify(Object.entries(o).sort());
      if (sorted(alternates) !== sorted(expected)) problems.push(`${route}: ${JSON.stringify(alternates)}`);
      for (const target of Object.values(alternates)) if (!builtHtml(target as string)) problems.push(`${route}: alternate ${target} is not built`);
      const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (!canonical || new URL(canonical).pathname !== route) problems.push(`${route}: canonical ${canonical}`);
    }
    expect(problems).toEqual([]);
  });
});
