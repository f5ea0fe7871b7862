import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/**
 * The DocSearch stylesheet goes through a loader that writes its invalid `overflow-y: overlay` as
 * `overflow-y: auto` (src/node/overflowOverlayLoader.js). `enforce: 'pre'`: it sees the file
 * before Gatsby's CSS loaders, in every stage (the inlined <style> of each page and the .css file).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage }) => {
  actions.setWebpackConfig({
    // The public site carries no source maps (src/node/compress.ts), so the browser bundles are built
    // without them: writing them took a third of the bundle step, only for pruneBuild to delete them.
    // The HTML renderer keeps Gatsby's maps, which give a page that fails to render its source line.
    ...(stage === 'build-javascript' ? { devtool: false } : {}),
    module: {
      rules: [{ test: /[\\/]@docsearch[\\/]css[\\/].*\.css$/, enforce: 'pre', use: [path.resolve('src/node/overflowOverlayLoader.js')] }],
    },
  });
};
