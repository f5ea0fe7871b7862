import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { BlogLayout, FeedLinks, headText } from '../theme/Blog';
import { Archive, type ArchivePost } from '../theme/Blog/Archive';
import type { BlogChromeData } from '../theme/Blog/types';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Seo from '../theme/Seo';
import type { LocaleData } from '../utils/headStrings';
import type { Locale } from '../utils/locale';

type Data = BlogChromeData & LocaleData & { posts: { nodes: ArchivePost[] }; chrome: NavbarModelItem[] };
interface Context {
  twinRoute: string | null;
  language: Locale;
}

export default function BlogArchiveTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  const { t } = useTranslation();
  return (
    <BlogLayout navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data}>
      <h1>{t('blog.archive.title')}</h1>
      <p>{t('blog.archive.description')}</p>
      <Archive posts={data.posts.nodes} />
    </BlogLayout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>): JSX.Element {
  return (
    <Seo
      locale={pageContext.language}
      title={headText(data, 'blog.archive.title')}
      description={headText(data, 'blog.archive.description')}
      route={location.pathname}
      twinRoute={pageContext.twinRoute}
    >
      <FeedLinks locale={pageContext.language} />
    </Seo>
  );
}

export const query = graphql`
  query BlogArchive($language: String!, $namespaces: [String!]!, $draftValues: [Boolean!]!) {
    posts: allBlogPost(filter: { locale: { eq: $language }, draft: { in: $draftValues } }, sort: { date: DESC }) {
      nodes {
        route
        title
        date
        dateText
        year
      }
    }
    ...BlogChrome
    ...PageChrome
  }
`;
