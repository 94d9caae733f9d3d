/**
 * Search history entries from the search state (spec §3 *Search history*: filters and a path).
 * Pure: the store (`src/stores/search-history.ts`) keeps them.
 */
import { FACET_DEFINITIONS } from './facets.ts';
import { SORT_LABELS } from './sort.ts';
import type { SearchRouteState } from './routing.ts';
import type { Facet } from '../config/schema/search.ts';

const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

/** The state's filters as the URL names them: `{ q: ['hilux'], make: ['Toyota'], price: ['5000-30000'] }`. */
export function historyFilters(state: SearchRouteState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (state.q) out.q = [state.q];
  for (const [facet, values] of Object.entries(state.refinements ?? {})) if (values?.length) out[facet] = [...values];
  for (const [facet, r] of Object.entries(state.ranges ?? {})) if (r) out[facet] = [`${r.min ?? ''}-${r.max ?? ''}`];
  if (state.sortBy) out.sortBy = [state.sortBy];
  return out;
}

/**
 * A short label of a search: query in quotes, then refined values, then ranges, then the sort,
 * joined by ' · ' (e.g. '"hilux" · Toyota · SUV · $10,000–$30,000'); 'All cars' when nothing is set.
 */
export function historyLabel(state: SearchRouteState): string {
  const parts: string[] = [];
  if (state.q) parts.push(`"${state.q}"`);
  for (const values of Object.values(state.refinements ?? {})) parts.push(...(values ?? []).map((v) => (v === 'true' ? 'Certified' : v)));
  for (const [facet, r] of Object.entries(state.ranges ?? {}) as [Facet, { min?: number; max?: number }][]) {
    const def = FACET_DEFINITIONS[facet];
    const f = (n: number) =>
      def.kind === 'range' && def.unit === '$'
        ? money(n)
        : def.kind === 'range' && def.unit === 'km'
          ? `${n.toLocaleString('en-AU')} km`
          : String(n);
    parts.push(`${r.min !== undefined ? f(r.min) : ''}–${r.max !== undefined ? f(r.max) : ''}`);
  }
  if (state.sortBy) parts.push(SORT_LABELS[state.sortBy]);
  return parts.length ? parts.join(' · ') : 'All cars';
}
