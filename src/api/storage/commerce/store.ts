/**
 * The commerce store's logic, once for both databases: each method is a *program*, a generator that
 * yields SQL steps (`?` placeholders) and receives their rows, run inside one transaction by a
 * {@link Driver} (node:sqlite synchronously, PostgreSQL through `pg`). Row mapping: `rows.ts` helpers.
 */
import type { Kysely } from 'kysely';
import type { ReservationState } from '../../../domain/reservation.ts';
import { jsonColumn, jsonText, type Row } from '../rows.ts';
import type { CommerceStore, MessageJob, MessageRow, NewMessage, Reservation, ReservationChange, WatchlistCar } from './types.ts';

/** One SQL statement with `?` placeholders. */
export interface Step {
  sql: string;
  args: ReadonlyArray<string | number | null>;
}
/** What a statement gave: its rows (SELECT / RETURNING) and the rows it changed. */
export interface StepResult {
  rows: Row[];
  changes: number;
}
/** A program: yields steps, gets their results, returns its value. */
export type Program<T> = Generator<Step, T, StepResult>;

/** Runs programs in one transaction each on one database. */
export interface Driver {
  kind: 'sqlite' | 'postgres';
  run<T>(program: Program<T>): Promise<T>;
  authDatabase(): { db: Kysely<unknown>; type: 'sqlite' | 'postgres'; transaction: boolean };
}

const q = (sql: string, ...args: Array<string | number | null>): Step => ({ sql, args });
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function rowToReservation(r: Row): Reservation {
  return {
    id: String(r.id),
    tenant: String(r.tenant),
    car_id: Number(r.car_id),
    car_slug: String(r.car_slug),
    user_id: r.user_id == null ? null : String(r.user_id),
    status: r.status as ReservationState,
    provider: String(r.provider),
    payment_ref: r.payment_ref == null ? null : String(r.payment_ref),
    amount_cents: Number(r.amount_cents),
    currency: String(r.currency),
    contact: jsonColumn(r.contact) as unknown as Reservation['contact'],
    lead_id: r.lead_id == null ? null : String(r.lead_id),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    held_at: num(r.held_at),
    due_at: num(r.due_at),
    payment_error: r.payment_error == null ? null : String(r.payment_error),
  };
}

function rowToMessage(r: Row): MessageRow {
  return {
    id: Number(r.id),
    tenant: String(r.tenant),
    channel: r.channel as MessageRow['channel'],
    recipient: String(r.recipient),
    kind: String(r.kind),
    body: jsonColumn(r.body),
    attempts: Number(r.attempts),
    created_at: Number(r.created_at),
    status: r.status as MessageRow['status'],
    last_error: r.last_error == null ? null : String(r.last_error),
    next_attempt_at: Number(r.next_attempt_at),
  };
}

function* insertMessage(m: NewMessage, now: number): Program<void> {
  yield q(
    'INSERT INTO outbox_messages (tenant, channel, recipient, kind, body, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    m.tenant,
    m.channel,
    m.recipient,
    m.kind,
    jsonText(m.body),
    now,
    now,
    now,
  );
}

function* one<T>(step: Step, map: (r: Row) => T): Program<T | null> {
  const r = (yield step).rows[0];
  return r ? map(r) : null;
}

