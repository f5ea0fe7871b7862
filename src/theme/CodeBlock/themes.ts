import { themes, type PrismTheme } from 'prism-react-renderer';
import type { CodeTheme } from '../../../site.config';
import { ensureContrast } from '../../utils/contrast';

/**
 * Every theme bundled with prism-react-renderer 2, by the name `site.config.ts` uses (its schema
 * allows these names, so the type CodeTheme is inferred from this list).
 */
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
] as const;

// Fails to compile if a configurable name is missing from prism-react-renderer's export.
const BY_NAME: Record<CodeTheme, PrismTheme> = themes;

/** True when `name` is one of CODE_THEMES. */
export function isCodeTheme(name: unknown): name is CodeTheme {
  return typeof name === 'string' && (CODE_THEMES as readonly string[]).includes(name);
}

/** A theme's background colour; for a gradient (synthwave84), its first colour stop. */
export function themeBackground(theme: PrismTheme): string {
  const value = String(theme.plain.backgroundColor ?? '#ffffff');
  return value.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgba?\([^)]*\)/i)?.[0] ?? '#ffffff';
}

/** A theme whose every token colour reaches WCAG AA (4.5:1) on the theme's own background. */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = themeBackground(theme);
  const fix = (style: PrismTheme['plain']) =>
    style.color ? { ...style, color: ensureContrast(String(style.color), background) } : style;
  return { ...theme, plain: fix(theme.plain), styles: theme.styles.map((s) => ({ ...s, style: fix(s.style) })) };
}

const ACCESSIBLE = new Map<CodeTheme, PrismTheme>();

/**
 * The prism-react-renderer theme of a configured name, with token colours raised to AA contrast
 * (several bundled themes have comments or constants below it); throws, listing the allowed names, for any other.
 */
export function codeTheme(name: string): PrismTheme {
  if (!isCodeTheme(name)) {
    throw new Error(`Unknown code block theme "${name}". Allowed themes: ${CODE_THEMES.join(', ')}.`);
  }
  if (!ACCESSIBLE.has(name)) ACCESSIBLE.set(name, accessibleTheme(BY_NAME[name]));
  return ACCESSIBLE.get(name)!;
}

const cssProperty = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (style: PrismTheme['plain']): string =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${cssProperty(name)}:${String(value)}`)
    .join(';');

/**
 * CSS that colours the token classes written by `highlightCode` with a theme, for the pages
 * matched by `scope` (the colour mode's selector): the block's own colours as `--code-fg` and
 * `--code-bg`, then one rule per theme entry, in the theme's order so that later entries win as
 * they do in prism-react-renderer. Entries limited to some languages apply to those blocks only.
 */
export function themeCss(theme: PrismTheme, scope: string): string {
  const rules = [`${scope}{--code-fg:${String(theme.plain.color ?? 'inherit')};--code-bg:${String(theme.plain.backgroundColor ?? 'transparent')}}`];
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (!body) continue;
    const selectors = entry.types.flatMap((type) =>
      entry.languages
        ? entry.languages.map((language) => `${scope} pre[data-language="${language}"] .token.${type}`)
        : [`${scope} .token.${type}`],
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules.join('\n');
}

/** The token colours of both colour modes, from `site.config.ts` (`codeBlocks.theme` and `darkTheme`). */
export function codeThemesCss(light: string, dark: string): string {
  return `${themeCss(codeTheme(light), "html:not([data-theme='dark'])")}\n${themeCss(codeTheme(dark), "html[data-theme='dark']")}`;
}
