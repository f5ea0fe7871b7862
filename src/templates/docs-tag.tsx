import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import { localizedHead, type LocalizedPageContext } from '../theme/Seo';
import { TagPage } from '../theme/DocTags';
import type { NavbarModelItem } from '../theme/Navbar/types';
import { tagRoute } from '../utils/routes';
import { toLocale, type Locale } from '../utils/locale';
import { headText, type LocaleData } from '../utils/headStrings';

interface Data extends LocaleData {
  docTag: { label: Record<Locale, string>; description: Record<Locale, string> };
  allDoc: { nodes: { route: string; title: string; description: string }[] };
  chrome: NavbarModelItem[];
}
interface Context extends LocalizedPageContext {
  tag: string;
}

export default function DocsTagTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  const locale = toLocale(pageContext.language);
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <TagPage label={data.docTag.label[locale]} description={data.docTag.description[locale]} docs={data.allDoc.nodes} indexRoute={tagRoute(locale)} />
    </Layout>
  );
}

// Not the bare label: a tag page would then share its title with the guide of the same name (3-D Secure).
export const Head = localizedHead<Data, Context>((data, locale, { tag }) => ({
  title: headText(data, 'docs.tags.pageTitle', { label: data.docTag.label[locale] }),
  description: data.docTag.description[locale],
  route: tagRoute(locale, tag),
}));

export const query = graphql`
  query DocsTag($language: String!, $namespaces: [String!]!, $tag: String!, $draftValues: [Boolean!]!) {
    docTag(tagId: { eq: $tag }) {
      label
      description
    }
    allDoc(
      filter: { locale: { eq: $language }, unlisted: { eq: false }, draft: { in: $draftValues }, tags: { eq: $tag } }
      sort: [{ title: ASC }, { route: ASC }]
    ) {
      nodes {
        route
        title
        description
      }
    }
    ...PageChrome
  }
`;
