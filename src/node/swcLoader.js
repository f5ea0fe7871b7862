/**
 * Webpack loader that compiles with SWC (@swc/core, already the tests' transform and the bundles'
 * minifier) instead of Gatsby's Babel the files of Gatsby's JavaScript rule that need none of its
 * plugins: the site's own TypeScript, and Gatsby's runtime and the plugins' browser code (JavaScript
 * with JSX) when they hold no GraphQL and no prop types (src/node/gatsby/webpack.ts decides). Babel
 * was about 6 s of the two production compiles of a clean build. Plain JavaScript, because webpack
 * requires loaders as they are. A JavaScript file may be an ES module or CommonJS: SWC tells which.
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
