import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../hooks/useTranslation';
import Link from '../theme/Link';
import { BlogListPage, blogListHead } from '../theme/Blog';
import * as styles from '../theme/Blog/styles.module.css';
import type { BlogChromeData, BlogPostLine } from '../theme/Blog/types';
import type { NavbarModelItem } from '../theme/Navbar/types';
import type { LocalizedPageContext } from '../theme/Seo';
import type { LocaleData } from '../utils/headStrings';
import { toLocale } from '../utils/locale';

type Data = BlogChromeData & LocaleData & { posts: { nodes: (BlogPostLine & { authors: string[] })[] }; chrome: NavbarModelItem[] };

/** Every author with their title, profile and posts. */
export default function BlogAuthorsTemplate({ data, pageContext }: PageProps<Data, LocalizedPageContext>): JSX.Element {
  const { t } = useTranslation();
  const locale = toLocale(pageContext.language);
  return (
    <BlogListPage section="authors" navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data}>
      {data.blogAuthors.nodes.map((author) => {
        const posts = data.posts.nodes.filter((p) => p.authors.includes(author.authorId));
        return (
          <section key={author.authorId} id={author.authorId} className={styles.authorCard} aria-labelledby={`author-${author.authorId}`}>
            <img src={author.image} alt="" width={64} height={64} className={styles.avatar} loading="lazy" />
            <div>
              <h2 id={`author-${author.authorId}`}>{author.name}</h2>
              <p className={styles.muted}>
                {author.title[locale]} ·{' '}
                <a href={author.url} rel="noopener noreferrer">
                  {t('blog.authors.profile', { name: author.name })}
                </a>
              </p>
              <p className={styles.muted}>{t('blog.authors.posts', { count: posts.length })}</p>
              <ul className={styles.archiveList}>
                {posts.map((post) => (
                  <li key={post.route}>
                    <Link href={post.route}>{post.title}</Link> · <time dateTime={post.date}>{post.dateText}</time>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        );
      })}
    </BlogListPage>
  );
}

export const Head = blogListHead<Data>('authors');

export const query = graphql`
  query BlogAuthors($language: String!, $namespaces: [String!]!, $draftValues: [Boolean!]!) {
    posts: allBlogPost(filter: { locale: { eq: $language }, draft: { in: $draftValues } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...BlogPostLine
        authors
      }
    }
    ...BlogChrome
    ...PageChrome
  }
`;
