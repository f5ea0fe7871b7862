import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { apiNodeFields } from './src/node/apiNodes';
import { AUTHORS_FILE, BLOG_TAGS_FILE, blogPostFields, parseAuthors } from './src/node/blog';
import { docFields, markdownPageFields, type FileNode, type MdxNode } from './src/node/content';
import { createPages as createSitePages } from './src/node/createPages';
import { createResolvers as createSiteResolvers, typeDefs } from './src/node/schema';
import { parseShopList, SHOPLIST_FILE } from './src/node/shoplist';
import { parseSidebars } from './src/node/sidebars';
import { buildRobots, buildSitemap, gitLastModified, isListable } from './src/node/sitemap';
import { writeHostingFiles } from './src/node/hosting';
import { compressBuild, pruneBuild } from './src/node/compress';
import { resolveMeasurementId } from './src/node/analytics';
import { resolveSearchConfig } from './src/node/search';
import { defaultHosts } from './src/search/algolia';
import siteConfig from './site.config';
import { LOCALES } from './src/utils/locale';
import { parseTags, TAGS_FILE } from './src/node/tags';

// Drafts are visible while authoring (gatsby develop) and left out of production builds.
const includeDrafts = process.env.NODE_ENV !== 'production';

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

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = (args) => createSiteResolvers(args, includeDrafts);

/** True when a doc id exists in every locale (content/docs/<locale>/<id>.mdx or <id>/index.mdx). */
function docExists(docId: string): boolean {
  const root = path.resolve('content/docs');
  return LOCALES.every((locale) => fs.existsSync(path.join(root, locale, `${docId}.mdx`)) || fs.existsSync(path.join(root, locale, docId, 'index.mdx')));
}

type CreateNodeArgs = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0];

