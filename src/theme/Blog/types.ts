import type { ExcerptBlock } from '../../node/blog';

export type { ExcerptBlock };

/** What a post shows as one line of a list (BlogPostLine fragment). */
export interface BlogPostLine {
  route: string;
  title: string;
  date: string;
  /** The date in the post's language, formatted at build time. */
  dateText: string;
}

/** What a post's own page and its entry in a list both show of it (BlogPostBasics fragment). */
export interface BlogPostBasics extends BlogPostLine {
  description: string;
  readingTime: number;
  authors: string[];
  tags: string[];
}

/** What a post shows in a list (BlogPostSummary fragment). */
export interface BlogPostSummary extends BlogPostBasics {
  slug: string;
  excerpt: ExcerptBlock[];
  truncated: boolean;
}

export interface BlogAuthor {
  authorId: string;
  name: string;
  title: { es: string; en: string };
  url: string;
  image: string;
}

export interface BlogTag {
  tagId: string;
  label: { es: string; en: string };
  description: { es: string; en: string };
}

/** What every blog page queries besides its own data (BlogChrome fragment). */
export interface BlogChromeData {
  recent: { nodes: { title: string; route: string }[] };
  blogAuthors: { nodes: BlogAuthor[] };
  blogTags: { nodes: BlogTag[] };
}