/** The commerce store over a driver. */
export function commerceStore(d: Driver): CommerceStore {
  const run = <T>(p: Program<T>) => d.run(p);
  const active = `status IN ('requested', 'held')`;
  return {
    authDatabase: () => d.authDatabase(),

    listWatchlist: (tenant, userId) =>
      run(
        (function* () {
          const { rows } = yield q(
            'SELECT car_id, car, created_at FROM watchlist WHERE tenant = ? AND user_id = ? ORDER BY created_at, car_id',
            tenant,
            userId,
          );
          return rows.map((r) => ({
            car_id: Number(r.car_id),
            car: jsonColumn(r.car) as unknown as WatchlistCar,
            created_at: Number(r.created_at),
          }));
        })(),
      ),
    saveToWatchlist: (tenant, userId, car, now, max) =>
      run(
        (function* () {
          const has = yield q('SELECT 1 AS x FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?', tenant, userId, car.id);
          if (has.rows.length > 0) {
            yield q('UPDATE watchlist SET car = ? WHERE tenant = ? AND user_id = ? AND car_id = ?', jsonText(car), tenant, userId, car.id);
            return 'exists' as const;
          }
          const count = Number(
            (yield q('SELECT COUNT(*) AS n FROM watchlist WHERE tenant = ? AND user_id = ?', tenant, userId)).rows[0]!.n,
          );
          if (count >= max) return 'full' as const;
          yield q(
            'INSERT INTO watchlist (tenant, user_id, car_id, car, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
            tenant,
            userId,
            car.id,
            jsonText(car),
            now,
          );
          return 'saved' as const;
        })(),
      ),
    removeFromWatchlist: (tenant, userId, carId) =>
      run(
        (function* () {
          return (yield q('DELETE FROM watchlist WHERE tenant = ? AND user_id = ? AND car_id = ?', tenant, userId, carId)).changes > 0;
        })(),
      ),

    createReservation: (r) =>
      run(
        (function* () {
          if (r.idempotency_key !== null) {
            const prior = yield* one(
              q('SELECT * FROM reservations WHERE tenant = ? AND idempotency_key = ?', r.tenant, r.idempotency_key),
              rowToReservation,
            );
            if (prior) return { status: 'replayed' as const, reservation: prior };
          }
          const ins = yield q(
            `INSERT INTO reservations (id, tenant, car_id, car_slug, user_id, status, provider, amount_cents, currency, contact, lead_id, idempotency_key,
        created_at, updated_at, due_at) VALUES (?, ?, ?, ?, ?, 'requested', ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
            r.id,
            r.tenant,
            r.car_id,
            r.car_slug,
            r.user_id,
            r.provider,
            r.amount_cents,
            r.currency,
            jsonText(r.contact),
            r.lead_id,
            r.idempotency_key,
            r.created_at,
            r.created_at,
            r.due_at,
          );
          if (ins.changes === 0) return { status: 'car_held' as const };
          yield q(
            'INSERT INTO reservation_events (reservation_id, type, to_status, created_at) VALUES (?, ?, ?, ?)',
            r.id,
            'requested',
            'requested',
            r.created_at,
          );
          const created = yield* one(q('SELECT * FROM reservations WHERE id = ?', r.id), rowToReservation);
          return { status: 'created' as const, reservation: created! };
        })(),
      ),
    getReservation: (id) => run(one(q('SELECT * FROM reservations WHERE id = ?', id), rowToReservation)),
    findReservationByPaymentRef: (provider, ref) =>
      run(one(q('SELECT * FROM reservations WHERE provider = ? AND payment_ref = ?', provider, ref), rowToReservation)),
    setPaymentRef: (id, ref, now) =>
      run(
        (function* () {
          yield q('UPDATE reservations SET payment_ref = ?, updated_at = ? WHERE id = ?', ref, now, id);
        })(),
      ),
    changeReservation: (c: ReservationChange) =>
      run(
        (function* () {
          if (c.provider_event_id) {
            const seen = yield q('SELECT 1 AS x FROM reservation_events WHERE provider_event_id = ?', c.provider_event_id);
            if (seen.rows.length > 0) return 'duplicate_event' as const;
          }
          const sets = ['status = ?', 'updated_at = ?', 'due_at = ?'];
          const args: Array<string | number | null> = [c.to, c.now, c.due_at];
          if (c.held_at !== undefined) {
            sets.push('held_at = ?');
            args.push(c.held_at);
          }
          if (c.payment_error !== undefined) {
            sets.push('payment_error = ?');
            args.push(c.payment_error);
          }
          const upd = yield q(`UPDATE reservations SET ${sets.join(', ')} WHERE id = ? AND status = ?`, ...args, c.id, c.from);
          if (upd.changes === 0) return 'stale' as const;
          yield q(
            'INSERT INTO reservation_events (reservation_id, type, from_status, to_status, provider_event_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
            c.id,
            c.event,
            c.from,
            c.to,
            c.provider_event_id ?? null,
            c.now,
          );
          for (const m of c.messages) yield* insertMessage(m, c.now);
          return 'applied' as const;
        })(),
      ),
    recordProviderEvent: (reservationId, type, providerEventId, now) =>
      run(
        (function* () {
          const ins = yield q(
            'INSERT INTO reservation_events (reservation_id, type, provider_event_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
            reservationId,
            type,
            providerEventId,
            now,
          );
          return ins.changes > 0;
        })(),
      ),
    dueReservations: (now, limit) =>
      run(
        (function* () {
          const { rows } = yield q(
            `SELECT * FROM reservations WHERE ${active} AND due_at IS NOT NULL AND due_at <= ? ORDER BY due_at, id LIMIT ?`,
            now,
            limit,
          );
          return rows.map(rowToReservation);
        })(),
      ),
    activeReservation: (tenant, carId) =>
      run(one(q(`SELECT * FROM reservations WHERE tenant = ? AND car_id = ? AND ${active}`, tenant, carId), rowToReservation)),
    heldCars: (tenant) =>
      run(
        (function* () {
          const { rows } = yield q(
            `SELECT car_id, car_slug, due_at FROM reservations WHERE tenant = ? AND status = 'held' ORDER BY car_id`,
            tenant,
          );
          return rows.map((r) => ({ car_id: Number(r.car_id), car_slug: String(r.car_slug), due_at: num(r.due_at) }));
        })(),
      ),
    listReservations: (tenant, userId) =>
      run(
        (function* () {
          const { rows } = yield q('SELECT * FROM reservations WHERE tenant = ? AND user_id = ? ORDER BY created_at DESC', tenant, userId);
          return rows.map(rowToReservation);
        })(),
      ),

    enqueueMessage: (m, now) => run(insertMessage(m, now)),
    countMessagesTo: (recipient, since) =>
      run(
        (function* () {
          return Number(
            (yield q('SELECT COUNT(*) AS n FROM outbox_messages WHERE recipient = ? AND created_at >= ?', recipient, since)).rows[0]!.n,
          );
        })(),
      ),
    claimMessages: (now, limit, leaseMs) =>
      run(
        (function* () {
          const { rows } = yield q(
            `UPDATE outbox_messages SET locked_until = ? WHERE id IN (SELECT id FROM outbox_messages WHERE status = 'pending' AND next_attempt_at <= ?
        AND (locked_until IS NULL OR locked_until <= ?) ORDER BY next_attempt_at, id LIMIT ?) RETURNING *`,
            now + leaseMs,
            now,
            now,
            limit,
          );
          return rows
            .map((r): MessageJob => {
              const m = rowToMessage(r);
              return {
                id: m.id,
                tenant: m.tenant,
                channel: m.channel,
                recipient: m.recipient,
                kind: m.kind,
                body: m.body,
                attempts: m.attempts,
                created_at: m.created_at,
              };
            })
            .sort((a, b) => a.id - b.id);
        })(),
      ),
    completeMessage: (id, outcome, now) =>
      run(
        (function* () {
          const status = outcome.status === 'retry' ? 'pending' : outcome.status;
          const next = outcome.status === 'retry' ? outcome.next_attempt_at : null;
          const error = outcome.status === 'delivered' ? null : outcome.error.slice(0, 500);
          yield q(
            `UPDATE outbox_messages SET status = ?, attempts = attempts + 1, next_attempt_at = COALESCE(?, next_attempt_at), locked_until = NULL,
        last_error = ?, updated_at = ?, dead_at = CASE WHEN ? = 'dead' AND dead_at IS NULL THEN ? ELSE dead_at END WHERE id = ?`,
            status,
            next,
            error,
            now,
            status,
            now,
            id,
          );
          if (outcome.status !== 'retry')
            yield q(`UPDATE outbox_messages SET body = ? WHERE id = ? AND kind = 'sign_in_code'`, jsonText({ redacted: true }), id);
        })(),
      ),
    listMessages: (tenant) =>
      run(
        (function* () {
          const { rows } = tenant
            ? yield q('SELECT * FROM outbox_messages WHERE tenant = ? ORDER BY id', tenant)
            : yield q('SELECT * FROM outbox_messages ORDER BY id');
          return rows.map(rowToMessage);
        })(),
      ),

    deleteUserData: (userId) =>
      run(
        (function* () {
          yield q('DELETE FROM watchlist WHERE user_id = ?', userId);
          yield q('UPDATE reservations SET user_id = NULL WHERE user_id = ?', userId);
        })(),
      ),
  };
}
