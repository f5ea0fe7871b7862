import { graphql } from 'gatsby';

/** What a post's own page and its entry in a list both show of it (type BlogPostBasics). */
export const blogPostBasics = graphql`
  fragment BlogPostBasics on BlogPost {
    route
    title
    description
    date
    dateText
    readingTime
    authors
    tags
  }
`;

/** What a post shows in a list. */
export const blogPostSummary = graphql`
  fragment BlogPostSummary on BlogPost {
    slug
    ...BlogPostBasics
    excerpt
    truncated
  }
`;

/** What every blog page needs besides its own data: recent posts (sidebar), authors and tags. */
export const blogChrome = graphql`
  fragment BlogChrome on Query {
    recent: allBlogPost(filter: { locale: { eq: $language }, draft: { in: $draftValues } }, sort: { date: DESC }, limit: 5) {
      nodes {
        title
        route
      }
    }
    blogAuthors: allBlogAuthor(sort: { name: ASC }) {
      nodes {
        authorId
        name
        title
        url
        image
      }
    }
    blogTags: allBlogTag(sort: { tagId: ASC }) {
      nodes {
        tagId
        label
        description
      }
    }
  }
`;
