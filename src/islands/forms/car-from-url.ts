/**
 * The car of a page that takes `?car_id=` (spec §2 /book-test-drive, /cars/trade-in), shown without React: the
 * page's HTML holds the car box in its loading state (`carSummaryHtml`), and this reads the id or slug from the
 * URL, fetches the car's lookup file (`src/stock/car-lookup.ts`) and draws the car, or says it was not found or
 * that none was chosen. The form beside it wakes on the visitor's first intent and looks the same car up for the
 * lead itself (`useCarLookup`, the same file, from the browser's cache), so the page needs no React to show the
 * car (README, _A car from the URL_).
 */
import { fetchSearchDoc } from '../../stock/car-lookup.ts';
import { carKeyFromSearch } from './lib/car.ts';
import { carSummaryHtml } from './ui/car-summary-html.ts';

/**
 * Fills `holder` (the car box's holder, its `data-index-url` the site's search index URL) with the car of
 * `search` (a query string). Never throws: a lookup that fails reads as a car not found, as in the forms.
 */
export async function showCarFromUrl(holder: HTMLElement, search: string, doFetch: typeof fetch = fetch): Promise<void> {
  const key = carKeyFromSearch(search);
  const indexUrl = holder.dataset.indexUrl;
  if (!key || !indexUrl) {
    holder.innerHTML = carSummaryHtml({ car: null });
    return;
  }
  const car = await fetchSearchDoc(indexUrl, key, doFetch).catch(() => null);
  holder.innerHTML = carSummaryHtml({ car, missing: car === null });
}
