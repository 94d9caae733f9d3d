/**
 * The stock feed import (issue #2): CSV feeds in, one validated stock snapshot out
 * (`StockSnapshot` in `car-schema.ts`), plus the import report and the placeholder images used.
 *
 * Pipeline: parse each CSV (`import/csv.ts`) → detect its format from the header
 * (`importers/index.ts`) → map rows to drafts (one importer per format) → canonical make and model
 * names (`model-names.ts`, then one spelling per name across the stock) → derive ids, stock
 * numbers, listing fields, content and images (`import/build-car.ts`) → validate every car with
 * the zod `Car` schema (invalid ones are rejected and reported) → market medians over all cars
 * (`import/medians.ts`). Pure: no file system, no clock; the caller passes the feed bytes and
 * `generatedAt`. Same input, byte-identical output.
 */
import { basename } from 'node:path';
import { Car, StockSnapshot, type SnapshotFeed } from './car-schema.ts';
import { buildCar, derivedStocknum } from './import/build-car.ts';
import { parseCsv, type ParsedCsv } from './import/csv.ts';
import type { GeoIndex } from './import/geo.ts';
import { derivedFieldNotes } from './import/derived-fields.ts';
import { positiveInt31, sha256Hex } from './import/hash.ts';
import { marketPrices } from './import/medians.ts';
import { addCounts, countRows, summariseReasons, type FeedReport, type ImportReport, type ReportEntry } from './import/report.ts';
import { detectImporter, IMPORTERS, type CarDraft, type FeedImporter, type RowIssue } from './importers/index.ts';
import { canonicalName, preferredSpellings, type NameChange, type Spellings } from './model-names.ts';

/** One feed to import: its file name (reports use the base name) and its bytes. */
export interface FeedSource {
  file: string;
  content: Uint8Array;
}

/** Import options. */
export interface ImportOptions {
  /** The snapshot instant (ISO-8601 with offset); derived dates are placed relative to it. */
  generatedAt: string;
  /** Suburb table for postcodes; without it postcodes stay null. */
  geo?: GeoIndex | null;
  /** Formats to detect (default: all in `importers/index.ts`). */
  importers?: readonly FeedImporter[];
}

/** The snapshot, its report, and the placeholder SVGs it uses (file name → SVG text). */
export interface ImportResult {
  snapshot: StockSnapshot;
  report: ImportReport;
  placeholders: Map<string, string>;
}

/** A feed that cannot be imported at all (unreadable CSV, unknown header). The message names the file. */
export class FeedError extends Error {
  override name = 'FeedError';
}

/** The note written to `source.note`. */
export const SNAPSHOT_NOTE =
  'Sample stock for building and testing the platform: the rows are not cars for sale. Values the feeds lack ' +
  '(id, stocknum, status, dates, flags, dealer comments, equipment, placeholder images, market prices, postcodes) ' +
  'are derived deterministically, some simulated (status, sale dates, reserved, certified, tags): each car names them in ' +
  'derived_fields and source.derived says how each was made. No rego expiry, VIN or rego plate is invented. ' +
  'Seller names in the source feed are never published.';

/** Why a make or model was renamed (`model-names.ts`), as the import report words it. */
export const NAME_CHANGE_REASONS: Readonly<
  Record<NameChange | 'make-spelling-in-stock' | 'model-spelling-in-stock', { field: 'make' | 'model'; reason: string }>
> = {
  'make-renamed': { field: 'make', reason: 'make now sold under another name (Great Wall and Haval are GWM): current make used' },
  'make-spelling': { field: 'make', reason: 'make written another way: the model table spelling used' },
  'model-spelling': { field: 'model', reason: 'model written another way (case, spaces, hyphens or an alias): the model table name used' },
  'family-across-badge': {
    field: 'model',
    reason: 'model name continues in the badge (e.g. Landcruiser + Prado, Eclipse + Cross): family name from the model table',
  },
  'make-in-model': { field: 'model', reason: 'make written into the model (e.g. Mazda3): family name from the model table' },
  'model-code': {
    field: 'model',
    reason: 'model code of a family (e.g. BMW 320i, Mercedes-Benz C200, Lexus RX350): family name used, code kept in the badge',
  },
  'make-spelling-in-stock': { field: 'make', reason: 'make written several ways in the stock: the most used spelling used' },
  'model-spelling-in-stock': { field: 'model', reason: 'model written several ways in the stock: the most used spelling used' },
};

