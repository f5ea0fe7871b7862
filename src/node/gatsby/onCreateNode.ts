/**
 * Turns the sourced files into the site's content nodes: each MDX file is parsed once (src/node/mdx)
 * into a Doc, MarkdownPage or BlogPost node that carries its render tree and derived facts, and each
 * YAML file of content/ into the nodes it defines. Invalid content fails the build naming the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import { apiNodeFields } from '../apiNodes';
import { AUTHORS_FILE, BLOG_TAGS_FILE, blogPostFields, parseAuthors } from '../blog';
import { docFields, markdownPageFields, type FileNode } from '../content';
import { MdxPool } from '../mdx/pool';
import type { PageFacts } from '../mdx/page';
import { parseShopList, SHOPLIST_FILE } from '../shoplist';
import { parseSidebars } from '../sidebars';
import { parseTags, TAGS_FILE } from '../tags';
import { parseTesting, TESTING_FILE } from '../testing';
import { LOCALES } from '../../utils/locale';
import { contentChanged } from './siteModel';
import { DATA_STORE } from './mdxInputs';
import { storeJson } from '../storedJson';

type CreateNodeArgs = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0];

/** True when a doc id exists in every locale (content/docs/<locale>/<id>.mdx or <id>/index.mdx). */
function docExists(docId: string): boolean {
  const root = path.resolve('content/docs');
  return LOCALES.every((locale) => fs.existsSync(path.join(root, locale, `${docId}.mdx`)) || fs.existsSync(path.join(root, locale, docId, 'index.mdx')));
}

/**
 * Creates one node of our content types as a child of the file it was read from; returns its id.
 * Its digest is the file's own when the fields are a function of the file alone (hashing a page's
 * whole render tree again cost more than parsing it).
 */
function createChild(args: CreateNodeArgs, parent: Node, type: string, key: string, fields: Record<string, unknown>, fromFile = false): string {
  const id = args.createNodeId(`${type}:${key}`);
  const contentDigest = fromFile ? args.createContentDigest(`${type}:${parent.internal.contentDigest}`) : args.createContentDigest(fields);
  const child = { ...fields, id, parent: parent.id, children: [], internal: { type, contentDigest } };
  args.actions.createNode(child);
  args.actions.createParentChildLink({ parent, child });
  return id;
}

/**
 * A sourced file's text, read from disk. Gatsby's `loadNodeContent` keeps the text on the File node
 * (`internal.content`), and the node is written to the data store again with each child linked to it:
 * 3.5 MB of text written 641 times in a clean ×1 build (an API document's YAML once per operation).
 */
function readSource(file: FileNode): Promise<string> {
  return fs.promises.readFile(file.absolutePath, 'utf8');
}

const MDX_KINDS: Record<string, { type: string; fields: typeof docFields | typeof markdownPageFields | typeof blogPostFields }> = {
  docs: { type: 'Doc', fields: docFields },
  pages: { type: 'MarkdownPage', fields: markdownPageFields },
  blog: { type: 'BlogPost', fields: blogPostFields },
};

/** The worker threads that parse MDX, started with the first file. */
let pool: MdxPool | null = null;

/**
 * Stops the MDX workers once every file is sourced (createPages), so that their heaps are not kept
 * through webpack and the page queries, when the build's memory peaks. Under `gatsby develop`, a file
 * changed later starts a new pool.
 */
export async function closeMdxPool(): Promise<void> {
  const running = pool;
  pool = null;
  early.clear();
  await running?.close();
}

/** The analyses asked for before Gatsby sourced their files (`startMdxPool`), by source file, with the text analysed. */
const early = new Map<string, { source: string; page: Promise<PageFacts> }>();

/**
 * True when Gatsby will source every file afresh: no data store in .cache, or no public/ folder
 * (Gatsby then drops the store). Otherwise it keeps the nodes of unchanged files and sources only the
 * changed ones, and analysing every file ahead would be work for nothing.
 */
export function sourcesEverything(root: string): boolean {
  return !fs.existsSync(path.join(root, DATA_STORE)) || !fs.existsSync(path.join(root, 'public'));
}

/**
 * Starts the MDX workers and sends them every MDX file of the content folders that become pages,
 * when Gatsby is still loading (onPreInit): in a clean build the first file reached onCreateNode 1.3 s
 * later, and the workers spent that time starting up. onCreateNode then takes the analysis of its
 * file when the text on disk is the text analysed, and asks again otherwise. A file that fails is
 * reported when Gatsby sources it, as before; one it never sources is dropped with the pool.
 */
