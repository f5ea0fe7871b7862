import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import siteConfig from '../../site.config';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Home, { type FirstPayment, type HomePost } from '../theme/Home';
import { localizedHead, type LocalizedPageContext } from '../theme/Seo';
import { localizePath } from '../utils/locale';

interface Data {
  chrome: NavbarModelItem[];
  posts: { nodes: HomePost[] };
  /** The API introduction in this language, with the first payment's code (null if the site has none). */
  firstPayment: { route: string; codeExample: Omit<FirstPayment, 'route'> | null } | null;
}

export default function HomeTemplate({ data, pageContext }: PageProps<Data, LocalizedPageContext>): JSX.Element {
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <Home posts={data.posts.nodes} firstPayment={data.firstPayment?.codeExample ? { route: data.firstPayment.route, ...data.firstPayment.codeExample } : null} />
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
    posts: allBlogPost(filter: { locale: { eq: $language }, draft: { eq: false } }, sort: [{ date: DESC }, { slug: ASC }], limit: 3) {
      nodes {
        route
        title
        date
        dateText
        description
      }
    }
    # FIRST_PAYMENT of src/theme/Home: the API introduction's first block of bash after #send-the-payment.
    firstPayment: doc(docId: { eq: "api/intro" }, locale: { eq: $language }) {
      route
      codeExample(after: "send-the-payment", language: "bash")
    }
    ...PageChrome
  }
`;
