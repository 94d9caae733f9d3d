/**
 * Promo cards among the results (spec §2 "Promo cards are inserted at configured positions (4, 6,
 * 8/17 or 9) and shown only within their start and expiry dates"; §9). A card's `position` is its
 * 1-based slot on every page of results. Which cards run is decided for the visitor's day in the
 * site's time zone, in the browser (the build only decides the first paint).
 */
import type { PromoCard } from '../config/schema/search.ts';
import { currentPromotions } from '../stock/catalog.ts';

/** A result list entry: a hit, or a promo card. */
export type ResultSlot<T> = { kind: 'hit'; hit: T; index: number } | { kind: 'promo'; promo: PromoCard };

/** The calendar day (YYYY-MM-DD) of `date` in `timeZone`. */
export function dayIn(timeZone: string, date: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format)
    dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(date);
}

/** One formatter per time zone (making one costs ~1 ms; every search page's server render asks). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Hits with the promo cards running on `today` inserted at their positions. A position past the end
 * of a short page puts the card last; two cards at one position keep config order. No hits, no cards.
 */
export function withPromos<T>(hits: readonly T[], promos: readonly PromoCard[], today: string): ResultSlot<T>[] {
  const slots: ResultSlot<T>[] = hits.map((hit, index) => ({ kind: 'hit', hit, index }));
  if (hits.length === 0) return slots;
  const running = currentPromotions(promos, today).sort((a, b) => a.position - b.position);
  for (const promo of running) slots.splice(Math.min(promo.position - 1, slots.length), 0, { kind: 'promo', promo });
  return slots;
}
