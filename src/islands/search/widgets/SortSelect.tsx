/** The sort select (spec §2 sort options; §9 defaults mostRelevant, latest, highestPrice, lowestPrice). */
import { useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import type { SortOption } from '../../../config/schema/search.ts';
import { SORT_LABELS, sortIndexName } from '../../../search/sort.ts';

export function SortSelect({ indexName, options }: { indexName: string; options: readonly SortOption[] }) {
  const {
    currentRefinement,
    options: items,
    refine,
  } = useSortBy({
    items: options.map((o) => ({ label: SORT_LABELS[o], value: sortIndexName(indexName, o) })),
  });
  const id = useId();
  return (
    <div className="search-sort" data-needs-js="">
      <label htmlFor={id} className="search-sort__label">
        Sort by
      </label>
      <select id={id} className="search-sort__select" value={currentRefinement} onChange={(e) => refine(e.target.value)}>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
