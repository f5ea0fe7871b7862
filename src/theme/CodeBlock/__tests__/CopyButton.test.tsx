import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { themes } from 'prism-react-renderer';
import CodeBlock from '..';
import CopyButton, { COPIED_DURATION } from '../CopyButton';
import { accessibleTheme, CODE_THEMES, codeTheme, codeThemesCss, themeCss } from '../themes';
import { renderWithLocale } from '../../../test-utils/render';

const writeText = jest.fn<Promise<void>, [string]>();

function setClipboard(value: unknown): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, writable: true, value });
}

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  setClipboard({ writeText });
});

afterEach(() => {
  jest.useRealTimers();
  setClipboard(undefined);
});

describe('CopyButton', () => {
  it('does copy the exact code of a block, without the trailing newline', async () => {
    renderWithLocale(<CodeBlock className="language-bash">{'curl -X POST \\\n  https://api.tesela.example/v1/payments\n'}</CodeBlock>);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar el código' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('curl -X POST \\\n  https://api.tesela.example/v1/payments'));
  });

  it('does sit in the title bar of a titled block', () => {
    renderWithLocale(<CodeBlock metastring='title="pago.sh"'>{'echo 1\n'}</CodeBlock>, 'en');
    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(screen.getByText('pago.sh').parentElement).toContainElement(button);
  });

  it('does show and announce the copied state, then return after 2 s', async () => {
    jest.useFakeTimers();
    const { container } = renderWithLocale(<CopyButton code="npm i tesela" />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar el código' }));
    });
    expect(writeText).toHaveBeenCalledWith('npm i tesela');
    expect(live).toHaveTextContent('Copiado');
    expect(screen.getByText('Copiado')).toBeVisible();
    act(() => jest.advanceTimersByTime(COPIED_DURATION - 1));
    expect(live).toHaveTextContent('Copiado');
    act(() => jest.advanceTimersByTime(1));
    expect(live).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Copiar el código' })).toBeInTheDocument();
  });

  it('does announce in English', async () => {
    renderWithLocale(<CopyButton code="x" />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied')).toHaveAttribute('aria-live', 'polite');
  });

  it('does fall back to a hidden textarea and execCommand without the Clipboard API', async () => {
    setClipboard(undefined);
    let copied: string | undefined;
    const execCommand = jest.fn((command: string) => {
      copied = document.querySelector('textarea')?.value;
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: execCommand });
    renderWithLocale(<CopyButton code={'línea 1\nlínea 2'} />);
    const button = screen.getByRole('button', { name: 'Copiar el código' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('Copiado')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('línea 1\nlínea 2');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('does fall back when the Clipboard API refuses, and shows nothing when every method fails', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    const execCommand = jest.fn(() => false);
    Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: execCommand });
    const { container } = renderWithLocale(<CopyButton code="x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar el código' }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });
});

describe('codeTheme', () => {
  it('does list exactly the themes prism-react-renderer exports', () => {
    expect([...CODE_THEMES].sort()).toEqual(Object.keys(themes).sort());
    expect(CODE_THEMES).toHaveLength(20);
  });

  it('does return the named theme, with the same background and token types', () => {
    for (const name of ['vsDark', 'dracula'] as const) {
      const theme = codeTheme(name);
      expect(theme.plain.backgroundColor).toBe(themes[name].plain.backgroundColor);
      expect(theme.styles.map((s) => s.types)).toEqual(themes[name].styles.map((s) => s.types));
    }
    expect(codeTheme('vsDark')).toBe(codeTheme('vsDark'));
  });

  it('does throw for an unknown name, listing the allowed names', () => {
    expect(() => codeTheme('solarized')).toThrow(`Unknown code block theme "solarized". Allowed themes: ${CODE_THEMES.join(', ')}.`);
    expect(() => codeTheme('toString')).toThrow(/Allowed themes: dracula, duotoneDark, .*vsDark, vsLight\./);
  });
});

describe('code theme CSS', () => {
  it('colours the token classes with the configured theme in light mode and darkTheme in dark mode', () => {
    const css = codeThemesCss('vsLight', 'dracula');
    const light = accessibleTheme(themes.vsLight);
    const dark = accessibleTheme(themes.dracula);
    expect(css).toContain(`html:not([data-theme='dark']){--code-fg:${light.plain.color};--code-bg:${light.plain.backgroundColor}}`);
    expect(css).toContain(`html[data-theme='dark']{--code-fg:${dark.plain.color};--code-bg:${dark.plain.backgroundColor}}`);
    const keyword = dark.styles.find((s) => s.types.includes('keyword'))!;
    expect(css).toMatch(new RegExp(`html\\[data-theme='dark'\\] \\.token\\.keyword[,{][^}]*color:${keyword.style.color!.replace(/[()]/g, '\\$&')}`));
  });

  it('limits entries meant for some languages to their blocks, and keeps the theme order', () => {
    const css = themeCss(themes.vsDark, 'html');
    expect(css).toContain(`html pre[data-language="markup"] .token.tag{color:rgb(86, 156, 214)}`);
    const rules = css.split('\n');
    expect(rules.findIndex((r) => r.startsWith('html .token.prolog'))).toBeLessThan(rules.findIndex((r) => r.includes('.token.keyword')));
  });
});
