/** @jest-environment node */
import path from 'node:path';
import { compiledBySwc } from '../webpack';

const own = (file: string) => path.resolve(file);
const text = (source: string) => () => source;

describe('compiledBySwc', () => {
  it("hands the site's own TypeScript without GraphQL to SWC", () => {
    expect(compiledBySwc(own('src/theme/TOC/index.tsx'), text('export const TOC = () => null;'))).toBe(true);
    expect(compiledBySwc(own('src/search/engine.ts'), text('export class Engine {}'))).toBe(true);
    expect(compiledBySwc(own('gatsby-browser.tsx'), text('export const onClientEntry = () => {};'))).toBe(true);
  });

  it("keeps Gatsby's Babel for a page query, a fragment or a static query", () => {
    expect(compiledBySwc(own('src/templates/doc.tsx'), text('export const query = graphql`query { site { id } }`;'))).toBe(false);
    expect(compiledBySwc(own('src/templates/fragments.ts'), text('export const locales = graphql `fragment L on Query { x }`;'))).toBe(false);
    expect(compiledBySwc(own('src/hooks/useSite.ts'), text('const data = useStaticQuery(q);'))).toBe(false);
  });

  it("keeps Gatsby's Babel for everything outside the site's sources", () => {
    const read = text('export {}');
    expect(compiledBySwc(own('.cache/production-app.js'), read)).toBe(false);
    expect(compiledBySwc(own('.cache/api-runner-browser.ts'), read)).toBe(false);
    expect(compiledBySwc(own('node_modules/some-package/index.ts'), read)).toBe(false);
    expect(compiledBySwc(own('src/node/overflowOverlayLoader.js'), read)).toBe(false);
  });
});
