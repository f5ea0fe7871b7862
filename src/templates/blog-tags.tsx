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
import { blogRoute } from '../utils/routes';

type Data = BlogChromeData & LocaleData & { posts: { nodes: { tags: string[] }[] }; chrome: NavbarModelItem[] };
interface Context {
  twinRoute: string | null;
  language: Locale;
}

/** Every tag with its description and how many posts carry it. */
export default function BlogTagsTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  const { t } = useTranslation();
  const locale = pageContext.language;
  return (
    <BlogLayout navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data}>
      <h1>{t('blog.tagsPage.title')}</h1>
      <p>{t('blog.tagsPage.description')}</p>
      <ul className={styles.archiveList}>
        {data.blogTags.nodes.map((tag) => (
          <li key={tag.tagId}>
            <Link href={blogRoute(locale, 'tags', tag.tagId)}>{tag.label[locale]}</Link>{' '}
            <span className={styles.muted}>({t('blog.tagsPage.posts', { count: data.posts.nodes.filter((p) => p.tags.includes(tag.tagId)).length })})</span>
            <br />
            <span className={styles.muted}>{tag.description[locale]}</span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>): JSX.Element {
  return (
    <Seo
      locale={pageContext.language}
      title={headText(data, 'blog.tagsPage.title')}
      description={headText(data, 'blog.tagsPage.description')}
      route={location.pathname}
      twinRoute={pageContext.twinRoute}
    >
      <FeedLinks locale={pageContext.language} />
    </Seo>
  );
}

export const query = graphql`
  query BlogTags($language: String!, $namespaces: [String!]!, $draftValues: [Boolean!]!) {
    posts: allBlogPost(filter: { locale: { eq: $language }, draft: { in: $draftValues } }) {
      nodes {
        tags
      }
    }
    ...BlogChrome
    ...PageChrome
  }
`;
