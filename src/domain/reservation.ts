/**
 * The reservation of a car with a refundable deposit (spec §1 "reserve a car online with a refundable
 * deposit", §9 "Reservation holds the vehicle 48 hours with a fully refundable deposit (default $200)").
 * The state machine the edge API runs; pure.
 *
 * ```
 *  requested ──authorised──► held ──dealer sells──► confirmed (deposit captured)
 *      │                      ├──buyer/dealer cancels──► released (authorisation cancelled: nothing charged)
 *      │                      └──48 hours pass─────────► expired  (authorisation cancelled: nothing charged)
 *      ├──payment failed / buyer left (REQUEST_TIMEOUT)──► abandoned
 *  confirmed ──dealer cancels the sale──► refunded (captured deposit refunded in full)
 * ```
 * A car has at most one *active* reservation (requested or held): a second is refused before any
 * payment starts. `requested` blocks the car only for `REQUEST_TIMEOUT_MS`, so a buyer who leaves the
 * payment step does not keep it from others.
 */

/** Reservation states. */
export const RESERVATION_STATES = ['requested', 'held', 'confirmed', 'released', 'expired', 'abandoned', 'refunded'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** States that hold the car against other buyers. */
export const ACTIVE_STATES: readonly ReservationState[] = ['requested', 'held'];

/** How long a deposit holds the car (spec §9: 48 hours), ms. */
export const HOLD_PERIOD_MS = 48 * 3600_000;
/** How long an unpaid request blocks the car before it is abandoned, ms (ours: 30 minutes). */
export const REQUEST_TIMEOUT_MS = 30 * 60_000;
/** Default deposit, AUD dollars (spec §9); a site sets `features.reserve_amount`. */
export const DEFAULT_DEPOSIT_AUD = 200;

/** What can happen to a reservation. */
export type ReservationEvent =
  | { type: 'authorised' }
  | { type: 'payment_failed' }
  | { type: 'request_timed_out' }
  | { type: 'cancelled'; by: 'buyer' | 'dealer' }
  | { type: 'hold_expired' }
  | { type: 'sold' }
  | { type: 'sale_cancelled' };

/** What the API must do with the payment provider for a transition. */
export type PaymentEffect = 'none' | 'cancel_authorisation' | 'capture' | 'refund';

/** A transition: the next state and the payment effect, or null when the event does not apply. */
export interface Transition {
  to: ReservationState;
  payment: PaymentEffect;
  /** Who is told (through the outbox): the buyer, the dealer, both. */
  notify: ReadonlyArray<'buyer' | 'dealer'>;
}

/**
 * The transition of `state` under `event` (see the module diagram), or null when the event does not
 * apply in that state — the caller treats that as already handled (a replayed or late webhook) and
 * changes nothing. Never throws.
 */
export function transition(state: ReservationState, event: ReservationEvent): Transition | null {
  switch (event.type) {
    case 'authorised':
      return state === 'requested' ? { to: 'held', payment: 'none', notify: ['buyer', 'dealer'] } : null;
    case 'payment_failed':
    case 'request_timed_out':
      return state === 'requested' ? { to: 'abandoned', payment: 'cancel_authorisation', notify: [] } : null;
    case 'cancelled':
      if (state === 'held') return { to: 'released', payment: 'cancel_authorisation', notify: ['buyer', 'dealer'] };
      return state === 'requested' ? { to: 'abandoned', payment: 'cancel_authorisation', notify: [] } : null;
    case 'hold_expired':
      return state === 'held' ? { to: 'expired', payment: 'cancel_authorisation', notify: ['buyer', 'dealer'] } : null;
    case 'sold':
      return state === 'held' ? { to: 'confirmed', payment: 'capture', notify: ['buyer', 'dealer'] } : null;
    case 'sale_cancelled':
      return state === 'confirmed' ? { to: 'refunded', payment: 'refund', notify: ['buyer', 'dealer'] } : null;
  }
}

/** True while the reservation keeps the car from other buyers. */
export function isActive(state: ReservationState): boolean {
  return ACTIVE_STATES.includes(state);
}

/** When a hold that starts at `heldAt` (Unix ms) ends. */
export function holdEndsAt(heldAt: number): number {
  return heldAt + HOLD_PERIOD_MS;
}

/** The deposit in cents (payment providers count cents). @throws RangeError for a non-positive or non-finite amount. */
export function depositCents(aud: number): number {
  if (!Number.isFinite(aud) || aud <= 0) throw new RangeError(`deposit must be a positive number of dollars, got ${aud}`);
  return Math.round(aud * 100);
}

/** What the buyer reads about each state (ours; the spec shows no wording beyond the 48-hour hold). */
export const RESERVATION_STATE_TEXT: Record<ReservationState, string> = {
  requested: 'Waiting for your deposit.',
  held: 'Reserved for you: the car is held for 48 hours.',
  confirmed: 'Sold to you: your deposit has been put towards the car.',
  released: 'Cancelled: your deposit was released and nothing was charged.',
  expired: 'The 48-hour hold ended: your deposit was released and nothing was charged.',
  abandoned: 'No deposit was taken, so the car was not reserved.',
  refunded: 'Cancelled: your deposit was refunded in full.',
};
