/**
 * The capped-price servicing this tenant's build shows (spec §3 *Service plan per model*, §9
 * *Capped-price servicing*; issue 11 item 3): for each model of the site's range (`siteModelRange`), its
 * plan from the `service_plans` collection by the domain rule (`planForModel`: its own entry, its make's,
 * else the platform default), names compared through the importer's normalisation. Empty when the site
 * has no model range (a used-car or caravan dealer) or no service centre (nobody to do the services): then
 * /service/ shows no table, no model card shows a plan and no tile or menu entry advertises capped-price
 * servicing (the one rule for all of them). Computed once per build.
 */
import { site } from 'virtual:tenant';
import { allServicePlans } from '../../content/read.ts';
import { filterLocations } from '../../domain/locations.ts';
import { planForModel, type ResolvedServicePlan } from '../../domain/service-plans.ts';
import { canonicalName, makeKey, nameKey } from '../../stock/model-names.ts';
import { type SiteModel, siteModelLinks, siteModelRange } from '../models/site-models.ts';

/** A model of the range with its capped-price plan. */
export interface SiteServicePlan {
  model: SiteModel;
  plan: ResolvedServicePlan;
}

/**
 * This build's capped-price plans, one per model of the range, in the range's order. Worked out on every call from
 * the range (`siteModelRange`), so the page depends on what the range takes from the stock.
 */
export async function siteServicePlans(): Promise<SiteServicePlan[]> {
  const range = await siteModelRange();
  if (!hasServiceCentre()) return [];
  // Plan entries name models as the range does: through the importer's normalisation (as site-models.ts does).
  const plans = (await allServicePlans()).map((p) =>
    p.model === null ? p : { ...p, model: canonicalName({ make: p.make, model: p.model, badge: null }).model },
  );
  return range.map((model) => ({ model, plan: planForModel(plans, model.model, makeKey, nameKey) }));
}

/**
 * How many models of the range have a plan ({@link siteServicePlans}' length: every model has one, its own, its
 * make's or the platform default), for what only asks whether there are any (the navigation's capped-price servicing
 * entry, the home tile). Reads only which models the range has (`siteModelLinks`), not their links, photos and offers,
 * so a page that draws the navigation does not depend on those.
 */
export async function siteServicePlanCount(): Promise<number> {
  const range = await siteModelLinks();
  return hasServiceCentre() ? range.length : 0;
}

/** Whether the site has a service centre (a location of type service): without one nobody does the services. */
const hasServiceCentre = (): boolean => filterLocations(site.locations, 'service').length > 0;

/** A model's plan by its id (`model.id` of the `models` collection), or null. */
export async function servicePlanOf(modelId: string): Promise<ResolvedServicePlan | null> {
  return (await siteServicePlans()).find((p) => p.model.model.id === modelId)?.plan ?? null;
}
