/**
 * Versioned migrations (src/api/storage/migrations/) on SQLite always and PostgreSQL when DATABASE_URL
 * is set: a new database gets every migration recorded in `schema_version`; a database created by the
 * code before migrations (its DDL kept verbatim in fixtures/schema-before-migrations.sql) migrates
 * forward with every lead and outbox row kept; reopening applies nothing; a failing migration names
 * itself and leaves the database at the version before; on PostgreSQL, instances that start at once
 * apply each migration exactly once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresKysely, sqliteKysely } from '../../src/api/storage/kysely.ts';
import { MIGRATIONS, appliedMigrations, migrateToLatest, type Migration } from '../../src/api/storage/migrations/index.ts';
import { openPostgresStore } from '../../src/api/storage/postgres.ts';
import { openSqliteStore } from '../../src/api/storage/sqlite.ts';
import type { LeadStore } from '../../src/api/storage/types.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const LEGACY_PG = readFileSync(join(import.meta.dirname, 'fixtures/schema-before-migrations.sql'), 'utf8');
/** The SQLite rewrite the code before migrations applied to that DDL. */
const LEGACY_SQLITE = LEGACY_PG.replaceAll('BIGSERIAL PRIMARY KEY', 'INTEGER PRIMARY KEY AUTOINCREMENT')
  .replaceAll('JSONB', 'TEXT')
  .replaceAll('BIGINT', 'INTEGER');
const ALL = MIGRATIONS.map((m) => m.name);

/** Rows as the code before migrations wrote them: two leads, one delivered and one dead outbox row, a reveal, a view, a valuation. */
const LEGACY_ROWS = [
  `INSERT INTO leads (lead_id, tenant, form, created_at, spam, idempotency_key, body_hash, payload) VALUES
     ('old-1', 'harbour-motors', 'enquiry', 1000, 0, 'k1', 'h1', '{"name":"Jo","email":"jo@example.com"}'),
     ('old-2', 'swan-cars', 'test_drive', 2000, 0, NULL, NULL, '{"name":"Sam"}')`,
  `INSERT INTO outbox (lead_id, tenant, kind, status, attempts, next_attempt_at, last_error, updated_at) VALUES
     ('old-1', 'harbour-motors', 'webhook', 'delivered', 1, 1000, NULL, 1100),
     ('old-2', 'swan-cars', 'webhook', 'dead', 10, 5000, 'HTTP 503', 9000)`,
  `INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, created_at) VALUES ('harbour-motors', '7', 'hm', NULL, 5)`,
  `INSERT INTO car_views (tenant, car_slug, views) VALUES ('harbour-motors', 'car-a', 41)`,
  `INSERT INTO miscellaneous (tenant, column_name, lead_id, data, created_at) VALUES ('harbour-motors', 'valuation', 'old-1', '{"low":1}', 5)`,
];

async function expectLegacyKept(store: LeadStore): Promise<void> {
  expect(await store.countLeads()).toBe(2);
  expect(await store.getLead('old-1')).toMatchObject({
    tenant: 'harbour-motors',
    idempotency_key: 'k1',
    payload: { name: 'Jo', email: 'jo@example.com' },
  });
  expect(
    await store.insertLead({
      lead_id: 'new-1',
      tenant: 'harbour-motors',
      form: 'enquiry',
      created_at: 3000,
      spam: false,
      idempotency_key: 'k1',
      body_hash: 'h1',
      location_id: null,
      appointment_iso: null,
      payload: {},
      deliveries: [],
    }),
  ).toEqual({ status: 'replayed', lead_id: 'old-1' });
  const rows = await store.listDeliveries();
  expect(rows.map((r) => [r.lead_id, r.status, r.attempts])).toEqual([
    ['old-1', 'delivered', 1],
    ['old-2', 'dead', 10],
  ]);
  // 0002: a dead letter from before is due for a retry now, dead since its last update.
  expect(rows[1]).toMatchObject({ dead_at: 9000, next_attempt_at: 9000, last_error: 'HTTP 503' });
  expect(await store.incrementViews('harbour-motors', 'car-a')).toBe(42);
  expect(await store.countPhoneReveals('harbour-motors')).toBe(1);
}

const broken: Migration = {
  name: '9999-broken',
  async up(db) {
    await sql`CREATE TABLE half_done (x INTEGER)`.execute(db);
    await sql`SELECT * FROM no_such_table`.execute(db);
  },
};

