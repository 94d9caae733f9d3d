/**
 * The results as a list of cards (spec §2 result cards). The first row's images load at once;
 * the rest lazily. Marked busy while a search is under way (previous results stay, spec §4).
 */
import { useHits, useInstantSearch } from 'react-instantsearch';
import { cardTag, type TagSettings } from '../../../domain/tags.ts';
import type { SearchDoc } from '../../../stock/search-document.ts';
import { ResultCard } from '../ui/ResultCard.tsx';
import { ClearFilters } from './ClearFilters.tsx';

/** Cards in the first row on the widest layout (their images are not lazy). */
export const FIRST_ROW = 3;

export interface ResultListProps {
  subscriptionEnabled: boolean;
  tags: TagSettings;
  /** The stock clock (Unix seconds) for 'just arrived' (spec §4). */
  now: number;
}

export function ResultList({ subscriptionEnabled, tags, now }: ResultListProps) {
  const { items } = useHits<SearchDoc>();
  const { status } = useInstantSearch();
  if (items.length === 0) {
    return (
      <div className="search-empty">
        <p>No cars match your search.</p>
        <ClearFilters label="Clear all filters" />
      </div>
    );
  }
  return (
    <ol className="search-results__list" aria-busy={status === 'loading' || status === 'stalled'}>
      {items.map((hit, i) => {
        const tag = cardTag({ ...hit, simple_fuel: hit.fuel, fuel: null, created_at: new Date(hit.created_at_timestamp * 1000).toISOString() }, tags, now);
        return (
          <li key={hit.objectID} className="search-results__item">
            <ResultCard car={hit} subscriptionEnabled={subscriptionEnabled} tag={tag} eager={i < FIRST_ROW} priority={i === 0} />
          </li>
        );
      })}
    </ol>
  );
}
