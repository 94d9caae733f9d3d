/**
 * The one storage interface of the edge API (issue #6 part 3). Two implementations pass the same
 * contract suite (`tests/api/storage.contract.ts`): SQLite in WAL mode (`sqlite.ts`, the default) and
 * PostgreSQL (`postgres.ts`, when `DATABASE_URL` is set).
 *
 * Guarantees every implementation gives:
 * - `insertLead` resolves only after the lead AND its outbox rows are committed durably, in one
 *   transaction (so a crash after the answer loses nothing, and a crash before it stores nothing).
 * - One lead per (tenant, Idempotency-Key): a retried submit answers the first lead's id.
 * - At most one booking per (tenant, location, appointment instant) among non-spam leads.
 * - Outbox rows are claimed with a lease, so a worker that dies mid-delivery releases them when the
 *   lease runs out (delivery is at-least-once; receivers dedupe on the lead id).
 *
 * Times are Unix milliseconds unless named `*_iso`.
 */
import type { CommerceStore } from './commerce/types.ts';

/** Where a lead goes: the JSON webhook or the ADF 1.0 XML endpoint of the dealer CRM. */
export type DeliveryKind = 'webhook' | 'adf';

/**
 * Outbox row states: waiting (maybe after failures), done, or dead-lettered after the configured
 * attempts — a dead row is still retried on a slow schedule for days (see `claimDeliveries`) and can be
 * requeued by an operator (`requeueDead`).
 */
export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

/** A lead to commit. `payload` is the validated lead plus server-added fields (JSON-serialisable). */
export interface NewLead {
  lead_id: string;
  tenant: string;
  form: string;
  created_at: number;
  /** Honeypot filled: stored for review, never delivered. */
  spam: boolean;
  idempotency_key: string | null;
  /** Hash of the validated body; a key reused with another body is a conflict. */
  body_hash: string | null;
  location_id: string | null;
  /** Booked test-drive instant, canonical UTC ISO (`Date#toISOString`), or null. */
  appointment_iso: string | null;
  payload: Record<string, unknown>;
  /** Outbox rows to create with the lead. */
  deliveries: readonly DeliveryKind[];
  /** Hash of the booking client's IP and of the buyer's contact (test-drive booking caps), or null. */
  client_key?: string | null;
  contact_key?: string | null;
  /**
   * Refuse the booking (`booking_cap`) when the tenant already holds `max` non-spam bookings in
   * [from_iso, to_iso) (the location's local day) with this `client_key` or `contact_key`.
   */
  booking_cap?: { max: number; from_iso: string; to_iso: string } | null;
}

/** The outcome of {@link LeadStore.insertLead}. */
export type InsertResult =
  | { status: 'created'; lead_id: string }
  | { status: 'replayed'; lead_id: string }
  | { status: 'key_conflict' }
  | { status: 'slot_taken' }
  | { status: 'booking_cap' };

/** A stored lead. `payload` is de-identified (personal fields removed) after the retention period. */
export interface StoredLead {
  lead_id: string;
  tenant: string;
  form: string;
  created_at: number;
  spam: boolean;
  idempotency_key: string | null;
  location_id: string | null;
  appointment_iso: string | null;
  payload: Record<string, unknown>;
  deidentified_at: number | null;
}

/** A claimed outbox row with its lead. */
export interface DeliveryJob {
  id: number;
  lead_id: string;
  tenant: string;
  kind: DeliveryKind;
  /** Attempts made before this one. */
  attempts: number;
  /** When the row was dead-lettered (it is on the slow schedule), else null. */
  dead_at: number | null;
  lead: StoredLead;
}

/** Undelivered outbox rows of one tenant and status, for health checks and metrics. */
export interface OutboxStat {
  tenant: string;
  status: 'pending' | 'dead';
  count: number;
  /** `created_at` of the oldest lead among them (Unix ms). */
  oldest_lead_at: number;
}

