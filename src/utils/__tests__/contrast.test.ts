/** @jest-environment node */
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
