/**
 * SQLite storage (the default): Node's built-in `node:sqlite` (no native compile, unlike
 * better-sqlite3), WAL journal, `synchronous=FULL` so a committed lead survives a process kill AND a
 * power cut. One fsync per commit would cap intake at ~1,500 leads/s on this disk, so writes go through
 * a group commit: every write queued in one event-loop turn runs in ONE transaction (each in its own
 * savepoint, so one failing write does not undo the others), and every caller is answered after that
 * COMMIT returns. Single process per database file (leases are released on open).
 */
import { DatabaseSync } from 'node:sqlite';
import { sqliteCommerceStore } from './commerce/sqlite.ts';
import { sqliteKysely } from './kysely.ts';
import { migrateToLatest } from './migrations/index.ts';
import { jsonColumn, jsonText, outcomeColumns, OUTBOX_STATS_SQL, rowToDelivery, rowToLead, rowToOutboxStat, type Row } from './rows.ts';
import type { DeliveryJob, DeliveryKind, DeliveryOutcome, InsertResult, LeadStore, NewLead } from './types.ts';

/** Options of {@link openSqliteStore}. */
export interface SqliteOptions {
  /** File path, or ':memory:' for tests. */
  path: string;
  /** PRAGMA synchronous (default 'FULL'; 'NORMAL' survives a process kill but not a power cut). */
  synchronous?: 'FULL' | 'NORMAL';
  /** Most writes in one transaction (default 1000). */
  maxBatch?: number;
}

interface QueuedWrite {
  fn: () => unknown;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/**
 * Opens (creating if needed) a SQLite lead store and migrates its schema to the latest version
 * (`migrations/`). @throws when the file cannot be opened or a migration fails.
 */
export async function openSqliteStore(opts: SqliteOptions): Promise<LeadStore> {
  const db = new DatabaseSync(opts.path);
  db.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${opts.synchronous ?? 'FULL'}; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;`,
  );
  try {
    await migrateToLatest(sqliteKysely(db), 'sqlite');
  } catch (err) {
    db.close();
    throw err;
  }
  db.exec(`UPDATE outbox SET locked_until = NULL WHERE status != 'delivered' AND locked_until IS NOT NULL`);
  const maxBatch = opts.maxBatch ?? 1000;
  const st = (sql: string) => db.prepare(sql);
  const q = {
    idem: st('SELECT lead_id, body_hash FROM leads WHERE tenant = ? AND idempotency_key = ?'),
    insLead:
      st(`INSERT INTO leads (lead_id, tenant, form, created_at, spam, idempotency_key, body_hash, location_id, appointment_iso, payload, client_key, contact_key)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
    bookings: st(`SELECT COUNT(*) AS n FROM leads WHERE tenant = ? AND spam = 0 AND appointment_iso >= ? AND appointment_iso < ?
      AND (client_key = ? OR contact_key = ?)`),
    insOutbox: st('INSERT INTO outbox (lead_id, tenant, kind, next_attempt_at, updated_at) VALUES (?, ?, ?, ?, ?)'),
    getLead: st('SELECT * FROM leads WHERE lead_id = ?'),
    view: st(
      'INSERT INTO car_views (tenant, car_slug, views) VALUES (?, ?, 1) ON CONFLICT (tenant, car_slug) DO UPDATE SET views = car_views.views + 1 RETURNING views',
    ),
    savepoint: st('SAVEPOINT w'),
    release: st('RELEASE w'),
    rollbackTo: st('ROLLBACK TO w'),
  };
  const queue: QueuedWrite[] = [];
  let scheduled = false;
  let closed = false;

