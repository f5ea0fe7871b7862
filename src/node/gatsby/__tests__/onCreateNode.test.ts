/** @jest-environment node */
import fs from 'node:fs';
import { MdxPool } from '../../mdx/pool';
import { closeMdxPool, onCreateNode } from '../onCreateNode';

type Args = Parameters<typeof onCreateNode>[0];

const created: { internal: { type: string }; title?: string }[] = [];

function argsFor(relativePath: string): Args {
  const file = {
    id: `file:${relativePath}`,
    extension: 'mdx',
    sourceInstanceName: 'docs',
    relativePath,
    internal: { type: 'File', contentDigest: relativePath },
  };
  return {
    node: file,
    loadNodeContent: () => Promise.resolve(fs.readFileSync(`content/docs/${relativePath}`, 'utf8')),
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(16),
    actions: { createNode: (node: (typeof created)[number]) => created.push(node), createParentChildLink: () => {} },
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
});
