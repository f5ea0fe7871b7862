import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import siteConfig from '../../site.config';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Home from '../theme/Home';
import Seo from '../theme/Seo';
import { localizePath, toLocale } from '../utils/locale';

interface Context {
  language: string;
  twinRoute: string | null;
}

export default function HomeTemplate({ data, pageContext }: PageProps<{ chrome: NavbarModelItem[] }, Context>): JSX.Element {
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <Home />
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
  query HomePage($language: String!) {
    ...PageChrome
  }
`;
