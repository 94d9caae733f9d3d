/**
 * Synthetic tenants and stock for `npm run bench:scale` (issue #14 item 4), deterministic from a seed.
 * Each tenant is a copy of a sample tenant's config (its locations, theme and switches) with its own
 * slug, site URL and one feed location of its own; its cars are drawn (with a seeded generator) from the
 * real sample snapshot, so makes, models, prices, statuses, bodies and comment lengths follow the real
 * feed's distributions, and are given their own ids, stock numbers and slugs. `nightTwo` then changes a
 * share of each tenant's cars the way a night does: prices move, cars sell, cars leave, new cars arrive.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A snapshot car as the feed has it (only the fields this module rewrites are named). */
export type FeedCar = Record<string, unknown> & { id: number; slug: string; stocknum: string; status: string; price: number | null };
export interface Snapshot {
  source: Record<string, unknown>;
  generated_at: string;
  cars: FeedCar[];
}

/** mulberry32: a small, well-known seeded generator (uniform in [0, 1)). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The feed location ("suburb, STATE") of synthetic tenant `k`. */
const suburbOf = (k: number) => `Scaleton ${k}`;

/** One synthetic car of tenant `k` (its `j`-th), from a real car `base`. */
function carFor(base: FeedCar, k: number, j: number, state: string): FeedCar {
  const id = (k + 1) * 1_000_000 + j;
  const stocknum = `S${k}X${j}`;
  return {
    ...structuredClone(base),
    id,
    stocknum,
    slug: `${String(base.slug).replace(/-[^-]+$/, '')}-${stocknum.toLowerCase()}`,
    location_name: suburbOf(k),
    city: suburbOf(k),
    state,
    location: null,
    vin: null,
    regplate: null,
  };
}

export interface ScaleFixture {
  sitesDir: string;
  stockPath: string;
  slugs: string[];
}

/**
 * Writes `tenants` tenant folders under `<dir>/sites/` and a snapshot of `cars` cars per tenant at
 * `<dir>/stock/snapshot.json` (with the sample's placeholder images beside it). `templateSite` is a
 * sample tenant's `site.json`; `templates` the site templates to rotate through.
 */
export function writeScaleFixture(opts: {
  root: string;
  dir: string;
  tenants: number;
  cars: number;
  seed: number;
  templateSite: string;
  templates: string[];
  sample: Snapshot;
}): ScaleFixture {
  const site = JSON.parse(readFileSync(opts.templateSite, 'utf8')) as Record<string, unknown> & {
    locations: Array<Record<string, unknown> & { address: { state: string }; feed_locations: string[] }>;
  };
  const rand = seeded(opts.seed);
  const pool = opts.sample.cars;
  const cars: FeedCar[] = [];
  const slugs: string[] = [];
  for (let k = 0; k < opts.tenants; k++) {
    const slug = `scale-${String(k).padStart(3, '0')}`;
    slugs.push(slug);
    const locations = site.locations.map((l, i) => ({ ...l, feed_locations: i === 0 ? [`${suburbOf(k)}, ${l.address.state}`] : [] }));
    const config = {
      ...site,
      slug,
      name: `Scale Motors ${k}`,
      site_url: `https://${slug}.example`,
      template: opts.templates[k % opts.templates.length],
      locations,
    };
    delete (config as Record<string, unknown>).$schema;
    mkdirSync(join(opts.dir, 'sites', slug), { recursive: true });
    writeFileSync(join(opts.dir, 'sites', slug, 'site.json'), JSON.stringify(config, null, 2));
    const state = site.locations[0]!.address.state;
    for (let j = 0; j < opts.cars; j++) cars.push(carFor(pool[Math.floor(rand() * pool.length)]!, k, j, state));
  }
  mkdirSync(join(opts.dir, 'stock'), { recursive: true });
  cpSync(join(opts.root, 'sites', '_stock', 'placeholders'), join(opts.dir, 'stock', 'placeholders'), { recursive: true });
  const stockPath = join(opts.dir, 'stock', 'snapshot.json');
  writeFileSync(
    stockPath,
    JSON.stringify({
      source: { ...opts.sample.source, note: `bench:scale: synthetic tenants drawn from the sample snapshot, seed ${opts.seed}` },
      generated_at: opts.sample.generated_at,
      cars,
    }),
  );
  return { sitesDir: join(opts.dir, 'sites'), stockPath, slugs };
}

