import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { BlogListPage, blogListHead } from '../theme/Blog';
import { Archive, type ArchivePost } from '../theme/Blog/Archive';
import type { BlogChromeData } from '../theme/Blog/types';
import type { NavbarModelItem } from '../theme/Navbar/types';
import type { LocalizedPageContext } from '../theme/Seo';
import type { LocaleData } from '../utils/headStrings';

type Data = BlogChromeData & LocaleData & { posts: { nodes: ArchivePost[] }; chrome: NavbarModelItem[] };

export default function BlogArchiveTemplate({ data, pageContext }: PageProps<Data, LocalizedPageContext>): JSX.Element {
  return (
    <BlogListPage section="archive" navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data}>
      <Archive posts={data.posts.nodes} />
    </BlogListPage>
  );
}

export const Head = blogListHead<Data>('archive');

export const query = graphql`
  query BlogArchive($language: String!, $namespaces: [String!]!, $draftValues: [Boolean!]!) {
    ...BlogChrome
    ...PageChrome
    posts: allBlogPost(filter: { locale: { eq: $language }, draft: { in: $draftValues } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        year
        ...BlogPostLine
      }
    }
  }
`;
