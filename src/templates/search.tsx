import React, { useCallback } from 'react';
import { graphql, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import { localizedHead, type LocalizedPageContext } from '../theme/Seo';
import SearchPage from '../theme/SearchPage';
import type { ClientSearchConfig } from '../search/client';
import type { NavbarModelItem } from '../theme/Navbar/types';
import { headString, type LocaleData } from '../utils/headStrings';
import { localizePath } from '../utils/locale';
import { headPath } from '../search/parts';
import { replaceLocation } from '../utils/locationChange';

interface Data extends LocaleData {
  chrome: NavbarModelItem[];
}
interface Context extends LocalizedPageContext {
  search: ClientSearchConfig;
}

export default function SearchTemplate({ data, pageContext, location }: PageProps<Data, Context>): JSX.Element {
  const onLocationChange = useCallback(
    (search: string) => {
      // The URL keeps the query (shareable, survives a reload) without adding a history entry per
      // keystroke; the language switch hears of it and carries the new query.
      replaceLocation(`${location.pathname}${search}${location.hash}`);
    },
    [location.pathname, location.hash],
  );
  // The language switch adds the current query itself: giving it here too doubled it (issue #17).
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <SearchPage config={pageContext.search} search={location.search} onLocationChange={onLocationChange} />
    </Layout>
  );
}

export const Head = localizedHead<Data, Context>((data, locale, { search }) => ({
  title: headString(data, 'search.page.title', 'Search'),
  description: headString(data, 'search.page.description', ''),
  route: localizePath(`/${search.searchPagePath ?? 'search'}/`, locale),
  // Result lists are no content of their own: crawlers follow the links to the pages, and do
  // not index the search page (it is left out of the sitemap too).
  noindex: true,
  // The page searches as soon as it starts: the local index downloads while the scripts do.
  children: search.provider === 'local' && <link rel="preload" href={headPath(locale)} as="fetch" crossOrigin="anonymous" />,
}));

export const query = graphql`
  query SearchPage($language: String!, $namespaces: [String!]!) {
    ...PageChrome
  }
`;
