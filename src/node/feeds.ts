import { escapeAttribute, escapeUTF8 } from 'entities';
import { Feed } from 'feed';
import type { Locale } from '../utils/locale';
import { blogRoute, feedRoutes, sortPosts } from './blog';

export interface FeedInput {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  /** Language tag of the feed, such as es-ES. */
  language: string;
  copyright: string;
  posts: { slug: string; title: string; description: string; date: string; route: string; authors: string[]; tags: string[] }[];
  authorName: (id: string) => string;
  tagLabel: (id: string) => string;
}

const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/**
 * The blog's RSS 2.0 and Atom 1.0 files of one locale, newest post first, written by the `feed`
 * package (the one Docusaurus' blog uses). Posts' titles and descriptions are plain text and the
 * package writes them as HTML (Atom `type="html"`), so they go in escaped.
 */
export function blogFeeds(input: FeedInput): { rss: string; atom: string } {
  const { siteUrl, locale } = input;
  const posts = sortPosts(input.posts);
  const home = siteUrl + blogRoute(locale);
  const routes = feedRoutes(locale);
  const feed = new Feed({
    id: home,
    link: home,
    title: input.title,
    description: input.description,
    language: input.language,
    copyright: input.copyright,
    // The newest post's date, so that a build without a new post writes the same files.
    updated: new Date(posts[0]?.date ?? '1970-01-01T00:00:00Z'),
    feedLinks: { rss: siteUrl + routes.rss, atom: siteUrl + routes.atom },
  });
  for (const post of posts) {
    const url = siteUrl + post.route;
    const date = new Date(post.date);
    feed.addItem({
      id: url,
      link: url,
      title: escapeUTF8(post.title),
      description: escapeUTF8(post.description),
      date,
      published: date,
      // RSS 2.0's <author> must be an e-mail address; the package leaves out authors without one, so they appear in Atom only.
      author: post.authors.map((id) => ({ name: input.authorName(id) })),
      category: post.tags.map((id) => ({ term: id, name: input.tagLabel(id) })),
    });
  }
  const atom = feed.atom1();
  if (!atom.includes(ATOM_ROOT)) throw new Error(`feeds: the feed package no longer writes ${ATOM_ROOT}; update blogFeeds.`);
  return {
    rss: feed.rss2(),
    // The package writes no language in Atom (https://github.com/jpmonette/feed/issues/196): xml:lang on the root.
    atom: atom.replace(ATOM_ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeAttribute(input.language)}">`),
  };
}
