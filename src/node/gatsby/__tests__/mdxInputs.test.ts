/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheIsStale, onPreBootstrap, onPreInit } from '../mdxInputs';

describe('the cache of parsed pages', () => {
  let root: string;
  const args = () => ({ reporter: { info: jest.fn() }, store: { getState: () => ({ program: { directory: root } }) } }) as never;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-inputs-'));
    write('content/testing.yaml', 'testData: []\n');
    write('site.config.ts', 'export default {};\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is kept while the files the parse reads are unchanged, and dropped when one changes', async () => {
    expect(cacheIsStale(root)).toBe(false); // no cache yet
    await onPreBootstrap!(args(), undefined as never, () => undefined);
    write('.cache/caches-lmdb/data.mdb', '');
    write('public/index.html', '<html></html>');
    expect(cacheIsStale(root)).toBe(false);

    await onPreInit!(args(), undefined as never, () => undefined);
    expect(fs.existsSync(path.join(root, 'public'))).toBe(true);

    write('content/testing.yaml', 'testData: [changed]\n');
    expect(cacheIsStale(root)).toBe(true);
    const changed = args();
    await onPreInit!(changed, undefined as never, () => undefined);
    // Without public/, Gatsby treats the cache as incomplete and deletes it before loading it.
    expect(fs.existsSync(path.join(root, 'public'))).toBe(false);
    expect((changed as unknown as { reporter: { info: jest.Mock } }).reporter.info).toHaveBeenCalledWith(expect.stringContaining('content/testing.yaml'));
  });

  it('is dropped when a stylesheet changes (pages keep their CSS inline)', async () => {
    write('src/theme/X/styles.module.css', '.a { color: red; }\n');
    await onPreBootstrap!(args(), undefined as never, () => undefined);
    write('.cache/caches-lmdb/data.mdb', '');
    expect(cacheIsStale(root)).toBe(false);
    write('src/theme/X/styles.module.css', '.a { color: blue; }\n');
    expect(cacheIsStale(root)).toBe(true);
  });

  it('is dropped when the code that makes the content nodes changes, not when a test or a component does', async () => {
    write('src/node/blog.ts', 'export const fields = 1;\n');
    write('src/node/__tests__/blog.test.ts', 'test;\n');
    write('src/theme/X/index.tsx', 'export {};\n');
    await onPreBootstrap!(args(), undefined as never, () => undefined);
    write('.cache/caches-lmdb/data.mdb', '');
    write('src/node/__tests__/blog.test.ts', 'another test;\n');
    write('src/theme/X/index.tsx', 'export const x = 1;\n');
    expect(cacheIsStale(root)).toBe(false);
    write('src/node/blog.ts', 'export const fields = 2;\n');
    expect(cacheIsStale(root)).toBe(true);
  });

  it('is dropped when it was built before the stamp existed', () => {
    write('.cache/caches-lmdb/data.mdb', '');
    expect(cacheIsStale(root)).toBe(true);
  });
});
