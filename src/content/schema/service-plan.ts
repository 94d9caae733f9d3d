/**
 * One capped-price service plan (spec §3 *Service plan per model*: model, amount, years, services,
 * interval, range; §9 *Capped-price servicing*), an entry of the `service_plans` list: the platform's
 * plans per make in `src/content/service_plans.json` (shared by every tenant of that make), or a tenant's
 * own list in `sites/<slug>/content/service_plans.json` (which replaces it, as for `models`).
 *
 * `model` names one model of the make (as in the `models` collection, normalised the same way), or is
 * null for the make's plan for its other models. A field left out takes the platform default's value
 * (§9: up to $250 a service, 5 services over 5 years, every 12 months or 15,000 km, 75,000 km), or is
 * derived from the others (`src/domain/service-plans.ts`: interval = years / services, range = services x
 * interval km).
 */
import { z } from 'zod';

const positiveInt = (what: string) => z.number().int(`${what}: expected a whole number`).positive(`${what}: expected more than 0`);

export const ServicePlan = z.strictObject({
  /** Unique id, e.g. "toyota-hilux". */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug like "toyota-hilux"'),
  /** The make (spec §3 manufacturer), e.g. "Toyota". */
  make: z.string().min(1),
  /** The model's name as in the `models` collection ("HiLux"), or null: the make's plan for models without their own. */
  model: z.string().min(1).nullable().default(null),
  /** The capped price of each service, AUD dollars (spec §3 amount: "up to $250 per service"). */
  amount: z.number().positive('amount: expected AUD dollars above 0').max(10_000, 'amount: expected AUD dollars per service'),
  /** Years the plan runs. Default: the platform's (5). */
  years: positiveInt('years').max(20).optional(),
  /** Capped-price services in the plan. Default: the platform's (5). */
  services: positiveInt('services').max(40).optional(),
  /** Months between services. Default: years x 12 / services. */
  interval_months: positiveInt('interval_months').max(60).optional(),
  /** Kilometres between services. Default: range_km / services when a range is given, else the platform's (15,000). */
  interval_km: positiveInt('interval_km').max(100_000).optional(),
  /** Kilometres the plan covers (spec §3 range). Default: services x interval_km. */
  range_km: positiveInt('range_km').max(1_000_000).optional(),
});
export type ServicePlan = z.output<typeof ServicePlan>;
