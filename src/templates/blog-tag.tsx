import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../hooks/useTranslation';
import Link from '../theme/Link';
import { BlogLayout, FeedLinks, PostPreview } from '../theme/Blog';
import { headText, type LocaleData } from '../utils/headStrings';
import type { BlogChromeData, BlogPostSummary } from '../theme/Blog/types';
import type { NavbarModelItem } from '../theme/Navbar/types';
import Seo from '../theme/Seo';
import type { Locale } from '../utils/locale';
import { blogRoute } from '../utils/routes';

type Data = BlogChromeData & LocaleData & { posts: { nodes: BlogPostSummary[] }; chrome: NavbarModelItem[] };
interface Context {
  twinRoute: string | null;
  language: Locale;
  tag: string;
}

/** The posts of one tag, newest first. */
export default function BlogTagTemplate({ data, pageContext }: PageProps<Data, Context>): JSX.Element {
  const { t } = useTranslation();
  const locale = pageContext.language;
  const tag = data.blogTags.nodes.find((x) => x.tagId === pageContext.tag);
  const label = tag?.label[locale] ?? pageContext.tag;
  return (
    <BlogLayout navbar={data.chrome} twinRoute={pageContext.twinRoute} chrome={data}>
      <h1>{t('blog.tagsPage.tagTitle', { label })}</h1>
      {tag && <p>{tag.description[locale]}</p>}
      <p>
        <Link href={blogRoute(locale, 'tags')}>{t('blog.tagsPage.allTags')}</Link>
      </p>
      {data.posts.nodes.length === 0 && <p>{t('blog.tagsPage.none')}</p>}
      {data.posts.nodes.map((post) => (
        <PostPreview key={post.slug} post={post} chrome={data} />
      ))}
    </BlogLayout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>): JSX.Element {
  const tag = data.blogTags.nodes.find((x) => x.tagId === pageContext.tag);
  const label = tag?.label[pageContext.language] ?? pageContext.tag;
  return (
    <Seo
      locale={pageContext.language}
      title={headText(data, 'blog.tagsPage.tagTitle', { label })}
      description={tag?.description[pageContext.language] ?? label}
      route={location.pathname}
      twinRoute={pageContext.twinRoute}
    >
      <FeedLinks locale={pageContext.language} />
    </Seo>
  );
}

export const query = graphql`
  query BlogTag($language: String!, $namespaces: [String!]!, $tag: String!, $draftValues: [Boolean!]!) {
    posts: allBlogPost(filter: { locale: { eq: $language }, tags: { eq: $tag }, draft: { in: $draftValues } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...BlogPostSummary
      }
    }
    ...BlogChrome
    ...PageChrome
  }
`;
