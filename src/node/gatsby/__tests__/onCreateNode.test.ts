/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MdxPool } from '../../mdx/pool';
import { closeMdxPool, onCreateNode, sourcesEverything, startMdxPool } from '../onCreateNode';

type Args = Parameters<typeof onCreateNode>[0];

const created: { internal: { type: string }; title?: string }[] = [];
const loadNodeContent = jest.fn();
const createParentChildLink = jest.fn();

function argsFor(relativePath: string, root = '.'): Args {
  const file = {
    id: `file:${relativePath}`,
    extension: 'mdx',
    sourceInstanceName: 'docs',
    relativePath,
    absolutePath: path.resolve(root, 'content/docs', relativePath),
    internal: { type: 'File', contentDigest: relativePath },
  };
  return {
    node: file,
    // Gatsby's keeps the text on the File node, which the data store then writes with every child link.
    loadNodeContent: loadNodeContent.mockImplementation((node: { internal: { content?: string } }) => Promise.resolve((node.internal.content = 'text'))),
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(16),
    actions: { createNode: (node: (typeof created)[number]) => created.push(node), createParentChildLink },
    reporter: { panicOnBuild: (message: string) => { throw new Error(message); } },
  } as unknown as Args;
}

describe('the MDX workers of onCreateNode', () => {
  const close = jest.spyOn(MdxPool.prototype, 'close');
  afterAll(() => closeMdxPool());

  it('stop when closeMdxPool is called, and a file sourced later starts new ones', async () => {
    await onCreateNode(argsFor('es/intro_hpp.mdx'));
    expect(created.map((node) => node.internal.type)).toEqual(['PageContent', 'Doc']);
    await closeMdxPool();
    expect(close).toHaveBeenCalledTimes(1);
    // Nothing is running: closing again stops nothing.
    await closeMdxPool();
    expect(close).toHaveBeenCalledTimes(1);
    await onCreateNode(argsFor('en/intro_hpp.mdx'));
    expect(created.map((node) => node.internal.type)).toEqual(['PageContent', 'Doc', 'PageContent', 'Doc']);
    expect(created[3].title).not.toEqual(created[1].title);
    await closeMdxPool();
    expect(close).toHaveBeenCalledTimes(2);
  });

  it("read the file's text from disk, so that the File node linked to each child carries no copy of it", async () => {
    await onCreateNode(argsFor('es/intro_hpp.mdx'));
    await closeMdxPool();
    expect(loadNodeContent).not.toHaveBeenCalled();
    expect(createParentChildLink).toHaveBeenCalled();
    for (const [{ parent }] of createParentChildLink.mock.calls) expect(parent.internal).not.toHaveProperty('content');
    expect(created.at(-1)?.title).toBe(created[1].title);
  });
});

describe('the MDX files sent to the workers before Gatsby sources them (startMdxPool)', () => {
  const analyse = jest.spyOn(MdxPool.prototype, 'analyse');
  let root: string;
  const page = (title: string) => fs.readFileSync('content/docs/es/intro_hpp.mdx', 'utf8').replace(/^title: .*$/m, `title: ${title}`);
  const write = (relativePath: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, 'content/docs', relativePath)), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/docs', relativePath), text);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-early-'));
    created.length = 0;
    analyse.mockClear();
  });
  afterEach(async () => {
    await closeMdxPool();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('are analysed once: onCreateNode takes the analysis of the same text', async () => {
    write('es/early.mdx', page('Antes de tiempo'));
    startMdxPool(root);
    expect(analyse.mock.calls.map(([, file]) => file)).toEqual(['content/docs/es/early.mdx']);
    await onCreateNode(argsFor('es/early.mdx', root));
    expect(analyse).toHaveBeenCalledTimes(1);
    expect(created.map((node) => [node.internal.type, node.title])).toEqual([['PageContent', undefined], ['Doc', 'Antes de tiempo']]);
  });

  it('are analysed again when the text changed before Gatsby sourced it', async () => {
    write('es/early.mdx', page('Primera versión'));
    startMdxPool(root);
    write('es/early.mdx', page('Segunda versión'));
    await onCreateNode(argsFor('es/early.mdx', root));
    expect(analyse).toHaveBeenCalledTimes(2);
    expect(created.at(-1)?.title).toBe('Segunda versión');
  });

  it('report a failure when Gatsby sources the file, naming it, and never before', async () => {
    write('es/broken.mdx', `${page('Rota')}\n<Foo />\n`);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startMdxPool(root);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(onCreateNode(argsFor('es/broken.mdx', root))).rejects.toThrow(/content\/docs\/es\/broken\.mdx:\d+: <Foo> is not a component authors can use/);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('are only sent when Gatsby sources every file afresh', () => {
    write('es/early.mdx', page('Antes de tiempo'));
    expect(sourcesEverything(root)).toBe(true);
    fs.mkdirSync(path.join(root, '.cache/caches-lmdb'), { recursive: true });
    expect(sourcesEverything(root)).toBe(true);
    fs.mkdirSync(path.join(root, 'public'));
    expect(sourcesEverything(root)).toBe(false);
    startMdxPool(root);
    expect(analyse).not.toHaveBeenCalled();
  });
});
