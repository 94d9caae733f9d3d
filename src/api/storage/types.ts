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

/** Where a lead goes: the JSON webhook or the ADF 1.0 XML endpoint of the dealer CRM. */
export type DeliveryKind = 'webhook' | 'adf';

/** Outbox row states: waiting (maybe after failures), done, or given up after the configured attempts. */
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
}

/** The outcome of {@link LeadStore.insertLead}. */
export type InsertResult =
  | { status: 'created'; lead_id: string }
  | { status: 'replayed'; lead_id: string }
  | { status: 'key_conflict' }
  | { status: 'slot_taken' };

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
  lead: StoredLead;
}

/** What happened to one delivery attempt. */
export type DeliveryOutcome =
  | { status: 'delivered' }
  | { status: 'retry'; next_attempt_at: number; error: string }
  | { status: 'dead'; error: string };

/** One outbox row, for reports and tests. */
export interface DeliveryRow {
  id: number;
  lead_id: string;
  tenant: string;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
}

/** The storage of the edge API. Every method may reject with a storage error (the API answers 503). */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Commits a lead and its outbox rows (see the module guarantees). */
  insertLead(lead: NewLead): Promise<InsertResult>;
  getLead(leadId: string): Promise<StoredLead | null>;
  /** Leads of a tenant (all tenants when omitted), spam included. */
  countLeads(tenant?: string): Promise<number>;
  /** Every lead id with its idempotency key (verification in tests and benchmarks). */
  listLeadKeys(tenant?: string): Promise<Array<{ lead_id: string; idempotency_key: string | null }>>;
  /** Spec §7 phone-reveal record. */
  recordPhoneReveal(r: { tenant: string; car_id: string; dealership_id: string; website_id: string | null; created_at: number }): Promise<void>;
  countPhoneReveals(tenant: string): Promise<number>;
  /** Adds one view of a car and returns its new count (spec §7 view.json). */
  incrementViews(tenant: string, carSlug: string): Promise<number>;
  /** Spec §7 `/api/miscellaneous` (valuation result). Returns the row id. */
  saveMiscellaneous(r: { tenant: string; column_name: string; lead_id: string | null; data: Record<string, unknown>; created_at: number }): Promise<number>;
  /** Booked appointment instants (UTC ISO) of a location within [fromIso, toIso). */
  bookedAppointments(tenant: string, locationId: string, fromIso: string, toIso: string): Promise<string[]>;
  /** Claims up to `limit` due outbox rows for `leaseMs`. */
  claimDeliveries(now: number, limit: number, leaseMs: number): Promise<DeliveryJob[]>;
  /** Records an attempt's outcome and releases the lease (attempts + 1). */
  completeDelivery(id: number, outcome: DeliveryOutcome, now: number): Promise<void>;
  listDeliveries(tenant?: string): Promise<DeliveryRow[]>;
  /**
   * Retention: replaces the payload of the tenant's leads created before `cutoff` with `scrub(payload)`,
   * drops their idempotency keys, and deletes the tenant's miscellaneous rows older than `cutoff`.
   * Returns how many leads were de-identified.
   */
  deidentifyBefore(tenant: string, cutoff: number, scrub: (payload: Record<string, unknown>) => Record<string, unknown>, now: number): Promise<number>;
  /** Waits for queued writes and closes the database. */
  close(): Promise<void>;
}
