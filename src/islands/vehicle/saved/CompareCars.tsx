/**
 * The compare page island (`/compare/`): the compare list (up to `COMPARE_LIMIT` cars, on the
 * device) side by side, with details from the tenant's search index. Hydrate `client:only="react"`.
 */
import { useRef } from 'react';
import { COMPARE_LIMIT } from '../../../stores/compare.ts';
import { useCompareCars } from './hooks/useCompareCars.ts';
import { CompareTable } from './ui/CompareTable.tsx';
import { retryKeepingFocus, TRY_AGAIN_LABEL } from '../../retry.ts';
import './saved.css';

export interface CompareCarsProps {
  /** The folder of the tenant's car lookup files (`getStock().carLookupBase`). */
  carLookupBase: string;
  /** `features.subscription` (spec §4 price precedence rule 1). */
  subscriptionEnabled: boolean;
}

export default function CompareCars({ carLookupBase, subscriptionEnabled }: CompareCarsProps) {
  const c = useCompareCars(carLookupBase);
  const line = useRef<HTMLParagraphElement>(null);
  const retry = () => retryKeepingFocus(line.current, c.retry);
  if (c.cars.length === 0) {
    return (
      <div className="saved-empty">
        <p role="status">There are no cars to compare yet.</p>
        <p>
          Press <strong>Compare</strong> on up to {COMPARE_LIMIT} cars and see them side by side here.
        </p>
        <a className="btn" href="/search/">
          Search our stock
        </a>
      </div>
    );
  }
  return (
    <>
      <p role="status" tabIndex={-1} ref={line}>
        {c.status === 'loading' ? (
          'Loading the cars…'
        ) : c.status === 'error' ? (
          <>
            The car details could not be loaded. Check your connection and try again.{' '}
            <button type="button" className="btn btn--outline" onClick={retry}>
              {TRY_AGAIN_LABEL}
            </button>
          </>
        ) : (
          ''
        )}
      </p>
      <CompareTable cars={c.cars} subscriptionEnabled={subscriptionEnabled} onRemove={c.remove} />
    </>
  );
}
