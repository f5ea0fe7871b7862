import type { ExcerptBlock } from '../../node/blog';

export type { ExcerptBlock };

export interface BlogPostSummary {
  slug: string;
  route: string;
  title: string;
  description: string;
  date: string;
  readingTime: number;
  authors: string[];
  tags: string[];
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
