/**
 * The result count, announced politely to screen readers when it changes (a live region), and the
 * loading / error notes: previous results stay on screen while loading or after an error (spec §4, §8).
 */
import { useInstantSearch, useStats } from 'react-instantsearch';

export function resultCountText(n: number): string {
  return n === 1 ? '1 car found' : `${n.toLocaleString('en-AU')} cars found`;
}

export function ResultStats() {
  const { nbHits } = useStats();
  const { status } = useInstantSearch({ catchError: true });
  return (
    <div className="search-stats">
      <p className="search-stats__count" role="status" aria-live="polite" aria-atomic="true">{resultCountText(nbHits)}</p>
      <p className="search-stats__note" aria-live="polite">
        {status === 'stalled' ? 'Updating results…' : status === 'error' ? 'The results could not be updated. Showing the previous results.' : ''}
      </p>
    </div>
  );
}
