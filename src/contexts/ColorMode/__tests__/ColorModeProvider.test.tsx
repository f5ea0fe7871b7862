import React from 'react';
import { TextEncoder } from 'node:util';
import { act, render, screen } from '@testing-library/react';
import { ColorModeProvider, useColorMode, type ColorModeConfig, type ColorModeContextValue } from '..';

const root = document.documentElement;

/** jsdom has no matchMedia: a dark-preference query whose value the test flips. */
function mockMatchMedia(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  window.matchMedia = jest.fn((media: string) => ({
    media,
    get matches() {
      return media === '(prefers-color-scheme: dark)' ? dark : false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    addListener: (listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeListener: (listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    setDark(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener({ matches: next })));
    },
    listenerCount: () => listeners.size,
  };
}

const config = (over: Partial<ColorModeConfig> = {}): ColorModeConfig => ({
  defaultMode: 'light',
  respectPrefersColorScheme: true,
  disableSwitch: false,
  ...over,
});

let latest: ColorModeContextValue;
function Probe(): JSX.Element {
  latest = useColorMode();
  const { choice, mode, disabled, mounted, cycle } = latest;
  return (
    <>
      <output data-testid="state">{`${choice}/${mode}/${disabled ? 'disabled' : 'enabled'}/${mounted ? 'mounted' : 'ssr'}`}</output>
      <button type="button" onClick={cycle}>
        cycle
      </button>
    </>
  );
}

function renderProvider(over: Partial<ColorModeConfig> = {}) {
  return render(
    <ColorModeProvider config={config(over)}>
      <Probe />
    </ColorModeProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;
const snapshot = () => ({
  stored: window.localStorage.getItem('theme'),
  theme: root.getAttribute('data-theme'),
  choice: root.getAttribute('data-theme-choice'),
});
const click = () => act(() => screen.getByRole('button', { name: 'cycle' }).click());

afterEach(() => {
  window.localStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-theme-choice');
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('ColorModeProvider', () => {
  it('cycles system → light → dark → system, mirroring each step in storage and on <html>', () => {
    mockMatchMedia(true);
    renderProvider();
    expect(state()).toBe('system/dark/enabled/mounted');
    expect(snapshot()).toEqual({ stored: null, theme: 'dark', choice: 'system' });

    click();
    expect(state()).toBe('light/light/enabled/mounted');
    expect(snapshot()).toEqual({ stored: 'light', theme: 'light', choice: 'light' });

    click();
    expect(state()).toBe('dark/dark/enabled/mounted');
    expect(snapshot()).toEqual({ stored: 'dark', theme: 'dark', choice: 'dark' });

    click();
    expect(state()).toBe('system/dark/enabled/mounted');
    expect(snapshot()).toEqual({ stored: null, theme: 'dark', choice: 'system' });
  });

  it('removes the stored key when the reader goes back to system', () => {
    mockMatchMedia(false);
    window.localStorage.setItem('theme', 'dark');
    renderProvider();
    expect(snapshot()).toEqual({ stored: 'dark', theme: 'dark', choice: 'dark' });
    click();
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(snapshot()).toEqual({ stored: null, theme: 'light', choice: 'system' });
  });

  it('flips between light and dark from the default when the OS preference is not respected', () => {
    mockMatchMedia(true);
    renderProvider({ respectPrefersColorScheme: false });
    expect(state()).toBe('light/light/enabled/mounted');
    expect(snapshot()).toEqual({ stored: null, theme: 'light', choice: 'light' });
    click();
    expect(snapshot()).toEqual({ stored: 'dark', theme: 'dark', choice: 'dark' });
    click();
    expect(snapshot()).toEqual({ stored: 'light', theme: 'light', choice: 'light' });
  });

  it('ignores a stored value that is not light or dark', () => {
    mockMatchMedia(false);
    window.localStorage.setItem('theme', 'sepia');
    renderProvider();
    expect(state()).toBe('system/light/enabled/mounted');
    expect(root.getAttribute('data-theme-choice')).toBe('system');
  });

  it('starts from the choice the pre-paint script put on <html>', () => {
    mockMatchMedia(false);
    window.localStorage.setItem('theme', 'light');
    root.setAttribute('data-theme', 'dark');
    root.setAttribute('data-theme-choice', 'dark');
    renderProvider();
    expect(state()).toBe('dark/dark/enabled/mounted');
  });

  it('uses the default mode when matchMedia does not exist', () => {
    renderProvider({ defaultMode: 'dark' });
    expect(state()).toBe('system/dark/enabled/mounted');
    expect(snapshot()).toEqual({ stored: null, theme: 'dark', choice: 'system' });
  });

  it('follows a live change of the OS preference while the choice is system', () => {
    const os = mockMatchMedia(false);
    renderProvider();
    expect(snapshot().theme).toBe('light');
    os.setDark(true);
    expect(state()).toBe('system/dark/enabled/mounted');
    expect(snapshot()).toEqual({ stored: null, theme: 'dark', choice: 'system' });
    os.setDark(false);
    expect(state()).toBe('system/light/enabled/mounted');
    expect(snapshot().theme).toBe('light');
  });

  it('does not follow the OS while the choice is light, and catches up on returning to system', () => {
    const os = mockMatchMedia(false);
    renderProvider();
    click();
    expect(state()).toBe('light/light/enabled/mounted');
    expect(os.listenerCount()).toBe(0);
    os.setDark(true);
    expect(state()).toBe('light/light/enabled/mounted');
    expect(snapshot().theme).toBe('light');
    click(); // dark
    click(); // system: the OS is dark by now
    expect(state()).toBe('system/dark/enabled/mounted');
    expect(os.listenerCount()).toBe(1);
  });

  it('keeps an explicit choice against the OS when a second provider runs, as Gatsby\'s Head root has', () => {
    const os = mockMatchMedia(false);
    // Gatsby renders the Head in a root of its own, wrapped in wrapRootElement: a second provider.
    function HeadProbe(): JSX.Element {
      const { choice, mode } = useColorMode();
      return <output data-testid="head">{`${choice}/${mode}`}</output>;
    }
    render(
      <ColorModeProvider config={config()}>
        <HeadProbe />
      </ColorModeProvider>,
    );
    renderProvider();
    expect(snapshot()).toEqual({ stored: null, theme: 'light', choice: 'system' });
    click(); // light, through the page's provider
    expect(snapshot()).toEqual({ stored: 'light', theme: 'light', choice: 'light' });
    expect(screen.getByTestId('head').textContent).toBe('light/light');
    os.setDark(true);
    expect(state()).toBe('light/light/enabled/mounted');
    expect(screen.getByTestId('head').textContent).toBe('light/light');
    expect(snapshot()).toEqual({ stored: 'light', theme: 'light', choice: 'light' });
    expect(os.listenerCount()).toBe(0);
    click(); // dark
    click(); // system again: both follow the OS, which is dark by now
    expect(screen.getByTestId('head').textContent).toBe('system/dark');
    expect(snapshot()).toEqual({ stored: null, theme: 'dark', choice: 'system' });
    os.setDark(false);
    expect(snapshot()).toEqual({ stored: null, theme: 'light', choice: 'system' });
  });

  it('clears the stored value and applies the default mode when the switch is disabled', () => {
    mockMatchMedia(true);
    window.localStorage.setItem('theme', 'dark');
    root.setAttribute('data-theme-choice', 'dark');
    renderProvider({ disableSwitch: true });
    expect(state()).toBe('light/light/disabled/mounted');
    expect(snapshot()).toEqual({ stored: null, theme: 'light', choice: 'light' });
    act(() => latest.setChoice('dark'));
    expect(snapshot()).toEqual({ stored: null, theme: 'light', choice: 'light' });
  });

  it('throws on an unexpected colour mode value, naming it and the allowed values', () => {
    mockMatchMedia(false);
    renderProvider();
    expect(() => latest.setChoice('sepia' as never)).toThrow('Unexpected colour mode value "sepia": expected one of "system", "light", "dark".');
    expect(state()).toBe('system/light/enabled/mounted');
  });

  it('rejects the system choice when the OS preference is not respected', () => {
    mockMatchMedia(false);
    renderProvider({ respectPrefersColorScheme: false });
    expect(() => latest.setChoice('system')).toThrow('expected one of "light", "dark"');
  });

  it('renders the defaults on the server without touching storage or <html>', async () => {
    // react-dom/server (its browser build under jsdom) needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    window.localStorage.setItem('theme', 'dark');
    const html = renderToString(
      <ColorModeProvider config={config()}>
        <Probe />
      </ColorModeProvider>,
    );
    expect(html).toContain('system/light/enabled/ssr');
    expect(snapshot()).toEqual({ stored: 'dark', theme: null, choice: null });
  });

  it('throws when useColorMode is used outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useColorMode must be used inside <ColorModeProvider>');
    spy.mockRestore();
  });
});
