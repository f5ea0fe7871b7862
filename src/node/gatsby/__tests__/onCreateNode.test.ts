/** @jest-environment node */
import path from 'node:path';
import { MdxPool } from '../../mdx/pool';
import { closeMdxPool, onCreateNode } from '../onCreateNode';

type Args = Parameters<typeof onCreateNode>[0];

const created: { internal: { type: string }; title?: string }[] = [];
const loadNodeContent = jest.fn();
const createParentChildLink = jest.fn();

function argsFor(relativePath: string): Args {
  const file = {
    id: `file:${relativePath}`,
    extension: 'mdx',
    sourceInstanceName: 'docs',
    relativePath,
    absolutePath: path.resolve('content/docs', relativePath),
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
