import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import siteConfig from '../../site.config';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Home, { type HomePost } from '../theme/Home';
import { localizedHead, type LocalizedPageContext } from '../theme/Seo';
import { localizePath } from '../utils/locale';

interface Data {
  chrome: NavbarModelItem[];
  posts: { nodes: HomePost[] };
}

export default function HomeTemplate({ data, pageContext }: PageProps<Data, LocalizedPageContext>): JSX.Element {
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <Home posts={data.posts.nodes} />
    </Layout>
  );
}

export const Head = localizedHead<Data, LocalizedPageContext>((_data, locale) => ({
  title: siteConfig.title,
  description: siteConfig.tagline[locale],
  route: localizePath('/', locale),
}));

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
