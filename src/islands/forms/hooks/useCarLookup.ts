/**
 * The car of a page that takes `?car_id=` (spec §2: /book-test-drive, /cars/trade-in, /checkout-journey):
 * a static page cannot know it at build time, so the island reads the id (or slug) from the URL and
 * finds the car in its lookup file (`fetchCar`). `initial` is the car the page already knows.
 */
import { useCallback, useEffect, useState } from 'react';
import { carKeyFromSearch, fetchCar } from '../lib/car.ts';
import type { FormCar, FormSite } from '../types.ts';

export interface CarLookup {
  car: FormCar | null;
  /** True until the lookup has finished. */
  loading: boolean;
  /** True when the URL named a car that is not listed. */
  missing: boolean;
  /** True when the car's lookup file could not be read (offline, a server error); {@link CarLookup.retry} asks again. */
  failed: boolean;
  /** Looks the car up again (after a failure). */
  retry: () => void;
}

type LookupState = Pick<CarLookup, 'car' | 'loading' | 'missing' | 'failed'>;

/** The car of `?car_id=` when `fromQuery` and the page knows none (`initial`), looked up once per attempt. */
export function useCarLookup(site: FormSite, initial: FormCar | null, fromQuery: boolean): CarLookup {
  const [state, setState] = useState<LookupState>({ car: initial, loading: fromQuery && !initial, missing: false, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!fromQuery || initial) return;
    const key = carKeyFromSearch(window.location.search);
    if (!key) return setState({ car: null, loading: false, missing: false, failed: false });
    let live = true;
    if (attempt > 0) setState({ car: null, loading: true, missing: false, failed: false });
    fetchCar(site.carLookupBase, key, site).then(
      (car) => live && setState({ car, loading: false, missing: car === null, failed: false }),
      (err: unknown) => {
        console.warn('car lookup failed', err);
        if (live) setState({ car: null, loading: false, missing: false, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [site, initial, fromQuery, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
