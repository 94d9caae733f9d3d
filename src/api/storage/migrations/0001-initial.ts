/**
 * 0001 — the tables the API had before versioned migrations: leads, outbox, phone_reveals, car_views,
 * miscellaneous. Every statement is IF NOT EXISTS, so a database created by that earlier code (same
 * tables, same columns) is adopted as version 0001 with its rows untouched; a new database gets them.
 * Times are Unix milliseconds.
 */
import { sql, type Kysely } from 'kysely';
import { columnTypes, type Migration } from './types.ts';

export const initial: Migration = {
  name: '0001-initial',
  async up(db: Kysely<unknown>, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('leads')
      .ifNotExists()
      .addColumn('lead_id', 'text', (c) => c.primaryKey())
      .addColumn('tenant', 'text', (c) => c.notNull())
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('idempotency_key', 'text')
      .addColumn('body_hash', 'text')
      .addColumn('location_id', 'text')
      .addColumn('appointment_iso', 'text')
      .addColumn('payload', t.json, (c) => c.notNull())
      .addColumn('deidentified_at', t.bigint)
      .execute();
    await db.schema
      .createIndex('leads_idempotency')
      .ifNotExists()
      .unique()
      .on('leads')
      .columns(['tenant', 'idempotency_key'])
      .where(sql.ref('idempotency_key'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('leads_appointment')
      .ifNotExists()
      .unique()
      .on('leads')
      .columns(['tenant', 'location_id', 'appointment_iso'])
      .where(sql<boolean>`appointment_iso IS NOT NULL AND spam = 0`)
      .execute();
    await db.schema.createIndex('leads_tenant_created').ifNotExists().on('leads').columns(['tenant', 'created_at']).execute();

    await db.schema
      .createTable('outbox')
      .ifNotExists()
      .addColumn('id', t.serial, (c) => t.serialKey(c))
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.lead_id'))
      .addColumn('tenant', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.bigint, (c) => c.notNull())
      .addColumn('locked_until', t.bigint)
      .addColumn('last_error', 'text')
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['status', 'next_attempt_at']).execute();

    await db.schema
      .createTable('phone_reveals')
      .ifNotExists()
      .addColumn('id', t.serial, (c) => t.serialKey(c))
      .addColumn('tenant', 'text', (c) => c.notNull())
      .addColumn('car_id', 'text', (c) => c.notNull())
      .addColumn('dealership_id', 'text', (c) => c.notNull())
      .addColumn('website_id', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('car_views')
      .ifNotExists()
      .addColumn('tenant', 'text', (c) => c.notNull())
      .addColumn('car_slug', 'text', (c) => c.notNull())
      .addColumn('views', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('car_views_pkey', ['tenant', 'car_slug'])
      .execute();

    await db.schema
      .createTable('miscellaneous')
      .ifNotExists()
      .addColumn('id', t.serial, (c) => t.serialKey(c))
      .addColumn('tenant', 'text', (c) => c.notNull())
      .addColumn('column_name', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text')
      .addColumn('data', t.json, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
  },
};
