/**
 * The result count, announced politely to screen readers when it changes (a live region), and the
 * loading / error notes: previous results stay on screen while loading or after an error (spec §4,
 * §8 "Search error: keeps the last results"). Past 1999 results the count follows spec §9
 * (`displayCount`: the configured stock count, else the summed car_type counts).
 */
import { useInstantSearch, useStats } from 'react-instantsearch';
import { displayCount, resultCountText } from '../../../search/count.ts';

export { resultCountText };

export function ResultStats({ stockCount = null }: { stockCount?: number | null }) {
  const { nbHits } = useStats();
  const { status, results } = useInstantSearch({ catchError: true });
  const partition =
    (results as unknown as { _rawResults?: { facets?: Record<string, Record<string, number>> }[] })?._rawResults?.[0]?.facets?.car_type ??
    null;
  return (
    <div className="search-stats">
      <p className="search-stats__count" role="status" aria-live="polite" aria-atomic="true">
        {resultCountText(displayCount(nbHits, stockCount, partition))}
      </p>
      <p className="search-stats__note" aria-live="polite">
        {status === 'stalled'
          ? 'Updating results…'
          : status === 'error'
            ? 'The results could not be updated. Showing the previous results.'
            : ''}
      </p>
    </div>
  );
}
