/**
 * Car → search document: the compact per-car record the browser needs to render a result card
 * and to facet, filter and sort (spec §2 *Car search*, §3 *Search facets*, §7 "sorted by custom
 * rank descending"). The same documents feed the embedded engine (a file beside the site) and
 * the Meilisearch index, so attribute names are the facet names of `src/config/schema/search.ts`.
 *
 * Wire format (`serializeSearchIndex`): a table, `{"v":1,"fields":[...],"rows":[[...],...]}`,
 * one row per car with values in `fields` order (`SEARCH_INDEX_FIELDS`). Keys are written once
 * instead of once per car, `rank` is recomputed on parse (it follows from status and listing
 * date), an image `alt` equal to the car name is left out, and an image whose files follow the
 * build's naming (`{base}-{width}.{ext}`) is written as its base, widths and formats
 * (`{"b":"/img/ab12","w":[640,960],"f":["avif","webp"],"x":"webp",...}`). Measured: 45 KB
 * gzip per 1,000 synthetic cars vs 82 KB as JSON objects; ~74 KB per 1,000 cars of the sample
 * snapshot. In memory the documents keep their readable names. Only type imports and the price
 * rule: this module is bundled into the island.
 */
import type { Car, CarType, ItemType, StockStatus } from './car-schema.ts';
import type { ImageSource, ResponsiveImage } from './images.ts';
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
  /**
   * The feed's own fuel text, kept only when `simple_fuel` is blank (else null): the card tag rule
   * reads it then (spec §4 electric or hybrid tag, `cardTag`).
   */
  fuel_text: string | null;
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
  /**
   * When the car was listed (Unix seconds); a listing time after the documents' clock (`searchDocsClock`,
   * `search-clock.ts`) is clamped to it.
   */
  created_at_timestamp: number;
  /** The card image (first photo), or null for the 'image not found' fallback (spec §8). */
  image: ResponsiveImage | null;
  /**
   * The weekly finance teaser a card shows (spec §2 'finance weekly teaser'; `carTeaser` in
   * `car-finance.ts`) with the car's finance link for 'Enquire for Finance', or null when the site
   * or the lender rules show none.
   */
  finance: SearchDocFinance | null;
  /** Custom rank, higher first when there is no query (spec §7); see `searchRank`. */
  rank: number;
}

/** The card's finance teaser: weekly AUD whole dollars, rates in % p.a., and the car's finance link. */
export interface SearchDocFinance {
  weekly: number;
  interestRate: number;
  comparisonRate: number;
  /** A local estimate: label it 'Estimate'. */
  estimate: boolean;
  /** At or below $25 a week: 'Enquire for Finance' instead (spec §8). */
  enquire: boolean;
  /** The finance link (spec §2), ending `#finance-form`. */
  link: string;
}

/** Every field of a search document. */
export const SEARCH_DOC_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'item_type',
  'status',
  'price',
  'offer_price',
  'before_price',
  'subscription_price',
  'price_type',
  'preorder',
  'km',
  'body',
  'fuel',
  'fuel_text',
  'transmission',
  'drive',
  'colour',
  'seats',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'tag',
  'certified',
  'reserved',
  'created_at_timestamp',
  'image',
  'finance',
  'rank',
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
  /** The card's finance teaser, when the site and the lender rules show one. */
  finance?: SearchDocFinance | null;
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

/** A document's listing time as the ISO instant the card tag rule reads (`TagFields.created_at`, spec §4). */
export function searchDocListedAt(doc: Pick<SearchDoc, 'created_at_timestamp'>): string {
  return new Date(doc.created_at_timestamp * 1000).toISOString();
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
    fuel_text: car.simple_fuel?.trim() ? null : car.fuel,
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
    finance: ctx.finance ?? null,
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
  const rows = [...docs]
    .sort((a, b) => a.id - b.id)
    .map((doc) => SEARCH_INDEX_FIELDS.map((f) => (f === 'image' ? packImage(doc.image, doc.name) : doc[f])));
  return JSON.stringify({ v: SEARCH_INDEX_VERSION, fields: SEARCH_INDEX_FIELDS, rows });
}

const TYPE_OF_EXT: Record<string, ImageSource['type']> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const EXT_OF_TYPE: Record<string, string> = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** An image as the build names its files: `{b}-{w}.{ext}` for every width `w` and format `f`; `src` is `{b}-{w[0]}.{x}`. */
interface PackedImage {
  b: string;
  w: number[];
  f: string[];
  x: string;
  width: number;
  height: number;
  alt?: string;
}

function unpackSources(p: PackedImage): { src: string; sources: ImageSource[] } {
  return {
    src: `${p.b}-${p.w[0]}.${p.x}`,
    sources: p.f.map((ext) => ({ type: TYPE_OF_EXT[ext]!, srcset: p.w.map((w) => `${p.b}-${w}.${ext} ${w}w`).join(', ') })),
  };
}

/** The image in its smallest lossless form (packed when the file names allow), `alt` left out when it is the car name. */
function packImage(img: ResponsiveImage | null, name: string): Partial<ResponsiveImage> | PackedImage | null {
  if (!img) return null;
  const alt = img.alt !== name ? { alt: img.alt } : {};
  const m = /^(.*)-(\d+)\.([a-z]+)$/.exec(img.src);
  const first = img.sources[0]?.srcset ?? '';
  const widths = [...first.matchAll(/-(\d+)\.[a-z]+ (\d+)w/g)].filter((w) => w[1] === w[2]).map((w) => Number(w[1]));
  const formats = img.sources.map((s) => EXT_OF_TYPE[s.type] ?? '');
  if (m && widths.length > 0 && formats.every(Boolean) && TYPE_OF_EXT[m[3]!]) {
    const packed: PackedImage = { b: m[1]!, w: widths, f: formats, x: m[3]!, width: img.width, height: img.height, ...alt };
    const back = unpackSources(packed);
    if (back.src === img.src && back.sources.every((s, i) => s.type === img.sources[i]!.type && s.srcset === img.sources[i]!.srcset))
      return packed;
  }
  return {
    src: img.src,
    width: img.width,
    height: img.height,
    sources: img.sources.map((s) => ({ type: s.type, srcset: s.srcset })),
    ...alt,
  };
}

function unpackImage(raw: (Partial<ResponsiveImage> & Partial<PackedImage>) | null, name: string): ResponsiveImage | null {
  if (!raw) return null;
  const { src, sources } = raw.b !== undefined ? unpackSources(raw as PackedImage) : { src: raw.src!, sources: raw.sources! };
  return { src, width: raw.width!, height: raw.height!, sources, alt: raw.alt ?? name };
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
    doc.image = unpackImage(raw.image as Parameters<typeof unpackImage>[0], doc.name);
    doc.rank = searchRank(doc.status, doc.created_at_timestamp);
    return doc;
  });
}
