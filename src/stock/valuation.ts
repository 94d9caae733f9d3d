/**
 * Trade-in estimates from the market data the platform holds (issue #13 item 5; spec §5 *Trade-in
 * online estimate*): the comparable listings of the stock snapshot, compared the way the import's
 * market prices compare them (`import/medians.ts`: plausible prices only, the same odometer bands, names
 * by `nameKey` after `canonicalName`), widened to year ± 1 because a trade-in is often a year none of
 * the yard's cars share.
 *
 * Comparable = same make and model, model year within ±1, same odometer band; the same badge when at
 * least `MIN_COMPARABLE_LISTINGS` such cars exist, else any badge (the answer says which). The retail
 * range is the comparables' lower and upper quartile; the trade-in range is that × the trade-in factor
 * × the adjustment answers (`tradeInRange` in src/domain/valuation.ts). Fewer comparables than
 * `MIN_COMPARABLE_LISTINGS`, a car over 7 years or 100,000 km (spec §5), or no odometer reading: no
 * figure, an appraiser calls.
 */
import { onlineEstimateAvailable, tradeInRange, type AdjustmentAnswers, type EstimateRange } from '../domain/valuation.ts';
import { isPlausiblePrice, kmBand, median, MIN_COMPARABLE_LISTINGS } from './import/medians.ts';
import { canonicalName, nameKey } from './model-names.ts';

/** A listing of the market: the snapshot car fields the estimate reads. Price in AUD dollars. */
export interface MarketListing {
  make: string;
  model: string;
  badge: string | null;
  year: number;
  km: number | null;
  price: number | null;
  car_type: string;
}

/** The car to value, as the buyer describes it. */
export interface TradeInCar {
  make: string;
  model: string;
  badge?: string | null;
  year: number;
  /** Odometer, km. */
  km: number;
}

/** Why there is no figure. */
export type NoEstimateReason = 'too_old_or_far' | 'too_few_comparables';

/** An estimate, or the reason there is none. Money in AUD dollars. */
export type TradeInEstimate =
  | {
      available: true;
      /** The trade-in range after adjustments. */
      range: EstimateRange;
      /** The comparables' retail lower quartile, median and upper quartile. */
      retail: { low: number; median: number; high: number };
      comparables: number;
      /** True when the comparables share the car's badge; false when any badge was used. */
      badge_matched: boolean;
    }
  | { available: false; reason: NoEstimateReason; comparables: number };

/** Used listings of a make/model, indexed for estimates. Build once per snapshot with {@link marketIndex}. */
export interface MarketIndex {
  /** Listings with a plausible price and an odometer reading, by `nameKey(make)|nameKey(model)`. */
  readonly byModel: ReadonlyMap<string, ReadonlyArray<{ year: number; badge: string; band: string; price: number }>>;
}

const modelKey = (make: string, model: string): string => `${nameKey(make)}|${nameKey(model)}`;

/**
 * Indexes the listings that can be compared with a trade-in: plausible prices (`isPlausiblePrice`),
 * with an odometer reading, not new cars (a new car's drive-away price is no trade-in's market).
 * Names are taken as the snapshot has them (already canonical).
 */
export function marketIndex(listings: Iterable<MarketListing>): MarketIndex {
  const byModel = new Map<string, Array<{ year: number; badge: string; band: string; price: number }>>();
  for (const l of listings) {
    if (!isPlausiblePrice(l.price) || l.km === null || l.car_type === 'new') continue;
    const k = modelKey(l.make, l.model);
    let list = byModel.get(k);
    if (!list) byModel.set(k, (list = []));
    list.push({ year: l.year, badge: nameKey(l.badge ?? ''), band: kmBand(l.km), price: l.price });
  }
  return { byModel };
}

/** The `q` quantile (0..1) of a sorted non-empty list, linear between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] ?? 0) + ((sorted[hi] ?? 0) - (sorted[lo] ?? 0)) * (pos - lo);
}

/**
 * The trade-in estimate of `car` at calendar year `currentYear` (see the module note). The buyer's
 * make, model and badge go through `canonicalName` first, so 'Hilux SR5' and 'HILUX' + 'SR5' match
 * the snapshot's 'HiLux'. Never throws.
 */
export function estimateTradeIn(index: MarketIndex, car: TradeInCar, answers: AdjustmentAnswers, currentYear: number): TradeInEstimate {
  if (!onlineEstimateAvailable({ year: car.year, km: car.km }, currentYear))
    return { available: false, reason: 'too_old_or_far', comparables: 0 };
  const name = canonicalName({ make: car.make, model: car.model, badge: car.badge ?? null });
  const band = kmBand(car.km);
  const near = (index.byModel.get(modelKey(name.make, name.model)) ?? []).filter(
    (l) => Math.abs(l.year - car.year) <= 1 && l.band === band,
  );
  const badge = nameKey(name.badge ?? '');
  const sameBadge = badge ? near.filter((l) => l.badge === badge) : [];
  const badgeMatched = sameBadge.length >= MIN_COMPARABLE_LISTINGS;
  const chosen = badgeMatched ? sameBadge : near;
  if (chosen.length < MIN_COMPARABLE_LISTINGS) return { available: false, reason: 'too_few_comparables', comparables: chosen.length };
  const prices = chosen.map((l) => l.price).sort((a, b) => a - b);
  const retail = { low: Math.round(quantile(prices, 0.25)), median: median(prices), high: Math.round(quantile(prices, 0.75)) };
  return { available: true, range: tradeInRange(retail, answers), retail, comparables: chosen.length, badge_matched: badgeMatched };
}
