/**
 * Webpack loader that compiles the site's own TypeScript (src/ and gatsby-browser/ssr.tsx) with SWC
 * (@swc/core, already the tests' transform and the bundles' minifier) instead of Gatsby's Babel, for
 * the files that hold no GraphQL: those (templates and static queries) still need Gatsby's Babel
 * plugin, which swaps a query for its result's id (src/node/gatsby/webpack.ts decides). Babel was
 * about 6 s of the two production compiles of a clean build. Plain JavaScript, because webpack
 * requires loaders as they are.
 *
 * Options: `targets`, the browserslist query of package.json for the browser bundles, or
 * `{ node: '20' }` for the HTML renderer.
 */
const swc = require('@swc/core');

module.exports = function swcLoader(source) {
  const done = this.async();
  const { targets } = this.getOptions();
  const typescript = /\.tsx?$/.test(this.resourcePath);
  swc
    .transform(source, {
      filename: this.resourcePath,
      swcrc: false,
      configFile: false,
      sourceMaps: false,
      isModule: typescript ? true : 'unknown',
      jsc: {
        parser: typescript ? { syntax: 'typescript', tsx: /\.tsx$/.test(this.resourcePath) } : { syntax: 'ecmascript', jsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      env: { targets },
    })
    .then((output) => done(null, output.code), done);
};