/** What happened to one delivery attempt. */
export type DeliveryOutcome =
  | { status: 'delivered' }
  | { status: 'retry'; next_attempt_at: number; error: string }
  /** Out of attempts (or a permanent failure): dead-lettered, retried again at `next_attempt_at` on the slow schedule (kept when absent). */
  | { status: 'dead'; error: string; next_attempt_at?: number };

/** One outbox row, for reports and tests. */
export interface DeliveryRow {
  id: number;
  lead_id: string;
  tenant: string;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  /** When the row is next due (Unix ms). */
  next_attempt_at: number;
  /** When the row first ran out of attempts (dead-lettered), else null. */
  dead_at: number | null;
}

/** The storage of the edge API. Every method may reject with a storage error (the API answers 503). */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Accounts, watchlists, reservations and outbox messages in the same database (issue #13). */
  readonly commerce: CommerceStore;
  /** Commits a lead and its outbox rows (see the module guarantees). */
  insertLead(lead: NewLead): Promise<InsertResult>;
  getLead(leadId: string): Promise<StoredLead | null>;
  /** Leads of a tenant (all tenants when omitted), spam included. */
  countLeads(tenant?: string): Promise<number>;
  /** Every lead id with its idempotency key (verification in tests and benchmarks). */
  listLeadKeys(tenant?: string): Promise<Array<{ lead_id: string; idempotency_key: string | null }>>;
  /** Spec §7 phone-reveal record. */
  recordPhoneReveal(r: {
    tenant: string;
    car_id: string;
    dealership_id: string;
    website_id: string | null;
    created_at: number;
  }): Promise<void>;
  countPhoneReveals(tenant: string): Promise<number>;
  /** Adds one view of a car and returns its new count (spec §7 view.json). */
  incrementViews(tenant: string, carSlug: string): Promise<number>;
  /** Spec §7 `/api/miscellaneous` (valuation result). Returns the row id. */
  saveMiscellaneous(r: {
    tenant: string;
    column_name: string;
    lead_id: string | null;
    data: Record<string, unknown>;
    created_at: number;
  }): Promise<number>;
  /** Booked appointment instants (UTC ISO) of a location within [fromIso, toIso). */
  bookedAppointments(tenant: string, locationId: string, fromIso: string, toIso: string): Promise<string[]>;
  /**
   * Claims up to `limit` due outbox rows for `leaseMs`: pending rows, and dead rows dead-lettered at or
   * after `deadSince` (default: none), so dead letters keep being retried for a while.
   */
  claimDeliveries(now: number, limit: number, leaseMs: number, deadSince?: number): Promise<DeliveryJob[]>;
  /** Records an attempt's outcome and releases the lease (attempts + 1). */
  completeDelivery(id: number, outcome: DeliveryOutcome, now: number): Promise<void>;
  listDeliveries(tenant?: string): Promise<DeliveryRow[]>;
  /** Undelivered rows (pending and dead) counted per tenant and status. */
  outboxStats(): Promise<OutboxStat[]>;
  /**
   * Operator requeue: dead rows (of `tenant`, of leads created at or after `since`) become pending
   * with a fresh retry budget, due at `now`. Returns how many.
   */
  requeueDead(filter: { tenant?: string; since?: number }, now: number): Promise<number>;
  /**
   * One token from the shared bucket `key` (capacity, refilled at perMinute), kept in the database so
   * every API instance on it shares the limit. Only stores that several instances share implement it.
   */
  takeRateToken?(
    key: string,
    capacity: number,
    perMinute: number,
    now: number,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
  /**
   * Retention: replaces the payload of the tenant's leads created before `cutoff` with `scrub(payload)`,
   * drops their idempotency keys and booking keys, and deletes the tenant's miscellaneous rows older than `cutoff`.
   * Returns how many leads were de-identified.
   */
  deidentifyBefore(
    tenant: string,
    cutoff: number,
    scrub: (payload: Record<string, unknown>) => Record<string, unknown>,
    now: number,
  ): Promise<number>;
  /** Waits for queued writes and closes the database. */
  close(): Promise<void>;
}
