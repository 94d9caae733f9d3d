/**
 * What a migration is, and the column types that differ between the two databases (named once here,
 * so a migration says `t.bigint` instead of rewriting DDL text).
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/** The two databases the API runs on. */
export type SqlDialect = 'sqlite' | 'postgres';

/**
 * One schema change. `name` orders migrations (they run in name order, each once, recorded in the
 * `schema_version` table); `up` gets a Kysely instance inside the migration's transaction and the
 * dialect, for the few types that differ. Migrations only move forward (no `down`): ship a new one to undo.
 */
export interface Migration {
  name: string;
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
}

/** Column types per dialect: 64-bit integers (Unix ms), JSON documents, floats, and auto-numbered keys. */
export function columnTypes(dialect: SqlDialect) {
  const pg = dialect === 'postgres';
  return {
    bigint: pg ? 'bigint' : 'integer',
    json: pg ? 'jsonb' : 'text',
    double: pg ? 'double precision' : 'real',
    /** An auto-numbered key column's type; pair with `serialKey`. */
    serial: pg ? 'bigserial' : 'integer',
    serialKey: (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()),
  } as const;
}
