/**
 * Search documents for tests and the benchmark: `makeDoc` for hand-written table rows and
 * `syntheticDocs` for N realistic, deterministic documents (makes, models, bodies, prices and km
 * distributed like Australian dealer stock, some POA cars and cars without photos).
 */
import { carLookupBase, carLookupBuckets, carLookupFiles } from '../../stock/car-lookup.ts';
import { searchRank, type SearchDoc } from '../../stock/search-document.ts';
import type { ResponsiveImage } from '../../stock/images.ts';

/** A search document with plausible defaults; `over` wins. `rank` follows status and listing date unless given. */
export function makeDoc(over: Partial<SearchDoc> & { id: number }): SearchDoc {
  const base: SearchDoc = {
    id: over.id,
    slug: `car-${over.id}`,
    name: `2020 Toyota Corolla Ascent Sport`,
    year: 2020,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: null,
    car_type: 'used',
    item_type: 'car',
    status: 'in_stock',
    price: 20_000,
    offer_price: null,
    before_price: null,
    subscription_price: null,
    price_type: 'Drive Away',
    preorder: false,
    km: 50_000,
    body: 'Hatchback',
    fuel: 'Petrol',
    fuel_text: null,
    transmission: 'Automatic',
    drive: 'Front',
    colour: 'White',
    seats: 5,
    state: 'NSW',
    city: 'Sydney',
    location_name: 'Parramatta',
    dealership_name: 'Demo Motors',
    tag: null,
    certified: false,
    reserved: false,
    created_at_timestamp: 1_700_000_000,
    image: null,
    finance: null,
    rank: 0,
  };
  const doc = { ...base, ...over };
  if (over.rank === undefined) doc.rank = searchRank(doc.status, doc.created_at_timestamp);
  return doc;
}

const CATALOGUE: [make: string, models: [string, string, string[]][]][] = [
  [
    'Toyota',
    [
      ['Hilux', 'Ute', ['SR', 'SR5', 'Rogue', 'Workmate']],
      ['Corolla', 'Hatchback', ['Ascent Sport', 'SX', 'ZR']],
      ['RAV4', 'SUV', ['GX', 'GXL', 'Cruiser', 'Edge']],
      ['LandCruiser', 'SUV', ['GX', 'VX', 'Sahara']],
      ['Camry', 'Sedan', ['Ascent', 'SL']],
    ],
  ],
  [
    'Mazda',
    [
      ['CX-5', 'SUV', ['Maxx', 'Touring', 'Akera']],
      ['Mazda3', 'Hatchback', ['G20 Pure', 'G25 Astina']],
      ['BT-50', 'Ute', ['XT', 'GT']],
      ['CX-9', 'SUV', ['Sport', 'Azami']],
    ],
  ],
  [
    'Ford',
    [
      ['Ranger', 'Ute', ['XL', 'XLT', 'Wildtrak', 'Raptor']],
      ['Everest', 'SUV', ['Ambiente', 'Trend', 'Platinum']],
      ['Mustang', 'Coupe', ['GT', 'EcoBoost']],
    ],
  ],
  [
    'Hyundai',
    [
      ['i30', 'Hatchback', ['Active', 'Elite', 'N Line']],
      ['Tucson', 'SUV', ['Elite', 'Highlander']],
      ['Kona', 'SUV', ['Electric Elite', 'Active']],
    ],
  ],
  [
    'Kia',
    [
      ['Cerato', 'Sedan', ['S', 'Sport', 'GT']],
      ['Sportage', 'SUV', ['S', 'SX', 'GT-Line']],
      ['Carnival', 'People Mover', ['S', 'Platinum']],
    ],
  ],
  [
    'Mitsubishi',
    [
      ['Triton', 'Ute', ['GLX', 'GLS']],
      ['Outlander', 'SUV', ['ES', 'Exceed', 'PHEV']],
      ['ASX', 'SUV', ['LS', 'Exceed']],
    ],
  ],
  [
    'Volkswagen',
    [
      ['Golf', 'Hatchback', ['110TSI', 'GTI', 'R']],
      ['Amarok', 'Ute', ['Core', 'Aventura']],
      ['Tiguan', 'SUV', ['Life', 'R-Line']],
    ],
  ],
  [
    'Tesla',
    [
      ['Model 3', 'Sedan', ['Rear-Wheel Drive', 'Long Range']],
      ['Model Y', 'SUV', ['Rear-Wheel Drive', 'Performance']],
    ],
  ],
  [
    'Subaru',
    [
      ['Outback', 'Wagon', ['AWD', 'Touring']],
      ['Forester', 'SUV', ['2.5i', '2.5i-S']],
    ],
  ],
  [
    'Isuzu',
    [
      ['D-Max', 'Ute', ['SX', 'LS-U', 'X-Terrain']],
      ['MU-X', 'SUV', ['LS-M', 'LS-T']],
    ],
  ],
];
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange'];
const PLACES: [state: string, city: string, location: string][] = [
  ['NSW', 'Sydney', 'Parramatta'],
  ['NSW', 'Newcastle', 'Newcastle'],
  ['VIC', 'Melbourne', 'Ringwood'],
  ['QLD', 'Brisbane', 'Springwood'],
  ['WA', 'Perth', 'Osborne Park'],
  ['SA', 'Adelaide', 'Hindmarsh'],
];

