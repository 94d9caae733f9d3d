/**
 * PostgreSQL storage (when `DATABASE_URL` is set), through `pg`. Same contract as the SQLite store:
 * each lead and its outbox rows commit in one transaction (PostgreSQL fsyncs the commit and groups
 * concurrent commits itself); outbox rows are claimed `FOR UPDATE SKIP LOCKED` with a lease, so
 * several API instances can share one database.
 */
import pg from 'pg';
import { postgresCommerceStore } from './commerce/postgres.ts';
import { postgresKysely } from './kysely.ts';
import { migrateToLatest } from './migrations/index.ts';
import { jsonText, outcomeColumns, OUTBOX_STATS_SQL, rowToDelivery, rowToLead, rowToOutboxStat, type Row } from './rows.ts';
import type { DeliveryJob, DeliveryKind, DeliveryOutcome, InsertResult, LeadStore, NewLead } from './types.ts';

/** Options of {@link openPostgresStore}. */
export interface PostgresOptions {
  connectionString: string;
  /** Pool size (default 10). */
  max?: number;
  /** Schema (search_path) to use, created when missing; lets tests run in isolation. Default 'public'. */
  schema?: string;
}

/**
 * Opens a pool, migrates the schema to the latest version (`migrations/`; instances starting together
 * take turns under an advisory lock) and returns the store. @throws when PostgreSQL is unreachable or
 * a migration fails.
 */
