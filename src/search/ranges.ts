/**
 * Range facet rules (price, km, year): spec §2 "The price-range slider has min 5000, max 250000 and
 * step 500"; §5 *Search* "Slider values clamp to the facet min/max (default max 100000). Price and km
 * round to the nearest 1000. Below the minimum or above the maximum is ignored"; §4 "The slider's
 * lower thumb cannot reach the upper (minimum gap 1)"; §9 "Slider default max 100000, step about
 * 1/100 of range".
 *
 * Decisions: the slider thumbs move by the facet's step (price 500; km and year about 1/100 of the
 * range); values typed into the boxes round to the nearest 1000 for price and km (year to 1) and
 * are ignored out of range; a thumb at its end of the track is an open side (no filter), so cars
 * without a value (POA) stay in results until a bound is really set.
 */

/** A refinement side: a number, or undefined for open. */
export type RangeValue = [min: number | undefined, max: number | undefined];

/** The slider's maximum when neither the facet nor the results give one (spec §5, §9). */
export const DEFAULT_SLIDER_MAX = 100_000;
/** Minimum gap between the thumbs (spec §4). */
export const MIN_THUMB_GAP = 1;
/** Typed values of these facets round to the nearest 1000 (spec §5). */
export const ROUND_TO: Readonly<Record<string, number>> = { price: 1000, km: 1000 };

/** A "nice" step of about 1/100 of the range (1, 2 or 5 × a power of ten; at least 1). */
export function sliderStep(min: number, max: number): number {
  const raw = (max - min) / 100;
  if (!(raw > 1)) return 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/** Bounds of a range facet: the definition's, else the results' stats, else 0 and `DEFAULT_SLIDER_MAX`. */
export function rangeBounds(
  def: { min?: number; max?: number },
  stats?: { min?: number; max?: number } | null,
): { min: number; max: number } {
  const min = def.min ?? (Number.isFinite(stats?.min) ? Math.floor(stats!.min!) : 0);
  let max = def.max ?? (Number.isFinite(stats?.max) ? Math.ceil(stats!.max!) : DEFAULT_SLIDER_MAX);
  if (max <= min) max = min + MIN_THUMB_GAP;
  return { min, max };
}

/**
 * Parses the two typed values (spec §5): blanks and non-numbers are open; values are rounded to
 * `rounding` (1000 for price and km, see `ROUND_TO`); a value below `bounds.min` or above
 * `bounds.max` is ignored (open); a lower side at or above the upper one is moved to one below it
 * (minimum gap 1). Digits may carry `$`, `km`, commas and spaces.
 */
export function normaliseRange(typed: [string, string], bounds: { min: number; max: number }, rounding = 1): RangeValue {
  const parse = (s: string): number | undefined => {
    const clean = s.replace(/[$,\s]|km/gi, '');
    if (clean === '' || !/^\d+(\.\d+)?$/.test(clean)) return undefined;
    const n = rounding > 0 ? Math.round(Number(clean) / rounding) * rounding : Number(clean);
    return n < bounds.min || n > bounds.max ? undefined : n;
  };
  let lo = parse(typed[0]);
  const hi = parse(typed[1]);
  if (lo !== undefined && hi !== undefined && lo > hi - MIN_THUMB_GAP) lo = hi - MIN_THUMB_GAP;
  return [lo, hi];
}

/**
 * Slider thumbs after one moved (spec §5 clamp, §4 gap): both clamped to the bounds, and the thumb
 * that moved (`moved`: 0 lower, 1 upper) stops `MIN_THUMB_GAP` short of the other.
 */
export function clampThumbs(values: [number, number], bounds: { min: number; max: number }, moved: 0 | 1): [number, number] {
  const clamp = (v: number) => Math.min(bounds.max, Math.max(bounds.min, v));
  let [lo, hi] = [clamp(values[0]), clamp(values[1])];
  if (lo > hi - MIN_THUMB_GAP) {
    if (moved === 0) lo = Math.max(bounds.min, hi - MIN_THUMB_GAP);
    else hi = Math.min(bounds.max, lo + MIN_THUMB_GAP);
  }
  return [lo, hi];
}

/** The refinement of slider thumbs: a thumb at its end of the track is open (undefined). */
export function thumbsToRefinement(values: [number, number], bounds: { min: number; max: number }): RangeValue {
  return [values[0] <= bounds.min ? undefined : values[0], values[1] >= bounds.max ? undefined : values[1]];
}
