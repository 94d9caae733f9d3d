/**
 * The compare list's cars with their details from the tenant's search index (the embedded index file,
 * fetched once): each entry becomes its `SearchDoc`, or null when the car is no longer listed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { parseSearchIndex, type SearchDoc } from '../../../../stock/search-document.ts';
import { $compare, removeCompared, type CompareEntry } from '../../../../stores/compare.ts';

export interface CompareCar {
  entry: CompareEntry;
  /** The car's search document, or null when it is no longer listed. */
  doc: SearchDoc | null;
}

export interface CompareState {
  status: 'loading' | 'ready' | 'error';
  cars: CompareCar[];
  remove: (id: number) => void;
}

/** Compare page state for the index at `indexUrl`. */
export function useCompareCars(indexUrl: string): CompareState {
  const entries = useStore($compare);
  const [docs, setDocs] = useState<Map<number, SearchDoc> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(indexUrl)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`search index ${res.status}`))))
      .then((text) => live && setDocs(new Map(parseSearchIndex(text).map((d) => [d.id, d]))))
      .catch((err) => {
        console.warn('compare: the stock could not be loaded', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [indexUrl]);
  return {
    status: failed ? 'error' : docs ? 'ready' : 'loading',
    cars: entries.map((entry) => ({ entry, doc: docs?.get(entry.id) ?? null })),
    remove: removeCompared,
  };
}
