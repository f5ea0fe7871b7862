/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { buildRobots, buildSitemap, gitLastModified, isListable } from '../sitemap';

const SITE = 'https://developers.tesela.example';

describe('sitemap', () => {
  it('lists each page with its hreflang alternates and x-default on the Spanish page', () => {
    const xml = buildSitemap(SITE, [
      { path: '/docs/api/', twinPath: '/en/docs/api/' },
      { path: '/en/docs/api/', twinPath: '/docs/api/' },
      { path: '/en/only-english/', twinPath: null },
    ]);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as {
      urlset: { '@xmlns': string; url: { loc: string; 'xhtml:link': { '@hreflang': string; '@href': string }[] | { '@hreflang': string; '@href': string } }[] };
    };
    expect(parsed.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const [es, en, only] = parsed.urlset.url;
    expect(es.loc).toBe(`${SITE}/docs/api/`);
    expect(es['xhtml:link']).toEqual([
      { '@rel': 'alternate', '@hreflang': 'en', '@href': `${SITE}/en/docs/api/` },
      { '@rel': 'alternate', '@hreflang': 'es', '@href': `${SITE}/docs/api/` },
      { '@rel': 'alternate', '@hreflang': 'x-default', '@href': `${SITE}/docs/api/` },
    ]);
    expect(en.loc).toBe(`${SITE}/en/docs/api/`);
    expect(only['xhtml:link']).toEqual({ '@rel': 'alternate', '@hreflang': 'en', '@href': `${SITE}/en/only-english/` });
  });

  it('leaves out Page Not Found, the search pages and Gatsby pages', () => {
    expect(['/404/', '/en/404/', '/404.html', '/en/404.html', '/dev-404-page/', '/search/', '/en/search/', '/docs/', '/en/blog/'].filter(isListable)).toEqual(['/docs/', '/en/blog/']);
  });

  it('points robots.txt at the sitemap and keeps crawlers off search results', () => {
    expect(buildRobots(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
    expect(buildRobots(SITE, false)).toBe('User-agent: *\nDisallow: /\n');
  });

  it('writes <lastmod> for the pages whose date is known, and none for the others', () => {
    const xml = buildSitemap(SITE, [
      { path: '/docs/a/', twinPath: null, lastmod: '2024-03-01T10:00:00+01:00' },
      { path: '/docs/b/', twinPath: null, lastmod: null },
    ]);
    const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string; lastmod?: string }[] } };
    expect(parsed.urlset.url.map((u) => [u.loc, u.lastmod])).toEqual([
      [`${SITE}/docs/a/`, '2024-03-01T10:00:00+01:00'],
      [`${SITE}/docs/b/`, undefined],
    ]);
  });
});

describe('gitLastModified', () => {
  let dir: string;
  /** Runs git in a directory with a fixed identity and commit date, whatever the machine's config. */
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const commit = (date: string, ...files: string[]) => {
    git(dir, ['add', ...files]);
    git(dir, ['commit', '-q', '-m', `change ${files.join(' ')}`], date);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-'));
    git(dir, ['init', '-q', '-b', 'main']);
    write('content/docs/es/a.mdx', 'a');
    write('content/docs/es/b.mdx', 'b');
    write('content/docs/en/año.mdx', 'ñ');
    commit('2024-01-01T09:00:00+01:00', 'content');
    write('content/docs/es/a.mdx', 'a2');
    commit('2024-02-15T12:30:00+01:00', 'content/docs/es/a.mdx');
    write('README.md', 'r');
    commit('2024-03-01T08:00:00Z', 'README.md');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('maps every file to the date of its last commit, in one pass, names with accents included', () => {
    write('content/docs/es/new.mdx', 'not committed yet');
    const dates = gitLastModified(dir, ['content']);
    expect(Object.fromEntries(dates)).toEqual({
      'content/docs/es/a.mdx': '2024-02-15T12:30:00+01:00',
      'content/docs/es/b.mdx': '2024-01-01T09:00:00+01:00',
      'content/docs/en/año.mdx': '2024-01-01T09:00:00+01:00',
    });
    expect(gitLastModified(dir).get('README.md')).toBe('2024-03-01T08:00:00+00:00');
  });

  it('knows nothing without a repository, and does not throw', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      fs.writeFileSync(path.join(outside, 'a.mdx'), 'a');
      expect(gitLastModified(outside).size).toBe(0);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('leaves out what a shallow clone cannot date, and dates what it fetched', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-shallow-'));
    try {
      git(clone, ['clone', '-q', '--depth', '2', `file://${dir}`, '.']);
      const dates = gitLastModified(clone);
      // The two newest commits were fetched; the oldest of them is the cut-off, listing every file.
      expect(Object.fromEntries(dates)).toEqual({ 'README.md': '2024-03-01T08:00:00+00:00' });
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });
});
