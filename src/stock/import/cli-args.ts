/**
 * Command-line arguments of `npm run stock:import` (`scripts/stock-import.ts`), parsed with
 * `node:util` `parseArgs`, and the snapshot instant they select. Kept apart from the script so
 * both are testable without a process.
 */
import { parseArgs } from 'node:util';
import { isCalendarDate } from '../../domain/time.ts';
import { isoSeconds } from './derive.ts';

/** Usage text printed on `--help` and after an argument error. */
export const USAGE = `Usage: npm run stock:import -- <feed.csv> [<more feeds>] --out <snapshot.json|snapshot.json.gz> [--as-of YYYY-MM-DD] [--geo <suburbs.csv>]

  <feed.csv>       one or more dealer CSV stock feeds; the format is detected from each header row
  --out, -o        snapshot file to write (.json, or .json.gz for gzip); the report goes to <out>.report.json
                   and placeholder images to placeholders/ beside it
  --as-of          the snapshot date (UTC midnight); default: SOURCE_DATE_EPOCH if set, else the start of today (UTC)
  --geo            ABS suburbs CSV for postcodes (default ../shared/data/geo/au-suburbs-abs2016.csv when present)
  --help, -h       show this help`;

/** Parsed arguments. */
export interface ImportArgs {
  feeds: string[];
  out: string;
  asOf: string | null;
  geo: string | null;
  help: boolean;
}

/** `{ ok: true, args }` or `{ ok: false, message }` naming the bad argument. Never throws. */
export function parseImportArgs(argv: readonly string[]): { ok: true; args: ImportArgs } | { ok: false; message: string } {
  let values: { out?: string | undefined; 'as-of'?: string | undefined; geo?: string | undefined; help?: boolean | undefined };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        out: { type: 'string', short: 'o' },
        'as-of': { type: 'string' },
        geo: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
  const args: ImportArgs = {
    feeds: positionals,
    out: values.out ?? '',
    asOf: values['as-of'] ?? null,
    geo: values.geo ?? null,
    help: values.help ?? false,
  };
  if (args.help) return { ok: true, args };
  if (args.feeds.length === 0) return { ok: false, message: 'no feed given: name at least one CSV file' };
  if (!args.out) return { ok: false, message: 'missing --out <snapshot.json|snapshot.json.gz>' };
  if (!/\.json(\.gz)?$/.test(args.out)) return { ok: false, message: `--out must end in .json or .json.gz, got "${args.out}"` };
  if (args.asOf !== null && !isCalendarDate(args.asOf))
    return { ok: false, message: `--as-of must be a real date YYYY-MM-DD, got "${args.asOf}"` };
  return { ok: true, args };
}

/**
 * The snapshot's `generated_at`: `--as-of` at UTC midnight if given; else `SOURCE_DATE_EPOCH`
 * (Unix seconds, the reproducible-builds convention) if set; else the start of the current UTC day
 * (so two imports on one day agree). `nowMs` is passed in for testing.
 * @throws RangeError when SOURCE_DATE_EPOCH is set but not a non-negative integer.
 */
export function resolveGeneratedAt(asOf: string | null, env: Readonly<Record<string, string | undefined>>, nowMs: number): string {
  if (asOf !== null) return `${asOf}T00:00:00Z`;
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch)) throw new RangeError(`SOURCE_DATE_EPOCH must be Unix seconds, got "${epoch}"`);
    return isoSeconds(Number(epoch));
  }
  return isoSeconds(Math.floor(nowMs / 86_400_000) * 86_400);
}
