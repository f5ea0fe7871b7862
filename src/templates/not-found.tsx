import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import NotFound from '../theme/NotFound';
import Seo from '../theme/Seo';
import { toLocale } from '../utils/locale';
import { headString, type LocaleData } from '../utils/headStrings';

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

export function Head({ data, pageContext }: HeadProps<LocaleData, Context>): JSX.Element {
  return (
    <Seo
      locale={toLocale(pageContext.language)}
      title={headString(data, 'notFound.title', '404')}
      description={headString(data, 'notFound.lead', '')}
      route={null}
      twinRoute={null}
      noindex
    />
  );
}

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String!]!) {
    ...PageChrome
  }
`;

