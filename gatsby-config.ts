import type { GatsbyConfig } from 'gatsby';
import siteConfig from './site.config';
import { analyticsPlugins, resolveMeasurementId } from './src/node/analytics';
import { DEFAULT_LOCALE, LOCALES } from './src/utils/locale';

// Analytics only with a measurement id (site.config.ts or GA_MEASUREMENT_ID): otherwise nothing is loaded.
const measurementId = resolveMeasurementId(siteConfig.analytics);

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    siteUrl: siteConfig.url,
  },
  trailingSlash: 'always',
  graphqlTypegen: false,
  plugins: [
    // MDX and YAML files become content nodes in src/node/gatsby/onCreateNode.ts: each MDX file is
    // parsed once there into the tree its template renders (no MDX page components, no webpack per page).
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${__dirname}/content/docs` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/content/pages` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: `${__dirname}/content/blog`, ignore: ['**/*.yaml'] } },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'config', path: `${__dirname}/content`, ignore: ['**/docs/**', '**/pages/**', '**/*.md', '**/*.mdx'] },
    },
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/locales` } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: LOCALES,
        defaultLanguage: DEFAULT_LOCALE,
        siteUrl: siteConfig.url,
        trailingSlash: 'always',
        // A reader's URL is never changed behind their back (DESIGN.md, routing).
        redirect: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
        },
      },
    },
    ...analyticsPlugins(measurementId),
  ],
};

export default config;
