/**
 * Lists whose order the pages' queries decide: every sort ends on a unique field, so two builds of
 * the same content list the same things in the same order (pages are parsed in parallel, and the
 * order in which their nodes arrive varies from build to build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR, builtFiles } from './built';

/** The page data of every page whose route matches. */
function pageData(route: RegExp): { route: string; data: Record<string, unknown> }[] {
  return [...builtFiles()]
    .filter((file) => file.startsWith('/page-data/') && file.endsWith('/page-data.json'))
    .map((file) => ({ file, route: file.slice('/page-data'.length, -'page-data.json'.length) }))
    .filter((page) => route.test(page.route))
    .map(({ file, route: pageRoute }) => ({
      route: pageRoute,
      data: (JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8')) as { result: { data: Record<string, unknown> } }).result.data,
    }));
}

/** GraphQL's ascending order of two values (JavaScript's comparison, as Gatsby's sort uses). */
const ascending = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('the order of listed pages', () => {
  const tagPages = pageData(/^\/(en\/)?docs\/tags\/[^/]+\/$/);
  const blogPages = pageData(/^\/(en\/)?blog\/(page\/\d+\/|tags\/[^/]+\/|authors\/|archive\/)?$/);

  it('finds the docs tag pages and the blog lists of both locales', () => {
    expect(tagPages.filter((page) => page.route.startsWith('/en/')).length).toBeGreaterThan(3);
    expect(tagPages.filter((page) => !page.route.startsWith('/en/')).length).toBeGreaterThan(3);
    expect(blogPages.map((page) => page.route)).toEqual(expect.arrayContaining(['/blog/', '/en/blog/', '/blog/archive/', '/en/blog/archive/']));
  });

  it('lists the docs of a tag by title, and docs of the same title by route', () => {
    for (const { route, data } of tagPages) {
      const docs = (data.allDoc as { nodes: { title: string; route: string }[] }).nodes;
      const sorted = [...docs].sort((a, b) => ascending(a.title, b.title) || ascending(a.route, b.route));
      expect({ route, docs: docs.map((doc) => doc.route) }).toEqual({ route, docs: sorted.map((doc) => doc.route) });
    }
  });

  it('lists blog posts newest first, and posts of the same date by slug', () => {
    for (const { route, data } of blogPages) {
      const posts = (data.posts as { nodes: { date: string; slug: string }[] }).nodes;
      const sorted = [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || ascending(a.slug, b.slug));
      expect({ route, posts: posts.map((post) => post.slug) }).toEqual({ route, posts: sorted.map((post) => post.slug) });
    }
  });
});
