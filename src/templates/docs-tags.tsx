import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import { localizedHead, type LocalizedPageContext } from '../theme/Seo';
import { TagsIndex, type TagSummary } from '../theme/DocTags';
import type { NavbarModelItem } from '../theme/Navbar/types';
import { tagRoute } from '../utils/routes';
import { headString, type LocaleData } from '../utils/headStrings';

interface Data extends LocaleData {
  chrome: NavbarModelItem[];
}

interface Context extends LocalizedPageContext {
  /** The tags of listed docs in this locale, sorted by label (usedTags in src/node/tags.ts). */
  tags: TagSummary[];
}

export default function DocsTagsTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <TagsIndex tags={pageContext.tags} />
    </Layout>
  );
}

export const Head = localizedHead<Data, Context>((data, locale) => ({
  title: headString(data, 'docs.tags.title', 'Tags'),
  description: headString(data, 'docs.tags.lead', ''),
  route: tagRoute(locale),
}));

export const query = graphql`
  query DocsTags($language: String!, $namespaces: [String!]!) {
    ...PageChrome
  }
`;
