/**
 * Car → search document: the compact per-car record the browser needs to render a result card
 * and to facet, filter and sort (spec §2 *Car search*, §3 *Search facets*, §7 "sorted by custom
 * rank descending"). The same documents feed the embedded engine (a file beside the site) and
 * the Meilisearch index, so attribute names are the facet names of `src/config/schema/search.ts`.
 *
 * Wire format (`serializeSearchIndex`): a table, `{"v":1,"fields":[...],"rows":[[...],...]}`,
 * one row per car with values in `fields` order (`SEARCH_INDEX_FIELDS`). Keys are written once
 * instead of once per car, `rank` is recomputed on parse (it follows from status and listing
 * date), and an image `alt` equal to the car name is left out — together ~15% fewer gzip bytes
 * than JSON objects. In memory the documents keep their readable names. Only type imports and
 * the price rule: this module is bundled into the island.
 */
import type { Car, CarType, ItemType, StockStatus } from './car-schema.ts';
import type { ResponsiveImage } from './images.ts';
import { sellingPrice, type PriceFields } from '../domain/price.ts';

/**
 * One car as search sees it. Money in AUD dollars, `km` in kilometres, timestamps in Unix seconds.
 * Facet attributes: make, model, badge, car_type, item_type, status, body, fuel, transmission,
 * drive, colour, seats, state, city, location_name, dealership_name, tag, certified, year;
 * numeric (range) attributes: price, km, year, created_at_timestamp.
 */
export interface SearchDoc {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: CarType;
  item_type: ItemType;
  status: StockStatus;
  /**
   * The price a buyer pays (`sellingPrice`: a real offer price, else a real price, else null).
   * Filters (`price>=5000`) and the price sorts read it; null (POA) sorts last both ways.
   */
  price: number | null;
  /** The remaining inputs of price display precedence (spec §4), see `searchDocPriceFields`. */
  offer_price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  km: number | null;
  /** `simple_body` of the car. */
  body: string | null;
  /** `simple_fuel` of the car (Electric, Hybrid, PHEV, Petrol, ...). */
  fuel: string | null;
  /** `simple_transmission` of the car. */
  transmission: string | null;
  drive: string | null;
  colour: string | null;
  seats: number | null;
  state: string | null;
  city: string | null;
  location_name: string | null;
  dealership_name: string | null;
  tag: string | null;
  certified: boolean;
  reserved: boolean;
  /** When the car was listed (Unix seconds, never after the stock clock). */
  created_at_timestamp: number;
  /** The card image (first photo), or null for the 'image not found' fallback (spec §8). */
  image: ResponsiveImage | null;
  /** Custom rank, higher first when there is no query (spec §7); see `searchRank`. */
  rank: number;
}

/** Every field of a search document. */
export const SEARCH_DOC_FIELDS = [
  'id', 'slug', 'name', 'year', 'make', 'model', 'badge', 'series', 'car_type', 'item_type', 'status',
  'price', 'offer_price', 'before_price', 'subscription_price', 'price_type', 'preorder',
  'km', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats',
  'state', 'city', 'location_name', 'dealership_name', 'tag', 'certified', 'reserved',
  'created_at_timestamp', 'image', 'rank',
] as const satisfies readonly (keyof SearchDoc)[];

/** Fields stored per row of the index file, in order (all but the derived `rank`). */
export const SEARCH_INDEX_FIELDS = SEARCH_DOC_FIELDS.filter((f) => f !== 'rank');

/** Version of the serialised index format. */
export const SEARCH_INDEX_VERSION = 1;

/** Build-time facts `toSearchDocument` needs besides the car. `now` is the stock clock in Unix seconds. */
export interface SearchDocContext {
  dealershipName: string | null;
  image: ResponsiveImage | null;
  now: number;
}

const STATUS_WEIGHT: Record<string, number> = { in_stock: 2, coming_soon: 1 };
const DAY = 86_400;

/**
 * Custom rank (spec §7 "sorted by custom rank descending"): in_stock before coming_soon before
 * sold, then the newest listing first. `status weight × 100,000 + listing day` (days since
 * 1970, so ties within a day fall back to the engine's id order). A small integer.
 */
