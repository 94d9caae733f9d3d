/**
 * The car of a page that takes `?car_id=` (spec §2 /book-test-drive, /cars/trade-in), shown without React: the
 * page's HTML holds the car box in its loading state (`carSummaryHtml`), and this reads the id or slug from the
 * URL, fetches the car's lookup file (`src/stock/car-lookup.ts`) and draws the car, or says it was not found,
 * that none was chosen, or that it could not be loaded (with a "Try again" button). The form beside it wakes on
 * the visitor's first intent and looks the same car up for the lead itself (`useCarLookup`, the same request:
 * `car-lookup.ts` reads each file once per page), so the page needs no React to show the car (README, _A car
 * from the URL_).
 */
import { fetchSearchDoc } from '../../stock/car-lookup.ts';
import { carKeyFromSearch } from './lib/car.ts';
import { CAR_RETRY_ATTR, carSummaryHtml } from './ui/car-summary-html.ts';
import { retryKeepingFocus } from '../retry.ts';

/**
 * Fills `holder` (the car box's holder, its `data-lookup-base` the site's `carLookupBase`) with the car of
 * `search` (a query string). Never throws: a car that is not listed reads "could not find", a lookup file that
 * cannot be read (offline, a server error) reads "could not load … Try again".
 */
export async function showCarFromUrl(holder: HTMLElement, search: string, doFetch: typeof fetch = fetch): Promise<void> {
  const key = carKeyFromSearch(search);
  const base = holder.dataset.lookupBase;
  if (!key || !base) {
    holder.innerHTML = carSummaryHtml({ car: null });
    return;
  }
  try {
    const car = await fetchSearchDoc(base, key, doFetch);
    holder.innerHTML = carSummaryHtml({ car, missing: car === null });
  } catch (err) {
    console.warn('car lookup failed', err);
    holder.innerHTML = carSummaryHtml({ car: null, failed: true });
  }
}

/**
 * Shows the car of `search` in `holder` ({@link showCarFromUrl}) and looks it up again when the visitor presses
 * the failed box's "Try again": the box says it is loading, keeps the keyboard focus (the holder takes it, as
 * the button it replaces goes away) and announces the outcome (the holder is a live region).
 */
export function startCarFromUrl(holder: HTMLElement, search: string, doFetch: typeof fetch = fetch): Promise<void> {
  holder.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(`[${CAR_RETRY_ATTR}]`)) return;
    retryKeepingFocus(holder, () => {
      holder.innerHTML = carSummaryHtml({ car: null, loading: true });
      void showCarFromUrl(holder, search, doFetch);
    });
  });
  return showCarFromUrl(holder, search, doFetch);
}
