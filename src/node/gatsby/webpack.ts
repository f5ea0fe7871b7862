import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { esbuildCssMinify, esbuildTargets } from './cssMinify';

/**
 * Webpack, in these changes to Gatsby's configuration:
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
 * - SWC (src/node/swcLoader.js) compiles, in both production compiles, every file of Gatsby's
 *   JavaScript rule that needs none of its Babel plugins: the site's own TypeScript, Gatsby's runtime
 *   in .cache/ and the plugins' browser code. Files with a GraphQL query keep Gatsby's Babel (its
 *   plugin swaps each query for its result's id), and so do those with React prop types (the preset
 *   removes them from the browser bundles);
 * - the browser bundle's entry is src/utils/appEntry.js, which starts Gatsby's runtime
 *   (.cache/production-app) a part at a time, each part a task of its own, instead of in the task
 *   that evaluates the app chunk;
 * - the browser bundles are minified by SWC (terser-webpack-plugin's swcMinify, @swc/core is already
 *   the tests' transform) instead of terser, in this process: SWC minifies each chunk on a thread of
 *   its own, so they are minified side by side, where the plugin's one worker process (a core less
 *   than the machine has) took them one at a time (0.8 s against 1.3–1.9 s);
 * - the stylesheet is minified by esbuild in this process (./cssMinify.ts) instead of cssnano in a
 *   worker process started for it (0.05 s against 1.4 s);
 * - the HTML renderer leaves out what the server never runs: the search modal and the search client,
 *   which the browser loads on the reader's intent (`SERVER_SKIPS`, as empty modules: Gatsby's
 *   recipe for browser-only code), and node-fetch, which Gatsby provides for a free `fetch` (Node 20
 *   has its own, and no page fetches while it is rendered); these were a third of the renderer's code;
 * - the production compiles go without Gatsby's theme shadowing resolver when nothing is shadowed (no
 *   folder `src/<plugin name>/` in the site or in a plugin): for every module of `src/` it listed a
 *   folder per plugin that does not exist, about 1.2 s of a clean ×1 build's main thread for nothing;
 * - the CSS extractor does not warn about the order of stylesheets shared by several chunks: every
 *   component's stylesheet is a CSS module with class names of its own, and global.css and
 *   darkTheme.css are global ones loaded first, so no rule depends on the order between modules.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, getConfig, loaders }) => {
  actions.setWebpackConfig({
    ...(stage === 'build-javascript' || stage === 'build-html' ? { devtool: false, cache: false } : {}),
    module: {
      rules: [{ test: /[\\/]@docsearch[\\/]css[\\/].*\.css$/, enforce: 'pre', use: [path.resolve('src/node/overflowOverlayLoader.js')] }],
    },
  });
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig();
  config.resolve = { ...config.resolve, plugins: ((config.resolve?.plugins ?? []) as unknown[]).filter((plugin) => !shadowsNothing(plugin)) };
  const targets = stage === 'build-html' ? { node: '20' } : (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { browserslist: string[] }).browserslist;
  config.module.rules = (config.module.rules as WebpackRule[]).map((rule) => withSwc(rule, targets));
  if (stage === 'build-html') {
    config.module.rules.push({ test: (file: string) => SERVER_SKIPS.includes(file), use: [loaders.null()] });
    config.plugins = (config.plugins as unknown[]).filter((plugin) => !providesFetch(plugin));
  } else {
    config.entry = { ...config.entry, app: path.resolve('src/utils/appEntry.js') };
    const minimizers = (config.optimization?.minimizer ?? []) as unknown[];
    config.optimization.minimizer = minimizers.map((plugin) => {
      if (plugin instanceof TerserPlugin) return new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: false, terserOptions: { compress: { passes: 2 }, mangle: true } });
      if (plugin instanceof CssMinimizerPlugin) return new CssMinimizerPlugin({ minify: esbuildCssMinify(esbuildTargets(targets as string[])), parallel: false });
      return plugin;
    });
    for (const plugin of (config.plugins ?? []) as { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[]) {
      if (plugin.constructor.name === 'MiniCssExtractPlugin' && plugin.options) plugin.options.ignoreOrder = true;
    }
  }
  actions.replaceWebpackConfig(config);
};

/**
 * Modules the HTML renderer compiles as empty: browser code that no page runs while it is rendered,
 * because only an effect or an event (the reader's intent) calls it.
 */
export const SERVER_SKIPS = ['src/theme/SearchBar/SearchModal.tsx', 'src/search/client.ts'].map((file) => path.resolve(file));

/**
 * True for Gatsby's theme shadowing resolver when no theme component is shadowed: no plugin (the site
 * itself is one) has a folder `src/<plugin name>/`, the only place a shadowing file can be.
 */
export function shadowsNothing(plugin: unknown): boolean {
  const { constructor, themes, projectRoot } = plugin as { constructor?: { name?: string }; themes?: { themeDir: string; themeName: string }[]; projectRoot?: string };
  if (constructor?.name !== 'GatsbyThemeComponentShadowingResolverPlugin' || !Array.isArray(themes) || typeof projectRoot !== 'string') return false;
  const roots = [projectRoot, ...themes.map((theme) => theme.themeDir)];
  return themes.every(({ themeName }) => roots.every((root) => !fs.existsSync(path.join(root, 'src', themeName))));
}

/** True for Gatsby's ProvidePlugin of the HTML renderer, which provides node-fetch as `fetch` and nothing else. */
export function providesFetch(plugin: unknown): boolean {
  const { constructor, definitions } = plugin as { constructor?: { name?: string }; definitions?: Record<string, unknown> };
  if (constructor?.name !== 'ProvidePlugin' || !definitions) return false;
  const names = Object.keys(definitions);
  return names.includes('fetch') && names.every((name) => name === 'fetch' || name === 'global.fetch');
}

interface RuleUseInfo {
  resource: string;
}

interface WebpackRule {
  test?: unknown;
  use?: unknown;
}

const SWC_LOADER = path.resolve('src/node/swcLoader.js');
/** A GraphQL query or fragment (graphql`…`) or a static query: Gatsby's Babel plugin must see the file. */
const QUERY = /\bgraphql\s*`|\buseStaticQuery\b/;
/** React prop types, which Gatsby's Babel preset removes from the browser bundles. */
const PROP_TYPES = /\bPropTypes\b/;

/**
 * True for a file of Gatsby's JavaScript rule that SWC compiles: one without GraphQL and without prop
 * types, whether the site's own TypeScript, Gatsby's runtime in .cache/ or a plugin's browser code.
 */
export function compiledBySwc(resource: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): boolean {
  if (!/\.(?:m?jsx?|tsx?)$/.test(resource)) return false;
  const text = read(resource);
  return !QUERY.test(text) && !PROP_TYPES.test(text);
}

/** Gatsby's JavaScript rule (Babel), with the files that need none of its plugins handed to SWC instead. */
function withSwc(rule: WebpackRule, targets: unknown): WebpackRule {
  if (typeof rule.use !== 'function' || !(rule.test instanceof RegExp) || !rule.test.test('x.tsx')) return rule;
  const babel = rule.use as (info: RuleUseInfo) => unknown;
  return { ...rule, use: (info: RuleUseInfo) => (compiledBySwc(info.resource) ? [{ loader: SWC_LOADER, options: { targets } }] : babel(info)) };
}
