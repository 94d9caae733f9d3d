/**
 * Derived dependencies (issue #14 item 2, incremental builds) as the pages' code sees them: a page may depend on a
 * value it works out from the stock (`derived:<family>:<key>`) instead of on the whole car list, as a search landing
 * refined by two facets does on its slice of the stock (`src/islands/search/page-data.ts`). A build's tracked stock
 * answers them (`src/integration/tracked-stock.ts`, recorded as `src/integration/page-deps.ts` says); a plain stock
 * object (dev, tests) records nothing and runs the work as it is.
 */
import type { TenantStock } from './tenant-stock.ts';

/** What a page's code can say about its derived dependencies. */
export interface DerivedDependencies {
  /**
   * How family `family` (no colon) is worked out for the tenant being built: `value(key)`, plain JSON, computed
   * outside any page render. Register before any page is checked (in a route's `getStaticPaths`).
   */
  register(family: string, value: (key: string) => unknown): void;
  /** Records that the page being rendered depends on `derived:<family>:<key>`. */
  depend(family: string, key: string): void;
  /**
   * Runs `work` without recording its reads of the car list and cars' images (`cars`, `images`, `images:<id>`), and
   * with `clock` its questions to the stock clock; only for work whose output a derived dependency the page records
   * covers whole (with `clock`: what the work takes from the clock too).
   */
  withCarReadsCovered<T>(work: () => Promise<T>, opts?: { clock?: boolean }): Promise<T>;
}

/** The key under which a build's tracked stock answers its derived dependencies; plain stock objects lack it. */
export const STOCK_DERIVED: unique symbol = Symbol.for('dealer-sites:stock-derived');

const UNTRACKED: DerivedDependencies = {
  register: () => undefined,
  depend: () => undefined,
  withCarReadsCovered: (work) => work(),
};

/** The derived dependencies of `stock`: a build's tracked stock's, or ones that record nothing (dev, tests). */
export function derivedDependencies(stock: TenantStock): DerivedDependencies {
  return (stock as TenantStock & { [STOCK_DERIVED]?: DerivedDependencies })[STOCK_DERIVED] ?? UNTRACKED;
}