export function startMdxPool(root: string): void {
  if (!sourcesEverything(root)) return;
  pool ??= new MdxPool();
  for (const kind of Object.keys(MDX_KINDS)) {
    const dir = path.join(root, 'content', kind);
    if (!fs.existsSync(dir)) continue;
    for (const relative of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!relative.endsWith('.mdx')) continue;
      const sourceFile = `content/${kind}/${relative.split(path.sep).join('/')}`;
      const source = fs.readFileSync(path.join(dir, relative), 'utf8');
      const page = pool.analyse(source, sourceFile);
      // Awaited by onCreateNode, which reports the failure; until then it must not count as unhandled.
      page.catch(() => undefined);
      early.set(sourceFile, { source, page });
    }
  }
}

async function fromMdx(args: CreateNodeArgs, file: FileNode): Promise<void> {
  const kind = MDX_KINDS[file.sourceInstanceName];
  if (!kind) return;
  const sourceFile = `content/${file.sourceInstanceName}/${file.relativePath.replace(/\\/g, '/')}`;
  const source = await readSource(file);
  const asked = early.get(sourceFile);
  early.delete(sourceFile);
  const page = await (asked?.source === source ? asked.page : (pool ??= new MdxPool()).analyse(source, sourceFile));
  const fields = kind.fields(file.relativePath, page);
  const content = createChild(args, file, 'PageContent', sourceFile, { body: storeJson(page.body) }, true);
  createChild(args, file, kind.type, fields.sourceFile, { ...fields, content }, true);
}

async function fromYaml(args: CreateNodeArgs, file: FileNode): Promise<void> {
  const source = `content/${file.sourceInstanceName === 'docs' ? 'docs/' : ''}${file.relativePath}`;
  const text = () => readSource(file);
  if (source === TAGS_FILE) {
    for (const [tagId, tag] of Object.entries(parseTags(await text(), TAGS_FILE))) createChild(args, file, 'DocTag', tagId, { tagId, ...tag });
  } else if (file.sourceInstanceName !== 'config') {
    return;
  } else if (/^content\/api\/[^/]+\.yaml$/.test(source)) {
    const { documents, operations } = apiNodeFields(await text(), source);
    for (const doc of documents) createChild(args, file, 'ApiDocument', `${doc.api}:${doc.locale}`, { ...doc }, true);
    for (const op of operations) createChild(args, file, 'ApiOperation', `${op.key}:${op.locale}`, { ...op, view: storeJson(op.view), requestSchema: (op.kind === 'path' && op.view.requestBody?.schema) || null }, true);
  } else if (source === TESTING_FILE) {
    createChild(args, file, 'TestingData', 'testing', { ...parseTesting(await text(), TESTING_FILE) });
  } else if (source === SHOPLIST_FILE) {
    const { features, platforms } = parseShopList(await text(), SHOPLIST_FILE, docExists);
    features.forEach(({ id, label }, position) => createChild(args, file, 'ShopFeature', id, { featureId: id, position, label }));
    platforms.forEach(({ id, ...platform }, position) => createChild(args, file, 'ShopPlatform', id, { platformId: id, position, ...platform }));
  } else if (source === AUTHORS_FILE) {
    for (const [authorId, author] of Object.entries(parseAuthors(await text(), AUTHORS_FILE))) createChild(args, file, 'BlogAuthor', authorId, { authorId, ...author });
  } else if (source === BLOG_TAGS_FILE) {
    for (const [tagId, tag] of Object.entries(parseTags(await text(), BLOG_TAGS_FILE))) createChild(args, file, 'BlogTag', tagId, { tagId, ...tag });
  } else if (source === 'content/sidebars.yaml') {
    for (const [sidebarId, items] of Object.entries(parseSidebars(await text(), source))) createChild(args, file, 'Sidebar', sidebarId, { sidebarId, items });
  }
}

export const onCreateNode = async (args: CreateNodeArgs): Promise<void> => {
  if (args.node.internal.type !== 'File') return;
  const file = args.node as FileNode;
  try {
    if (file.extension === 'mdx') await fromMdx(args, file);
    else if (file.extension === 'yaml') await fromYaml(args, file);
    else return;
    // The site model is computed again from the new content (gatsby develop).
    contentChanged();
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
  }
};