/** Creates one node of our content types as a child of the node it was read from. */
function createChild(args: CreateNodeArgs, parent: CreateNodeArgs['node'], type: string, key: string, fields: Record<string, unknown>): void {
  const child = {
    ...fields,
    id: args.createNodeId(`${type}:${key}`),
    parent: parent.id,
    children: [],
    internal: { type, contentDigest: args.createContentDigest(fields) },
  };
  args.actions.createNode(child);
  args.actions.createParentChildLink({ parent, child });
}

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, getNode, loadNodeContent, reporter } = args;
  try {
    if (node.internal.type === 'Mdx') {
      const mdx = node as MdxNode;
      const file = mdx.parent ? (getNode(mdx.parent) as FileNode | undefined) : undefined;
      if (file?.sourceInstanceName === 'blog') {
        const fields = blogPostFields(file.relativePath, mdx.frontmatter, mdx.body ?? '');
        createChild(args, mdx, 'BlogPost', fields.sourceFile, { ...fields, contentFilePath: mdx.internal.contentFilePath ?? '' });
        return;
      }
      if (!file || !['docs', 'pages'].includes(file.sourceInstanceName)) return;
      const isDoc = file.sourceInstanceName === 'docs';
      const fields = isDoc
        ? docFields(file.relativePath, mdx.frontmatter, mdx.body ?? '')
        : markdownPageFields(file.relativePath, mdx.frontmatter, mdx.body ?? '');
      createChild(args, mdx, isDoc ? 'Doc' : 'MarkdownPage', fields.sourceFile, {
        ...fields,
        contentFilePath: mdx.internal.contentFilePath ?? '',
      });
    } else if (node.internal.type === 'File') {
      const file = node as FileNode;
      if (file.sourceInstanceName === 'docs' && file.relativePath === 'tags.yaml') {
        for (const [tagId, tag] of Object.entries(parseTags(await loadNodeContent(file), TAGS_FILE))) {
          createChild(args, file, 'DocTag', tagId, { tagId, ...tag });
        }
      } else if (file.sourceInstanceName === 'config' && /^api\/[^/]+\.yaml$/.test(file.relativePath)) {
        const { documents, operations } = apiNodeFields(await loadNodeContent(file), `content/${file.relativePath}`);
        for (const doc of documents) createChild(args, file, 'ApiDocument', `${doc.api}:${doc.locale}`, { ...doc });
        for (const op of operations) createChild(args, file, 'ApiOperation', `${op.key}:${op.locale}`, { ...op, requestSchema: (op.kind === 'path' && op.view.requestBody?.schema) || null });
      } else if (file.sourceInstanceName === 'config' && `content/${file.relativePath}` === SHOPLIST_FILE) {
        const { features, platforms } = parseShopList(await loadNodeContent(file), SHOPLIST_FILE, docExists);
        features.forEach(({ id, label }, position) => createChild(args, file, 'ShopFeature', id, { featureId: id, position, label }));
        platforms.forEach(({ id, ...platform }, position) => createChild(args, file, 'ShopPlatform', id, { platformId: id, position, ...platform }));
      } else if (file.sourceInstanceName === 'config' && `content/${file.relativePath}` === AUTHORS_FILE) {
        for (const [authorId, author] of Object.entries(parseAuthors(await loadNodeContent(file), AUTHORS_FILE))) {
          createChild(args, file, 'BlogAuthor', authorId, { authorId, ...author });
        }
      } else if (file.sourceInstanceName === 'config' && `content/${file.relativePath}` === BLOG_TAGS_FILE) {
        for (const [tagId, tag] of Object.entries(parseTags(await loadNodeContent(file), BLOG_TAGS_FILE))) {
          createChild(args, file, 'BlogTag', tagId, { tagId, ...tag });
        }
      } else if (file.sourceInstanceName === 'config' && file.relativePath === 'sidebars.yaml') {
        for (const [sidebarId, items] of Object.entries(parseSidebars(await loadNodeContent(file), 'content/sidebars.yaml'))) {
          createChild(args, file, 'Sidebar', sidebarId, { sidebarId, items });
        }
      }
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

export const createPages: GatsbyNode['createPages'] = (args) => createSitePages(args, includeDrafts);

/**
 * sitemap.xml (both locales, hreflang alternates, no unlisted, 404 or search pages, `lastmod` from
 * git for the pages written from one content file) and robots.txt.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  type Sourced = { nodes: { route: string; sourceFile: string }[] };
  const result = await graphql<{
    allSitePage: { nodes: { path: string; pageContext: { twinRoute?: string | null } | null }[] };
    allDoc: { nodes: { route: string }[] };
    docs: Sourced;
    pages: Sourced;
    posts: Sourced;
  }>(`
    {
      allSitePage { nodes { path pageContext } }
      allDoc(filter: { unlisted: { eq: true } }) { nodes { route } }
      docs: allDoc { nodes { route sourceFile } }
      pages: allMarkdownPage { nodes { route sourceFile } }
      posts: allBlogPost { nodes { route sourceFile } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the pages for the sitemap.', result.errors);
    return;
  }
  const unlisted = new Set(result.data.allDoc.nodes.map((d) => d.route));
  // One git pass for the whole content folder; pages made from several sources (lists, tags, the
  // home page) get no lastmod, as do files git does not know (a shallow clone, no git at all).
  const modified = gitLastModified(process.cwd(), ['content']);
  const sourceOf = new Map([...result.data.docs.nodes, ...result.data.pages.nodes, ...result.data.posts.nodes].map((n) => [n.route, n.sourceFile]));
  const lastmodOf = (route: string): string | null => modified.get(sourceOf.get(route) ?? '') ?? null;
  const pages = result.data.allSitePage.nodes
    .filter((p) => isListable(p.path) && !unlisted.has(p.path))
    .map((p) => {
      const twin = p.pageContext?.twinRoute ?? null;
      return { path: p.path, twinPath: twin && !unlisted.has(twin) ? twin : null, lastmod: lastmodOf(p.path) };
    });
  const publicDir = path.resolve('public');
  // What the public site does not carry (source maps, webpack.stats.json), before anything lists the files.
  const pruned = pruneBuild(publicDir);
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(siteConfig.url, pages));
  // Netlify names the deploy context: only production is meant for search engines.
  const indexable = !process.env.CONTEXT || process.env.CONTEXT === 'production';
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(siteConfig.url, indexable));
  reporter.info(`sitemap: ${pages.length} pages in public/sitemap.xml, ${pages.filter((p) => p.lastmod).length} with lastmod${indexable ? '' : ' (robots.txt keeps this deploy out of search engines)'}`);

  const search = resolveSearchConfig(siteConfig.search).config;
  try {
    const hosting = writeHostingFiles(
      publicDir,
      result.data.allSitePage.nodes.map((p) => p.path),
      {
        analytics: resolveMeasurementId(siteConfig.analytics) !== null,
        searchHosts: search.provider === 'algolia' && search.appId ? defaultHosts(search.appId).map((h) => h.url) : [],
      },
    );
    reporter.info(`hosting: ${hosting.pages} pages, ${hosting.inlineScripts} inline scripts hashed and ${hosting.hashedFiles} hashed files listed in public/_headers, ${hosting.redirects} rules in public/_redirects`);
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
  }
  // Last, once every file is written: the compressed copies the server sends.
  const compressed = await compressBuild(publicDir);
  reporter.info(`compress: ${pruned.removed} source maps and stats files removed (${Math.round(pruned.bytes / 1024)} KiB); .br and .gz beside ${compressed.files} text files`);
};
