/**
 * Reading a CSV feed with `csv-parse`: the header row and every data record with the 1-based line
 * number where the record starts in the file (a quoted field may span lines, as the real feed's
 * masked phone numbers do), so reports can point at the exact line.
 */
import { parse } from 'csv-parse/sync';

/** One data record: its starting line in the file and its values keyed by header name (untrimmed). */
export interface FeedRow {
  line: number;
  values: Record<string, string>;
  /** Set when the record's field count differs from the header's (the values are then incomplete). */
  columnCountMismatch?: { expected: number; actual: number };
}

/** A parsed CSV feed. */
export interface ParsedCsv {
  header: string[];
  rows: FeedRow[];
}

interface RecordWithInfo {
  record: string[];
  info: { bytes: number };
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * Parses a CSV feed (UTF-8, optional BOM, LF or CRLF). Blank physical lines are skipped; a record
 * whose field count differs from the header is kept and marked, for the importer to reject.
 * Line numbers come from csv-parse's byte offsets (`info.bytes`, the end of each record).
 * @throws Error with the csv-parse reason (e.g. an unclosed quote) when the text is not CSV.
 */
export function parseCsv(input: Uint8Array | string): ParsedCsv {
  const buf = typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input);
  const records = parse(buf, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as RecordWithInfo[];
  let offset = 0;
  let line = 1;
  const starts: number[] = [];
  for (const { info } of records) {
    // Skip blank lines before the record, counting them.
    while (offset < info.bytes && (buf[offset] === LF || buf[offset] === CR)) {
      if (buf[offset] === LF) line++;
      offset++;
    }
    starts.push(line);
    for (; offset < info.bytes; offset++) if (buf[offset] === LF) line++;
  }
  const [head, ...body] = records;
  if (!head) return { header: [], rows: [] };
  const header = head.record.map((h) => h.trim());
  const rows = body.map(({ record }, i): FeedRow => {
    const values: Record<string, string> = {};
    header.forEach((name, col) => {
      values[name] = record[col] ?? '';
    });
    const row: FeedRow = { line: starts[i + 1] ?? 0, values };
    if (record.length !== header.length) row.columnCountMismatch = { expected: header.length, actual: record.length };
    return row;
  });
  return { header, rows };
}
