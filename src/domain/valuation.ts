/**
 * Trade-in valuation rules (spec §5 "Trade-in online estimate: not given for cars over 7 years or
 * 100,000 km").
 */

/** Cars older than this many years get no online estimate (spec §5). */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
/** Cars with more than this many km get no online estimate (spec §5). */
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

/**
 * Whether the visitor's car gets an online trade-in estimate (spec §5): not when it is over 7 years old
 * (`currentYear − year > 7`, by model year; `currentYear` is the calendar year in the site's time zone)
 * or over 100,000 km. Exactly 7 years or exactly 100,000 km still get one. Unknown km (null, not entered
 * yet) does not exclude the car.
 */
export function onlineEstimateAvailable(car: { year: number; km: number | null }, currentYear: number): boolean {
  if (currentYear - car.year > ONLINE_ESTIMATE_MAX_AGE_YEARS) return false;
  return car.km === null || car.km <= ONLINE_ESTIMATE_MAX_KM;
}
