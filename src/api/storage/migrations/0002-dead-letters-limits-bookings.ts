/**
 * 0002 — what issue 12 item 5 needs in the database:
 * - `outbox.dead_at`: when a row first ran out of attempts. Dead rows are no longer final: they are
 *   retried on a slow schedule for days after `dead_at` (src/api/delivery/outbox.ts), and an operator
 *   can requeue them (`npm run leads:requeue`). Rows already dead are made due now, so a database
 *   from before this version retries its dead letters on the next round.
 * - `rate_buckets`: token buckets in the database, so every API instance on one PostgreSQL shares
 *   the rate limits (src/api/storage/rate-limit-sql.ts).
 * - `leads.client_key`, `leads.contact_key`: hashes of the booking client's IP and of the buyer's
 *   e-mail, to cap test-drive bookings per client and day (cleared by retention), and an index to
 *   count a day's bookings.
 */
import { sql, type Kysely } from 'kysely';
import { columnTypes, type Migration } from './types.ts';

export const deadLettersLimitsBookings: Migration = {
  name: '0002-dead-letters-limits-bookings',
  async up(db: Kysely<unknown>, dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('outbox').addColumn('dead_at', t.bigint).execute();
    await sql`UPDATE outbox SET dead_at = updated_at, next_attempt_at = updated_at WHERE status = 'dead'`.execute(db);

    await db.schema
      .createTable('rate_buckets')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('tokens', t.double, (c) => c.notNull())
      .addColumn('at', t.bigint, (c) => c.notNull())
      .addColumn('granted', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_buckets_at').on('rate_buckets').column('at').execute();

    await db.schema.alterTable('leads').addColumn('client_key', 'text').execute();
    await db.schema.alterTable('leads').addColumn('contact_key', 'text').execute();
    await db.schema
      .createIndex('leads_tenant_appointment')
      .on('leads')
      .columns(['tenant', 'appointment_iso'])
      .where(sql.ref('appointment_iso'), 'is not', null)
      .execute();
  },
};
