/**
 * The build's entry points, each handed to src/node: MDX and YAML files become content nodes
 * (parsed once), the schema and resolvers read the site model, pages are created from it, and
 * the files beside the pages are written after the build.
 */
import type { GatsbyNode } from 'gatsby';
import { createPages as createSitePages } from './src/node/createPages';
import { createResolvers as createSiteResolvers, typeDefs } from './src/node/schema';
import { INCLUDE_DRAFTS as includeDrafts } from './src/node/gatsby/siteModel';
import { closeMdxPool, startMdxPool } from './src/node/gatsby/onCreateNode';
import { onPreInit as dropStaleCache } from './src/node/gatsby/mdxInputs';
import { storedJsonExtension } from './src/node/storedJson';

export { onCreateNode } from './src/node/gatsby/onCreateNode';
export { onCreateWebpackConfig } from './src/node/gatsby/webpack';
export { onPostBuild } from './src/node/gatsby/onPostBuild';
export { onPreBootstrap } from './src/node/gatsby/mdxInputs';

// First, what the cache may no longer hold; then the MDX files go to the workers while Gatsby loads.
export const onPreInit: GatsbyNode['onPreInit'] = async (args, options) => {
  await dropStaleCache?.(args, options, () => undefined);
  startMdxPool(args.store.getState().program.directory as string);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(storedJsonExtension);
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = (args) => createSiteResolvers(args, includeDrafts);

// Every file is sourced by now: the MDX workers stop before the pages are built.
export const createPages: GatsbyNode['createPages'] = async (args) => {
  await closeMdxPool();
  return createSitePages(args, includeDrafts);
};
