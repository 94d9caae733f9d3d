/**
 * The import report: every repaired, rejected or flagged row with its CSV line, field, action,
 * reason and original value; counts per reason with the first examples; a console summary.
 * Written beside the snapshot as `<out>.report.json`. No timing in it, so it is reproducible.
 */
import type { ImportRowCounts } from '../car-schema.ts';
import type { FeedNote, IssueAction, RowIssue } from '../importers/types.ts';

/** One report entry: a row issue located in its feed file and CSV line (1-based, header = line 1). */
export interface ReportEntry extends RowIssue {
  feed: string;
  line: number;
}

/** How often one (field, action, reason) occurred, with the first examples. */
export interface ReasonSummary {
  field: string;
  action: IssueAction;
  reason: string;
  count: number;
  examples: { line: number; original: string | null }[];
}

/** One feed's part of the report. */
export interface FeedReport {
  file: string;
  format: string;
  rows: ImportRowCounts;
  reasons: ReasonSummary[];
  notes: FeedNote[];
}

/** The whole report. */
export interface ImportReport {
  generated_at: string;
  totals: ImportRowCounts;
  feeds: FeedReport[];
  entries: ReportEntry[];
}

/** Examples kept per reason in the summaries. */
export const EXAMPLES_PER_REASON = 3;

/** Counts per (action, field, reason), most frequent first (ties by action, field, reason), with the first examples by line. */
export function summariseReasons(entries: readonly ReportEntry[], examples = EXAMPLES_PER_REASON): ReasonSummary[] {
  const map = new Map<string, ReasonSummary>();
  for (const e of entries) {
    const k = `${e.action}\u0000${e.field}\u0000${e.reason}`;
    let s = map.get(k);
    if (!s) map.set(k, (s = { field: e.field, action: e.action, reason: e.reason, count: 0, examples: [] }));
    s.count++;
    if (s.examples.length < examples) s.examples.push({ line: e.line, original: e.original });
  }
  const order = (s: ReasonSummary): string => `${s.action}\u0000${s.field}\u0000${s.reason}`;
  return [...map.values()].sort((a, b) => b.count - a.count || order(a).localeCompare(order(b)));
}

/** Row counts from a feed's rows and entries: repaired = imported rows with at least one `repaired` entry. */
export function countRows(read: number, entries: readonly ReportEntry[]): ImportRowCounts {
  const rejected = new Set<number>();
  const repaired = new Set<number>();
  for (const e of entries) {
    if (e.action === 'rejected') rejected.add(e.line);
    else if (e.action === 'repaired') repaired.add(e.line);
  }
  for (const line of rejected) repaired.delete(line);
  return { read, imported: read - rejected.size, repaired: repaired.size, rejected: rejected.size };
}

/** Sums row counts. */
export function addCounts(list: readonly ImportRowCounts[]): ImportRowCounts {
  return list.reduce(
    (a, b) => ({
      read: a.read + b.read,
      imported: a.imported + b.imported,
      repaired: a.repaired + b.repaired,
      rejected: a.rejected + b.rejected,
    }),
    { read: 0, imported: 0, repaired: 0, rejected: 0 },
  );
}

const fmtCounts = (c: ImportRowCounts): string => `read ${c.read}, imported ${c.imported}, repaired ${c.repaired}, rejected ${c.rejected}`;

/** The human summary printed at the end of an import: per feed, counts then each reason with examples. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  for (const f of report.feeds) {
    lines.push(`${f.file} (${f.format}): ${fmtCounts(f.rows)}`);
    for (const r of f.reasons) {
      const ex = r.examples.map((e) => `line ${e.line}${e.original === null ? '' : ` ${JSON.stringify(e.original)}`}`).join('; ');
      lines.push(`  ${String(r.count).padStart(6)}  ${r.action} ${r.field}: ${r.reason}  [${ex}]`);
    }
    for (const n of f.notes)
      lines.push(
        `  note ${n.column}: ${n.note} (${Object.entries(n.counts)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')})`,
      );
  }
  lines.push(`total: ${fmtCounts(report.totals)}`);
  return lines.join('\n');
}
