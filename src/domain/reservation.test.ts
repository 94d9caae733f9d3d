/** The reservation state machine (spec §9: 48-hour hold, refundable deposit, default $200). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEPOSIT_AUD,
  depositCents,
  HOLD_PERIOD_MS,
  holdEndsAt,
  isActive,
  RESERVATION_STATES,
  transition,
  type ReservationEvent,
} from './reservation.ts';

describe('reservation transitions', () => {
  it('requested → held → confirmed (captured) → refunded; holds expire or are released without a charge', () => {
    expect(transition('requested', { type: 'authorised' })).toEqual({ to: 'held', payment: 'none', notify: ['buyer', 'dealer'] });
    expect(transition('held', { type: 'sold' })?.payment).toBe('capture');
    expect(transition('confirmed', { type: 'sale_cancelled' })).toMatchObject({ to: 'refunded', payment: 'refund' });
    expect(transition('held', { type: 'hold_expired' })).toMatchObject({ to: 'expired', payment: 'cancel_authorisation' });
    expect(transition('held', { type: 'cancelled', by: 'buyer' })).toMatchObject({ to: 'released', payment: 'cancel_authorisation' });
    expect(transition('requested', { type: 'request_timed_out' })).toMatchObject({ to: 'abandoned', payment: 'cancel_authorisation' });
  });

  it('a late or replayed event changes nothing (null), whatever the state', () => {
    const events: ReservationEvent[] = [
      { type: 'authorised' },
      { type: 'payment_failed' },
      { type: 'hold_expired' },
      { type: 'sold' },
      { type: 'sale_cancelled' },
    ];
    expect(transition('held', { type: 'payment_failed' })).toBeNull();
    expect(transition('expired', { type: 'authorised' })).toBeNull();
    for (const final of ['released', 'expired', 'abandoned', 'refunded'] as const)
      for (const e of events) expect(transition(final, e)).toBeNull();
    expect(RESERVATION_STATES.filter(isActive)).toEqual(['requested', 'held']);
  });

  it('48 hours, $200 default, cents for the provider', () => {
    expect(HOLD_PERIOD_MS).toBe(48 * 3600 * 1000);
    expect(holdEndsAt(0)).toBe(172_800_000);
    expect(DEFAULT_DEPOSIT_AUD).toBe(200);
    expect(depositCents(200)).toBe(20_000);
    expect(depositCents(199.99)).toBe(19_999);
    expect(() => depositCents(0)).toThrow(RangeError);
  });
});
