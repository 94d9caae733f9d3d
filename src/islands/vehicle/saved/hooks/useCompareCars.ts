/**
 * The compare list's cars with their details from the tenant's search documents: each entry's car is read
 * from its lookup file (`src/stock/car-lookup.ts`: a few small files, not the whole search index) and becomes
 * its `SearchDoc`, or null when the car is no longer listed. When the files cannot be read the state is `error`
 * and `retry` asks again.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { fetchSearchDocs } from '../../../../stock/car-lookup.ts';
import type { SearchDoc } from '../../../../stock/search-document.ts';
import { $compare, removeCompared, type CompareEntry } from '../../../../stores/compare.ts';

export interface CompareCar {
  entry: CompareEntry;
  /** The car's search document, or null when it is no longer listed or not looked up yet. */
  doc: SearchDoc | null;
  /** True once the car was looked up: then a null `doc` means the car is no longer listed. */
  looked: boolean;
}

export interface CompareState {
  status: 'loading' | 'ready' | 'error';
  cars: CompareCar[];
  remove: (id: number) => void;
  /** Looks the cars up again after an error. */
  retry: () => void;
}

/** Compare page state for the site whose car lookup files are under `lookupBase` (`getStock().carLookupBase`). */
export function useCompareCars(lookupBase: string): CompareState {
  const entries = useStore($compare);
  // The ids looked up so far (null before the first lookup) and the listed cars among them; a car added in
  // another tab is looked up when it appears.
  const [looked, setLooked] = useState<ReadonlySet<number> | null>(null);
  const [found, setFound] = useState<ReadonlyMap<number, SearchDoc>>(new Map());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const missingKey = entries
    .filter((e) => !looked?.has(e.id))
    .map((e) => e.id)
    .join(',');
  const first = looked === null;
  useEffect(() => {
    if (!first && missingKey === '') return;
    // A retry ("Try again" after an error) says it is loading again until the lookup settles.
    if (attempt > 0) setFailed(false);
    const ids = missingKey === '' ? [] : missingKey.split(',').map(Number);
    let live = true;
    fetchSearchDocs(lookupBase, ids)
      .then((docs) => {
        if (!live) return;
        setFound((prev) => new Map([...prev, ...[...docs.values()].map((d) => [d.id, d] as const)]));
        setLooked((prev) => new Set([...(prev ?? []), ...ids]));
      })
      .catch((err: unknown) => {
        console.warn('compare: the stock could not be loaded', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [lookupBase, missingKey, first, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    status: failed ? 'error' : !first && missingKey === '' ? 'ready' : 'loading',
    cars: entries.map((entry) => ({ entry, doc: found.get(entry.id) ?? null, looked: looked?.has(entry.id) ?? false })),
    remove: removeCompared,
    retry,
  };
}