describe('migrations: SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-migrate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a new database gets every migration, recorded in schema_version; reopening applies none', async () => {
    const path = join(dir, 'new.sqlite');
    const db = new DatabaseSync(path);
    expect(await migrateToLatest(sqliteKysely(db), 'sqlite')).toEqual(ALL);
    expect(await migrateToLatest(sqliteKysely(db), 'sqlite')).toEqual([]);
    expect(await appliedMigrations(sqliteKysely(db), 'sqlite')).toEqual(ALL);
    expect(
      db
        .prepare('SELECT name FROM schema_version ORDER BY name')
        .all()
        .map((r) => r.name),
    ).toEqual(ALL);
    db.close();
  });

  it('a database created before migrations moves forward and keeps every lead', async () => {
    const path = join(dir, 'legacy.sqlite');
    const db = new DatabaseSync(path);
    db.exec(LEGACY_SQLITE);
    for (const q of LEGACY_ROWS) db.exec(q);
    db.close();
    const store = await openSqliteStore({ path });
    try {
      await expectLegacyKept(store);
    } finally {
      await store.close();
    }
    const again = new DatabaseSync(path);
    expect(await appliedMigrations(sqliteKysely(again), 'sqlite')).toEqual(ALL);
    again.close();
  });

  it('a failing migration is named and rolled back; the database stays at its version', async () => {
    const db = new DatabaseSync(join(dir, 'broken.sqlite'));
    await migrateToLatest(sqliteKysely(db), 'sqlite');
    await expect(migrateToLatest(sqliteKysely(db), 'sqlite', { migrations: [...MIGRATIONS, broken] })).rejects.toThrow(
      /database migration 9999-broken failed: .*no such table/,
    );
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'half_done'`).all()).toEqual([]);
    expect(await appliedMigrations(sqliteKysely(db), 'sqlite')).toEqual(ALL);
    db.close();
  });
});

describe.skipIf(!DATABASE_URL)('migrations: PostgreSQL (DATABASE_URL)', () => {
  const schemas: string[] = [];
  const schemaName = (what: string) => {
    const s = `m_${what}_${process.pid}_${Date.now()}`;
    schemas.push(s);
    return s;
  };
  const pool = (schema: string) => new pg.Pool({ connectionString: DATABASE_URL, max: 2, options: `-c search_path=${schema}` });
  afterAll(async () => {
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    for (const s of schemas) await c.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
    await c.end();
  });

  it('a database created before migrations moves forward and keeps every lead', async () => {
    const schema = schemaName('legacy');
    const p = pool(schema);
    await p.query(`CREATE SCHEMA ${schema}`);
    await p.query(LEGACY_PG);
    for (const q of LEGACY_ROWS) await p.query(q);
    await p.end();
    const store = await openPostgresStore({ connectionString: DATABASE_URL!, schema });
    try {
      await expectLegacyKept(store);
    } finally {
      await store.close();
    }
    const q = pool(schema);
    expect(await appliedMigrations(postgresKysely(q), 'postgres', { schema })).toEqual(ALL);
    await q.end();
  });

  it('instances starting together apply each migration once (advisory lock)', async () => {
    const schema = schemaName('race');
    const stores = await Promise.all([1, 2, 3].map(() => openPostgresStore({ connectionString: DATABASE_URL!, schema })));
    for (const s of stores) await s.close();
    const q = pool(schema);
    expect((await q.query('SELECT name FROM schema_version ORDER BY name')).rows.map((r) => r.name)).toEqual(ALL);
    await q.end();
  });

  it('a failing migration is named and rolled back', async () => {
    const schema = schemaName('broken');
    const p = pool(schema);
    await p.query(`CREATE SCHEMA ${schema}`);
    await migrateToLatest(postgresKysely(p), 'postgres', { schema });
    await expect(migrateToLatest(postgresKysely(p), 'postgres', { schema, migrations: [...MIGRATIONS, broken] })).rejects.toThrow(
      /database migration 9999-broken failed: .*no_such_table/,
    );
    expect((await p.query(`SELECT to_regclass('${schema}.half_done') AS t`)).rows[0].t).toBeNull();
    expect(await appliedMigrations(postgresKysely(p), 'postgres', { schema })).toEqual(ALL);
    await p.end();
  });
});
