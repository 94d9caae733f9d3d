/**
 * `--since` of the operator commands: an ISO date or time, or an age back from `now`.
 */

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Unix ms for `text`: `2026-11-20` (UTC midnight), `2026-11-20T09:00+11:00` (any ISO 8601 time
 * `Date.parse` reads; one without an offset is UTC), or an age `90m` / `48h` / `7d` before `now`.
 * Returns null for anything else.
 */
export function parseSince(text: string, now: number): number | null {
  const s = text.trim();
  const age = /^(\d+)\s*([mhd])$/i.exec(s);
  if (age) return now - Number(age[1]) * UNIT_MS[age[2]!.toLowerCase()]!;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/i.test(s)) return null;
  const iso = /^\d{4}-\d{2}-\d{2}[T ][\d:.]+$/.test(s) ? `${s.replace(' ', 'T')}Z` : s.replace(' ', 'T');
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}
