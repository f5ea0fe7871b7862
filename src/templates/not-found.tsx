import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import NotFound from '../theme/NotFound';
import Seo from '../theme/Seo';
import { isLocale, DEFAULT_LOCALE } from '../utils/locale';

interface Context {
  language: string;
}

export default function NotFoundTemplate({ data }: PageProps<{ chrome: NavbarModelItem[] }, Context>): JSX.Element {
  return (
    <Layout navbar={data.chrome} twinRoute={null}>
      <NotFound />
    </Layout>
  );
}

interface LocaleData {
  locales: { edges: { node: { ns: string; data: string } }[] };
}

export function Head({ data, pageContext }: HeadProps<LocaleData, Context>): JSX.Element {
  const locale = isLocale(pageContext.language) ? pageContext.language : DEFAULT_LOCALE;
  // Head is rendered outside the i18n provider: read the title from the page's own strings.
  const strings = data.locales.edges.map((e) => JSON.parse(e.node.data) as { notFound?: { title: string; lead: string } });
  const text = strings.find((s) => s.notFound)?.notFound;
  return <Seo locale={locale} title={text?.title ?? '404'} description={text?.lead ?? ''} route={null} twinRoute={null} noindex />;
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageChrome
  }
`;

