/**
 * `npm run stock:import -- <feed.csv> [<more feeds>] --out <snapshot.json|.json.gz> [--as-of YYYY-MM-DD] [--geo <suburbs.csv>]`
 *
 * Imports dealer CSV stock feeds into one stock snapshot (see `src/stock/import.ts`), writes it with
 * its report and placeholder images, prints the report summary and the import speed.
 * Exit codes: 0 done, 1 unreadable file or feed, 2 bad arguments.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FeedError, importFeeds, type FeedSource } from '../src/stock/import.ts';
import { parseImportArgs, resolveGeneratedAt, USAGE } from '../src/stock/import/cli-args.ts';
import { parseGeoCsv, type GeoIndex } from '../src/stock/import/geo.ts';
import { formatReport } from '../src/stock/import/report.ts';
import { writeImport } from '../src/stock/import/write.ts';

/** The suburbs table used when `--geo` is not given (CI has ../shared beside the repo). */
const DEFAULT_GEO = fileURLToPath(new URL('../../shared/data/geo/au-suburbs-abs2016.csv', import.meta.url));

function fail(message: string, code: number): never {
  console.error(`stock:import: ${message}`);
  if (code === 2) console.error(`\n${USAGE}`);
  process.exit(code);
}

function readOrFail(path: string, what: string): Buffer {
  try {
    return readFileSync(path);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const reason =
      e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'is a directory' : e.code === 'EACCES' ? 'permission denied' : e.message;
    return fail(`cannot read ${what} ${path}: ${reason}`, 1);
  }
}

const parsed = parseImportArgs(process.argv.slice(2));
if (!parsed.ok) fail(parsed.message, 2);
const args = parsed.args;
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

let generatedAt: string;
try {
  generatedAt = resolveGeneratedAt(args.asOf, process.env, Date.now());
} catch (err) {
  fail((err as Error).message, 2);
}

let geo: GeoIndex | null = null;
const geoPath = args.geo ?? (existsSync(DEFAULT_GEO) ? DEFAULT_GEO : null);
if (geoPath) {
  try {
    geo = parseGeoCsv(readOrFail(geoPath, 'geo table'));
  } catch (err) {
    fail(`cannot use geo table ${geoPath}: ${(err as Error).message}`, 1);
  }
} else {
  console.warn(`stock:import: no geo table (${DEFAULT_GEO} not found, no --geo): postcodes stay null`);
}

const feeds: FeedSource[] = args.feeds.map((file) => ({ file, content: readOrFail(file, 'feed') }));
const started = performance.now();
let result;
try {
  result = importFeeds(feeds, { generatedAt, geo });
} catch (err) {
  if (err instanceof FeedError) fail(err.message, 1);
  throw err;
}
const importMs = performance.now() - started;
let written;
try {
  written = writeImport(args.out, result);
} catch (err) {
  fail(`cannot write ${args.out}: ${(err as Error).message}`, 1);
}
const totalMs = performance.now() - started;

console.log(formatReport(result.report));
console.log(
  `\nsnapshot ${written.snapshot.path}: ${result.snapshot.cars.length} cars, generated_at ${generatedAt}, ${(written.snapshot.bytes / 1024 / 1024).toFixed(2)} MB`,
);
console.log(`report   ${written.report.path}: ${result.report.entries.length} entries`);
console.log(
  `images   ${written.placeholders.dir}: ${written.placeholders.count} placeholders${written.placeholders.removed ? `, ${written.placeholders.removed} stale removed` : ''}`,
);
const rows = result.report.totals.read;
console.log(
  `timing   ${rows} rows imported in ${(importMs / 1000).toFixed(2)} s (${Math.round(rows / (importMs / 1000))} rows/s); with writing ${(totalMs / 1000).toFixed(2)} s`,
);