/** What night two changed, in cars. */
export interface NightChanges {
  price: number;
  sold: number;
  removed: number;
  added: number;
}

/**
 * Night two: `share` (0.1 = 10%) of each tenant's cars change — 40% of them a price, 20% sold, 20%
 * removed, 20% replaced by new cars listed in the day before the night's clock (the newest listings) — written to
 * `<dir>/stock/snapshot-night2.json`. Deterministic.
 * `clockDays` moves the snapshot's `generated_at` (the stock clock) that many days on, as a real next night's
 * feed would; 0 keeps it.
 */
export function nightTwo(
  dir: string,
  stockPath: string,
  share: number,
  sample: Snapshot,
  seed: number,
  clockDays = 0,
): { stockPath: string; changes: NightChanges } {
  const snapshot = JSON.parse(readFileSync(stockPath, 'utf8')) as Snapshot;
  const rand = seeded(seed + 1);
  const byTenant = new Map<number, FeedCar[]>();
  for (const c of snapshot.cars) {
    const k = Math.floor(c.id / 1_000_000) - 1;
    byTenant.set(k, [...(byTenant.get(k) ?? []), c]);
  }
  const changes: NightChanges = { price: 0, sold: 0, removed: 0, added: 0 };
  const removed = new Set<number>();
  const added: FeedCar[] = [];
  const soldAt = Math.floor(Date.parse(snapshot.generated_at) / 1000) - 86_400;
  // A real next night's feed is generated `clockDays` later, and the cars new in it were listed in the day before
  // it: they are the newest listings, as on a dealer's site ('More from this location', 'Just arrived').
  const night2Clock = Date.parse(snapshot.generated_at) + clockDays * 86_400_000;
  for (const [k, cars] of byTenant) {
    // `share` 0: no car changes (a night on which only the clock moves, with `clockDays`).
    const n = share === 0 ? 0 : Math.max(1, Math.round(cars.length * share));
    const picked = new Set<number>();
    while (picked.size < Math.min(n, cars.length)) picked.add(Math.floor(rand() * cars.length));
    [...picked].forEach((i, x) => {
      const car = cars[i]!;
      const kind = x % 5;
      if (kind <= 1 && typeof car.price === 'number' && car.price > 100) {
        car.price = Math.round(car.price * (0.95 + rand() * 0.04));
        car.updated_at = snapshot.generated_at;
        changes.price++;
      } else if (kind === 2 && car.status === 'in_stock') {
        Object.assign(car, { status: 'sold', sold_date_timestamp: soldAt, updated_at: snapshot.generated_at });
        changes.sold++;
      } else if (kind === 3) {
        removed.add(car.id);
        changes.removed++;
      } else {
        const listedAt = new Date(night2Clock - Math.floor(rand() * 86_400) * 1000).toISOString();
        const fresh = carFor(sample.cars[Math.floor(rand() * sample.cars.length)]!, k, cars.length + 100 + x, String(car.state));
        added.push({ ...fresh, created_at: listedAt, updated_at: listedAt });
        changes.added++;
      }
    });
  }
  snapshot.cars = [...snapshot.cars.filter((c) => !removed.has(c.id)), ...added];
  // A real nightly feed is generated a day later: the stock clock moves with it (`--clock-days`).
  if (clockDays !== 0) snapshot.generated_at = new Date(night2Clock).toISOString();
  const night2 = join(dir, 'stock', 'snapshot-night2.json');
  writeFileSync(night2, JSON.stringify(snapshot));
  return { stockPath: night2, changes };
}
