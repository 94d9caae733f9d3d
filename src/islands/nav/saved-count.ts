/**
 * The header's saved-cars and compare counts (spec §4 *Favourites*; issue #10 "a saved-cars link with
 * its count and compare where switched on"): each `[data-count="favourites" | "compare"]` shows the
 * number of cars in that device list and follows it (other tabs included). A count of zero keeps its
 * space but is not shown (`data-empty`), so nothing moves when it appears.
 */
import { $compare } from '../../stores/compare.ts';
import { $favourites } from '../../stores/favourites.ts';

const STORES = { favourites: $favourites, compare: $compare } as const;

/** Keeps every count element of `root` in step with its store. */
export function initSavedCounts(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-count]')) {
    const kind = el.dataset.count as keyof typeof STORES;
    const store = STORES[kind];
    if (!store) continue;
    store.subscribe((list) => {
      el.textContent = String(list.length);
      el.toggleAttribute('data-empty', list.length === 0);
    });
  }
}
