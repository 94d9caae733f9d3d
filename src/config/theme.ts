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
