/**
 * The storage of accounts and commerce (issue #13), beside the lead store and in the same database:
 * watchlists, reservations with their events, and outbox messages (SMS / e-mail). One implementation of
 * the logic (`store.ts`, written as programs of SQL steps) runs on both databases through a driver:
 * synchronous transactions on node:sqlite (`sqlite.ts`), `pg` transactions on PostgreSQL (`postgres.ts`).
 * Times are Unix ms; money in cents.
 */
import type { Kysely } from 'kysely';
import type { ReservationState } from '../../../domain/reservation.ts';

/** A saved car as the watchlist page shows it, even after it leaves the stock (spec §3 *Watchlist entry*, id). */
export interface WatchlistCar {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number;
  status: string;
  price: number | null;
  primary_image_url: string | null;
}

/** A watchlist row. */
export interface WatchlistEntry {
  car_id: number;
  car: WatchlistCar;
  created_at: number;
}

/** Buyer contact of a reservation (de-identified with the lead retention). */
export interface ReservationContact {
  name: string;
  last_name: string | null;
  email: string;
  phone: string;
}

/** A reservation row. */
export interface Reservation {
  id: string;
  tenant: string;
  car_id: number;
  car_slug: string;
  user_id: string | null;
  status: ReservationState;
  provider: string;
  /** The provider's payment id (Stripe PaymentIntent id), null until created / for 'offline'. */
  payment_ref: string | null;
  amount_cents: number;
  currency: string;
  contact: ReservationContact;
  lead_id: string | null;
  created_at: number;
  updated_at: number;
  held_at: number | null;
  /** When the API must act next: the request timeout (requested) or the end of the hold (held); null when final. */
  due_at: number | null;
  payment_error: string | null;
}

/** A new reservation (status requested). */
export type NewReservation = Omit<Reservation, 'status' | 'updated_at' | 'held_at' | 'payment_error' | 'payment_ref'> & {
  idempotency_key: string | null;
};

/** Outcome of {@link CommerceStore.createReservation}. */
export type CreateReservationResult =
  | { status: 'created'; reservation: Reservation }
  | { status: 'replayed'; reservation: Reservation }
  | { status: 'car_held' };

/** An SMS or e-mail to send. `body` is what the provider webhook receives (text, subject…). */
export interface NewMessage {
  tenant: string;
  channel: 'sms' | 'email';
  recipient: string;
  /** What it is: 'sign_in_code', 'reservation_held', 'reservation_dealer', … */
  kind: string;
  body: Record<string, unknown>;
}

/** A claimed message. */
export interface MessageJob extends NewMessage {
  id: number;
  attempts: number;
  created_at: number;
}

/** A stored message (reports, tests). */
export interface MessageRow extends MessageJob {
  status: 'pending' | 'delivered' | 'dead';
  last_error: string | null;
  next_attempt_at: number;
}

/** A state change to apply atomically: compare-and-set on `from`, with its event and messages. */
export interface ReservationChange {
  id: string;
  from: ReservationState;
  to: ReservationState;
  now: number;
  held_at?: number | null;
  due_at: number | null;
  payment_error?: string | null;
  /** Event type recorded ('authorised', 'hold_expired', 'webhook:payment_intent.canceled', …). */
  event: string;
  /** The provider's event id: a second change carrying the same id is refused as a duplicate. */
  provider_event_id?: string | null;
  messages: readonly NewMessage[];
}

/** Outcome of {@link CommerceStore.changeReservation}. */
export type ChangeResult = 'applied' | 'stale' | 'duplicate_event';

/** The commerce storage. Every method may reject with a storage error. */
export interface CommerceStore {
  /** better-auth's `database` option over this store's connection. */
  authDatabase(): { db: Kysely<unknown>; type: 'sqlite' | 'postgres'; transaction: boolean };

  listWatchlist(tenant: string, userId: string): Promise<WatchlistEntry[]>;
  /** Adds a car (no-op when present: 'exists'); 'full' when the list has `max` cars. */
  saveToWatchlist(tenant: string, userId: string, car: WatchlistCar, now: number, max: number): Promise<'saved' | 'exists' | 'full'>;
  /** Removes a car; false when it was not there. */
  removeFromWatchlist(tenant: string, userId: string, carId: number): Promise<boolean>;

  /** Creates a requested reservation unless the car has an active one (see the migration's unique index). */
  createReservation(r: NewReservation): Promise<CreateReservationResult>;
  getReservation(id: string): Promise<Reservation | null>;
  findReservationByPaymentRef(provider: string, ref: string): Promise<Reservation | null>;
  /** Records the provider's payment id of a requested reservation. */
  setPaymentRef(id: string, ref: string, now: number): Promise<void>;
  /** Applies a state change when the reservation is still in `from` ('stale' otherwise), in one transaction with its event and messages. */
  changeReservation(change: ReservationChange): Promise<ChangeResult>;
  /** Records a provider event that changed nothing (so a replay is recognised); false when already recorded. */
  recordProviderEvent(reservationId: string, type: string, providerEventId: string, now: number): Promise<boolean>;
  /** Active reservations whose `due_at` has passed, oldest first. */
  dueReservations(now: number, limit: number): Promise<Reservation[]>;
  /** The active (requested or held) reservation of a car, or null. */
  activeReservation(tenant: string, carId: number): Promise<Reservation | null>;
  /** Cars of a tenant held by a deposit now (for the next build and the view call). */
  heldCars(tenant: string): Promise<Array<{ car_id: number; car_slug: string; due_at: number | null }>>;
  listReservations(tenant: string, userId: string): Promise<Reservation[]>;

  /** Queues a message (outside any other change). */
  enqueueMessage(m: NewMessage, now: number): Promise<void>;
  /** Messages to `recipient` created at or after `since`. */
  countMessagesTo(recipient: string, since: number): Promise<number>;
  claimMessages(now: number, limit: number, leaseMs: number): Promise<MessageJob[]>;
  /** Records an attempt; a delivered sign-in code's body is blanked (codes are not kept once sent). */
  completeMessage(
    id: number,
    outcome: { status: 'delivered' } | { status: 'retry'; next_attempt_at: number; error: string } | { status: 'dead'; error: string },
    now: number,
  ): Promise<void>;
  listMessages(tenant?: string): Promise<MessageRow[]>;

  /** Account deletion (APP 11.2): the user's watchlists go, their reservations keep no link to them. */
  deleteUserData(userId: string): Promise<void>;
}
