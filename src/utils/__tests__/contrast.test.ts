/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { themes } from 'prism-react-renderer';
import { contrastRatio, ensureContrast, parseColor } from '../contrast';
import { CODE_THEMES, codeTheme, themeBackground } from '../../theme/CodeBlock/themes';

describe('contrast', () => {
  it('parses hex and rgb colours and computes WCAG ratios', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(30, 30, 30)')).toEqual([30, 30, 30]);
    expect(parseColor('hsl(0 0% 0%)')).toBeNull();
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  });

  it('leaves passing colours alone and lifts failing ones just past 4.5:1', () => {
    expect(ensureContrast('#ffffff', '#1e1e1e')).toBe('#ffffff');
    const fixed = ensureContrast('rgb(100, 102, 149)', 'rgb(30, 30, 30)');
    const ratio = contrastRatio(parseColor(fixed)!, [30, 30, 30]);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeLessThan(6);
  });

  it.each(CODE_THEMES)('gives every token of the %s theme AA contrast on its background', (name) => {
    const theme = codeTheme(name);
    const background = parseColor(themeBackground(themes[name]))!;
    for (const style of [theme.plain, ...theme.styles.map((s) => s.style)]) {
      const color = style.color ? parseColor(String(style.color)) : null;
      if (color) expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the colour tokens of both modes', () => {
  // The custom properties of a stylesheet's first block for the selector.
  const tokens = (file: string, selector: string): Record<string, string> => {
    const css = fs.readFileSync(path.join(__dirname, '../../theme', file), 'utf8');
    const block = css.slice(css.indexOf(`${selector} {`));
    const body = block.slice(block.indexOf('{') + 1, block.indexOf('}'));
    return Object.fromEntries([...body.matchAll(/(--color-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
  };
  const light = tokens('global.css', ':root');
  const dark = { ...light, ...tokens('darkTheme.css', ":root[data-theme='dark']") };
  const PAIRS: [text: string, background: string][] = [
    ['--color-text', '--color-bg'],
    ['--color-text', '--color-bg-subtle'],
    ['--color-text-muted', '--color-bg'],
    ['--color-text-muted', '--color-bg-subtle'],
    ['--color-primary', '--color-bg'],
    ['--color-primary', '--color-bg-subtle'],
    ['--color-primary-contrast', '--color-primary'],
    ['--color-primary-contrast', '--color-primary-strong'],
    ['--color-announcement-text', '--color-announcement-bg'],
    ['--color-announcement-text', '--color-announcement-hover'],
  ];

  it.each([
    ['light', light],
    ['dark', dark],
  ])('give text AA contrast (4.5:1) on its backgrounds in %s mode', (_mode, values) => {
    for (const [text, background] of PAIRS) {
      const ratio = contrastRatio(parseColor(values[text])!, parseColor(values[background])!);
      expect([text, background, ratio >= 4.5]).toEqual([text, background, true]);
    }
  });

  it('keep the dark announcement bar a dark band, not a light one that glares (its background darker than the text)', () => {
    const luminance = (hex: string) => contrastRatio(parseColor(hex)!, [0, 0, 0]);
    expect(luminance(dark['--color-announcement-bg'])).toBeLessThan(luminance(dark['--color-announcement-text']));
    expect(luminance(dark['--color-announcement-bg'])).toBeLessThan(2);
  });
});
