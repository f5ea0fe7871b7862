import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';

/**
 * Webpack, in three changes to Gatsby's configuration:
 * - the DocSearch stylesheet goes through a loader that writes its invalid `overflow-y: overlay` as
 *   `overflow-y: auto` (src/node/overflowOverlayLoader.js); `enforce: 'pre'`: it sees the file before
 *   Gatsby's CSS loaders, in every stage (the one .css file the pages link);
 * - no persistent webpack cache for the production bundles: every build that counts starts clean
 *   (netlify.toml runs `npm run clean` first, CI builds a fresh clone, the bench cleans), and
 *   writing the cache of a clean build cost 13 s of 88 here, most of it in the HTML renderer's
 *   stage (22 s → 9 s without it; a clean ×1 build 89 s → 75 s); a local rebuild compiles afresh;
 * - no source maps: the public site carries none (src/node/compress.ts), so writing them for the
 *   browser bundles only cost build time; the HTML renderer's maps pointed failed pages at the wrong
 *   module anyway (its bundle is not minified, so its stack traces name the right function);
 * - the site's own TypeScript without GraphQL is compiled by SWC (src/node/swcLoader.js) instead of
 *   Babel in both production compiles; files with a query keep Gatsby's Babel, and so does every
 *   file outside src/ (Gatsby's own runtime in .cache/);
 * - the browser bundles are minified by SWC (terser-webpack-plugin's swcMinify, @swc/core is already
 *   the tests' transform) instead of terser;
 * - the CSS extractor does not warn about the order of stylesheets shared by several chunks: every
 *   component's stylesheet is a CSS module with class names of its own, and global.css and
 *   darkTheme.css are global ones loaded first, so no rule depends on the order between modules.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, getConfig }) => {
  actions.setWebpackConfig({
    ...(stage === 'build-javascript' || stage === 'build-html' ? { devtool: false, cache: false } : {}),
    module: {
      rules: [{ test: /[\\/]@docsearch[\\/]css[\\/].*\.css$/, enforce: 'pre', use: [path.resolve('src/node/overflowOverlayLoader.js')] }],
    },
  });
  if (stage === 'build-javascript' || stage === 'build-html') {
    const config = getConfig();
    const targets = stage === 'build-html' ? { node: '20' } : (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { browserslist: string[] }).browserslist;
    config.module.rules = (config.module.rules as WebpackRule[]).map((rule) => withSwcForOwnSources(rule, targets));
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-javascript') {
    const config = getConfig();
    const minimizers = (config.optimization?.minimizer ?? []) as unknown[];
    config.optimization.minimizer = minimizers.map((plugin) =>
      plugin instanceof TerserPlugin ? new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } }) : plugin,
    );
    for (const plugin of (config.plugins ?? []) as { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[]) {
      if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
    }
    actions.replaceWebpackConfig(config);
  }
};

interface RuleUseInfo {
  resource: string;
}

interface WebpackRule {
  test?: unknown;
  use?: unknown;
}

const SWC_LOADER = path.resolve('src/node/swcLoader.js');
const OWN_SOURCES = [path.resolve('src') + path.sep, path.resolve('gatsby-browser.tsx'), path.resolve('gatsby-ssr.tsx')];
/** A GraphQL query or fragment (graphql`…`) or a static query: Gatsby's Babel plugin must see the file. */
const QUERY = /\bgraphql\s*`|\buseStaticQuery\b/;

/** True for a TypeScript file of the site's own code that holds no GraphQL. */
export function compiledBySwc(resource: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): boolean {
  if (!/\.tsx?$/.test(resource) || resource.includes(`${path.sep}node_modules${path.sep}`)) return false;
  if (!OWN_SOURCES.some((own) => resource === own || resource.startsWith(own))) return false;
  return !QUERY.test(read(resource));
}

/** Gatsby's JavaScript rule (Babel), with the site's own sources without GraphQL handed to SWC instead. */
function withSwcForOwnSources(rule: WebpackRule, targets: unknown): WebpackRule {
  if (typeof rule.use !== 'function' || !(rule.test instanceof RegExp) || !rule.test.test('x.tsx')) return rule;
  const babel = rule.use as (info: RuleUseInfo) => unknown;
  return { ...rule, use: (info: RuleUseInfo) => (compiledBySwc(info.resource) ? [{ loader: SWC_LOADER, options: { targets } }] : babel(info)) };
}
