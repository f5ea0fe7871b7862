import React from 'react';
import { TextEncoder } from 'node:util';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ColorModeToggle from '..';
import { ColorModeProvider, type ColorModeConfig } from '../../../contexts/ColorMode';
import { loadStrings, renderWithLocale } from '../../../test-utils/render';

const root = document.documentElement;

/** jsdom has no matchMedia: a dark-preference query with a fixed value. */
function mockMatchMedia(dark: boolean) {
  window.matchMedia = jest.fn((media: string) => ({
    media,
    matches: media === '(prefers-color-scheme: dark)' ? dark : false,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
}

const config = (over: Partial<ColorModeConfig> = {}): ColorModeConfig => ({
  defaultMode: 'light',
  respectPrefersColorScheme: true,
  disableSwitch: false,
  ...over,
});

function renderToggle(locale: 'es' | 'en' = 'es', over: Partial<ColorModeConfig> = {}) {
  return renderWithLocale(
    <ColorModeProvider config={config(over)}>
      <ColorModeToggle />
    </ColorModeProvider>,
    locale,
  );
}

const LABELS = {
  es: {
    system: 'Cambiar el modo de color (actual: modo del sistema)',
    light: 'Cambiar el modo de color (actual: modo claro)',
    dark: 'Cambiar el modo de color (actual: modo oscuro)',
  },
  en: {
    system: 'Switch between dark and light mode (currently system mode)',
    light: 'Switch between dark and light mode (currently light mode)',
    dark: 'Switch between dark and light mode (currently dark mode)',
  },
} as const;

beforeEach(() => mockMatchMedia(false));
afterEach(() => {
  window.localStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-theme-choice');
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('ColorModeToggle', () => {
  it.each(['es', 'en'] as const)('labels each choice in %s, with the matching icon', (locale) => {
    for (const choice of ['system', 'light', 'dark'] as const) {
      if (choice === 'system') window.localStorage.removeItem('theme');
      else window.localStorage.setItem('theme', choice);
      const { unmount } = renderToggle(locale);
      const button = screen.getByRole('button', { name: LABELS[locale][choice] });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('title', LABELS[locale][choice]);
      expect(button.querySelector('svg')).toHaveAttribute('data-icon', choice);
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      unmount();
      root.removeAttribute('data-theme-choice');
    }
  });

  it('cycles on click and updates its label', async () => {
    const user = userEvent.setup();
    renderToggle('en');
    const button = screen.getByRole('button', { name: LABELS.en.system });
    await user.click(button);
    expect(button).toHaveAccessibleName(LABELS.en.light);
    expect(root).toHaveAttribute('data-theme', 'light');
    await user.click(button);
    expect(button).toHaveAccessibleName(LABELS.en.dark);
    expect(root).toHaveAttribute('data-theme', 'dark');
    await user.click(button);
    expect(button).toHaveAccessibleName(LABELS.en.system);
    expect(root).toHaveAttribute('data-theme-choice', 'system');
  });

  it('only flips between light and dark when the OS preference is not respected', async () => {
    const user = userEvent.setup();
    renderToggle('es', { respectPrefersColorScheme: false });
    const button = screen.getByRole('button', { name: LABELS.es.light });
    await user.click(button);
    expect(button).toHaveAccessibleName(LABELS.es.dark);
    await user.click(button);
    expect(button).toHaveAccessibleName(LABELS.es.light);
  });

  it('works from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    renderToggle('es');
    await user.tab();
    const button = screen.getByRole('button', { name: LABELS.es.system });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAccessibleName(LABELS.es.light);
    await user.keyboard(' ');
    expect(button).toHaveAccessibleName(LABELS.es.dark);
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('renders nothing when the switch is disabled', () => {
    window.localStorage.setItem('theme', 'dark');
    const { container } = renderToggle('es', { disableSwitch: true });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('renders a same-size disabled placeholder on the server and hydrates without a mismatch', async () => {
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const strings = loadStrings();
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: 'es',
      resources: strings,
      ns: Object.keys(strings.es),
      defaultNS: 'colorMode',
      fallbackNS: Object.keys(strings.es).filter((ns) => ns !== 'colorMode'),
      interpolation: { escapeValue: false },
      initImmediate: false,
    });
    const tree = (
      <I18nextProvider i18n={i18n}>
        <ColorModeProvider config={config()}>
          <ColorModeToggle />
        </ColorModeProvider>
      </I18nextProvider>
    );

    const html = renderToString(tree);
    expect(html).toContain('disabled');
    expect(html).not.toContain('<svg');

    // In the browser the pre-paint script has already applied a stored dark choice.
    window.localStorage.setItem('theme', 'dark');
    root.setAttribute('data-theme', 'dark');
    root.setAttribute('data-theme-choice', 'dark');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const app = await act(async () => hydrateRoot(container, tree, { onRecoverableError: recoverable }));

    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: LABELS.es.dark })).toBeEnabled();
    expect(root).toHaveAttribute('data-theme', 'dark');
    errors.mockRestore();
    act(() => app.unmount());
    container.remove();
  });
});
