/**
 * 0003 — accounts and commerce (issue #13):
 * - `auth_user`, `auth_session`, `auth_account`, `auth_verification`: better-auth's tables (with the
 *   phone-number plugin's columns and our `tenant` on sessions), in better-auth's own column names
 *   and types, so sessions live in the same store as leads. `tests/api/auth-schema.test.ts` checks
 *   that better-auth finds nothing to add (`getMigrations`) on SQLite and PostgreSQL: a library
 *   upgrade that wants another column fails that test and gets its own migration.
 * - `watchlist`: saved cars per (tenant, user), with the car as it was when saved so a sold car stays listed.
 * - `reservations` + `reservation_events`: the deposit state machine (src/domain/reservation.ts). A
 *   partial unique index allows ONE active (requested/held) reservation per car and tenant, so a second
 *   buyer is refused by the database itself; `due_at` is when the API must act next (the request
 *   timeout or the end of the 48-hour hold), so the clock survives a restart. Provider event ids are
 *   unique: a replayed webhook is recorded once.
 * - `outbox_messages`: SMS and e-mail (sign-in codes, reservation confirmations) delivered by the
 *   outbox worker to the configured provider, with the outbox's lease/backoff/dead-letter columns.
 */
import { sql, type Kysely } from 'kysely';
import { columnTypes, type Migration } from './types.ts';

export const accountsCommerce: Migration = {
  name: '0003-accounts-commerce',
  async up(db: Kysely<unknown>, dialect) {
    const t = columnTypes(dialect);
    const pg = dialect === 'postgres';
    const bool = pg ? 'boolean' : 'integer';
    const date = pg ? 'timestamptz' : 'date';

    await db.schema
      .createTable('auth_user')
      .addColumn('id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('emailVerified', bool, (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('createdAt', date, (c) => c.notNull())
      .addColumn('updatedAt', date, (c) => c.notNull())
      .addColumn('phoneNumber', 'text', (c) => c.unique())
      .addColumn('phoneNumberVerified', bool)
      .execute();
    await db.schema
      .createTable('auth_session')
      .addColumn('id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('expiresAt', date, (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', date, (c) => c.notNull())
      .addColumn('updatedAt', date, (c) => c.notNull())
      .addColumn('ipAddress', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('userId', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
      .addColumn('tenant', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_session_userId_idx').on('auth_session').column('userId').execute();
    await db.schema
      .createTable('auth_account')
      .addColumn('id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('accountId', 'text', (c) => c.notNull())
      .addColumn('providerId', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
      .addColumn('accessToken', 'text')
      .addColumn('refreshToken', 'text')
      .addColumn('idToken', 'text')
      .addColumn('accessTokenExpiresAt', date)
      .addColumn('refreshTokenExpiresAt', date)
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('createdAt', date, (c) => c.notNull())
      .addColumn('updatedAt', date, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_account_userId_idx').on('auth_account').column('userId').execute();
    await db.schema
      .createTable('auth_verification')
      .addColumn('id', 'text', (c) => c.primaryKey().notNull())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expiresAt', date, (c) => c.notNull())
      .addColumn('createdAt', date, (c) => c.notNull())
      .addColumn('updatedAt', date, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_verification_identifier_idx').on('auth_verification').column('identifier').execute();

    await db.schema
      .createTable('watchlist')
      .addColumn('tenant', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
      .addColumn('car_id', t.bigint, (c) => c.notNull())
      .addColumn('car', t.json, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('watchlist_pkey', ['tenant', 'user_id', 'car_id'])
      .execute();

    await db.schema
      .createTable('reservations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant', 'text', (c) => c.notNull())
      .addColumn('car_id', t.bigint, (c) => c.notNull())
      .addColumn('car_slug', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('auth_user.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('payment_ref', 'text')
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('contact', t.json, (c) => c.notNull())
      .addColumn('lead_id', 'text')
      .addColumn('idempotency_key', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addColumn('held_at', t.bigint)
      .addColumn('due_at', t.bigint)
      .addColumn('payment_error', 'text')
      .execute();
    await db.schema
      .createIndex('reservations_one_active_per_car')
      .unique()
      .on('reservations')
      .columns(['tenant', 'car_id'])
      .where(sql<boolean>`status IN ('requested', 'held')`)
      .execute();
    await db.schema
      .createIndex('reservations_idempotency')
      .unique()
      .on('reservations')
      .columns(['tenant', 'idempotency_key'])
      .where(sql.ref('idempotency_key'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('reservations_payment_ref')
      .unique()
      .on('reservations')
      .columns(['provider', 'payment_ref'])
      .where(sql.ref('payment_ref'), 'is not', null)
      .execute();
    await db.schema.createIndex('reservations_due').on('reservations').columns(['status', 'due_at']).execute();
    await db.schema.createIndex('reservations_user').on('reservations').columns(['tenant', 'user_id']).execute();

    await db.schema
      .createTable('reservation_events')
      .addColumn('id', t.serial, (c) => t.serialKey(c))
      .addColumn('reservation_id', 'text', (c) => c.notNull().references('reservations.id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text')
      .addColumn('provider_event_id', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('reservation_events_provider_event')
      .unique()
      .on('reservation_events')
      .column('provider_event_id')
      .where(sql.ref('provider_event_id'), 'is not', null)
      .execute();
    await db.schema.createIndex('reservation_events_reservation').on('reservation_events').column('reservation_id').execute();

    await db.schema
      .createTable('outbox_messages')
      .addColumn('id', t.serial, (c) => t.serialKey(c))
      .addColumn('tenant', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('body', t.json, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.bigint, (c) => c.notNull())
      .addColumn('locked_until', t.bigint)
      .addColumn('last_error', 'text')
      .addColumn('dead_at', t.bigint)
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_messages_due').on('outbox_messages').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('outbox_messages_recipient').on('outbox_messages').columns(['recipient', 'created_at']).execute();
  },
};
