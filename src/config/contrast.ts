/**
 * WCAG 2.2 colour contrast (success criterion 1.4.3 *Contrast (Minimum)*, level AA): the relative
 * luminance and contrast ratio of two sRGB colours, exactly as the WCAG definitions give them.
 * Used to hold every tenant's theme colour pairs to AA (src/config/schema/theme.ts).
 */

/** WCAG AA minimum contrast ratio for normal-size text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** `#0b4f8a` or `#fff` → [r, g, b] in 0–255. @throws Error on anything else. */
export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a hex colour: "${hex}"`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.2 definition), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (L1 + 0.05) / (L2 + 0.05), from 1 (same) to 21 (black on white). Symmetric. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
