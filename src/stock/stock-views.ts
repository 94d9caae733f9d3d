/**
 * Named views of a tenant's stock (issue #14, incremental builds): what a part drawn on many pages — the
 * navigation — takes from the stock, reduced to exactly what it shows. A page that reads a view through
 * {@link stockView} depends on the view's value (dependency `view:<name>`, `src/integration/page-deps.ts`), not on
 * the car list it was computed from, so a night of price changes does not render every page again for a menu
 * that did not change.
 *
 * A view is computed from the stock it is given, never from `getStock()`: in a build the tracker hands it the
 * untracked stock and memoises the value once per build (`src/integration/tracked-stock.ts`).
 */
import { modelMenuName } from '../domain/models.ts';
import { carsOnOffer, modelLinks, NEW_CAR_TYPES, newModelLinks } from './catalog.ts';
import type { ResponsiveImage } from './images.ts';
import { makeKey, nameKey } from './model-names.ts';
import type { TenantStock } from './tenant-stock.ts';
import { TEMPLATE_TRAITS } from '../config/schema/templates.ts';

/** The lengths of the templates' 'New {model}' menus (`models_in_menu`). */
const MENU_LENGTHS = [...new Set(Object.values(TEMPLATE_TRAITS).map((t) => t.models_in_menu))];

/** Every view, by name: a pure function of the stock to plain JSON. */
export const STOCK_VIEWS = {
  /** Whether any listed car has a reduced price (the navigation's 'Special offers' link and home tile; spec §4 rule 2). */
  offers: (stock: TenantStock) => carsOnOffer(stock.cars).length > 0,
} as const;

/**
 * Keyed views: a table of values by key (a make and model, {@link modelKey}; a menu's length), computed once per build, of which a
 * page depends on the entries it reads (dependency `view:<table>:<key>`), so a menu of ten models depends on those
 * ten, not on every model in stock.
 */
export const STOCK_VIEW_TABLES = {
  /**
   * The 'New {model}' menu (spec §2 brand navigation; issue #11 on the other templates) by its length, each
   * template's `models_in_menu` (`'12'`, `'30'`): the most stocked models of new and demo stock with their search
   * landing pages, by menu name, in name order (`newModelLinks`). A page depends on the menu it draws: a 13th model
   * coming into stock or going renders no page of a site whose menu shows 12.
   */
  newModels: (stock: TenantStock): ReadonlyMap<string, readonly { name: string; href: string }[]> =>
    new Map(MENU_LENGTHS.map((n) => [String(n), newModelLinks(stock.cars, n).map((m) => ({ name: modelMenuName(m), href: m.href }))])),
  /**
   * The makes of new and demo stock, by key (`nameKey` of the importer's make), each `true`: whether a make's models
   * are in the range of a site that names no make (`siteModels`, `src/components/models/site-models.ts`).
   */
  newMake: (stock: TenantStock): ReadonlyMap<string, true> =>
    new Map(stock.cars.filter((c) => NEW_CAR_TYPES.includes(c.car_type)).map((c) => [makeKey(c.make), true])),
  /**
   * Each listed make and model's search landing page (where the model range links a model in stock). Where two
   * spellings share a key, the later one's in `modelLinks` order.
   */
  modelLink: (stock: TenantStock): ReadonlyMap<string, string> =>
    new Map(modelLinks(stock.cars).map((l) => [modelKey(l.make, l.name), l.href])),
  /** Each listed make and model's photo: the first image of its first car that has one (the range's stock photo). */
  modelPhoto: (stock: TenantStock): ReadonlyMap<string, ResponsiveImage> => {
    const photos = new Map<string, ResponsiveImage>();
    for (const c of stock.cars) {
      const k = modelKey(c.make, c.model);
      const first = stock.images[String(c.id)]?.[0];
      if (!photos.has(k) && first) photos.set(k, first);
    }
    return photos;
  },
} as const;

/** A keyed view's name. */
export type StockViewTableName = keyof typeof STOCK_VIEW_TABLES;
/** An entry of keyed view `N`. */
export type StockViewEntry<N extends StockViewTableName> =
  ReturnType<(typeof STOCK_VIEW_TABLES)[N]> extends ReadonlyMap<string, infer V> ? V : never;

/**
 * A make and model as the model range matches them: the key of the importer's normalised make and the model's name
 * key, `mazda/cx30` (keys have no slash, `nameKey`).
 */
export function modelKey(make: string, model: string): string {
  return `${makeKey(make)}/${nameKey(model)}`;
}

/** A view's name. */
export type StockViewName = keyof typeof STOCK_VIEWS;
/** The value of view `N`. */
export type StockViewValue<N extends StockViewName> = ReturnType<(typeof STOCK_VIEWS)[N]>;

/** The key under which a build's tracked stock answers views (`tracked-stock.ts`); plain stock objects lack it. */
export const STOCK_VIEW: unique symbol = Symbol.for('dealer-sites:stock-view');
/** The key under which a build's tracked stock answers keyed views' entries (`tracked-stock.ts`). */
export const STOCK_VIEW_ENTRY: unique symbol = Symbol.for('dealer-sites:stock-view-entry');

/**
 * View `name` of `stock`. On a build's tracked stock the page being rendered then depends on the view's value
 * and not on the cars it read; on a plain stock object (dev, tests) it is computed directly.
 */
export function stockView<N extends StockViewName>(stock: TenantStock, name: N): StockViewValue<N> {
  const answer = (stock as TenantStock & { [STOCK_VIEW]?: (name: StockViewName) => unknown })[STOCK_VIEW];
  return (answer ? answer(name) : STOCK_VIEWS[name](stock)) as StockViewValue<N>;
}

/**
 * The entry `key` of keyed view `name` of `stock`, or null when it has none. On a build's tracked stock the page
 * being rendered then depends on that entry's value (`view:<name>:<key>`); on a plain stock object (dev, tests) the
 * table is computed directly.
 */
export function stockViewEntry<N extends StockViewTableName>(stock: TenantStock, name: N, key: string): StockViewEntry<N> | null {
  const answer = (stock as TenantStock & { [STOCK_VIEW_ENTRY]?: (name: StockViewTableName, key: string) => unknown })[STOCK_VIEW_ENTRY];
  if (answer) return answer(name, key) as StockViewEntry<N> | null;
  return ((STOCK_VIEW_TABLES[name](stock) as ReadonlyMap<string, unknown>).get(key) ?? null) as StockViewEntry<N> | null;
}