export async function openPostgresStore(opts: PostgresOptions): Promise<LeadStore> {
  const schema = opts.schema ?? 'public';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  const pool = new pg.Pool({ connectionString: opts.connectionString, max: opts.max ?? 10, options: `-c search_path=${schema}` });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  try {
    // Instances starting together would race on CREATE SCHEMA (IF NOT EXISTS is not atomic): one at a
    // time, under a session advisory lock held on its own connection while the migrator runs.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`dealer-api-open:${schema}`]);
      await lock.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await migrateToLatest(postgresKysely(pool), 'postgres', { schema });
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`dealer-api-open:${schema}`]).catch(() => undefined);
      lock.release();
    }
  } catch (err) {
    await pool.end();
    throw err;
  }
  const rows = async (sql: string, args: unknown[] = []) => (await pool.query(sql, args)).rows as Row[];
  let lastPrune = 0;

  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      c.release();
    }
  }

  return {
    kind: 'postgres',
    commerce: postgresCommerceStore(pool),
    insertLead: (lead: NewLead) =>
      tx(async (c): Promise<InsertResult> => {
        const cap = lead.booking_cap;
        if (cap && !lead.spam) {
          // Bookings of one tenant and day take turns (they are few), so two instances cannot both pass the cap.
          await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`booking:${lead.tenant}:${cap.from_iso}`]);
          if (lead.idempotency_key !== null) {
            const prior = (
              await c.query('SELECT lead_id, body_hash FROM leads WHERE tenant = $1 AND idempotency_key = $2', [
                lead.tenant,
                lead.idempotency_key,
              ])
            ).rows[0] as Row | undefined;
            if (prior)
              return prior.body_hash === lead.body_hash
                ? { status: 'replayed', lead_id: String(prior.lead_id) }
                : { status: 'key_conflict' };
          }
          const n = (
            await c.query(
              `SELECT COUNT(*) AS n FROM leads WHERE tenant = $1 AND spam = 0 AND appointment_iso >= $2 AND appointment_iso < $3
          AND (client_key = $4 OR contact_key = $5)`,
              [lead.tenant, cap.from_iso, cap.to_iso, lead.client_key ?? null, lead.contact_key ?? null],
            )
          ).rows[0] as Row;
          if (Number(n.n) >= cap.max) return { status: 'booking_cap' };
        }
        const ins = await c.query(
          `INSERT INTO leads (lead_id, tenant, form, created_at, spam, idempotency_key, body_hash, location_id, appointment_iso, payload, client_key, contact_key)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
          [
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
          ],
        );
        if (ins.rowCount === 0) {
          // A concurrent or earlier insert holds the key (the unique index waited for it to commit), or the slot is booked.
          if (lead.idempotency_key !== null) {
            const prior = (
              await c.query('SELECT lead_id, body_hash FROM leads WHERE tenant = $1 AND idempotency_key = $2', [
                lead.tenant,
                lead.idempotency_key,
              ])
            ).rows[0] as Row | undefined;
            if (prior)
              return prior.body_hash === lead.body_hash
                ? { status: 'replayed', lead_id: String(prior.lead_id) }
                : { status: 'key_conflict' };
          }
          return { status: 'slot_taken' };
        }
        for (const kind of lead.deliveries) {
          await c.query('INSERT INTO outbox (lead_id, tenant, kind, next_attempt_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [
            lead.lead_id,
            lead.tenant,
            kind,
            lead.created_at,
          ]);
        }
        return { status: 'created', lead_id: lead.lead_id };
      }),
    getLead: async (leadId) => {
      const r = (await rows('SELECT * FROM leads WHERE lead_id = $1', [leadId]))[0];
      return r ? rowToLead(r) : null;
    },
    countLeads: async (tenant) =>
      Number(
        (tenant
          ? await rows('SELECT COUNT(*) AS n FROM leads WHERE tenant = $1', [tenant])
          : await rows('SELECT COUNT(*) AS n FROM leads'))[0]!.n,
      ),
    listLeadKeys: async (tenant) =>
      (tenant
        ? await rows('SELECT lead_id, idempotency_key FROM leads WHERE tenant = $1', [tenant])
        : await rows('SELECT lead_id, idempotency_key FROM leads')
      ).map((r) => ({ lead_id: String(r.lead_id), idempotency_key: (r.idempotency_key as string | null) ?? null })),
    recordPhoneReveal: async (r) => {
      await pool.query('INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
        r.tenant,
        r.car_id,
        r.dealership_id,
        r.website_id,
        r.created_at,
      ]);
    },
    countPhoneReveals: async (tenant) => Number((await rows('SELECT COUNT(*) AS n FROM phone_reveals WHERE tenant = $1', [tenant]))[0]!.n),
    incrementViews: async (tenant, slug) =>
      Number(
        (
          await rows(
            `INSERT INTO car_views (tenant, car_slug, views) VALUES ($1, $2, 1)
      ON CONFLICT (tenant, car_slug) DO UPDATE SET views = car_views.views + 1 RETURNING views`,
            [tenant, slug],
          )
        )[0]!.views,
      ),
    saveMiscellaneous: async (r) =>
      Number(
        (
          await rows(
            'INSERT INTO miscellaneous (tenant, column_name, lead_id, data, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            [r.tenant, r.column_name, r.lead_id, jsonText(r.data), r.created_at],
          )
        )[0]!.id,
      ),
    bookedAppointments: async (tenant, locationId, fromIso, toIso) =>
      (
        await rows(
          'SELECT appointment_iso FROM leads WHERE tenant = $1 AND location_id = $2 AND spam = 0 AND appointment_iso >= $3 AND appointment_iso < $4',
          [tenant, locationId, fromIso, toIso],
        )
      ).map((r) => String(r.appointment_iso)),
    claimDeliveries: async (now, limit, leaseMs, deadSince = Number.MAX_SAFE_INTEGER) => {
      // Pending rows first, then dead letters on their slow schedule: each an ordered, limited index scan
      // (outbox_due); an OR of both sorted every due row on each claim.
      const claim = async (where: string, n: number, extra: unknown[]) =>
        n <= 0
          ? []
          : rows(
              `UPDATE outbox SET locked_until = $1 WHERE id IN (SELECT id FROM outbox
        WHERE ${where} AND next_attempt_at <= $2 AND (locked_until IS NULL OR locked_until <= $2) ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING id, lead_id, tenant, kind, attempts, dead_at`,
              [now + leaseMs, now, n, ...extra],
            );
      const pending = await claim(`status = 'pending'`, limit, []);
      const claimed = [...pending, ...(await claim(`status = 'dead' AND dead_at >= $4`, limit - pending.length, [deadSince]))];
      if (claimed.length === 0) return [];
      const leads = new Map(
        (await rows('SELECT * FROM leads WHERE lead_id = ANY($1)', [claimed.map((r) => r.lead_id)])).map((r) => [
          String(r.lead_id),
          rowToLead(r),
        ]),
      );
      return claimed
        .map(
          (r): DeliveryJob => ({
            id: Number(r.id),
            lead_id: String(r.lead_id),
            tenant: String(r.tenant),
            kind: r.kind as DeliveryKind,
            attempts: Number(r.attempts),
            dead_at: r.dead_at === null ? null : Number(r.dead_at),
            lead: leads.get(String(r.lead_id))!,
          }),
        )
        .sort((a, b) => a.id - b.id);
    },
    completeDelivery: async (id, outcome: DeliveryOutcome, now) => {
      const o = outcomeColumns(outcome);
      await pool.query(
        `UPDATE outbox SET status = $1, attempts = attempts + 1, next_attempt_at = COALESCE($2, next_attempt_at), locked_until = NULL,
        last_error = $3, updated_at = $4, dead_at = CASE WHEN $1 = 'dead' THEN COALESCE(dead_at, $4) END WHERE id = $5`,
        [o.status, o.next, o.error, now, id],
      );
    },
    outboxStats: async () => (await rows(OUTBOX_STATS_SQL)).map(rowToOutboxStat),
    requeueDead: async (filter, now) =>
      (
        await pool.query(
          `UPDATE outbox SET status = 'pending', attempts = 0, dead_at = NULL, locked_until = NULL,
      next_attempt_at = $1, updated_at = $1 WHERE status = 'dead' AND ($2::text IS NULL OR tenant = $2)
      AND ($3::bigint IS NULL OR lead_id IN (SELECT lead_id FROM leads WHERE created_at >= $3))`,
          [now, filter.tenant ?? null, filter.since ?? null],
        )
      ).rowCount ?? 0,
    takeRateToken: async (key, capacity, perMinute, now) => {
      // One statement per request: refill by the time elapsed (never negative across instances' clocks), take a token when one is there.
      const r = (
        await rows(
          `INSERT INTO rate_buckets AS b (key, tokens, at, granted) VALUES ($1, $2::double precision - 1, $3::bigint, 1)
        ON CONFLICT (key) DO UPDATE SET
          granted = CASE WHEN LEAST($2::double precision, b.tokens + GREATEST(0, $3::bigint - b.at) * $4::double precision) >= 1 THEN 1 ELSE 0 END,
          tokens = LEAST($2::double precision, b.tokens + GREATEST(0, $3::bigint - b.at) * $4::double precision)
            - CASE WHEN LEAST($2::double precision, b.tokens + GREATEST(0, $3::bigint - b.at) * $4::double precision) >= 1 THEN 1 ELSE 0 END,
          at = GREATEST(b.at, $3::bigint)
        RETURNING tokens, granted`,
          [key, capacity, now, perMinute / 60_000],
        )
      )[0]!;
      if (now - lastPrune > 60_000) {
        lastPrune = now;
        // Buckets idle for 10 minutes are full again: forget them.
        void pool.query('DELETE FROM rate_buckets WHERE at < $1', [now - 600_000]).catch(() => undefined);
      }
      if (Number(r.granted) === 1) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - Number(r.tokens)) / (perMinute / 60_000) / 1000)) };
    },
    listDeliveries: async (tenant) =>
      (tenant
        ? await rows('SELECT * FROM outbox WHERE tenant = $1 ORDER BY id', [tenant])
        : await rows('SELECT * FROM outbox ORDER BY id')
      ).map(rowToDelivery),
    deidentifyBefore: (tenant, cutoff, scrub, now) =>
      tx(async (c) => {
        const due = (
          await c.query('SELECT lead_id, payload FROM leads WHERE tenant = $1 AND created_at < $2 AND deidentified_at IS NULL FOR UPDATE', [
            tenant,
            cutoff,
          ])
        ).rows as Row[];
        for (const r of due) {
          await c.query(
            'UPDATE leads SET payload = $1, idempotency_key = NULL, body_hash = NULL, client_key = NULL, contact_key = NULL, deidentified_at = $2 WHERE lead_id = $3',
            [jsonText(scrub(r.payload as Record<string, unknown>)), now, String(r.lead_id)],
          );
        }
        await c.query('DELETE FROM miscellaneous WHERE tenant = $1 AND created_at < $2', [tenant, cutoff]);
        return due.length;
      }),
    close: () => pool.end(),
  };
}
