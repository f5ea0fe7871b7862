/** @jest-environment node */
import {
  assertChoice,
  initialChoice,
  nextChoice,
  resolveMode,
  storedValueFor,
  type ColorModeChoice,
  type ColorModeConfig,
} from '../logic';

const config = (over: Partial<ColorModeConfig> = {}): ColorModeConfig => ({
  defaultMode: 'light',
  respectPrefersColorScheme: true,
  disableSwitch: false,
  ...over,
});

describe('nextChoice', () => {
  it.each<[ColorModeChoice, ColorModeChoice]>([
    ['system', 'light'],
    ['light', 'dark'],
    ['dark', 'system'],
  ])('goes from %s to %s when the OS preference is respected', (from, to) => {
    expect(nextChoice(from, true)).toBe(to);
  });

  it.each<[ColorModeChoice, ColorModeChoice]>([
    ['light', 'dark'],
    ['dark', 'light'],
  ])('flips from %s to %s when the OS preference is not respected', (from, to) => {
    expect(nextChoice(from, false)).toBe(to);
  });

  it('comes back to the start after a full cycle', () => {
    let choice: ColorModeChoice = 'system';
    for (let i = 0; i < 3; i += 1) choice = nextChoice(choice, true);
    expect(choice).toBe('system');
    let flip: ColorModeChoice = 'light';
    for (let i = 0; i < 2; i += 1) flip = nextChoice(flip, false);
    expect(flip).toBe('light');
  });
});

describe('resolveMode', () => {
  it.each<[ColorModeChoice, boolean | null, 'light' | 'dark', 'light' | 'dark']>([
    ['system', true, 'light', 'dark'],
    ['system', false, 'light', 'light'],
    ['system', true, 'dark', 'dark'],
    ['system', false, 'dark', 'light'],
    ['system', null, 'light', 'light'],
    ['system', null, 'dark', 'dark'],
    ['light', true, 'light', 'light'],
    ['light', false, 'dark', 'light'],
    ['light', null, 'dark', 'light'],
    ['dark', true, 'light', 'dark'],
    ['dark', false, 'light', 'dark'],
    ['dark', null, 'light', 'dark'],
  ])('resolves %s with OS dark = %s and default %s to %s', (choice, prefersDark, defaultMode, mode) => {
    expect(resolveMode(choice, prefersDark, defaultMode)).toBe(mode);
  });
});

describe('initialChoice', () => {
  it.each<[string | null, boolean, ColorModeChoice]>([
    ['light', true, 'light'],
    ['dark', true, 'dark'],
    [null, true, 'system'],
    ['system', true, 'system'],
    ['Dark', true, 'system'],
    ['blue', true, 'system'],
    ['', true, 'system'],
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    [null, false, 'light'],
    ['system', false, 'light'],
    ['blue', false, 'light'],
  ])('reads stored %p with respect = %s as %s', (stored, respect, choice) => {
    expect(initialChoice(stored, config({ respectPrefersColorScheme: respect }))).toBe(choice);
  });

  it('falls back to a dark default when nothing usable is stored and the OS is not respected', () => {
    expect(initialChoice(null, config({ respectPrefersColorScheme: false, defaultMode: 'dark' }))).toBe('dark');
    expect(initialChoice('garbage', config({ respectPrefersColorScheme: false, defaultMode: 'dark' }))).toBe('dark');
  });

  it.each([['light'], ['dark'], [null], ['garbage']])('ignores stored %p when the switch is disabled', (stored) => {
    for (const respect of [true, false]) {
      expect(initialChoice(stored, config({ disableSwitch: true, respectPrefersColorScheme: respect }))).toBe('light');
      expect(initialChoice(stored, config({ disableSwitch: true, respectPrefersColorScheme: respect, defaultMode: 'dark' }))).toBe('dark');
    }
  });
});

describe('storedValueFor', () => {
  it('stores light and dark and removes the key for system', () => {
    expect(storedValueFor('light')).toBe('light');
    expect(storedValueFor('dark')).toBe('dark');
    expect(storedValueFor('system')).toBeNull();
  });

  it('round-trips through initialChoice', () => {
    for (const choice of ['system', 'light', 'dark'] as const) {
      expect(initialChoice(storedValueFor(choice), config())).toBe(choice);
    }
  });
});

describe('assertChoice', () => {
  it('accepts every choice', () => {
    for (const choice of ['system', 'light', 'dark']) expect(() => assertChoice(choice)).not.toThrow();
  });

  it('throws naming the value and the allowed values', () => {
    expect(() => assertChoice('blue')).toThrow('Unexpected colour mode value "blue": expected one of "system", "light", "dark".');
    expect(() => assertChoice(undefined)).toThrow('Unexpected colour mode value undefined: expected one of "system", "light", "dark".');
    expect(() => assertChoice(null)).toThrow(/value null/);
    expect(() => assertChoice('Dark')).toThrow(/"Dark"/);
  });

  it('rejects "system" when the OS preference is not respected', () => {
    expect(() => assertChoice('system', false)).toThrow('Unexpected colour mode value "system": expected one of "light", "dark".');
    expect(() => assertChoice('dark', false)).not.toThrow();
  });
});
