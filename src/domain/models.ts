/**
 * The model range rules (spec §3 *Model*; §2 header "a model mega-menu grouped by category", routes
 * `/models?body={body}`): which models a site shows, their groups and labels, the body filter. Pure; make
 * names compare through a key the caller passes (the importer's normalisation, as for offers).
 */
import type { MakeKey } from './offers.ts';

/** The part of a model these rules read. */
export interface ModelRuleInput {
  make: string;
  name: string;
  category: string;
  body: string;
  status: 'current' | 'all_new' | 'coming_soon';
}

/**
 * The models a site shows: those of the makes it is franchised for (`franchised`, as keys), else, for a
 * site that names no make, those of the makes of its new and demo stock (`stockMakes`). Order kept.
 */
export function siteModels<T extends ModelRuleInput>(
  models: readonly T[],
  franchised: ReadonlySet<string>,
  stockMakes: ReadonlySet<string>,
  makeKey: MakeKey,
): T[] {
  const makes = franchised.size > 0 ? franchised : stockMakes;
  return models.filter((m) => makes.has(makeKey(m.make)));
}

/** Models grouped by category, groups in order of first appearance (the mega-menu's columns). */
export function modelsByCategory<T extends ModelRuleInput>(models: readonly T[]): { category: string; models: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const m of models) groups.set(m.category, [...(groups.get(m.category) ?? []), m]);
  return [...groups].map(([category, list]) => ({ category, models: list }));
}

/**
 * A model's name in the models menus, after the spec's 'New ' prefix (spec §2 brand navigation, ours for
 * the rest): the model name, with the make before it when the name starts with a digit and so does not
 * say which car on its own — Mazda's '2' reads 'Mazda 2' ('New Mazda 2', not 'New 2'), Peugeot's '208'
 * 'Peugeot 208', BMW's '3 Series' 'BMW 3 Series'; 'CX-5' stays 'CX-5'.
 */
export function modelMenuName(model: Pick<ModelRuleInput, 'make' | 'name'>): string {
  return /^\d/.test(model.name) ? `${model.make} ${model.name}` : model.name;
}

/** The label on a model (spec §3 status): 'All-New', 'Coming soon', or none. */
export function modelLabel(status: ModelRuleInput['status']): string | null {
  return status === 'all_new' ? 'All-New' : status === 'coming_soon' ? 'Coming soon' : null;
}

/** `/models/?body=` (spec §2): models of that body type (case and separators ignored); all for an empty or unknown value. */
export function modelsWithBody<T extends Pick<ModelRuleInput, 'body'>>(models: readonly T[], body: string | null): T[] {
  const key = (body ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const hit = models.filter((m) => m.body.toLowerCase().replace(/[^a-z0-9]/g, '') === key);
  return key && hit.length ? hit : [...models];
}

const BODY_LABELS: Readonly<Record<string, string>> = {
  '4x4': '4x4',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  ev: 'Electric',
  peoplemover: 'People mover',
  cabchassis: 'Cab chassis',
  lighttruck: 'Light truck',
  stationwagon: 'Station wagon',
  softtop: 'Soft top',
};

/** A body type key as a label: 'suv' → 'SUV', 'peopleMover' → 'People mover', 'hatch' → 'Hatch'. */
export function bodyLabel(body: string): string {
  const key = body.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    BODY_LABELS[key] ??
    `${body.charAt(0).toUpperCase()}${body
      .slice(1)
      .replace(/([A-Z])/g, ' $1')
      .toLowerCase()}`
  );
}

/** The body types of a range with their model counts, in order of first appearance. */
export function bodyTypes(models: readonly Pick<ModelRuleInput, 'body'>[]): { body: string; label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const m of models) counts.set(m.body, (counts.get(m.body) ?? 0) + 1);
  return [...counts].map(([body, count]) => ({ body, label: bodyLabel(body), count }));
}