/** A mapped row waiting to be built. */
interface MappedRow {
  run: { file: string; entries: ReportEntry[] };
  line: number;
  importer: FeedImporter;
  draft: CarDraft;
  issues: RowIssue[];
}

function note(entries: ReportEntry[], feed: string, line: number, issues: readonly RowIssue[]): void {
  for (const i of issues) entries.push({ feed, line, ...i });
}

const nameText = (d: Pick<CarDraft, 'make' | 'model' | 'badge'>): string => [d.make, d.model, d.badge].filter(Boolean).join(' / ');

/** The draft with canonical make, model and badge (`canonicalName`); each change reported as a repair. */
function withCanonicalName(d: CarDraft, issues: RowIssue[]): CarDraft {
  const c = canonicalName(d);
  for (const change of c.changes) {
    const { field, reason } = NAME_CHANGE_REASONS[change];
    issues.push({ field, action: 'repaired', reason, original: nameText(d) });
  }
  return c.changes.length ? { ...d, make: c.make, model: c.model, badge: c.badge } : d;
}

/** Applies the stock-wide spelling of the make and model to a mapped row. */
function respell(m: MappedRow, spellings: Spellings): void {
  const make = spellings.make(m.draft.make);
  const model = spellings.model(m.draft.make, m.draft.model);
  if (make === m.draft.make && model === m.draft.model) return;
  if (make !== m.draft.make)
    m.issues.push({ ...NAME_CHANGE_REASONS['make-spelling-in-stock'], action: 'repaired', original: m.draft.make });
  if (model !== m.draft.model)
    m.issues.push({ ...NAME_CHANGE_REASONS['model-spelling-in-stock'], action: 'repaired', original: m.draft.model });
  m.draft = { ...m.draft, make, model };
}

function parseFeed(feed: FeedSource, importers: readonly FeedImporter[]): { parsed: ParsedCsv; importer: FeedImporter } {
  let parsed: ParsedCsv;
  try {
    parsed = parseCsv(feed.content);
  } catch (err) {
    throw new FeedError(`${feed.file}: not a readable CSV: ${(err as Error).message}`);
  }
  if (parsed.header.length === 0) throw new FeedError(`${feed.file}: empty file, no header row`);
  const importer = detectImporter(parsed.header, importers);
  if (!importer) {
    const head = parsed.header.slice(0, 6).join(', ');
    throw new FeedError(
      `${feed.file}: unrecognised header (${head}${parsed.header.length > 6 ? ', ...' : ''}); known formats: ${importers.map((i) => i.format).join(', ')}`,
    );
  }
  return { parsed, importer };
}

/**
 * Imports feeds into one snapshot. Rows are never dropped silently: each is imported or rejected
 * with a reason in the report (read = imported + rejected per feed).
 * @throws FeedError when a feed is not CSV or its header matches no known format.
 * @throws RangeError when `generatedAt` is not a valid instant.
 */
