/**
 * node:sqlite driver of the commerce store: each program runs in one synchronous `BEGIN IMMEDIATE …
 * COMMIT` on the lead store's connection. Synchronous means no other code runs in between — neither
 * the lead store's group commit (also synchronous) nor better-auth's statements — so the transaction
 * holds exactly this program's writes.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { sqliteKysely } from '../kysely.ts';
import type { Row } from '../rows.ts';
import { commerceStore, type Driver, type Program, type StepResult } from './store.ts';
import type { CommerceStore } from './types.ts';

/** Runs a program now, in one transaction; rolls back and rethrows on error. */
export function runSqliteProgram<T>(db: DatabaseSync, program: Program<T>): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    let step = program.next();
    while (!step.done) {
      const st = db.prepare(step.value.sql);
      const args = step.value.args as SQLInputValue[];
      let result: StepResult;
      if (st.columns().length > 0) result = { rows: st.all(...args) as Row[], changes: 0 };
      else result = { rows: [], changes: Number(st.run(...args).changes) };
      if (st.columns().length > 0 && /^\s*(INSERT|UPDATE|DELETE)/i.test(step.value.sql)) result.changes = result.rows.length;
      step = program.next(result);
    }
    db.exec('COMMIT');
    return step.value;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

/** The commerce store on an open (migrated) node:sqlite database. */
export function sqliteCommerceStore(db: DatabaseSync): CommerceStore {
  const kysely = sqliteKysely(db);
  const driver: Driver = {
    kind: 'sqlite',
    run: (program) => {
      try {
        return Promise.resolve(runSqliteProgram(db, program));
      } catch (err) {
        return Promise.reject(err);
      }
    },
    // better-auth writes single statements between our transactions (no async transactions on this
    // shared connection: another caller's statement could land inside one).
    authDatabase: () => ({ db: kysely, type: 'sqlite', transaction: false }),
  };
  return commerceStore(driver);
}
