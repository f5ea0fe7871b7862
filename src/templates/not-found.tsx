import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import type { NavbarModelItem } from '../theme/Navbar/types';
import NotFound from '../theme/NotFound';
import Seo from '../theme/Seo';
import { splitLocale, toLocale } from '../utils/locale';
import { headString, type LocaleData } from '../utils/headStrings';

interface Context {
  language: string;
}

/**
 * After a client-side navigation to an unknown address, Gatsby shows its one fallback, `/404.html`
 * (Spanish). Under another locale's prefix the address is loaded again from the host, which serves
 * that locale's Page Not Found (status 404) at the same address; the inline script of
 * src/utils/malformedPath.ts then starts Gatsby on it. Never for the address the document was
 * loaded at, so a host that serves this page there is not asked again.
 */
function useLocaleNotFound(language: string): void {
  React.useEffect(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (splitLocale(window.location.pathname).locale !== language && navigation?.name !== window.location.href) window.location.reload();
  }, [language]);
}

export default function NotFoundTemplate({ data, pageContext }: PageProps<{ chrome: NavbarModelItem[] }, Context>): JSX.Element {
  useLocaleNotFound(pageContext.language);
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

