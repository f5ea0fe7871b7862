import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Seo from '../theme/Seo';
import ArticleLayout from '../theme/ArticleLayout';
import { mdxComponents } from '../theme/MDXComponents';
import MDXContent, { type ContentNode } from '../theme/MDXContent';
import type { Locale } from '../utils/locale';
import { markdownRoute } from '../utils/routes';

interface PageData {
  markdownPage: {
    locale: Locale;
    route: string;
    title: string;
    description: string;
    hideTableOfContents: boolean;
    headings: { depth: number; value: string; id: string }[];
    content: { body: ContentNode };
  };
  chrome: NavbarModelItem[];
}

interface PageContext {
  twinRoute: string | null;
}

export default function MarkdownPageTemplate({ data, pageContext }: PageProps<PageData, PageContext>): JSX.Element {
  const page = data.markdownPage;
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <ArticleLayout title={page.title} headings={page.headings} hideTableOfContents={page.hideTableOfContents}>
        <MDXContent tree={page.content.body} components={mdxComponents} />
      </ArticleLayout>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<PageData, PageContext>): JSX.Element {
  const page = data.markdownPage;
  return (
    <Seo locale={page.locale} title={page.title} description={page.description} route={page.route} twinRoute={pageContext.twinRoute}>
      <link rel="alternate" type="text/markdown" href={markdownRoute(page.route)} />
    </Seo>
  );
}

export const query = graphql`
  query MarkdownPage($id: String!, $language: String!, $namespaces: [String!]!) {
    markdownPage(id: { eq: $id }) {
      locale
      route
      title
      description
      hideTableOfContents
      content {
        body
      }
      headings {
        depth
        value
        id
      }
    }
    ...PageChrome
  }
`;