export function importFeeds(feeds: readonly FeedSource[], opts: ImportOptions): ImportResult {
  const asOfMs = Date.parse(opts.generatedAt);
  if (!Number.isFinite(asOfMs)) throw new RangeError(`generatedAt is not a valid instant: ${opts.generatedAt}`);
  const asOf = Math.floor(asOfMs / 1000);
  const importers = opts.importers ?? IMPORTERS;
  const usedIds = new Set<number>();
  const usedStocknums = new Set<string>();
  const occurrences = new Map<string, number>();
  const cars: Car[] = [];
  const placeholderSvgs = new Map<string, () => string>();
  const feedReports: FeedReport[] = [];
  const feedSources: SnapshotFeed[] = [];
  const allEntries: ReportEntry[] = [];

  // 1. Map every row of every feed to a draft with canonical make and model names.
  const mapped: MappedRow[] = [];
  const feedRuns: { file: string; parsed: ParsedCsv; importer: FeedImporter; content: Uint8Array; entries: ReportEntry[] }[] = [];
  for (const feed of feeds) {
    const file = basename(feed.file);
    const { parsed, importer } = parseFeed(feed, importers);
    const run = { file, parsed, importer, content: feed.content, entries: [] as ReportEntry[] };
    feedRuns.push(run);
    for (const row of parsed.rows) {
      const result = importer.mapRow(row);
      const issues: RowIssue[] = [...result.issues];
      if (result.ok) mapped.push({ run, line: row.line, importer, draft: withCanonicalName(result.draft, issues), issues });
      else note(run.entries, file, row.line, issues);
    }
  }

  // 2. One spelling per make and model across the whole stock (names no table knows, written several ways).
  const spellings = preferredSpellings(mapped.map((m) => m.draft));
  for (const m of mapped) respell(m, spellings);

  // 3. Build, validate and number the cars, in feed order.
  for (const m of mapped) {
    const { run, line, draft: d } = m;
    note(run.entries, run.file, line, m.issues);
    const identity = `${m.importer.format}\n${d.identity}`;
    const n = occurrences.get(identity) ?? 0;
    occurrences.set(identity, n + 1);
    const seed = sha256Hex(`${identity}\n#${n}`);
    let salt = 0;
    while (usedIds.has(positiveInt31(seed, salt))) salt++;
    const id = positiveInt31(seed, salt);
    const stocknum = d.stocknum ?? derivedStocknum(d.car_type, id);
    if (usedStocknums.has(stocknum)) {
      note(run.entries, run.file, line, [{ field: 'stocknum', action: 'rejected', reason: 'duplicate stock number', original: stocknum }]);
      continue;
    }
    const built = buildCar(d, { id, stocknum, stocknumDerived: d.stocknum === null, seed, asOf, geo: opts.geo ?? null });
    const valid = Car.safeParse(built.input);
    if (!valid.success) {
      note(
        run.entries,
        run.file,
        line,
        valid.error.issues.map((i) => ({
          field: i.path.join('.') || '(car)',
          action: 'rejected' as const,
          reason: `invalid car: ${i.message}`,
          original: null,
        })),
      );
      continue;
    }
    note(run.entries, run.file, line, built.issues);
    usedIds.add(id);
    usedStocknums.add(stocknum);
    cars.push(valid.data);
    if (built.placeholder) placeholderSvgs.set(built.placeholder.file, built.placeholder.svg);
  }

  for (const { file, parsed, importer, content, entries } of feedRuns) {
    entries.sort((a, b) => a.line - b.line);
    const rows = countRows(parsed.rows.length, entries);
    feedReports.push({
      file,
      format: importer.format,
      rows,
      reasons: summariseReasons(entries),
      notes: importer.notes?.(parsed.rows) ?? [],
    });
    feedSources.push({ file, sha256: sha256Hex(content), format: importer.format, rows, licence: importer.licence });
    allEntries.push(...entries);
  }

  const prices = marketPrices(cars);
  cars.forEach((car, i) => {
    const p = prices[i];
    if (!p || (p.average_market_price === null && p.state_average_market_price === null)) return;
    car.autograb_data = p;
    car.derived_fields = [...car.derived_fields, 'autograb_data'].sort();
  });

  const totals = addCounts(feedSources.map((f) => f.rows));
  // Final invariant check of the whole envelope (cars were validated one by one above).
  const snapshot = StockSnapshot.parse({
    source: { feeds: feedSources, rows: totals, note: SNAPSHOT_NOTE, derived: derivedFieldNotes(cars) },
    generated_at: opts.generatedAt,
    cars,
  });
  const placeholders = new Map([...placeholderSvgs].sort(([a], [b]) => a.localeCompare(b)).map(([f, svg]) => [f, svg()]));
  return { snapshot, report: { generated_at: opts.generatedAt, totals, feeds: feedReports, entries: allEntries }, placeholders };
}
