/** Clears every filter and the query (spec §4: the page resets with them). Hidden when nothing is set. */
import { useClearRefinements, useSearchBox } from 'react-instantsearch';

export function ClearFilters({ label = 'Clear filters' }: { label?: string }) {
  const { canRefine, refine } = useClearRefinements();
  const { query, clear } = useSearchBox();
  if (!canRefine && !query) return null;
  return (
    <button
      type="button"
      className="search-button search-button--secondary search-clear"
      data-needs-js=""
      onClick={() => {
        refine();
        clear();
      }}
    >
      {label}
    </button>
  );
}
