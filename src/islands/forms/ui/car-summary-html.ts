/**
 * The car a form is about — image, name and price, linked to its page — as HTML, the one markup of the box for
 * the places that draw it: the form islands (`CarSummary.tsx`, server and browser), the small script that shows
 * the car of `?car_id=` before any form wakes (`car-from-url.ts`, /book-test-drive/, /cars/trade-in/), and the
 * thank-you page's (`success-page.ts`).
 *
 * Every state — looking the car up, the car, a car that is not listed, a lookup that failed (with a "Try again"
 * button), no car asked for — is the same box with the same reserved height (`.lead-car`), so the form below
 * never moves when the lookup settles (issue #9: CLS 0.054 on /book-test-drive/). The box's holder is a polite
 * live region (`role="status"`), so a screen reader hears the car, or why there is none, when the lookup ends. Only the
 * price formatter and `entities`' escaper (a few hundred bytes) are imported: this module is bundled into the page
 * script and the islands.
 */
import { escapeUTF8 } from 'entities/escape';
import { formatAud } from '../../../domain/money.ts';
import type { FormCar } from '../types.ts';
import { TRY_AGAIN_LABEL } from '../../retry.ts';

/** What the box shows: the car (selling price in AUD dollars, null for POA), or why there is none. */
export interface CarSummaryState {
  car: Pick<FormCar, 'slug' | 'name' | 'price' | 'image'> | null;
  /** True while the page is still looking the car up. */
  loading?: boolean;
  /** A car was asked for (`?car_id=`) but is not listed. */
  missing?: boolean;
  /**
   * A car was asked for but its lookup file could not be read (offline, a server error): the box says so and
   * offers a "Try again" button ({@link CAR_RETRY_ATTR}) instead of saying the car is gone.
   */
  failed?: boolean;
  /** The line above the car's name: 'Your enquiry is about' on a form, 'You enquired about' on /success/. */
  label?: string;
}

/** The class of the box's holder, the live region whose content `carSummaryHtml` is. */
export const CAR_SUMMARY_HOLDER = 'lead-car-holder';

/** The attribute of the failed box's "Try again" button; the holder's owner listens for its clicks. */
export const CAR_RETRY_ATTR = 'data-car-retry';

/** The failed box's message (before its button). */
export const CAR_LOOKUP_FAILED = 'We could not load that car just now. Check your connection and try again.';

/** Text or an attribute value made safe inside HTML (car names and image paths come from the stock feed). */
const esc = escapeUTF8;

/** The box's HTML for `state` (the holder's content, `CAR_SUMMARY_HOLDER`); every feed value escaped. */
export function carSummaryHtml({
  car,
  loading = false,
  missing = false,
  failed = false,
  label = 'Your enquiry is about',
}: CarSummaryState): string {
  if (loading) return '<p class="lead-car lead-car--loading">Loading the car…</p>';
  if (!car && failed) {
    return `<p class="lead-car">${CAR_LOOKUP_FAILED} <button type="button" class="btn btn--outline lead-car__retry" ${CAR_RETRY_ATTR}>${TRY_AGAIN_LABEL}</button></p>`;
  }
  if (!car) {
    return missing
      ? '<p class="lead-car">We could not find that car: it may have just been sold. Send us your details and we will help you find another.</p>'
      : '<p class="lead-car">No car chosen yet. <a href="/search/">Browse our stock</a> to pick one, or tell us below which car you would like.</p>';
  }
  const img = car.image
    ? `<img class="lead-car__img" src="${esc(car.image.src)}" alt="" width="160" height="120" loading="lazy" decoding="async">`
    : '';
  const price = car.price !== null ? `<span class="lead-car__price">${esc(formatAud(car.price))}</span>` : '';
  return (
    `<div class="lead-car">${img}<p class="lead-car__text"><span class="lead-car__label">${esc(label)}</span>` +
    `<a href="/cars/${esc(encodeURIComponent(car.slug))}/">${esc(car.name)}</a>${price}</p></div>`
  );
}
