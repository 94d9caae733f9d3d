/**
 * Capped-price servicing (spec §3 *Service plan per model*: model, amount, years, services, interval,
 * range; §9 *Capped-price servicing*; §2 *Screens* "Service plan pages with capped-price servicing"):
 * which plan a model has and its schedule of services. Pure; make and model names compare through keys
 * the caller passes (the importer's normalisation, as for models and offers).
 */

/** A plan entry as stored (`src/content/schema/service-plan.ts`): amount required, the rest optional. */
export interface ServicePlanInput {
  make: string;
  /** A model name, or null: the make's plan for its models without their own. */
  model: string | null;
  /** Capped price per service, AUD dollars. */
  amount: number;
  years?: number | undefined;
  services?: number | undefined;
  interval_months?: number | undefined;
  interval_km?: number | undefined;
  range_km?: number | undefined;
}

/** A plan with every term known. */
export interface ResolvedServicePlan {
  /** Capped price of each service, AUD dollars ("up to"). */
  amount: number;
  /** Years the plan runs. */
  years: number;
  /** Number of capped-price services. */
  services: number;
  /** A service is due every `months` months or `km` kilometres, whichever comes first. */
  interval: { months: number; km: number };
  /** Kilometres the plan covers. */
  range_km: number;
  /** Where the plan came from: the model's own entry, the make's entry, or the platform default. */
  source: 'model' | 'make' | 'platform';
}

/** Spec §9: "Default: up to $250 per service, 5 services, 5 years, every 12 months or 15,000 km, 75,000 km". */
export const DEFAULT_SERVICE_PLAN: ResolvedServicePlan = {
  amount: 250,
  years: 5,
  services: 5,
  interval: { months: 12, km: 15_000 },
  range_km: 75_000,
  source: 'platform',
};

/**
 * Fills an entry's missing terms: years and services from the platform default; the interval in months
 * as years x 12 / services (rounded); the interval in km from the range when given (range / services),
 * else the platform's 15,000 km; the range as services x interval km.
 * @throws Error when the terms contradict each other (a range that is not services x interval km).
 */
export function resolveServicePlan(entry: ServicePlanInput, source: ResolvedServicePlan['source'] = 'model'): ResolvedServicePlan {
  const years = entry.years ?? DEFAULT_SERVICE_PLAN.years;
  const services = entry.services ?? DEFAULT_SERVICE_PLAN.services;
  const months = entry.interval_months ?? Math.round((years * 12) / services);
  const km = entry.interval_km ?? (entry.range_km !== undefined ? Math.round(entry.range_km / services) : DEFAULT_SERVICE_PLAN.interval.km);
  const range = entry.range_km ?? services * km;
  if (range !== services * km)
    throw new Error(
      `service plan ${entry.make} ${entry.model ?? '(make default)'}: range_km ${range} is not services (${services}) x interval_km (${km})`,
    );
  return { amount: entry.amount, years, services, interval: { months, km }, range_km: range, source };
}

/** Compares names: a make or a model name to a key (e.g. normalised and lower-cased). */
export type NameKey = (name: string) => string;

/**
 * The capped-price plan of one model: its own entry, else its make's entry (`model: null`), else the
 * platform default (spec §9). Names compare through `makeKey` and `modelKey`.
 */
export function planForModel(
  plans: readonly ServicePlanInput[],
  model: { make: string; name: string },
  makeKey: NameKey,
  modelKey: NameKey,
): ResolvedServicePlan {
  const make = makeKey(model.make);
  const ofMake = plans.filter((p) => makeKey(p.make) === make);
  const own = ofMake.find((p) => p.model !== null && modelKey(p.model) === modelKey(model.name));
  if (own) return resolveServicePlan(own, 'model');
  const makeWide = ofMake.find((p) => p.model === null);
  return makeWide ? resolveServicePlan(makeWide, 'make') : DEFAULT_SERVICE_PLAN;
}

/** One service of a schedule: its number, when it is due (months and km, whichever first) and its capped price (AUD dollars). */
export interface ScheduledService {
  service: number;
  months: number;
  km: number;
  price: number;
}

/** The plan's services in order: the n-th is due at n x the interval, each at the plan's capped price. */
export function serviceSchedule(plan: Pick<ResolvedServicePlan, 'amount' | 'services' | 'interval'>): ScheduledService[] {
  return Array.from({ length: plan.services }, (_, i) => ({
    service: i + 1,
    months: (i + 1) * plan.interval.months,
    km: (i + 1) * plan.interval.km,
    price: plan.amount,
  }));
}

/** The most the plan's services cost together, AUD dollars (services x amount). */
export function scheduleTotal(plan: Pick<ResolvedServicePlan, 'amount' | 'services'>): number {
  return plan.amount * plan.services;
}

/** The interval as people say it: "every 12 months or 15,000 km", numbers formatted by `formatNumber`. */
export function intervalText(plan: Pick<ResolvedServicePlan, 'interval'>, formatNumber: (n: number) => string): string {
  return `every ${plan.interval.months} months or ${formatNumber(plan.interval.km)} km`;
}
