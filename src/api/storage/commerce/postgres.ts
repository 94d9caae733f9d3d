/** PostgreSQL driver of the commerce store: each program in one `pg` transaction (`?` → `$n`). */
import type pg from 'pg';
import { postgresKysely } from '../kysely.ts';
import type { Row } from '../rows.ts';
import { commerceStore, type Driver, type Program } from './store.ts';
import type { CommerceStore } from './types.ts';

/** `?` placeholders as `$1…$n` (our SQL has no `?` inside literals). */
export function dollarParams(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** The commerce store on a migrated PostgreSQL pool. */
export function postgresCommerceStore(pool: pg.Pool): CommerceStore {
  const kysely = postgresKysely(pool);
  const driver: Driver = {
    kind: 'postgres',
    async run<T>(program: Program<T>): Promise<T> {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        let step = program.next();
        while (!step.done) {
          const res = await c.query(dollarParams(step.value.sql), step.value.args as unknown[]);
          step = program.next({ rows: res.rows as Row[], changes: res.rowCount ?? 0 });
        }
        await c.query('COMMIT');
        return step.value;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        c.release();
      }
    },
    authDatabase: () => ({ db: kysely, type: 'postgres', transaction: true }),
  };
  return commerceStore(driver);
}
