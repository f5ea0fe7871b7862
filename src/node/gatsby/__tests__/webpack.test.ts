/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import ShadowingResolver from 'gatsby/dist/internal-plugins/webpack-theme-component-shadowing';
import { compiledBySwc, onCreateWebpackConfig, providesFetch, SERVER_SKIPS, shadowsNothing } from '../webpack';

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

const NULL_LOADER = { loader: 'null-loader' };
/** Runs onCreateWebpackConfig for a stage over a configuration like Gatsby's; returns what it set. */
function configure(stage: string, plugins: unknown[], minimizer: unknown[] = []) {
  let config = { module: { rules: [] as { test?: unknown; use?: unknown }[] }, plugins, optimization: { minimizer }, entry: {}, resolve: { plugins: [] as unknown[] } };
  const actions = {
    setWebpackConfig: () => {},
    replaceWebpackConfig: (next: typeof config) => {
      config = next;
    },
  };
  const call = onCreateWebpackConfig as unknown as (args: object) => void;
  call({ stage, actions, getConfig: () => config, loaders: { null: () => NULL_LOADER } });
  return config;
}

describe("the HTML renderer's configuration", () => {

  it('compiles the search modal and the search client as empty modules, and only them', () => {
    const { rules } = configure('build-html', []).module;
    const skip = rules.find((rule) => Array.isArray(rule.use) && rule.use.includes(NULL_LOADER));
    const test = skip?.test as (file: string) => boolean;
    expect(SERVER_SKIPS.every(test)).toBe(true);
    expect(test(path.resolve('src/theme/SearchBar/index.tsx'))).toBe(false);
    expect(test(path.resolve('src/search/engine.ts'))).toBe(false);
  });

  it("drops Gatsby's node-fetch for a free `fetch`, and keeps every other plugin", () => {
    const fetchProvider = new webpack.ProvidePlugin({ fetch: 'node-fetch', 'global.fetch': 'node-fetch' });
    const other = new webpack.ProvidePlugin({ process: 'process/browser' });
    const define = new webpack.DefinePlugin({ X: '1' });
    expect(configure('build-html', [fetchProvider, other, define]).plugins).toEqual([other, define]);
    expect(providesFetch(new webpack.ProvidePlugin({ fetch: 'node-fetch', Buffer: 'buffer' }))).toBe(false);
  });

  it('leaves the browser bundles their plugins', () => {
    const fetchProvider = new webpack.ProvidePlugin({ fetch: 'node-fetch' });
    expect(configure('build-javascript', [fetchProvider]).plugins).toEqual([fetchProvider]);
  });
});

describe("the browser bundles' minimizers", () => {
  // As Gatsby makes them (webpack-utils: a worker process for each, a core less than the machine has).
  const gatsbyMinimizers = () => [new TerserPlugin({ parallel: 1 }), new CssMinimizerPlugin({ parallel: 1 })];

  it('minify the scripts with SWC and the stylesheet with esbuild, both in the build process', () => {
    const [scripts, stylesheet] = configure('build-javascript', [], gatsbyMinimizers()).optimization.minimizer as [TerserPlugin, CssMinimizerPlugin];
    const scriptOptions = (scripts as unknown as { options: { parallel: unknown; minimizer: { implementation: unknown } } }).options;
    expect(scripts).toBeInstanceOf(TerserPlugin);
    expect(scriptOptions.parallel).toBe(false);
    expect(scriptOptions.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(stylesheet).toBeInstanceOf(CssMinimizerPlugin);
    expect(stylesheet.options.parallel).toBe(false);
    expect(stylesheet.options.minify).toEqual(expect.any(Function));
  });

  it('keep any other minimizer, and leave the HTML renderer unminified as Gatsby does', () => {
    const other = new webpack.BannerPlugin({ banner: 'x' });
    expect(configure('build-javascript', [], [...gatsbyMinimizers(), other]).optimization.minimizer[2]).toBe(other);
    expect(configure('build-html', [], []).optimization.minimizer).toEqual([]);
  });

  it("minify a stylesheet webpack compiles, and report esbuild's warnings with the stylesheet's name", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-min-'));
    try {
      fs.writeFileSync(path.join(dir, 'entry.js'), 'module.exports = 1;');
      const css = '.card  {  color : #ffffff ;  margin: 0px 0px }\n.card::before { content: "›" }\n.broken { colr: red; }\n';
      const [, stylesheet] = configure('build-javascript', [], gatsbyMinimizers()).optimization.minimizer as [unknown, CssMinimizerPlugin];
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        plugins: [{ apply: (c: webpack.Compiler) => c.hooks.thisCompilation.tap('css', (compilation) => compilation.hooks.processAssets.tap({ name: 'css', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => compilation.emitAsset('styles.css', new webpack.sources.RawSource(css)))) }],
        optimization: { minimize: true, minimizer: [stylesheet as unknown as webpack.WebpackPluginInstance] },
      });
      const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
      await new Promise((resolve) => compiler.close(resolve));
      expect(fs.readFileSync(path.join(dir, 'out', 'styles.css'), 'utf8')).toBe('.card{color:#fff;margin:0}.card:before{content:"›"}.broken{colr:red}\n');
      const warnings = stats.compilation.warnings.map((warning) => `${warning.file}: ${warning.message}`);
      expect(warnings).toEqual([expect.stringMatching(/^styles\.css: .*"colr" is not a known CSS property \(line 3, column 11\)/)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Gatsby's theme shadowing resolver", () => {
  /** The resolver as Gatsby's internal plugin makes it: every plugin of the site is a theme, the site among them. */
  const resolver = (projectRoot: string, pluginDirs: string[]) =>
    new ShadowingResolver({ projectRoot, extensions: ['.js', '.tsx'], themes: [...pluginDirs, projectRoot].map((dir) => ({ themeDir: dir, themeName: path.basename(dir) })) });

  it('is left out when no plugin has a folder under src/ named after a plugin, as in this site', () => {
    const plugins = ['gatsby-plugin-react-i18next', 'gatsby-source-filesystem'].map((name) => path.resolve('node_modules', name));
    expect(shadowsNothing(resolver(process.cwd(), plugins))).toBe(true);
  });

  it("is kept when the site shadows a theme's component, and other resolvers are never dropped", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'shadowing-'));
    try {
      const theme = path.join(site, 'node_modules', 'gatsby-theme-docs');
      fs.mkdirSync(path.join(site, 'src', 'gatsby-theme-docs', 'components'), { recursive: true });
      expect(shadowsNothing(resolver(site, [theme]))).toBe(false);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
    expect(shadowsNothing({ apply: () => {} })).toBe(false);
  });
});
