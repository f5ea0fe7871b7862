/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
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

describe("the HTML renderer's configuration", () => {
  const NULL_LOADER = { loader: 'null-loader' };
  /** Runs onCreateWebpackConfig for a stage over a configuration like Gatsby's; returns what it set. */
  function configure(stage: string, plugins: unknown[]) {
    let config = { module: { rules: [] as { test?: unknown; use?: unknown }[] }, plugins, optimization: { minimizer: [] }, entry: {}, resolve: { plugins: [] as unknown[] } };
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
