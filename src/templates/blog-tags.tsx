import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../hooks/useTranslation';
import Link from '../theme/Link';
import { BlogListPage, blogListHead } from '../theme/Blog';
import * as styles from '../theme/Blog/styles.module.css';
import type { BlogChromeData } from '../theme/Blog/types';
import type { NavbarModelItem } from '../theme/Navbar/types';
import type { LocalizedPageContext } from '../theme/Seo';
import type { LocaleData } from '../utils/headStrings';
import { toLocale } from '../utils/locale';
import { blogRoute } from '../utils/routes';

type Data = BlogChromeData & LocaleData & { posts: { nodes: { tags: string[] }[] }; chrome: NavbarModelItem[] };

/** Every tag with its description and how many posts carry it. */
export default function BlogTagsTemplate({ data, pageContext }: PageProps<Data, LocalizedPageContext>): JSX.Element {
  const { t } = useTranslation();
  const locale = toLocale(pageContext.language);
  return (
    <BlogListPage section="tags" navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data}>
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
    </BlogListPage>
  );
}

export const Head = blogListHead<Data>('tags');

export const query = graphql`
  query BlogTags($language: String!, $namespaces: [String!]!, $draftValues: [Boolean!]!) {
    posts: allBlogPost(filter: { locale: { eq: $language }, draft: { in: $draftValues } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        tags
      }
    }
    ...BlogChrome
    ...PageChrome
  }
`;
