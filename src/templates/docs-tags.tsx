import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import { localizedHead, type LocalizedPageContext } from '../theme/Seo';
import { TagsIndex } from '../theme/DocTags';
import type { NavbarModelItem } from '../theme/Navbar/types';
import { tagRoute } from '../utils/routes';
import { headString, type LocaleData } from '../utils/headStrings';
import { toLocale, type Locale } from '../utils/locale';

interface Data extends LocaleData {
  allDoc: { group: { fieldValue: string; totalCount: number }[] };
  allDocTag: { nodes: { tagId: string; label: Record<Locale, string>; description: Record<Locale, string> }[] };
  chrome: NavbarModelItem[];
}

function summaries(data: Data, locale: Locale) {
  const defined = new Map(data.allDocTag.nodes.map((t) => [t.tagId, t]));
  return data.allDoc.group
    .filter((g) => defined.has(g.fieldValue))
    .map((g) => {
      const tag = defined.get(g.fieldValue)!;
      return { id: g.fieldValue, count: g.totalCount, label: tag.label[locale], description: tag.description[locale], route: tagRoute(locale, g.fieldValue) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

export default function DocsTagsTemplate({ data, pageContext }: PageProps<Data, LocalizedPageContext>): JSX.Element {
  return (
    <Layout navbar={data.chrome} twinRoute={pageContext.twinRoute}>
      <TagsIndex tags={summaries(data, toLocale(pageContext.language))} />
    </Layout>
  );
}

export const Head = localizedHead<Data, LocalizedPageContext>((data, locale) => ({
  title: headString(data, 'docs.tags.title', 'Tags'),
  description: headString(data, 'docs.tags.lead', ''),
  route: tagRoute(locale),
}));

export const query = graphql`
  query DocsTags($language: String!, $namespaces: [String!]!, $draftValues: [Boolean!]!) {
    allDoc(filter: { locale: { eq: $language }, unlisted: { eq: false }, draft: { in: $draftValues } }) {
      group(field: { tags: SELECT }) {
        fieldValue
        totalCount
      }
    }
    allDocTag {
      nodes {
        tagId
        label
        description
      }
    }
    ...PageChrome
  }
`;