export function searchRank(status: string, createdAt: number): number {
  return (STATUS_WEIGHT[status] ?? 0) * 100_000 + Math.floor(createdAt / DAY);
}

/** The search document of a car (see `SearchDoc`). Pure: the same inputs give the same document. */
export function toSearchDocument(car: Car, ctx: SearchDocContext): SearchDoc {
  const listed = Math.floor(Date.parse(car.created_at) / 1000);
  const created = Number.isFinite(listed) ? Math.min(listed, ctx.now) : ctx.now;
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    car_type: car.car_type,
    item_type: car.item_type,
    status: car.status,
    price: sellingPrice(car),
    offer_price: car.offer_price,
    before_price: car.before_price,
    subscription_price: car.subscription_price,
    price_type: car.price_type,
    preorder: car.preorder,
    km: car.km,
    body: car.simple_body,
    fuel: car.simple_fuel,
    transmission: car.simple_transmission,
    drive: car.drive,
    colour: car.colour,
    seats: car.seats,
    state: car.state,
    city: car.city,
    location_name: car.location_name,
    dealership_name: ctx.dealershipName,
    tag: car.tag,
    certified: car.certified,
    reserved: car.reserved,
    created_at_timestamp: created,
    image: ctx.image,
    rank: searchRank(car.status, created),
  };
}

/**
 * The inputs of `priceDisplay` (spec §4) from a search document. `price` is already the selling
 * price, which `priceDisplay` maps to the same display as the car's own fields.
 */
export function searchDocPriceFields(doc: SearchDoc): PriceFields {
  return {
    price: doc.price,
    offer_price: doc.offer_price,
    before_price: doc.before_price,
    subscription_price: doc.subscription_price,
    price_type: doc.price_type,
    preorder: doc.preorder,
  };
}

/**
 * Serialises documents to the index file (see the module comment). Deterministic: rows sorted by
 * id, fixed field order, image keys in a fixed order; no whitespace.
 */
export function serializeSearchIndex(docs: readonly SearchDoc[]): string {
  const rows = [...docs].sort((a, b) => a.id - b.id).map((doc) =>
    SEARCH_INDEX_FIELDS.map((f) => (f === 'image' ? packImage(doc.image, doc.name) : doc[f])),
  );
  return JSON.stringify({ v: SEARCH_INDEX_VERSION, fields: SEARCH_INDEX_FIELDS, rows });
}

/** The image with keys in a fixed order; `alt` left out when it is the car name. */
function packImage(img: ResponsiveImage | null, name: string): Partial<ResponsiveImage> | null {
  if (!img) return null;
  const packed: Partial<ResponsiveImage> = {
    src: img.src,
    width: img.width,
    height: img.height,
    sources: img.sources.map((s) => ({ type: s.type, srcset: s.srcset })),
  };
  if (img.alt !== name) packed.alt = img.alt;
  return packed;
}

/**
 * Parses the index file written by `serializeSearchIndex`. Accepts the text or the parsed JSON.
 * Throws on another format version or a field list it does not know (a stale file).
 */
export function parseSearchIndex(input: string | unknown): SearchDoc[] {
  const data = (typeof input === 'string' ? JSON.parse(input) : input) as { v?: unknown; fields?: unknown; rows?: unknown };
  if (data?.v !== SEARCH_INDEX_VERSION || !Array.isArray(data.fields) || !Array.isArray(data.rows)) {
    throw new Error(`search index: expected format version ${SEARCH_INDEX_VERSION}`);
  }
  const fields = data.fields as string[];
  const missing = SEARCH_INDEX_FIELDS.filter((f) => !fields.includes(f));
  if (missing.length > 0) throw new Error(`search index: missing fields ${missing.join(', ')}`);
  return (data.rows as unknown[][]).map((row) => {
    const raw: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) raw[fields[i]!] = row[i];
    const doc = raw as unknown as SearchDoc;
    if (doc.image) doc.image = { ...doc.image, alt: doc.image.alt ?? doc.name };
    doc.rank = searchRank(doc.status, doc.created_at_timestamp);
    return doc;
  });
}
