import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../hooks/useTranslation';
import { BlogLayout, FeedLinks, ListPaginator, PostPreview, type ListPage } from '../theme/Blog';
import { headText, type LocaleData } from '../utils/headStrings';
import type { BlogChromeData, BlogPostSummary } from '../theme/Blog/types';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Seo from '../theme/Seo';
import type { Locale } from '../utils/locale';

type Data = BlogChromeData & LocaleData & { posts: { nodes: BlogPostSummary[] }; chrome: NavbarModelItem[] };
interface Context {
  twinRoute: string | null;
  language: Locale;
  listPage: ListPage & { route: string };
}

/** The list of posts, newest first, with their excerpts; further pages when posts outgrow one. */
export default function BlogListTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  const { t } = useTranslation();
  const { listPage } = pageContext;
  return (
    <BlogLayout navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data}>
      <h1>{listPage.page === 1 ? t('blog.listTitle') : t('blog.pageTitle', { page: listPage.page, pages: listPage.pages })}</h1>
      {listPage.page === 1 && <p>{t('blog.description')}</p>}
      {data.posts.nodes.map((post) => (
        <PostPreview key={post.slug} post={post} chrome={data} />
      ))}
      <ListPaginator page={listPage} />
    </BlogLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>): JSX.Element {
  const { listPage } = pageContext;
  const title = listPage.page === 1 ? headText(data, 'blog.title') : headText(data, 'blog.pageTitle', { page: listPage.page, pages: listPage.pages });
  return (
    <Seo locale={pageContext.language} title={title} description={headText(data, 'blog.description')} route={listPage.route} twinRoute={pageContext.twinRoute}>
      <FeedLinks locale={pageContext.language} />
    </Seo>
  );
}

export const query = graphql`
  query BlogList($language: String!, $namespaces: [String!]!, $slugs: [String!]!, $draftValues: [Boolean!]!) {
    posts: allBlogPost(filter: { locale: { eq: $language }, slug: { in: $slugs } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...BlogPostSummary
      }
    }
    ...BlogChrome
    ...PageChrome
  }
`;
