import { themes, type PrismTheme } from 'prism-react-renderer';
import type { CodeTheme } from '../../../site.config';

/** Every theme bundled with prism-react-renderer 2, by the name `site.config.ts` uses. */
export const CODE_THEMES = [
  'dracula',
  'duotoneDark',
  'duotoneLight',
  'github',
  'gruvboxMaterialDark',
  'gruvboxMaterialLight',
  'jettwaveDark',
  'jettwaveLight',
  'nightOwl',
  'nightOwlLight',
  'oceanicNext',
  'okaidia',
  'oneDark',
  'oneLight',
  'palenight',
  'shadesOfPurple',
  'synthwave84',
  'ultramin',
  'vsDark',
  'vsLight',
] as const satisfies readonly CodeTheme[];

// Fails to compile if a configurable name is missing from prism-react-renderer's export.
const BY_NAME: Record<CodeTheme, PrismTheme> = themes;

/** True when `name` is one of CODE_THEMES. */
export function isCodeTheme(name: unknown): name is CodeTheme {
  return typeof name === 'string' && (CODE_THEMES as readonly string[]).includes(name);
}

/** The prism-react-renderer theme object of a configured name; throws, listing the allowed names, for any other. */
export function codeTheme(name: string): PrismTheme {
  if (!isCodeTheme(name)) {
    throw new Error(`Unknown code block theme "${name}". Allowed themes: ${CODE_THEMES.join(', ')}.`);
  }
  return BY_NAME[name];
}
