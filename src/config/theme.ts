/**
 * White-labelling: a tenant's theme colours become semantic CSS custom properties
 * (`theme.colors.on_primary` → `--color-on-primary`) that override `src/styles/tokens.css`.
 */
import type { Theme } from './schema/theme.ts';

/** The `:root { ... }` declarations for a theme, e.g. `--color-primary:#0b4f8a;--radius:6px;`. */
export function themeCssVariables(theme: Theme): string {
  const colours = Object.entries(theme.colors).map(([key, value]) => `--color-${key.replace(/_/g, '-')}:${value};`);
  return [...colours, `--radius:${theme.radius}px;`].join('');
}
