import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Seo from '../theme/Seo';
import ArticleLayout from '../theme/ArticleLayout';
import { mdxComponents } from '../theme/MDXComponents';
import type { Locale } from '../utils/locale';

interface PageData {
  markdownPage: {
    locale: Locale;
    route: string;
    title: string;
    description: string;
    hideTableOfContents: boolean;
    headings: { depth: number; value: string; id: string }[];
  };
  chrome: NavbarModelItem[];
}

interface PageContext {
  twinRoute: string | null;
}

export default function MarkdownPageTemplate({ data, pageContext, children }: PageProps<PageData, PageContext>): JSX.Element {
  const page = data.markdownPage;
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <ArticleLayout title={page.title} headings={page.headings} hideTableOfContents={page.hideTableOfContents}>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </ArticleLayout>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<PageData, PageContext>): JSX.Element {
  const page = data.markdownPage;
  return <Seo locale={page.locale} title={page.title} description={page.description} route={page.route} twinRoute={pageContext.twinRoute} />;
}

export const query = graphql`
  query MarkdownPage($id: String!, $language: String!, $namespaces: [String!]!) {
    markdownPage(id: { eq: $id }) {
      locale
      route
      title
      description
      hideTableOfContents
      headings {
        depth
        value
        id
      }
    }
    ...PageChrome
  }
`;
