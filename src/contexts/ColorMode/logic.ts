/**
 * The colour mode rules, as pure functions. The React provider (./index.tsx) uses them, and the
 * pre-paint script (src/utils/colorModeScript.ts) re-implements them in ES5; a test evaluates the
 * script against these functions so the two never drift apart.
 */
import type { SiteConfig } from '../../../site.config';

/** The page's actual appearance. */
export type ColorMode = 'light' | 'dark';
/** What the reader picked: a fixed mode, or "follow the operating system". */
export type ColorModeChoice = 'system' | ColorMode;
export type ColorModeConfig = SiteConfig['colorMode'];

/** Every choice, in cycle order. */
export const COLOR_MODE_CHOICES: readonly ColorModeChoice[] = ['system', 'light', 'dark'];
/** The attribute on <html> holding the resolved mode (the dark tokens hang on it). */
export const THEME_ATTRIBUTE = 'data-theme';
/** The attribute on <html> holding the choice. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';
/** The media query of the operating system's dark preference. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The choices a configuration allows: "system" only when the OS preference is respected. */
export function allowedChoices(respectPrefersColorScheme: boolean): readonly ColorModeChoice[] {
  return respectPrefersColorScheme ? COLOR_MODE_CHOICES : COLOR_MODE_CHOICES.filter((c) => c !== 'system');
}

/** True when `value` is a choice the configuration allows. */
export function isChoice(value: unknown, respectPrefersColorScheme = true): value is ColorModeChoice {
  return (allowedChoices(respectPrefersColorScheme) as readonly unknown[]).includes(value);
}

/** The choice after `choice` on a toggle click: system → light → dark → system, or dark ⇄ light. */
export function nextChoice(choice: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
  if (choice === 'system') return 'light';
  if (choice === 'light') return 'dark';
  return 'system';
}

/** The mode a choice shows; `prefersDark` is null when the OS preference is unknown (server, no matchMedia). */
export function resolveMode(choice: ColorModeChoice, prefersDark: boolean | null, defaultMode: ColorMode): ColorMode {
  if (choice !== 'system') return choice;
  if (prefersDark === null) return defaultMode;
  return prefersDark ? 'dark' : 'light';
}

/** The choice on page load from the stored value (anything but "light"/"dark" counts as nothing stored). */
export function initialChoice(stored: string | null, config: ColorModeConfig): ColorModeChoice {
  if (config.disableSwitch) return config.defaultMode;
  if (stored === 'light' || stored === 'dark') return stored;
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

/** The local storage value for a choice; null (remove the key) for "system". */
export function storedValueFor(choice: ColorModeChoice): string | null {
  return choice === 'system' ? null : choice;
}

/** Throws, naming the value and the allowed ones, unless `value` is a choice the configuration allows. */
export function assertChoice(value: unknown, respectPrefersColorScheme = true): asserts value is ColorModeChoice {
  if (isChoice(value, respectPrefersColorScheme)) return;
  const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
  const allowed = allowedChoices(respectPrefersColorScheme)
    .map((c) => JSON.stringify(c))
    .join(', ');
  throw new Error(`Unexpected colour mode value ${shown}: expected one of ${allowed}.`);
}
