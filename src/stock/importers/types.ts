/**
 * The contract between a feed format and the import pipeline (`src/stock/import.ts`): an importer
 * recognises its header row and turns one CSV record into a `CarDraft` (the fields the feed really
 * has, normalised) plus the row's report entries. Everything the feed lacks (id, status, dates,
 * images, ...) is derived later by the pipeline, the same way for every format.
 */
import type { CaravanSpecifications, CarType, ItemType, StockStatus } from '../car-schema.ts';
import type { FeedRow } from '../import/csv.ts';
import type { SimpleBody, SimpleFuel } from '../import/mappings.ts';

/**
 * What happened to a row or one of its values:
 * - `repaired`: a value was rewritten, moved or dropped and the row imported;
 * - `rejected`: the row was not imported;
 * - `flagged`: imported as the feed says, but worth knowing (e.g. no location, postcode not found).
 */
export type IssueAction = 'repaired' | 'rejected' | 'flagged';

/** One report entry for a row: the feed column (or Car field), the action, why, and the original value. */
export interface RowIssue {
  field: string;
  action: IssueAction;
  reason: string;
  /** The value as the feed had it; `null` when withheld (e.g. a seller name) or not applicable. */
  original: string | null;
}

/**
 * The fields one feed row really provides, normalised (units: price AUD dollars, km kilometres,
 * engine size litres, fuel consumption L/100 km, masses kg, lengths feet). `null` = not in the row.
 */
export interface CarDraft {
  /** The feed's own stock number, or null when the feed has none (the pipeline derives one). */
  stocknum: string | null;
  /** A stable text identifying the row (a hash of its content, or its stock number): the id is hashed from it. Never written out. */
  identity: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  car_type: CarType;
  item_type: ItemType;
  /**
   * The stock status the feed itself states (the real feed's listing label `NEW In stock` or
   * `NEW Available to order`), or null when the feed says nothing: the pipeline then derives one.
   */
  status: StockStatus | null;
  /** A factory order, not a car in a yard (spec §3 `preorder`; the real feed's label `NEW Available to order`). */
  preorder: boolean;
  /** The listing title as the feed wrote it (`carsales_title`). */
  title: string | null;
  price: number | null;
  /** The feed's price type (`POA` for a car sold on application), or null. */
  price_type: string | null;
  km: number | null;
  colour: string | null;
  interior_colour: string | null;
  /** Raw fuel type and its display value. */
  fuel: string | null;
  simple_fuel: SimpleFuel | null;
  /** Raw body type and its display value. */
  bodyconfiguration: string | null;
  simple_body: SimpleBody | null;
  /** Raw transmission and its display value. */
  trans: string | null;
  simple_transmission: 'Automatic' | 'Manual' | null;
  drive: 'FWD' | 'RWD' | 'AWD' | '4WD' | null;
  seats: number | null;
  doors: number | null;
  /** Engine size in litres. */
  engine_size: number | null;
  /** Engine capacity in cc, when the feed gives it (motorcycles). */
  engine_cc: number | null;
  cylinders: number | null;
  /** Combined fuel consumption in L/100 km. */
  fuel_consumption: number | null;
  /** Yard suburb and state code as the feed wrote them. */
  suburb: string | null;
  state: string | null;
  /** Dealer comments the feed itself supplies (never invented). */
  dealercomments: string | null;
  specifications: CaravanSpecifications | null;
  /** Car fields the importer had to derive rather than read (e.g. a fuel type read from the title). */
  derived: string[];
}

/** The outcome of mapping one row. A rejected row carries at least one `rejected` issue. */
export type RowResult = { ok: true; draft: CarDraft; issues: RowIssue[] } | { ok: false; issues: RowIssue[] };

/** A feed-level note for the report (e.g. how a mixed column was classified), with counts only. */
export interface FeedNote {
  column: string;
  note: string;
  counts: Record<string, number>;
}

/** One feed format. One file per format under `src/stock/importers/`. */
export interface FeedImporter {
  /** Stable format name written to the snapshot's `source.feeds[].format`. */
  format: string;
  /** The licence/attribution note written to `source.feeds[].licence`. */
  licence: string;
  /** True when the header row is this format's (column names, trimmed). */
  detect(header: readonly string[]): boolean;
  /** Maps one record; never throws for bad data (bad rows are rejected with a reason). */
  mapRow(row: FeedRow): RowResult;
  /** Optional feed-level notes computed over all rows. */
  notes?(rows: readonly FeedRow[]): FeedNote[];
}

/** True when every one of `required` is in `header` (case-sensitive, trimmed): the usual `detect`. */
export function hasColumns(header: readonly string[], required: readonly string[]): boolean {
  const set = new Set(header.map((h) => h.trim()));
  return required.every((c) => set.has(c));
}
