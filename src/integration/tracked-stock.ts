/**
 * The stock as pages see it through `getStock()` of `virtual:tenant`: the tenant's `TenantStock`,
 * wrapped so that each read made while a page renders is recorded as one of that page's dependencies
 * (`page-deps.ts`: `cars`, `images:<id>`, `images`, `searchIndexUrl`, `carLookupBase`, `view:<name>`,
 * `view:<table>:<key>`, `stock`), and answers the hash of derived dependencies (`derived:<family>:<key>`) from their
 * registered families.
 * Outside a page render (getStaticPaths, dev) reads are not recorded. It also lets the incremental prerenderer ask the
 * current hash of any dependency name (`evaluate`).
 *
 * Memoise on a value read from it (`stock.cars`), never on the stock object itself: a memo hit must
 * still read what the result was made from, or the page would not depend on it.
 */
import {
  STOCK_VIEW,
  STOCK_VIEW_ENTRY,
  STOCK_VIEW_TABLES,
  STOCK_VIEWS,
  type StockViewName,
  type StockViewTableName,
} from '../stock/stock-views.ts';
import { ALL_IMAGES, type TenantStock } from '../stock/tenant-stock.ts';
import { STOCK_DERIVED, type DerivedDependencies } from '../stock/derived-deps.ts';
import {
  currentPageDeps,
  dependOnDerived,
  DERIVED_PREFIX,
  derivedValue,
  hashJson,
  hashText,
  pageDepsRuntime,
  registerDerivedDependency,
  UNREGISTERED_DERIVED,
  withCarReadsCovered,
} from './page-deps.ts';

/** How the tracked stock answers derived dependencies (`src/stock/derived-deps.ts`): through the page-deps runtime. */
const DERIVED: DerivedDependencies = {
  register: registerDerivedDependency,
  depend: dependOnDerived,
  withCarReadsCovered,
};

/** Wraps the parsed `stock.json` text (`text`) and registers its dependency hashes with the runtime. */
export function trackedStock(text: string): TenantStock {
  const stock = JSON.parse(text) as TenantStock;
  const rt = pageDepsRuntime();
  const hashes = new Map<string, string>();
  // Views are computed once per build from the untracked stock: a page depends on the view, not on its reads. Only
  // a manifest of older code can name a view this code does not define, and such a manifest is never reused (its
  // code version differs, `incremental.ts`).
  const views = new Map<string, unknown>();
  const view = (name: string): unknown => {
    if (!views.has(name))
      views.set(name, Object.hasOwn(STOCK_VIEWS, name) ? STOCK_VIEWS[name as StockViewName](stock) : { undefinedView: name });
    return views.get(name);
  };
  // Keyed views likewise, whole tables once per build; a page depends on the entries it reads (`view:<table>:<key>`).
  const tables = new Map<string, ReadonlyMap<string, unknown> | null>();
  const table = (name: string): ReadonlyMap<string, unknown> | null => {
    if (!tables.has(name))
      tables.set(name, Object.hasOwn(STOCK_VIEW_TABLES, name) ? STOCK_VIEW_TABLES[name as StockViewTableName](stock) : null);
    return tables.get(name)!;
  };
  /** The value behind `view:<rest>`: a view's, or a keyed view's entry (null when it has none). */
  const viewValue = (rest: string): unknown => {
    const sep = rest.indexOf(':');
    if (sep === -1) return view(rest);
    const t = table(rest.slice(0, sep));
    return t === null ? { undefinedView: rest } : (t.get(rest.slice(sep + 1)) ?? null);
  };
  const evaluate = (name: string): string => {
    let h = hashes.get(name);
    if (h !== undefined) return h;
    if (name.startsWith(DERIVED_PREFIX)) {
      const derived = derivedValue(name);
      // Not remembered: the family may be registered later in the build.
      if (!derived) return UNREGISTERED_DERIVED;
      h = hashJson(derived.value);
    } else if (name === 'cars') h = hashJson(stock.cars);
    else if (name === 'images') h = hashJson(stock.images);
    else if (name.startsWith('images:')) h = hashJson(stock.images[name.slice('images:'.length)] ?? null);
    else if (name === 'searchIndexUrl') h = hashJson(stock.searchIndexUrl);
    else if (name === 'carLookupBase') h = hashJson(stock.carLookupBase);
    else if (name.startsWith('view:')) h = hashJson(viewValue(name.slice('view:'.length)));
    else h = hashText(text);
    hashes.set(name, h);
    return h;
  };
  rt.evaluate = evaluate;
  const answerView = (name: StockViewName): unknown => {
    record(`view:${name}`);
    return view(name);
  };
  const answerEntry = (name: StockViewTableName, key: string): unknown => {
    record(`view:${name}:${key}`);
    return table(name)?.get(key) ?? null;
  };
  const record = (name: string) => {
    const page = currentPageDeps();
    // A page that listed every car's images already depends on all of them: one entry, not one per car.
    if (page && !page.has(name) && !(name.startsWith('images:') && page.has('images'))) page.set(name, evaluate(name));
  };
  const images = new Proxy(stock.images, {
    get: (t, k) => {
      if (typeof k === 'string') record(`images:${k}`);
      return t[k as string];
    },
    has: (t, k) => {
      if (k === ALL_IMAGES) {
        record('images');
        return false;
      }
      if (typeof k === 'string') record(`images:${k}`);
      return k in t;
    },
    ownKeys: (t) => {
      record('images');
      return Reflect.ownKeys(t);
    },
    getOwnPropertyDescriptor: (t, k) => {
      if (typeof k === 'string') record(`images:${k}`);
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
  });
  return new Proxy(stock, {
    get: (t, k) => {
      if (k === STOCK_VIEW) return answerView;
      if (k === STOCK_VIEW_ENTRY) return answerEntry;
      if (k === STOCK_DERIVED) return DERIVED;
      if (k === 'cars') record('cars');
      else if (k === 'images') return images;
      else if (k === 'searchIndexUrl') record('searchIndexUrl');
      else if (k === 'carLookupBase') record('carLookupBase');
      else if (typeof k === 'string') record('stock');
      return t[k as keyof TenantStock];
    },
    has: (t, k) => {
      record('stock');
      return k in t;
    },
    ownKeys: (t) => {
      record('stock');
      return Reflect.ownKeys(t);
    },
  });
}
