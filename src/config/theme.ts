/**
 * White-labelling: a tenant's theme colours become semantic CSS custom properties
 * (`theme.colors.on_primary` → `--color-on-primary`), written by Base.astro as an unlayered `:root`
 * rule. The platform's other tokens (src/styles/tokens.css) sit in the `tokens` cascade layer, and an
 * unlayered declaration beats any layered one regardless of source order, so the tenant's colours
 * win however Astro orders or bundles the stylesheets (build and dev alike). The defaults of the
 * theme live once, in the zod schema (src/config/schema/theme.ts): the resolved config always
 * carries every colour, so the CSS needs no second copy of them.
 */
import type { Theme } from './schema/theme.ts';

/** The `:root { ... }` declarations for a theme, e.g. `--color-primary:#0b4f8a;--radius:6px;`. */
export function themeCssVariables(theme: Theme): string {
  const colours = Object.entries(theme.colors).map(([key, value]) => `--color-${key.replace(/_/g, '-')}:${value};`);
  return [...colours, `--radius:${theme.radius}px;`].join('');
}

/** The MIME type of a favicon path (`theme.favicon`: .svg, .png or .ico, checked by the schema). */
export function faviconType(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return ext === 'svg' ? 'image/svg+xml' : ext === 'png' ? 'image/png' : 'image/x-icon';
}

/**
 * The largest theme SVG (logo, favicon) that pages carry inline, in bytes: a small file costs the
 * document less than a request of its own; a larger one is better fetched once and cached.
 */
export const INLINE_THEME_SVG_MAX_BYTES = 4096;

/**
 * A theme image's `data:` URI, or null when the file is not inlined (not an SVG, or over
 * {@link INLINE_THEME_SVG_MAX_BYTES}). Issue #9: on `/search/` the header logo, seen in the viewport,
 * was raised to high priority and the browser asked for the favicon as the page loaded; both
 * requests started before the largest paint and Lighthouse's simulated LCP waited for them (a new
 * connection each) after the first card's image was done. Inline they cost no request.
 * Runs of white space are collapsed (as SVG renders them); the text is percent-encoded except the
 * characters a URL and an HTML attribute take as they are.
 */
export function themeSvgDataUri(path: string, content: string): string | null {
  if (!/\.svg$/i.test(path) || new TextEncoder().encode(content).length > INLINE_THEME_SVG_MAX_BYTES) return null;
  const text = content.replace(/\s+/g, ' ').trim();
  const encoded = encodeURIComponent(text).replace(/%(2F|3A|3D|2C|3B|40)/g, (code) => decodeURIComponent(code));
  return `data:image/svg+xml,${encoded}`;
}

/** Where a page takes a theme image from: its inlined `data:` URI when the build made one, else its path. */
export function themeImageSrc(path: string, inlined: Readonly<Record<string, string>>): string {
  return inlined[path] ?? path;
}
