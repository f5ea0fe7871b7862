// Gatsby's theme shadowing resolver ships without types. The part the webpack tests use.
declare module 'gatsby/dist/internal-plugins/webpack-theme-component-shadowing' {
  export default class GatsbyThemeComponentShadowingResolverPlugin {
    constructor(options: { projectRoot: string; themes: { themeDir: string; themeName: string }[]; extensions?: string[] });
    readonly themes: { themeDir: string; themeName: string }[];
    readonly projectRoot: string;
  }
}
