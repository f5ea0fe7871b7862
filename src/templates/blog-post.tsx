import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../hooks/useTranslation';
import Link from '../theme/Link';
import { BlogLayout, FeedLinks, PostMeta, TagLinks } from '../theme/Blog';
import * as styles from '../theme/Blog/styles.module.css';
import type { BlogChromeData, BlogPostBasics } from '../theme/Blog/types';
import type { NavbarModelItem } from '../theme/Navbar/types';
import { mdxComponents } from '../theme/MDXComponents';
import MDXContent, { type ContentNode } from '../theme/MDXContent';
import Seo from '../theme/Seo';
import PageActions from '../theme/PageActions';
import { TOCCollapsible } from '../theme/TOC';
import PageTitle from '../theme/PageTitle';
import PageMeta from '../theme/PageMeta';
import { markdownRoute } from '../utils/routes';
import type { Locale } from '../utils/locale';

interface Neighbour {
  title: string;
  route: string;
}
type Data = BlogChromeData & {
  post: BlogPostBasics & {
    locale: Locale;
    draft: boolean;
    sourceFile: string;
    lastUpdated: string | null;
    lastUpdatedText: string | null;
    headings: { depth: number; value: string; id: string }[];
    content: { body: ContentNode };
  };
  newer: Neighbour | null;
  older: Neighbour | null;
  chrome: NavbarModelItem[];
};
interface Context {
  twinRoute: string | null;
}

/** A post: title, date, authors, reading time, its MDX, tags and the newer and older posts. */
export default function BlogPostTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  const { t } = useTranslation();
  const { post, newer, older } = data;
  return (
    <BlogLayout navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data} headings={post.headings}>
      <article>
        <header>
          <PageTitle title={post.title} actions={post.draft ? undefined : <PageActions route={post.route} />} />
          <PostMeta post={post} authors={data.blogAuthors.nodes} />
        </header>
        <TOCCollapsible headings={post.headings} />
        <MDXContent tree={data.post.content.body} components={mdxComponents} />
        <footer>
          <TagLinks tags={post.tags} all={data.blogTags.nodes} />
          <PageMeta sourceFile={post.sourceFile} lastUpdated={post.lastUpdated} lastUpdatedText={post.lastUpdatedText} />
        </footer>
      </article>
      {(newer || older) && (
        <nav className={styles.postNav} aria-label={t('blog.postPaginator.label')}>
          {newer && (
            <Link href={newer.route} rel="prev" className={styles.postNavLink}>
              <span className={styles.postNavLabel}>« {t('blog.postPaginator.newer')}</span>
              {newer.title}
            </Link>
          )}
          {older && (
            <Link href={older.route} rel="next" className={`${styles.postNavLink} ${styles.postNavNext}`}>
              <span className={styles.postNavLabel}>{t('blog.postPaginator.older')} »</span>
              {older.title}
            </Link>
          )}
        </nav>
      )}
    </BlogLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>): JSX.Element {
  const { post } = data;
  return (
    <Seo locale={post.locale} title={post.title} description={post.description} route={post.route} twinRoute={pageContext.twinRoute} type="article">
      <meta property="article:published_time" content={post.date} />
      <FeedLinks locale={post.locale} />
      {!post.draft && <link rel="alternate" type="text/markdown" href={markdownRoute(post.route)} />}
    </Seo>
  );
}

export const query = graphql`
  query BlogPost($id: String!, $newerId: String!, $olderId: String!, $language: String!, $namespaces: [String!]!, $draftValues: [Boolean!]!) {
    post: blogPost(id: { eq: $id }) {
      locale
      draft
      sourceFile
      lastUpdated
      lastUpdatedText
      ...BlogPostBasics
      content {
        body
      }
      headings {
        depth
        value
        id
      }
    }
    newer: blogPost(id: { eq: $newerId }) {
      title
      route
    }
    older: blogPost(id: { eq: $olderId }) {
      title
      route
    }
    ...BlogChrome
    ...PageChrome
  }
`;