/** Park–Miller PRNG: the same seed gives the same documents. */
function prng(seed: number): () => number {
  let s = seed % 2_147_483_647 || 1;
  return () => (s = (s * 48_271) % 2_147_483_647) / 2_147_483_647;
}

function placeholderImage(id: number, name: string): ResponsiveImage {
  const base = `/_cars/${id}/0`;
  return {
    src: `${base}-640.webp`,
    width: 1280,
    height: 960,
    alt: name,
    sources: [
      { type: 'image/avif', srcset: `${base}-640.avif 640w, ${base}-960.avif 960w, ${base}-1280.avif 1280w` },
      { type: 'image/webp', srcset: `${base}-640.webp 640w, ${base}-960.webp 960w, ${base}-1280.webp 1280w` },
    ],
  };
}

/** `n` realistic documents (ids 1..n), deterministic for a seed. `now` is the stock clock (Unix s). */
export function syntheticDocs(n: number, seed = 42, now = 1_750_000_000): SearchDoc[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  return Array.from({ length: n }, (_, k) => {
    const id = k + 1;
    const [make, models] = pick(CATALOGUE);
    const [model, body, badges] = pick(models);
    const badge = pick(badges);
    const carType = rnd() < 0.6 ? 'used' : rnd() < 0.7 ? 'new' : 'demo';
    const year = carType === 'used' ? 2008 + Math.floor(rnd() * 17) : 2024 + Math.floor(rnd() * 2);
    const km = carType === 'new' ? 0 : carType === 'demo' ? Math.floor(rnd() * 9_000) : Math.floor(rnd() * 220_000);
    const poa = rnd() < 0.04;
    const price = poa ? null : Math.round((8_000 + rnd() * rnd() * 140_000) / 10) * 10;
    const offer = !poa && rnd() < 0.1 ? Math.round((price! * 0.93) / 10) * 10 : null;
    const status = rnd() < 0.9 ? 'in_stock' : rnd() < 0.6 ? 'coming_soon' : 'sold';
    const created = now - Math.floor(rnd() * 120 * 86_400);
    const [state, city, location] = pick(PLACES);
    const name = `${year} ${make} ${model} ${badge}`;
    const fuel =
      make === 'Tesla' || badge.includes('Electric') ? 'Electric' : badge === 'PHEV' ? 'PHEV' : body === 'Ute' ? 'Diesel' : 'Petrol';
    return makeDoc({
      id,
      slug: `${year}-${make}-${model}-${badge}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      year,
      make,
      model,
      badge,
      series: rnd() < 0.5 ? `MY${String(year).slice(2)}` : null,
      car_type: carType,
      status,
      price: offer ?? price,
      offer_price: offer,
      before_price: offer ? price : null,
      price_type: poa ? null : carType === 'used' ? 'Drive Away' : 'Excl. Govt. Charges',
      km,
      body,
      fuel,
      transmission: rnd() < 0.88 ? 'Automatic' : 'Manual',
      drive: body === 'Ute' || body === 'SUV' ? '4x4' : 'Front',
      colour: pick(COLOURS),
      seats: body === 'People Mover' ? 8 : body === 'Coupe' ? 4 : 5,
      state,
      city,
      location_name: location,
      dealership_name: `${city} Motor Group`,
      tag: rnd() < 0.05 ? 'Test Drive Only' : null,
      certified: carType === 'used' && rnd() < 0.2,
      reserved: rnd() < 0.03,
      created_at_timestamp: created,
      image: rnd() < 0.93 ? placeholderImage(id, name) : null,
    });
  });
}

/**
 * A static host serving the lookup files of `docs` (`carLookupFiles`, `src/stock/car-lookup.ts`) under their lookup
 * base (`base`, `/search/car/{count}/`) and 404 for anything else: the `fetch` to hand a car lookup, and the paths
 * it was asked for, in order.
 */
export function lookupHost(docs: readonly SearchDoc[]): { fetch: typeof fetch; asked: string[]; base: string } {
  const base = carLookupBase(carLookupBuckets(docs.length));
  const files = new Map(carLookupFiles(docs).map((f) => [`${base}${f.name}`, f.json]));
  const asked: string[] = [];
  const serve = async (url: string | URL | Request) => {
    const path = String(url);
    asked.push(path);
    const body = files.get(path);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  };
  return { fetch: serve as typeof fetch, asked, base };
}
