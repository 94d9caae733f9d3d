/**
 * What a stale static page tells the buyer (spec §7: the view count call answers `car_fields`, the
 * car's live values, when the page's `updated_at` or `photos_count` differ from the stock the API
 * knows). A page is rebuilt nightly; a car can be sold, reserved or repriced in between. The spec does
 * not say what is shown: we say so plainly above the price, so nobody sets out for a car that is gone
 * or a price that changed. Pure, except {@link showLiveNotice}.
 */
import { sellingPrice } from '../../domain/price.ts';
import type { VehicleDataCar } from './types.ts';

/** The live values the API may send (spec §3 names; prices AUD dollars). Missing keys: unchanged. */
export interface LiveCarFields {
  price?: number | null;
  offer_price?: number | null;
  status?: string;
  reserved?: boolean;
}

/** Reads `car_fields` from an answer body, keeping only well-typed values; `{}` for anything else. */
export function parseLiveFields(body: unknown): LiveCarFields {
  const f = (body as { car_fields?: unknown } | null)?.car_fields;
  if (!f || typeof f !== 'object') return {};
  const r = f as Record<string, unknown>;
  const out: LiveCarFields = {};
  const money = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
  if (money(r.price)) out.price = r.price as number | null;
  if (money(r.offer_price)) out.offer_price = r.offer_price as number | null;
  if (typeof r.status === 'string') out.status = r.status;
  if (typeof r.reserved === 'boolean') out.reserved = r.reserved;
  return out;
}

/**
 * A whole number with thousands separators ('1,234'), without building an `Intl.NumberFormat`
 * (`domain/money.ts` builds three when it loads, ~40 ms on a mid-range phone: too much for one number).
 */
export function groupThousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The notice for a page whose car changed since it was built, or null: sold first, then reserved by
 * someone else, then a changed price (the price a buyer pays, spec §4 *Price display precedence* rule 2;
 * a price that became POA says to ask).
 */
export function liveNotice(
  page: Pick<VehicleDataCar, 'status' | 'reserved' | 'price' | 'offer_price' | 'selling_price'>,
  live: LiveCarFields,
): string | null {
  if (live.status === 'sold' && page.status !== 'sold') {
    return 'This car has just been sold. Tell us what you are looking for and we will find you something similar.';
  }
  if (live.reserved === true && !page.reserved) {
    return 'This car has just been reserved by another buyer. Enquire to hear if it becomes available again.';
  }
  if (live.price === undefined && live.offer_price === undefined) return null;
  const now = sellingPrice({
    price: live.price !== undefined ? live.price : page.price,
    offer_price: live.offer_price !== undefined ? live.offer_price : page.offer_price,
  });
  if (now === page.selling_price) return null;
  return now === null
    ? 'The price of this car has changed since this page was published. Enquire for price.'
    : `The price of this car has changed since this page was published: it is now $${groupThousands(now)}.`;
}

/**
 * Shows the notice in `[data-live-notice]`, a status region above the price that is empty (and out of
 * the layout) until then, so screen readers announce it.
 */
export function showLiveNotice(doc: Document, page: VehicleDataCar, live: LiveCarFields): void {
  const slot = doc.querySelector<HTMLElement>('[data-live-notice]');
  const text = liveNotice(page, live);
  if (!slot || text === null) return;
  const p = doc.createElement('p');
  p.textContent = text;
  slot.replaceChildren(p);
}
