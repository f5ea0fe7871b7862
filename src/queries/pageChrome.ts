import { graphql } from 'gatsby';

/** What every page needs besides its own data: the UI strings and the navbar of its locale. */
export const pageChrome = graphql`
  fragment PageChrome on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    chrome: siteChrome(locale: $language)
  }
`;
