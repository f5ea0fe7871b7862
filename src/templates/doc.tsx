import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import DocPage from '../theme/DocPage';
import type { SidebarEntry } from '../theme/DocSidebar/types';
import Seo from '../theme/Seo';
import { mdxComponents } from '../theme/MDXComponents';
import type { Locale } from '../utils/locale';

interface DocData {
  doc: {
    docId: string;
    locale: Locale;
    route: string;
    title: string;
    description: string;
    unlisted: boolean;
    hideTableOfContents: boolean;
    headings: { depth: number; value: string; id: string }[];
  };
  sidebar: { entries: SidebarEntry[] } | null;
  prev: { title: string; sidebarLabel: string | null; route: string } | null;
  next: { title: string; sidebarLabel: string | null; route: string } | null;
}

interface DocContext {
  twinRoute: string | null;
}

const link = (d: DocData['prev']) => (d ? { title: d.sidebarLabel ?? d.title, route: d.route } : null);

export default function DocTemplate({ data, pageContext, children }: PageProps<DocData, DocContext>): JSX.Element {
  const { doc, sidebar, prev, next } = data;
  return (
    <DocPage
      docId={doc.docId}
      title={doc.title}
      headings={doc.headings}
      hideTableOfContents={doc.hideTableOfContents}
      unlisted={doc.unlisted}
      sidebar={sidebar?.entries ?? null}
      prev={link(prev)}
      next={link(next)}
      twinRoute={pageContext.twinRoute}
    >
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<DocData, DocContext>): JSX.Element {
  const { doc } = data;
  return (
    <Seo
      locale={doc.locale}
      title={doc.title}
      description={doc.description}
      route={doc.route}
      twinRoute={pageContext.twinRoute}
      noindex={doc.unlisted}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!, $sidebar: String!, $prevId: String!, $nextId: String!, $language: String!) {
    doc(id: { eq: $id }) {
      docId
      locale
      route
      title
      description
      unlisted
      hideTableOfContents
      headings {
        depth
        value
        id
      }
    }
    sidebar(sidebarId: { eq: $sidebar }) {
      entries(locale: $language)
    }
    prev: doc(id: { eq: $prevId }) {
      title
      sidebarLabel
      route
    }
    next: doc(id: { eq: $nextId }) {
      title
      sidebarLabel
      route
    }
    ...LocaleStrings
  }
`;