  function flush(): void {
    scheduled = false;
    const batch = queue.splice(0, maxBatch);
    if (queue.length > 0) schedule();
    const results: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const w of batch) {
        q.savepoint.run();
        try {
          results.push({ ok: true, value: w.fn() });
          q.release.run();
        } catch (error) {
          q.rollbackTo.run();
          q.release.run();
          results.push({ ok: false, error });
        }
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => {
      const r = results[i]!;
      if (r.ok) w.resolve(r.value);
      else w.reject(r.error);
    });
  }
  function schedule(): void {
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  }
  /** Queues a write for the next group commit; resolves after COMMIT. */
  function write<T>(fn: () => T): Promise<T> {
    if (closed) return Promise.reject(new Error('store is closed'));
    return new Promise<T>((resolve, reject) => {
      queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      schedule();
    });
  }
  const all = (sql: string, ...args: Array<string | number | null>) => db.prepare(sql).all(...args) as Row[];

  return {
    kind: 'sqlite',
    commerce: sqliteCommerceStore(db),
    insertLead: (lead: NewLead) =>
      write((): InsertResult => {
        if (lead.idempotency_key !== null) {
          const prior = q.idem.get(lead.tenant, lead.idempotency_key) as Row | undefined;
          if (prior)
            return prior.body_hash === lead.body_hash ? { status: 'replayed', lead_id: String(prior.lead_id) } : { status: 'key_conflict' };
        }
        const cap = lead.booking_cap;
        if (
          cap &&
          !lead.spam &&
          Number((q.bookings.get(lead.tenant, cap.from_iso, cap.to_iso, lead.client_key ?? null, lead.contact_key ?? null) as Row).n) >=
            cap.max
        ) {
          return { status: 'booking_cap' };
        }
        const res = q.insLead.run(
          lead.lead_id,
          lead.tenant,
          lead.form,
          lead.created_at,
          lead.spam ? 1 : 0,
          lead.idempotency_key,
          lead.body_hash,
          lead.location_id,
          lead.appointment_iso,
          jsonText(lead.payload),
          lead.client_key ?? null,
          lead.contact_key ?? null,
        );
        if (res.changes === 0) return { status: 'slot_taken' };
        for (const kind of lead.deliveries) q.insOutbox.run(lead.lead_id, lead.tenant, kind, lead.created_at, lead.created_at);
        return { status: 'created', lead_id: lead.lead_id };
      }),
    getLead: async (leadId) => {
      const r = q.getLead.get(leadId) as Row | undefined;
      return r ? rowToLead(r) : null;
    },
    countLeads: async (tenant) =>
      Number((tenant ? all('SELECT COUNT(*) AS n FROM leads WHERE tenant = ?', tenant) : all('SELECT COUNT(*) AS n FROM leads'))[0]!.n),
    listLeadKeys: async (tenant) =>
      (tenant
        ? all('SELECT lead_id, idempotency_key FROM leads WHERE tenant = ?', tenant)
        : all('SELECT lead_id, idempotency_key FROM leads')
      ).map((r) => ({ lead_id: String(r.lead_id), idempotency_key: (r.idempotency_key as string | null) ?? null })),
    recordPhoneReveal: (r) =>
      write(() => {
        db.prepare('INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
          r.tenant,
          r.car_id,
          r.dealership_id,
          r.website_id,
          r.created_at,
        );
      }),
    countPhoneReveals: async (tenant) => Number(all('SELECT COUNT(*) AS n FROM phone_reveals WHERE tenant = ?', tenant)[0]!.n),
    incrementViews: (tenant, slug) => write(() => Number((q.view.get(tenant, slug) as Row).views)),
    saveMiscellaneous: (r) =>
      write(() =>
        Number(
          db
            .prepare('INSERT INTO miscellaneous (tenant, column_name, lead_id, data, created_at) VALUES (?, ?, ?, ?, ?)')
            .run(r.tenant, r.column_name, r.lead_id, jsonText(r.data), r.created_at).lastInsertRowid,
        ),
      ),
    bookedAppointments: async (tenant, locationId, fromIso, toIso) =>
      all(
        `SELECT appointment_iso FROM leads WHERE tenant = ? AND location_id = ? AND spam = 0 AND appointment_iso >= ? AND appointment_iso < ?`,
        tenant,
        locationId,
        fromIso,
        toIso,
      ).map((r) => String(r.appointment_iso)),
    claimDeliveries: (now, limit, leaseMs, deadSince = Number.MAX_SAFE_INTEGER) =>
      write((): DeliveryJob[] => {
        // Pending rows first, then dead letters on their slow schedule: two index range scans (outbox_due),
        // each ordered and limited — one query with an OR sorted every due row on each claim.
        const claim = (where: string, n: number, ...args: number[]) =>
          n <= 0
            ? []
            : (db
                .prepare(`UPDATE outbox SET locked_until = ? WHERE id IN (SELECT id FROM outbox
        WHERE ${where} AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?) ORDER BY next_attempt_at, id LIMIT ?)
        RETURNING id, lead_id, tenant, kind, attempts, dead_at`)
                .all(now + leaseMs, ...args, now, now, n) as Row[]);
        const pending = claim(`status = 'pending'`, limit);
        const rows = [...pending, ...claim(`status = 'dead' AND dead_at >= ?`, limit - pending.length, deadSince)];
        return rows
          .map((r) => ({
            id: Number(r.id),
            lead_id: String(r.lead_id),
            tenant: String(r.tenant),
            kind: r.kind as DeliveryKind,
            attempts: Number(r.attempts),
            dead_at: r.dead_at === null ? null : Number(r.dead_at),
            lead: rowToLead(q.getLead.get(String(r.lead_id)) as Row),
          }))
          .sort((a, b) => a.id - b.id);
      }),
    completeDelivery: (id, outcome: DeliveryOutcome, now) =>
      write(() => {
        const o = outcomeColumns(outcome);
        db.prepare(`UPDATE outbox SET status = ?, attempts = attempts + 1, next_attempt_at = COALESCE(?, next_attempt_at), locked_until = NULL,
        last_error = ?, updated_at = ?, dead_at = CASE WHEN ? = 'dead' THEN COALESCE(dead_at, ?) END WHERE id = ?`).run(
          o.status,
          o.next,
          o.error,
          now,
          o.status,
          now,
          id,
        );
      }),
    outboxStats: async () => all(OUTBOX_STATS_SQL).map(rowToOutboxStat),
    requeueDead: (filter, now) =>
      write(() =>
        Number(
          db
            .prepare(`UPDATE outbox SET status = 'pending', attempts = 0, dead_at = NULL, locked_until = NULL,
      next_attempt_at = ?, updated_at = ? WHERE status = 'dead' AND (? IS NULL OR tenant = ?)
      AND (? IS NULL OR lead_id IN (SELECT lead_id FROM leads WHERE created_at >= ?))`)
            .run(now, now, filter.tenant ?? null, filter.tenant ?? null, filter.since ?? null, filter.since ?? null).changes,
        ),
      ),
    listDeliveries: async (tenant) =>
      (tenant ? all('SELECT * FROM outbox WHERE tenant = ? ORDER BY id', tenant) : all('SELECT * FROM outbox ORDER BY id')).map(
        rowToDelivery,
      ),
    deidentifyBefore: (tenant, cutoff, scrub, now) =>
      write(() => {
        const rows = db
          .prepare('SELECT lead_id, payload FROM leads WHERE tenant = ? AND created_at < ? AND deidentified_at IS NULL')
          .all(tenant, cutoff) as Row[];
        const upd = db.prepare(
          'UPDATE leads SET payload = ?, idempotency_key = NULL, body_hash = NULL, client_key = NULL, contact_key = NULL, deidentified_at = ? WHERE lead_id = ?',
        );
        for (const r of rows) upd.run(jsonText(scrub(jsonColumn(r.payload))), now, String(r.lead_id));
        db.prepare('DELETE FROM miscellaneous WHERE tenant = ? AND created_at < ?').run(tenant, cutoff);
        return rows.length;
      }),
    close: async () => {
      if (closed) return;
      while (queue.length > 0 || scheduled) await new Promise((r) => setImmediate(r));
      closed = true;
      db.close();
    },
  };
}
