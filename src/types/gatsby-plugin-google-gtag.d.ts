// gatsby-plugin-google-gtag ships its Gatsby API files without types.
declare module 'gatsby-plugin-google-gtag/gatsby-ssr' {
  import type { GatsbySSR } from 'gatsby';
  export const onRenderBody: NonNullable<GatsbySSR['onRenderBody']>;
}
declare module 'gatsby-plugin-google-gtag/gatsby-browser' {
  import type { GatsbyBrowser } from 'gatsby';
  export const onRouteUpdate: NonNullable<GatsbyBrowser['onRouteUpdate']>;
}
