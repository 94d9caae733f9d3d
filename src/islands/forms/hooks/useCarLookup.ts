/**
 * The car of a page that takes `?car_id=` (spec §2: /book-test-drive, /cars/trade-in, /checkout-journey):
 * a static page cannot know it at build time, so the island reads the id (or slug) from the URL and
 * finds the car in the site's search index file. `initial` is the car the page already knows.
 */
import { useEffect, useState } from 'react';
import { carKeyFromSearch, fetchCar } from '../lib/car.ts';
import type { FormCar, FormSite } from '../types.ts';

export interface CarLookup {
  car: FormCar | null;
  /** True until the lookup has finished. */
  loading: boolean;
  /** True when the URL named a car that is not listed. */
  missing: boolean;
}

export function useCarLookup(site: FormSite, initial: FormCar | null, fromQuery: boolean): CarLookup {
  const [state, setState] = useState<CarLookup>({ car: initial, loading: fromQuery && !initial, missing: false });
  useEffect(() => {
    if (!fromQuery || initial) return;
    const key = carKeyFromSearch(window.location.search);
    if (!key) return setState({ car: null, loading: false, missing: false });
    let live = true;
    void fetchCar(site.documentsUrl, key, site).then((car) => {
      if (live) setState({ car, loading: false, missing: car === null });
    });
    return () => {
      live = false;
    };
  }, [site, initial, fromQuery]);
  return state;
}
