/** WCAG 2 contrast helpers for colours written as #rgb, #rrggbb or rgb()/rgba(). */
type Rgb = [number, number, number];

/** Parses a CSS colour in hex or rgb() notation; null for anything else (names, hsl). */
export function parseColor(color: string): Rgb | null {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h = hex[1].length === 3 ? hex[1].replace(/./g, (c) => c + c) : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.trim().match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i);
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when it reaches `minimum` contrast on `background`; otherwise the same hue
 * mixed towards white (on dark backgrounds) or black (on light ones) just enough to reach it.
 */
export function ensureContrast(color: string, background: string, minimum = 4.5): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= minimum) return color;
  const target: Rgb = luminance(bg) < 0.5 ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = fg.map((v, i) => v + (target[i] - v) * t) as Rgb;
    if (contrastRatio(mixed, bg) >= minimum) return toHex(mixed);
  }
  return toHex(target);
}
