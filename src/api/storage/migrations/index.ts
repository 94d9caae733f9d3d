/**
 * Versioned schema migrations of the edge API's database, one list for SQLite and PostgreSQL, run by
 * Kysely's `Migrator` when a store opens (`migrateToLatest`). Each migration runs once, in name order,
 * the pending ones in one transaction, and is recorded in the `schema_version` table (`name`, `timestamp`); on
 * PostgreSQL an advisory lock makes instances that start together take turns, so exactly one applies
 * each migration.
 *
 * Adding a migration (e.g. tables for sessions or reservations):
 * 1. Write `src/api/storage/migrations/NNNN-what-it-does.ts` with the next number, exporting a
 *    {@link Migration} whose `name` is the file name without `.ts`. Use Kysely's schema builder
 *    (`db.schema.createTable(...)`) and `columnTypes(dialect)` for the types that differ.
 * 2. Append it to {@link MIGRATIONS} below. Never edit or reorder a migration that has shipped: a
 *    database that already ran it will not run it again.
 * 3. Add its case to `tests/api/migrations.test.ts` (fresh database, and forward from the version
 *    before), and run the storage tests on both databases.
 */
import type { Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { initial } from './0001-initial.ts';
import { deadLettersLimitsBookings } from './0002-dead-letters-limits-bookings.ts';
import { accountsCommerce } from './0003-accounts-commerce.ts';
import type { Migration, SqlDialect } from './types.ts';

export type { Migration, SqlDialect } from './types.ts';

/** Every migration, in order. Append new ones at the end. */
export const MIGRATIONS: readonly Migration[] = [initial, deadLettersLimitsBookings, accountsCommerce];

/** The table recording applied migrations (and its lock table, used on SQLite). */
export const SCHEMA_VERSION_TABLE = 'schema_version';

/** A Kysely migration provider over {@link MIGRATIONS} for one dialect. */
export function migrationProvider(dialect: SqlDialect, migrations: readonly Migration[] = MIGRATIONS): MigrationProvider {
  return {
    getMigrations: async () => Object.fromEntries(migrations.map((m) => [m.name, { up: (db: Kysely<unknown>) => m.up(db, dialect) }])),
  };
}

/**
 * Brings the database to the latest version. Returns the names applied by this call (empty when it
 * was current). The pending migrations run in one transaction. @throws Error naming the migration
 * that failed; that transaction is rolled back, so the database stays at the version it had.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  dialect: SqlDialect,
  opts: { schema?: string; migrations?: readonly Migration[] } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect, opts.migrations),
    migrationTableName: SCHEMA_VERSION_TABLE,
    migrationLockTableName: `${SCHEMA_VERSION_TABLE}_lock`,
    ...(opts.schema ? { migrationTableSchema: opts.schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? '(before any migration)'} failed: ${cause}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names recorded in `schema_version`, oldest first. */
export async function appliedMigrations(db: Kysely<unknown>, dialect: SqlDialect, opts: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    migrationTableName: SCHEMA_VERSION_TABLE,
    migrationLockTableName: `${SCHEMA_VERSION_TABLE}_lock`,
    ...(opts.schema ? { migrationTableSchema: opts.schema } : {}),
  });
  return (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name);
}
