/**
 * Creates the blog's pages in both locales (list with pagination, posts, archive, authors, tags)
 * and writes its RSS and Atom feeds. Invalid posts fail the build naming the file and the key.
 */
import path from 'node:path';
import type { Actions } from 'gatsby';
import siteConfig from '../../site.config';
import { LOCALES, otherLocale, splitLocale, type Locale } from '../utils/locale';
import blogEn from '../../locales/en/blog.json';
import blogEs from '../../locales/es/blog.json';
import { blogRoute, checkBlog, feedRoutes, paginate, sortPosts, type BlogAuthors } from './blog';
import { blogFeeds } from './feeds';
import { i18nContext } from './plan';
import { pageNamespaces } from './namespaces';
import type { TagDefinitions } from './tags';
import type { RecordPart } from '../search/records';

export interface BlogQuery {
  allBlogPost: {
    nodes: { id: string; slug: string; locale: Locale; route: string; title: string; description: string; date: string; authors: string[]; tags: string[]; draft: boolean; sourceFile: string; components: string[]; searchParts: RecordPart[] }[];
  };
  allBlogAuthor: { nodes: ({ authorId: string } & BlogAuthors[string])[] };
  allBlogTag: { nodes: ({ tagId: string } & TagDefinitions[string])[] };
}

export const BLOG_QUERY = `
  allBlogPost(sort: [{ date: DESC }, { slug: ASC }]) { nodes { id slug locale route title description date authors tags draft sourceFile components searchParts } }
  allBlogAuthor(sort: { authorId: ASC }) { nodes { authorId name title url image } }
  allBlogTag(sort: { tagId: ASC }) { nodes { tagId label description } }
`;

/** What the feeds are called, per locale (locales/<locale>/blog.json). */
export const FEED_TEXT: Record<Locale, { title: string; description: string }> = { es: blogEs.blog.feed, en: blogEn.blog.feed };

/** The blog's name, per locale: the group its posts' search hits are listed under. */
export const BLOG_TITLE: Record<Locale, string> = { es: blogEs.blog.title, en: blogEn.blog.title };

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** Problems of the blog's content, each naming the file and the key. */
export function blogErrors(data: BlogQuery): string[] {
  const authors = Object.fromEntries(data.allBlogAuthor.nodes.map(({ authorId, ...a }) => [authorId, a])) as BlogAuthors;
  const tags = Object.fromEntries(data.allBlogTag.nodes.map(({ tagId, ...t }) => [tagId, t]));
  return checkBlog(data.allBlogPost.nodes, authors, tags);
}

export function createBlogPages(data: BlogQuery, createPage: Actions['createPage'], includeDrafts: boolean): void {
  const tags = new Map(data.allBlogTag.nodes.map((t) => [t.tagId, t]));
  const visible = data.allBlogPost.nodes.filter((p) => includeDrafts || !p.draft);
  const draftValues = includeDrafts ? [false, true] : [false];
  const ctx = (locale: Locale, route: string, twinRoute: string | null, components: string[] = []) => ({
    twinRoute,
    draftValues,
    ...i18nContext(locale, route, splitLocale(route).path, pageNamespaces('blog', components)),
  });

  for (const locale of LOCALES) {
    const twin = otherLocale(locale);
    const posts = sortPosts(visible.filter((p) => p.locale === locale));
    const twinSlugs = new Set(visible.filter((p) => p.locale === twin).map((p) => p.slug));

    const pages = paginate(locale, posts.map((p) => p.slug));
    const twinPages = paginate(twin, sortPosts(visible.filter((p) => p.locale === twin)).map((p) => p.slug));
    for (const page of pages) {
      createPage({
        path: page.route,
        component: template('blog-list'),
        context: { ...ctx(locale, page.route, twinPages[page.page - 1]?.route ?? blogRoute(twin)), slugs: page.slugs, listPage: page },
      });
    }

    posts.forEach((post, i) => {
      // Newer and older neighbours: "previous" is the newer post, as a reader goes back in time.
      const newer = posts[i - 1] ?? null;
      const older = posts[i + 1] ?? null;
      createPage({
        path: post.route,
        component: template('blog-post'),
        context: {
          ...ctx(locale, post.route, twinSlugs.has(post.slug) ? blogRoute(twin, post.slug) : null, post.components),
          id: post.id,
          newerId: newer?.id ?? '',
          olderId: older?.id ?? '',
        },
      });
    });

    const archive = blogRoute(locale, 'archive');
    createPage({ path: archive, component: template('blog-archive'), context: ctx(locale, archive, blogRoute(twin, 'archive')) });

    const authorsRoute = blogRoute(locale, 'authors');
    createPage({ path: authorsRoute, component: template('blog-authors'), context: ctx(locale, authorsRoute, blogRoute(twin, 'authors')) });

    const tagsRoute = blogRoute(locale, 'tags');
    createPage({ path: tagsRoute, component: template('blog-tags'), context: ctx(locale, tagsRoute, blogRoute(twin, 'tags')) });
    for (const tagId of tags.keys()) {
      const route = blogRoute(locale, 'tags', tagId);
      createPage({ path: route, component: template('blog-tag'), context: { ...ctx(locale, route, blogRoute(twin, 'tags', tagId)), tag: tagId } });
    }

  }
}

/** The RSS and Atom feeds of each locale: their routes and texts (written by src/node/siteFiles.ts). */
export function blogFeedFiles(data: BlogQuery, includeDrafts: boolean): { route: string; text: string }[] {
  const authors = new Map(data.allBlogAuthor.nodes.map((a) => [a.authorId, a]));
  const tags = new Map(data.allBlogTag.nodes.map((t) => [t.tagId, t]));
  return LOCALES.flatMap((locale) => {
    const { rss, atom } = blogFeeds({
      siteUrl: siteConfig.url,
      locale,
      ...FEED_TEXT[locale],
      language: siteConfig.locales[locale].htmlLang,
      copyright: siteConfig.footer.copyright[locale],
      posts: data.allBlogPost.nodes.filter((p) => p.locale === locale && (includeDrafts || !p.draft)),
      authorName: (id: string) => authors.get(id)?.name ?? id,
      tagLabel: (id: string) => tags.get(id)?.label[locale] ?? id,
    });
    const routes = feedRoutes(locale);
    return [
      { route: routes.rss, text: rss },
      { route: routes.atom, text: atom },
    ];
  });
}
