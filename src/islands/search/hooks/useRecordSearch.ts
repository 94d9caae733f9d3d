/**
 * Remembers the visitor's searches on the device (spec §3 *Search history*: filters and a path;
 * §9 keeps 5). A search is recorded once its state has stayed the same for `RECORD_AFTER_MS`
 * (so typing 'hilux' is one entry, not five); the page's own first state and empty searches are
 * not recorded; the page number is left out.
 */
import { useEffect, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { historyFilters, historyLabel } from '../../../search/history.ts';
import type { SearchRouting } from '../../../search/url-router.ts';
import { recordSearch } from '../../../stores/search-history.ts';

/** How long a search must stay unchanged before it is remembered, in ms. */
export const RECORD_AFTER_MS = 1000;

export function useRecordSearch(routing: SearchRouting): void {
  const { uiState } = useInstantSearch();
  const { page: _page, ...route } = routing.stateMapping.stateToRoute(uiState);
  const path = routing.router.createURL(route);
  const first = useRef(true);
  const latest = useRef(route);
  latest.current = route;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const filters = historyFilters(latest.current);
    if (Object.keys(filters).length === 0) return;
    const timer = setTimeout(() => recordSearch({ path, filters, label: historyLabel(latest.current), at: Date.now() }), RECORD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [path]);
}
