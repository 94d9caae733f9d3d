/**
 * Kysely over the two drivers the stores already hold, for the migrations (`migrations/`): node:sqlite's
 * `DatabaseSync` through Kysely's SQLite dialect (which expects better-sqlite3's statement shape), and
 * a `pg` pool through Kysely's PostgreSQL dialect. The stores keep their own prepared statements for
 * the request path.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter, type SqliteDatabase } from 'kysely';
import type pg from 'pg';

/** node:sqlite in the statement shape Kysely's SQLite driver calls. Closing is left to the store. */
function asKyselySqlite(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => undefined,
    prepare(sql) {
      const st = db.prepare(sql);
      type Param = Extract<Parameters<typeof st.all>[number], string | number | bigint | null | Uint8Array>;
      return {
        reader: st.columns().length > 0,
        all: (params) => st.all(...(params as Param[])),
        run: (params) => st.run(...(params as Param[])),
        iterate: (params) => st.iterate(...(params as Param[])),
      };
    },
  };
}

/**
 * SQLite runs DDL inside transactions (a failed CREATE/ALTER rolls back), but Kysely's SQLite adapter
 * says it does not, for the sake of other drivers, and would then run migrations outside one: a
 * migration failing halfway would leave its first statements applied.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
class NodeSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/** A Kysely instance on an open node:sqlite database (not closed by `destroy()`). */
export function sqliteKysely(db: DatabaseSync): Kysely<unknown> {
  return new Kysely<unknown>({ dialect: new NodeSqliteDialect({ database: asKyselySqlite(db) }) });
}

/** A Kysely instance on a `pg` pool. Do not `destroy()` it: that would end the store's pool. */
export function postgresKysely(pool: pg.Pool): Kysely<unknown> {
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
}
