import { describe, expect, it } from 'vitest';
import { fetchViewAnswer } from './view-count.ts';
import { liveNotice, parseLiveFields } from './live-fields.ts';
import type { VehiclePageData } from './types.ts';

/** The page as built: a used car in stock at $32,990 (no offer). */
const page = { status: 'in_stock', reserved: false, price: 32990, offer_price: null, selling_price: 32990 };

describe('a stale page tells the buyer what changed (view.json car_fields, spec §7)', () => {
  it('says nothing when the live fields are empty or the same', () => {
    expect(liveNotice(page, {})).toBeNull();
    expect(liveNotice(page, { status: 'in_stock', reserved: false, price: 32990, offer_price: null })).toBeNull();
  });

  it('a car sold since the build: the sold notice, ahead of any price change', () => {
    expect(liveNotice(page, { status: 'sold', price: 30000 })).toBe(
      'This car has just been sold. Tell us what you are looking for and we will find you something similar.',
    );
    expect(liveNotice({ ...page, status: 'sold' }, { status: 'sold' })).toBeNull();
  });

  it('reserved by another buyer since the build', () => {
    expect(liveNotice(page, { reserved: true })).toBe(
      'This car has just been reserved by another buyer. Enquire to hear if it becomes available again.',
    );
  });

  it('a new price is the price a buyer pays (spec §4 rule 2: an offer above $10 wins)', () => {
    expect(liveNotice(page, { price: 31490 })).toBe('The price of this car has changed since this page was published: it is now $31,490.');
    expect(liveNotice(page, { offer_price: 29990 })).toBe(
      'The price of this car has changed since this page was published: it is now $29,990.',
    );
    // A $1 placeholder offer is not a price (§9 "Price counts as real above 10"): nothing changed.
    expect(liveNotice(page, { offer_price: 1 })).toBeNull();
    expect(liveNotice(page, { price: null })).toBe('The price of this car has changed since this page was published. Enquire for price.');
  });

  it('reads only well-typed car_fields from the answer', async () => {
    expect(parseLiveFields({ car_fields: { price: '31490', status: 7, reserved: 'yes', offer_price: null } })).toEqual({
      offer_price: null,
    });
    expect(parseLiveFields({ views: 3 })).toEqual({});
    const data = { api: { viewUrl: 'https://api.example/v' } } as unknown as VehiclePageData;
    const fetcher = (async () =>
      new Response(JSON.stringify({ views: 12, car_fields: { status: 'sold' } }), { status: 200 })) as typeof fetch;
    expect(await fetchViewAnswer(data, fetcher)).toEqual({ views: 12, carFields: { status: 'sold' } });
  });
});
