// css-minimizer-webpack-plugin 2 (Gatsby's) ships without types. The part src/node/gatsby/webpack.ts uses.
declare module 'css-minimizer-webpack-plugin' {
  export default class CssMinimizerPlugin {
    constructor(options?: {
      minify?: (input: Record<string, string>) => Promise<{ code: string; warnings?: string[] }>;
      parallel?: boolean | number;
    });
    readonly options: { parallel: boolean | number; minify: unknown };
  }
}
