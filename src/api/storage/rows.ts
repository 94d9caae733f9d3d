/**
 * The row mapping both stores share (SQLite and PostgreSQL read and write the same columns, see
 * `migrations/`): database rows to {@link StoredLead} and {@link DeliveryRow}, and the JSON text
 * written to the `payload`/`data` columns. Drivers differ only in what they hand back: node:sqlite
 * gives JSON columns as text and integers as numbers; `pg` gives JSONB as objects and BIGINT as
 * strings — every field is normalised here.
 */
import { storableText } from '../../domain/lead.ts';
import type { DeliveryKind, DeliveryOutcome, DeliveryRow, OutboxStat, StoredLead } from './types.ts';

/** A row as a driver returns it. */
export type Row = Record<string, unknown>;

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A JSON column: text (SQLite) or an already parsed object (PostgreSQL JSONB). */
export function jsonColumn(v: unknown): Record<string, unknown> {
  return typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown>);
}

/** Maps a `leads` row to a {@link StoredLead}. */
export function rowToLead(r: Row): StoredLead {
  return {
    lead_id: String(r.lead_id),
    tenant: String(r.tenant),
    form: String(r.form),
    created_at: Number(r.created_at),
    spam: Boolean(Number(r.spam)),
    idempotency_key: str(r.idempotency_key),
    location_id: str(r.location_id),
    appointment_iso: str(r.appointment_iso),
    payload: jsonColumn(r.payload),
    deidentified_at: num(r.deidentified_at),
  };
}

/** Maps an `outbox` row to a {@link DeliveryRow}. */
export function rowToDelivery(r: Row): DeliveryRow {
  return {
    id: Number(r.id),
    lead_id: String(r.lead_id),
    tenant: String(r.tenant),
    kind: r.kind as DeliveryKind,
    status: r.status as DeliveryRow['status'],
    attempts: Number(r.attempts),
    last_error: str(r.last_error),
    next_attempt_at: Number(r.next_attempt_at),
    dead_at: num(r.dead_at),
  };
}

/** The columns an attempt's outcome writes: status, next due time (null = keep), last error. */
export function outcomeColumns(outcome: DeliveryOutcome): {
  status: 'pending' | 'delivered' | 'dead';
  next: number | null;
  error: string | null;
} {
  if (outcome.status === 'delivered') return { status: 'delivered', next: null, error: null };
  return {
    status: outcome.status === 'retry' ? 'pending' : 'dead',
    next: outcome.next_attempt_at ?? null,
    error: outcome.error.slice(0, 500),
  };
}

/** Undelivered outbox rows per tenant and status, with their oldest lead (the same SQL on both databases). */
export const OUTBOX_STATS_SQL = `SELECT o.tenant, o.status, COUNT(*) AS n, MIN(l.created_at) AS oldest FROM outbox o JOIN leads l ON l.lead_id = o.lead_id
  WHERE o.status IN ('pending', 'dead') GROUP BY o.tenant, o.status ORDER BY o.tenant, o.status`;

/** Maps a row of {@link OUTBOX_STATS_SQL}. */
export function rowToOutboxStat(r: Row): OutboxStat {
  return { tenant: String(r.tenant), status: r.status as OutboxStat['status'], count: Number(r.n), oldest_lead_at: Number(r.oldest) };
}

/**
 * JSON text for a `payload`/`data` column. PostgreSQL's JSONB refuses the escape `\u0000` and unpaired
 * surrogates (`\ud800` alone); the API's schemas already strip them from every text field
 * (`storableText` in src/domain/lead.ts), and this is the last guard for anything else: when the text
 * could hold either, strings and keys are cleaned the same way before writing.
 */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value);
  if (!/\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(text)) return text;
  return JSON.stringify(cleanJson(value));
}

function cleanJson(v: unknown): unknown {
  if (typeof v === 'string') return storableText(v);
  if (Array.isArray(v)) return v.map(cleanJson);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [storableText(k), cleanJson(x)]));
  return v;
}
