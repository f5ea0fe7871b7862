/**
 * The browser bundle's stylesheet is minified by esbuild instead of cssnano, in the build's own
 * process. Gatsby's css-minimizer-webpack-plugin started a worker process for the one stylesheet the
 * site has, which loaded cssnano and its PostCSS plugins: 1.4 s of every clean build, with the main
 * thread waiting, against about 50 ms for esbuild.
 */
import browserslist from 'browserslist';
import { transform } from 'esbuild';

/** The browserslist agents whose engine esbuild knows by another name, or the same. */
const ENGINES: Readonly<Record<string, string>> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

const compareVersions = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  }
  return 0;
};

/**
 * esbuild's targets for a browserslist query: the oldest version of each engine esbuild knows
 * (`chrome109`, `ios18.5`…). A range such as `ios_saf 18.5-18.7` counts from its first version.
 * Agents esbuild has no name for (UC, QQ, KaiOS, Samsung Internet) are left out: esbuild then lowers
 * nothing for them, as cssnano did not, and the stylesheet's own syntax is what they receive.
 */
export function esbuildTargets(queries: string | readonly string[]): string[] {
  const oldest = new Map<string, number[]>();
  for (const entry of browserslist(queries as string | string[])) {
    const [agent, range] = entry.split(' ');
    const engine = ENGINES[agent];
    if (!engine || !range) continue;
    const version = range.split('-')[0].split('.').map(Number);
    if (version.some((part) => !Number.isInteger(part))) continue;
    const known = oldest.get(engine);
    if (!known || compareVersions(version, known) < 0) oldest.set(engine, version);
  }
  return [...oldest].sort(([a], [b]) => a.localeCompare(b)).map(([engine, version]) => `${engine}${version.join('.')}`);
}

/** The minimizer's input: one stylesheet, by its name. */
type MinifyInput = Record<string, string>;

/**
 * A `minify` function for css-minimizer-webpack-plugin (its custom minifier contract: the first
 * entry of `input`, a result with `code` and `warnings`). esbuild's warnings become the plugin's, so
 * webpack reports them with the stylesheet's name.
 */
export function esbuildCssMinify(targets: string[]): (input: MinifyInput) => Promise<{ code: string; warnings: string[] }> {
  return async (input) => {
    const [[name, css]] = Object.entries(input);
    const result = await transform(css, { loader: 'css', minify: true, charset: 'utf8', target: targets, sourcefile: name });
    const warnings = result.warnings.map((warning) => (warning.location ? `${warning.text} (line ${warning.location.line}, column ${warning.location.column + 1})` : warning.text));
    return { code: result.code, warnings };
  };
}
