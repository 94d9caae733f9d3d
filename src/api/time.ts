/**
 * Instants written in a location's IANA time zone, and local wall-clock times turned into instants
 * (test-drive slots, ADF `requestdate`). Web-standard `Intl` only, so it runs on the edge too.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of `timeZone` from UTC at instant `ms`, in minutes (Sydney in January: +660). @throws RangeError for an unknown zone. */
export function offsetMinutes(ms: number, timeZone: string): number {
  const p: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(ms))) p[part.type] = part.value;
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** ISO 8601 with the zone's offset, seconds precision: `2027-03-15T10:30:00+11:00`. */
export function isoInZone(ms: number, timeZone: string): string {
  const off = offsetMinutes(ms, timeZone);
  const local = new Date(Math.floor(ms / 1000) * 1000 + off * 60_000).toISOString().slice(0, 19);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The instant (Unix ms) of local date `YYYY-MM-DD` at `minutes` past local midnight in `timeZone`.
 * Around a DST change a skipped local time (02:30 on the spring-forward day) maps an hour forward, and a
 * repeated one to one of its two instants; dealer hours never fall there.
 */
export function zonedToUtc(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, minutes);
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  return asUtc - offsetMinutes(first, timeZone) * 60_000;
}
