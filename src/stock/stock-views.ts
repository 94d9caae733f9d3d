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
import { carsOnOffer, newModelLinks } from './catalog.ts';
import type { TenantStock } from './tenant-stock.ts';

/** Every view, by name: a pure function of the stock to plain JSON. */
export const STOCK_VIEWS = {
  /** Whether any listed car has a reduced price (the navigation's 'Special offers' link and home tile; spec §4 rule 2). */
  offers: (stock: TenantStock) => carsOnOffer(stock.cars).length > 0,
  /**
   * The brand template's 'New {model}' menu (spec §2 brand navigation): the models of new and demo stock with
   * their search landing pages (`newModelLinks`), by menu name.
   */
  newModels: (stock: TenantStock) => newModelLinks(stock.cars).map((m) => ({ name: modelMenuName(m), href: m.href })),
} as const;

/** A view's name. */
export type StockViewName = keyof typeof STOCK_VIEWS;
/** The value of view `N`. */
export type StockViewValue<N extends StockViewName> = ReturnType<(typeof STOCK_VIEWS)[N]>;

/** The key under which a build's tracked stock answers views (`tracked-stock.ts`); plain stock objects lack it. */
export const STOCK_VIEW: unique symbol = Symbol.for('dealer-sites:stock-view');

/**
 * View `name` of `stock`. On a build's tracked stock the page being rendered then depends on the view's value
 * and not on the cars it read; on a plain stock object (dev, tests) it is computed directly.
 */
export function stockView<N extends StockViewName>(stock: TenantStock, name: N): StockViewValue<N> {
  const answer = (stock as TenantStock & { [STOCK_VIEW]?: (name: StockViewName) => unknown })[STOCK_VIEW];
  return (answer ? answer(name) : STOCK_VIEWS[name](stock)) as StockViewValue<N>;
}
