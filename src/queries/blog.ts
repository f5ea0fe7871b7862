import { graphql } from 'gatsby';

/** What a post shows as one line of a list (the archive, an author's posts): its title, link and date. */
export const blogPostLine = graphql`
  fragment BlogPostLine on BlogPost {
    route
    title
    date
    dateText
  }
`;

/** What a post's own page and its entry in a list both show of it (type BlogPostBasics). */
export const blogPostBasics = graphql`
  fragment BlogPostBasics on BlogPost {
    ...BlogPostLine
    description
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
    recent: allBlogPost(filter: { locale: { eq: $language }, draft: { in: $draftValues } }, sort: [{ date: DESC }, { slug: ASC }], limit: 5) {
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
