/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changedRoutes, routeOfSource } from '../lib/changedPages';

describe('routeOfSource', () => {
  it('maps docs, folder indexes, blog posts and markdown pages to their routes in their locale', () => {
    expect(routeOfSource('content/docs/es/documentation/online/tokenization.mdx')).toBe('/docs/documentation/online/tokenization/');
    expect(routeOfSource('content/docs/en/api/index.mdx')).toBe('/en/docs/api/');
    expect(routeOfSource('content/docs/es/index.mdx')).toBe('/docs/');
    expect(routeOfSource('content/blog/en/mdx-blog-post.mdx')).toBe('/en/blog/mdx-blog-post/');
    expect(routeOfSource('content/pages/es/markdown-page.mdx')).toBe('/markdown-page/');
  });

  it('knows no route for other files', () => {
    expect(routeOfSource('content/sidebars.yaml')).toBeNull();
    expect(routeOfSource('src/templates/doc.tsx')).toBeNull();
  });
});

describe('changedRoutes', () => {
  it('adds nothing when the starting revision is not known', () => {
    expect(changedRoutes(undefined)).toEqual([]);
    expect(changedRoutes('no-such-revision-anywhere')).toEqual([]);
  });

  it('lists both locales of every page added or changed since a revision, and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tesela-changed-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    git('init', '-q');
    write('content/docs/es/a.mdx', 'one');
    write('content/docs/es/b.mdx', 'one');
    git('add', '.');
    git('commit', '-qm', 'first');
    const first = git('rev-parse', 'HEAD');
    write('content/docs/es/a.mdx', 'two');
    write('content/blog/en/post.mdx', 'new');
    write('src/other.ts', 'code');
    git('add', '.');
    git('commit', '-qm', 'second');
    expect(changedRoutes(first, dir)).toEqual(['/blog/post/', '/docs/a/', '/en/blog/post/', '/en/docs/a/']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
