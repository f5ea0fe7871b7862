import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import siteConfig from '../../site.config';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Home, { type HomePost } from '../theme/Home';
import Seo from '../theme/Seo';
import { localizePath, toLocale } from '../utils/locale';

interface Context {
  language: string;
  twinRoute: string | null;
}

interface Data {
  chrome: NavbarModelItem[];
  posts: { nodes: HomePost[] };
}

export default function HomeTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <Home posts={data.posts.nodes} />
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>): JSX.Element {
  const locale = toLocale(pageContext.language);
  return (
    <Seo
      locale={locale}
      title={siteConfig.title}
      description={siteConfig.tagline[locale]}
      route={localizePath('/', locale)}
      twinRoute={pageContext.twinRoute}
    />
  );
}

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    posts: allBlogPost(filter: { locale: { eq: $language }, draft: { eq: false } }, sort: { date: DESC }, limit: 3) {
      nodes {
        route
        title
        date
        description
      }
    }
    ...PageChrome
  }
`;
