import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import Link from '../theme/Link';
import { BlogLayout, FeedLinks, headText } from '../theme/Blog';
import * as styles from '../theme/Blog/styles.module.css';
import type { BlogChromeData } from '../theme/Blog/types';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Seo from '../theme/Seo';
import type { LocaleData } from '../utils/headStrings';
import type { Locale } from '../utils/locale';

type Data = BlogChromeData & LocaleData & { posts: { nodes: { route: string; title: string; date: string; dateText: string; authors: string[] }[] }; chrome: NavbarModelItem[] };
interface Context {
  twinRoute: string | null;
  language: Locale;
}

/** Every author with their title, profile and posts. */
export default function BlogAuthorsTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  const { t } = useTranslation();
  const locale = pageContext.language;
  return (
    <BlogLayout navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data}>
      <h1>{t('blog.authors.title')}</h1>
      <p>{t('blog.authors.description')}</p>
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
    </BlogLayout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>): JSX.Element {
  return (
    <Seo
      locale={pageContext.language}
      title={headText(data, 'blog.authors.title')}
      description={headText(data, 'blog.authors.description')}
      route={location.pathname}
      twinRoute={pageContext.twinRoute}
    >
      <FeedLinks locale={pageContext.language} />
    </Seo>
  );
}

export const query = graphql`
  query BlogAuthors($language: String!, $namespaces: [String!]!, $draftValues: [Boolean!]!) {
    posts: allBlogPost(filter: { locale: { eq: $language }, draft: { in: $draftValues } }, sort: { date: DESC }) {
      nodes {
        route
        title
        date
        dateText
        authors
      }
    }
    ...BlogChrome
    ...PageChrome
  }
`;
