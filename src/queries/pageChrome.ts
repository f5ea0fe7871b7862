import { graphql } from 'gatsby';

/**
 * What every page needs besides its own data: the UI strings of its locale (only the namespaces
 * its page context lists, see src/node/namespaces.ts) and the navbar. Every query that spreads it
 * declares `$language: String!` and `$namespaces: [String!]!`.
 */
export const pageChrome = graphql`
  fragment PageChrome on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }, sort: { ns: ASC }) {
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
