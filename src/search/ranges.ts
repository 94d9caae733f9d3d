/**
 * Typed range values → a range refinement (spec §2 price slider min 5000, max 250000, step 500;
 * §5 *Search* "Below the minimum or above the maximum is ignored"; §4 "The slider's lower thumb
 * cannot reach the upper (minimum gap 1)").
 */

/** A refinement side: a number, or undefined for open. */
export type RangeValue = [min: number | undefined, max: number | undefined];

/**
 * Parses the two typed values: blanks and non-numbers are open; values are rounded to `step`;
 * a value below `bounds.min` or above `bounds.max` is ignored (open); a lower side at or above
 * the upper one is moved to one below it. Digits may carry `$`, commas and spaces.
 */
export function normaliseRange(typed: [string, string], bounds: { min: number; max: number }, step: number): RangeValue {
  const parse = (s: string): number | undefined => {
    const clean = s.replace(/[$,\s]|km/gi, '');
    if (clean === '' || !/^\d+(\.\d+)?$/.test(clean)) return undefined;
    const n = step > 0 ? Math.round(Number(clean) / step) * step : Number(clean);
    return n < bounds.min || n > bounds.max ? undefined : n;
  };
  let lo = parse(typed[0]);
  const hi = parse(typed[1]);
  if (lo !== undefined && hi !== undefined && lo >= hi) lo = hi - 1;
  return [lo, hi];
}
