import type { GatsbyNode } from 'gatsby';
import { docFields, markdownPageFields, type FileNode, type MdxNode } from './src/node/content';
import { createPages as createSitePages } from './src/node/createPages';
import { createResolvers as createSiteResolvers, typeDefs } from './src/node/schema';
import { parseSidebars } from './src/node/sidebars';
import { parseTags, TAGS_FILE } from './src/node/tags';

// Drafts are visible while authoring (gatsby develop) and left out of production builds.
const includeDrafts = process.env.NODE_ENV !== 'production';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = (args) => createSiteResolvers(args, includeDrafts);

export const onCreateNode: GatsbyNode['onCreateNode'] = async ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  loadNodeContent,
  reporter,
}) => {
  const { createNode, createParentChildLink } = actions;
  try {
    if (node.internal.type === 'Mdx') {
      const mdx = node as MdxNode;
      const file = mdx.parent ? (getNode(mdx.parent) as FileNode | undefined) : undefined;
      if (!file || !['docs', 'pages'].includes(file.sourceInstanceName)) return;
      const isDoc = file.sourceInstanceName === 'docs';
      const fields = isDoc
        ? docFields(file.relativePath, mdx.frontmatter, mdx.body ?? '')
        : markdownPageFields(file.relativePath, mdx.frontmatter, mdx.body ?? '');
      const type = isDoc ? 'Doc' : 'MarkdownPage';
      const child = {
        ...fields,
        id: createNodeId(`${type}:${fields.sourceFile}`),
        parent: mdx.id,
        children: [],
        contentFilePath: mdx.internal.contentFilePath ?? '',
        internal: { type, contentDigest: createContentDigest(fields) },
      };
      createNode(child);
      createParentChildLink({ parent: mdx, child });
    } else if (node.internal.type === 'File') {
      const file = node as FileNode;
      if (file.sourceInstanceName === 'docs' && file.relativePath === 'tags.yaml') {
        for (const [tagId, tag] of Object.entries(parseTags(await loadNodeContent(file), TAGS_FILE))) {
          const child = {
            tagId,
            ...tag,
            id: createNodeId(`DocTag:${tagId}`),
            parent: file.id,
            children: [],
            internal: { type: 'DocTag', contentDigest: createContentDigest(tag) },
          };
          createNode(child);
          createParentChildLink({ parent: file, child });
        }
        return;
      }
      if (file.sourceInstanceName !== 'config' || file.relativePath !== 'sidebars.yaml') return;
      const sidebars = parseSidebars(await loadNodeContent(file), 'content/sidebars.yaml');
      for (const [sidebarId, items] of Object.entries(sidebars)) {
        const child = {
          sidebarId,
          items,
          id: createNodeId(`Sidebar:${sidebarId}`),
          parent: file.id,
          children: [],
          internal: { type: 'Sidebar', contentDigest: createContentDigest(items) },
        };
        createNode(child);
        createParentChildLink({ parent: file, child });
      }
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

export const createPages: GatsbyNode['createPages'] = (args) => createSitePages(args, includeDrafts);
