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

  it("hands Gatsby's runtime and a plugin's browser code to SWC when they hold no query and no prop types", () => {
    expect(compiledBySwc(own('.cache/production-app.js'), text('import React from "react";\nexport default () => <div />;'))).toBe(true);
    expect(compiledBySwc(own('node_modules/gatsby-plugin-react-i18next/dist/index.js'), text('"use strict";\nexports.Link = void 0;'))).toBe(true);
  });

  it("keeps Gatsby's Babel for a page query, a fragment or a static query", () => {
    expect(compiledBySwc(own('src/templates/doc.tsx'), text('export const query = graphql`query { site { id } }`;'))).toBe(false);
    expect(compiledBySwc(own('src/templates/fragments.ts'), text('export const locales = graphql `fragment L on Query { x }`;'))).toBe(false);
    expect(compiledBySwc(own('src/hooks/useSite.ts'), text('const data = useStaticQuery(q);'))).toBe(false);
    expect(compiledBySwc(own('.cache/static-query.js'), text('export const useStaticQuery = (query) => query;'))).toBe(false);
  });

  it("keeps Gatsby's Babel for prop types, which its preset removes from the browser bundles", () => {
    expect(compiledBySwc(own('.cache/page-renderer.js'), text('PageRenderer.propTypes = { location: PropTypes.object.isRequired };'))).toBe(false);
  });

  it('leaves files that are not JavaScript or TypeScript alone', () => {
    expect(compiledBySwc(own('src/theme/CodeBlock/styles.module.css'), text('.code {}'))).toBe(false);
  });
});
