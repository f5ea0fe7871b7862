import React, { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import siteConfig from '../../../site.config';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../utils/storage';
import {
  PREFERS_DARK_QUERY,
  THEME_ATTRIBUTE,
  THEME_CHOICE_ATTRIBUTE,
  assertChoice,
  initialChoice,
  isChoice,
  nextChoice,
  resolveMode,
  storedValueFor,
  type ColorMode,
  type ColorModeChoice,
  type ColorModeConfig,
} from './logic';

export type { ColorMode, ColorModeChoice, ColorModeConfig } from './logic';

export interface ColorModeContextValue {
  /** What the reader picked ("system" follows the operating system). */
  choice: ColorModeChoice;
  /** The mode the page shows. */
  mode: ColorMode;
  /** The switch is disabled in the configuration: no toggle, the default mode applies. */
  disabled: boolean;
  /**
   * False on the server and during hydration, when `choice` and `mode` are the configuration's
   * defaults rather than the reader's: render anything that depends on them only once true.
   */
  mounted: boolean;
  /** Applies and stores a choice; throws on a value the configuration does not allow. */
  setChoice: (choice: ColorModeChoice) => void;
  /** Moves to the next choice of the cycle (what a toggle click does). */
  cycle: () => void;
}

export interface Props {
  children: React.ReactNode;
  /** The colour mode configuration; site.config's by default (the pre-paint script uses that one too). */
  config?: ColorModeConfig;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

/**
 * Every mounted provider hears of a choice made through any of them. Gatsby renders a page's Head in
 * a React root of its own, wrapped in `wrapRootElement` as well, so the browser runs two providers;
 * each mirrors its mode on <html> and follows the OS on "system". When only the toggle's provider
 * learnt of an explicit choice, the Head's one, still on "system", answered the next OS change by
 * writing the OS mode and "system" over it (issue #17).
 */
const choiceListeners = new Set<(choice: ColorModeChoice) => void>();

/** The operating system's dark preference, or null when it cannot be known. */
function readPrefersDark(): boolean | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(PREFERS_DARK_QUERY).matches;
}

/** The choice the pre-paint script applied to <html>, else the one storage and configuration give. */
function readChoiceOnMount(config: ColorModeConfig): ColorModeChoice {
  if (!config.disableSwitch) {
    const applied = document.documentElement.getAttribute(THEME_CHOICE_ATTRIBUTE);
    if (isChoice(applied, config.respectPrefersColorScheme)) return applied;
  }
  return initialChoice(readStorage(STORAGE_KEYS.theme), config);
}

function useContextValue({ defaultMode, respectPrefersColorScheme, disableSwitch }: ColorModeConfig): ColorModeContextValue {
  const config = useMemo(
    () => ({ defaultMode, respectPrefersColorScheme, disableSwitch }),
    [defaultMode, respectPrefersColorScheme, disableSwitch],
  );
  // Null until mounted: the server and the hydrating render both use the defaults, so they match.
  const [readerChoice, setReaderChoice] = useState<ColorModeChoice | null>(null);
  const [prefersDark, setPrefersDark] = useState<boolean | null>(null);
  const mounted = readerChoice !== null;
  const choice = readerChoice ?? initialChoice(null, config);
  const mode = resolveMode(choice, prefersDark, defaultMode);

  useEffect(() => {
    if (config.disableSwitch) writeStorage(STORAGE_KEYS.theme, null);
    // As a transition: this context wraps the whole page, and a context change at default priority
    // while parts of the page are still hydrating (the lazily loaded API reference) makes React
    // hydrate them in one blocking task instead of in slices.
    startTransition(() => {
      setPrefersDark(readPrefersDark());
      setReaderChoice((current) => current ?? readChoiceOnMount(config));
    });
  }, [config]);

  useEffect(() => {
    const onChoice = (next: ColorModeChoice) => {
      // Read the OS preference now so that the first render on "system" already shows the right mode.
      if (next === 'system') setPrefersDark(readPrefersDark());
      setReaderChoice(next);
    };
    choiceListeners.add(onChoice);
    return () => {
      choiceListeners.delete(onChoice);
    };
  }, []);

  useEffect(() => {
    if (!mounted) return;
    const root = document.documentElement;
    root.setAttribute(THEME_ATTRIBUTE, mode);
    root.setAttribute(THEME_CHOICE_ATTRIBUTE, choice);
  }, [mounted, mode, choice]);

  useEffect(() => {
    if (!mounted || choice !== 'system' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(PREFERS_DARK_QUERY);
    startTransition(() => setPrefersDark(query.matches));
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    if (typeof query.addEventListener === 'function') {
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    }
    // Safari before 14.
    query.addListener(onChange);
    return () => query.removeListener(onChange);
  }, [mounted, choice]);

  const setChoice = useCallback(
    (next: ColorModeChoice) => {
      assertChoice(next, respectPrefersColorScheme);
      if (disableSwitch) return;
      writeStorage(STORAGE_KEYS.theme, storedValueFor(next));
      // This provider is among the listeners.
      choiceListeners.forEach((listener) => listener(next));
    },
    [respectPrefersColorScheme, disableSwitch],
  );

  const cycle = useCallback(() => setChoice(nextChoice(choice, respectPrefersColorScheme)), [setChoice, choice, respectPrefersColorScheme]);

  return useMemo(
    () => ({ choice, mode, disabled: disableSwitch, mounted, setChoice, cycle }),
    [choice, mode, disableSwitch, mounted, setChoice, cycle],
  );
}

/**
 * Holds the colour mode: picks up what the pre-paint script applied, mirrors every change on
 * <html> (`data-theme`, `data-theme-choice`) and in local storage, and follows the OS on "system".
 */
export function ColorModeProvider({ children, config = siteConfig.colorMode }: Props): JSX.Element {
  const value = useContextValue(config);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode and its setters; only inside <ColorModeProvider>. */
export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (value === null) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return value;
}
