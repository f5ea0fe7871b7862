import { colorModeScript } from '../colorModeScript';
import { initialChoice, resolveMode, type ColorModeConfig } from '../../contexts/ColorMode/logic';
import siteConfig from '../../../site.config';

const root = document.documentElement;

/** jsdom has no matchMedia: `prefersDark` null leaves it undefined (old browsers). */
function setMatchMedia(prefersDark: boolean | null) {
  if (prefersDark === null) {
    delete (window as { matchMedia?: unknown }).matchMedia;
    return;
  }
  window.matchMedia = ((media: string) => ({
    media,
    matches: media === '(prefers-color-scheme: dark)' ? prefersDark : false,
  })) as unknown as typeof window.matchMedia;
}

function run(script: string) {
  // Indirect evaluation, as an inline <script> would run it: global scope, no module wrapper.
  new Function(script)();
}

afterEach(() => {
  window.localStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-theme-choice');
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.restoreAllMocks();
});

const STORED = [null, 'light', 'dark', 'system', 'sepia', ''] as const;
const OS = [true, false, null] as const;
const CONFIGS: ColorModeConfig[] = [];
for (const defaultMode of ['light', 'dark'] as const) {
  for (const respectPrefersColorScheme of [true, false]) {
    for (const disableSwitch of [false, true]) CONFIGS.push({ defaultMode, respectPrefersColorScheme, disableSwitch });
  }
}
const MATRIX = CONFIGS.flatMap((config) => STORED.flatMap((stored) => OS.map((prefersDark) => ({ config, stored, prefersDark }))));

describe('colorModeScript', () => {
  it.each(MATRIX)('applies the same mode and choice as logic.ts for %j', ({ config, stored, prefersDark }) => {
    if (stored !== null) window.localStorage.setItem('theme', stored);
    setMatchMedia(prefersDark);
    run(colorModeScript(config));

    const choice = initialChoice(stored, config);
    expect({
      theme: root.getAttribute('data-theme'),
      choice: root.getAttribute('data-theme-choice'),
      stored: window.localStorage.getItem('theme'),
    }).toEqual({
      theme: resolveMode(choice, prefersDark, config.defaultMode),
      choice,
      // The script only clears (disabled switch); otherwise it leaves storage as it was.
      stored: config.disableSwitch ? null : stored,
    });
  });

  it('applies the default (or the OS preference) when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    setMatchMedia(true);
    run(colorModeScript({ defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false }));
    expect([root.getAttribute('data-theme'), root.getAttribute('data-theme-choice')]).toEqual(['dark', 'system']);
    run(colorModeScript({ defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: true }));
    expect([root.getAttribute('data-theme'), root.getAttribute('data-theme-choice')]).toEqual(['dark', 'dark']);
  });

  it('applies the default when matchMedia throws', () => {
    window.matchMedia = (() => {
      throw new Error('nope');
    }) as unknown as typeof window.matchMedia;
    run(colorModeScript({ defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false }));
    expect([root.getAttribute('data-theme'), root.getAttribute('data-theme-choice')]).toEqual(['dark', 'system']);
  });

  it('returns the same string for the same configuration and embeds the storage key', () => {
    const a = colorModeScript(siteConfig.colorMode);
    const b = colorModeScript({ ...siteConfig.colorMode });
    expect(a).toBe(b);
    expect(a).toContain('"theme"');
    expect(a).not.toBe(colorModeScript({ ...siteConfig.colorMode, defaultMode: 'dark' }));
  });

  it('is a self-contained ES5 expression statement', () => {
    const script = colorModeScript(siteConfig.colorMode);
    expect(script.startsWith('(function(){')).toBe(true);
    expect(script.endsWith('})();')).toBe(true);
    // No ES2015+ syntax: let/const, arrow functions, template literals, classes, spread.
    expect(script).not.toMatch(/\b(let|const|class)\b|=>|`|\.\.\./);
    expect(script).not.toMatch(/\n/);
  });
});
