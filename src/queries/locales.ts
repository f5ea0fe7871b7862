import { graphql } from 'gatsby';

/** The UI strings of the page's locale; every page query spreads this fragment. */
export const localeStrings = graphql`
  fragment LocaleStrings on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
