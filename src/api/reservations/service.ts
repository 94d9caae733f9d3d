/**
 * Runs the reservation state machine (src/domain/reservation.ts) against the store and the payment
 * provider: reserve, reconcile a provider event, sweep due reservations (the 48-hour clock), and the
 * dealer's sell / cancel. Order of work for every move: the provider call first (with an idempotency
 * key derived from the reservation and the move), then the state change with its outbox messages in
 * one transaction (compare-and-set on the old state). A crash between the two leaves the old state, and
 * the next sweep or event repeats the provider call under the same key — Stripe answers it once.
 */
import {
  holdEndsAt,
  REQUEST_TIMEOUT_MS,
  RESERVATION_STATE_TEXT,
  transition,
  type ReservationEvent,
  type ReservationState,
} from '../../domain/reservation.ts';
import { formatAud } from '../../domain/money.ts';
import type { CarRecord } from '../cars.ts';
import type { PaymentProvider, PaymentProviders, PaymentStatus } from '../payments/types.ts';
import type { CommerceStore, NewMessage, Reservation, ReservationContact } from '../storage/commerce/types.ts';
import type { Tenant, TenantRegistry } from '../tenants.ts';

/** What the service needs. */
export interface ReservationDeps {
  commerce: CommerceStore;
  tenants: TenantRegistry;
  payments: PaymentProviders;
  now: () => number;
  newId: () => string;
  onMessageQueued?: () => void;
  log: (m: string) => void;
}

/** The buyer and dealer messages of a move (through the outbox). */
export function reservationMessages(
  tenant: Tenant,
  r: Reservation,
  to: ReservationState,
  carName: string,
  who: ReadonlyArray<'buyer' | 'dealer'>,
): NewMessage[] {
  const deposit = formatAud(r.amount_cents / 100);
  const site = tenant.site;
  const carUrl = `${site.site_url.replace(/\/$/, '')}/cars/${r.car_slug}/`;
  const until =
    to === 'held' && r.held_at !== null
      ? new Date(holdEndsAt(r.held_at)).toLocaleString('en-AU', { timeZone: site.timezone, dateStyle: 'full', timeStyle: 'short' })
      : null;
  const state = RESERVATION_STATE_TEXT[to];
  const out: NewMessage[] = [];
  if (who.includes('buyer')) {
    out.push({
      tenant: tenant.slug,
      channel: 'email',
      recipient: r.contact.email,
      kind: `reservation_${to}`,
      body: {
        subject: `${site.name}: ${carName} — ${state.split(':')[0]}`,
        text: `Hi ${r.contact.name},\n\n${state}${until ? ` Held until ${until}.` : ''}\nCar: ${carName} (${carUrl})\nDeposit: ${deposit}, fully refundable.\nReservation: ${r.id}\n\n${site.name}`,
        reservation_id: r.id,
      },
    });
  }
  if (who.includes('dealer')) {
    out.push({
      tenant: tenant.slug,
      channel: 'email',
      recipient: site.email,
      kind: `reservation_${to}_dealer`,
      body: {
        subject: `Reservation ${to}: ${carName}`,
        text: `Reservation ${r.id} is now ${to}.\nCar: ${carName} (${carUrl})\nDeposit: ${deposit} via ${r.provider}${r.payment_ref ? ` (${r.payment_ref})` : ''}.\nBuyer: ${r.contact.name} ${r.contact.last_name ?? ''}, ${r.contact.phone}, ${r.contact.email}${until ? `\nHeld until ${until}.` : ''}`,
        reservation_id: r.id,
      },
    });
  }
  return out;
}

const EVENT_FOR_STATUS: Partial<Record<PaymentStatus, ReservationEvent>> = {
  authorised: { type: 'authorised' },
  failed: { type: 'payment_failed' },
  canceled: { type: 'payment_failed' },
};

/** The reservation service. */
export function reservationService(d: ReservationDeps) {
  const provider = (r: Reservation): PaymentProvider => d.payments.forTenant(r.tenant);
  const carName = (r: Reservation) => r.car_slug.replace(/-\d+$/, '').replace(/-/g, ' ');

  /** Applies `event` to `r`: provider effect first, then the state change. Returns the state after. */
  async function move(
    r: Reservation,
    event: ReservationEvent,
    label: string,
    providerEventId: string | null = null,
  ): Promise<ReservationState> {
    const t = transition(r.status, event);
    const tenant = d.tenants.get(r.tenant);
    if (!t || !tenant) return r.status;
    if (r.payment_ref && t.payment !== 'none') {
      const p = provider(r);
      const key = `reservation-${r.id}-${t.payment}`;
      if (t.payment === 'capture') await p.capture(r.payment_ref, key);
      else if (t.payment === 'cancel_authorisation') await p.cancel(r.payment_ref, key);
      else await p.refund(r.payment_ref, key);
    }
    const now = d.now();
    const heldAt = t.to === 'held' ? now : undefined;
    const after = { ...r, held_at: heldAt ?? r.held_at };
    const result = await d.commerce.changeReservation({
      id: r.id,
      from: r.status,
      to: t.to,
      now,
      held_at: heldAt,
      due_at: t.to === 'held' ? holdEndsAt(now) : null,
      event: label,
      provider_event_id: providerEventId,
      messages: reservationMessages(tenant, after, t.to, carName(r), t.notify),
    });
    if (result === 'applied') {
      if (t.notify.length) d.onMessageQueued?.();
      return t.to;
    }
    const fresh = await d.commerce.getReservation(r.id);
    return fresh?.status ?? r.status;
  }

  return {
    /**
     * Starts a reservation of `car` for `contact`: 'car_held' when the car already has an active one
     * (before any payment), else the reservation and what the browser needs to pay. @throws when the
     * provider fails (the reservation is then abandoned, so the car is free again).
     */
    async reserve(
      tenant: Tenant,
      car: CarRecord,
      contact: ReservationContact,
      opts: { userId: string | null; leadId: string | null; idempotencyKey: string | null; amountAud: number },
    ) {
      const now = d.now();
      const p = d.payments.forTenant(tenant.slug);
      const created = await d.commerce.createReservation({
        id: d.newId(),
        tenant: tenant.slug,
        car_id: car.id,
        car_slug: car.slug,
        user_id: opts.userId,
        provider: p.name,
        amount_cents: Math.round(opts.amountAud * 100),
        currency: 'aud',
        contact,
        lead_id: opts.leadId,
        idempotency_key: opts.idempotencyKey,
        created_at: now,
        due_at: now + REQUEST_TIMEOUT_MS,
      });
      if (created.status === 'car_held') return { status: 'car_held' as const };
      let r = created.reservation;
      if (created.status === 'replayed' && r.status !== 'requested')
        return { status: 'ok' as const, reservation: r, client: { kind: 'none' as const } };
      let auth;
      try {
        auth = await p.authorise({
          reservationId: r.id,
          amountCents: r.amount_cents,
          currency: r.currency,
          email: contact.email,
          description: `${tenant.site.name}: 48-hour hold of ${car.year} ${car.make} ${car.model} (stock ${car.stocknum})`,
          metadata: { tenant: tenant.slug, car_id: String(car.id), stocknum: car.stocknum },
        });
      } catch (err) {
        d.log(`reservations: ${r.id}: provider refused the authorisation: ${(err as Error).message}`);
        await d.commerce.changeReservation({
          id: r.id,
          from: 'requested',
          to: 'abandoned',
          now: d.now(),
          due_at: null,
          payment_error: (err as Error).message.slice(0, 300),
          event: 'authorise_failed',
          messages: [],
        });
        throw err;
      }
      if (auth.ref && r.payment_ref !== auth.ref) {
        await d.commerce.setPaymentRef(r.id, auth.ref, d.now());
        r = { ...r, payment_ref: auth.ref };
      }
      if (auth.status === 'authorised') await move(r, { type: 'authorised' }, 'authorised');
      return { status: 'ok' as const, reservation: (await d.commerce.getReservation(r.id))!, client: auth.client };
    },

    /** Reconciles a reservation with its payment's state at the provider (after a webhook, or a page asking). */
    async reconcile(r: Reservation, providerEventId: string | null, label: string): Promise<ReservationState> {
      if (!r.payment_ref) return r.status;
      const status = await provider(r).status(r.payment_ref);
      const event = EVENT_FOR_STATUS[status];
      if (status === 'authorised' && r.status !== 'requested' && r.status !== 'held') {
        // Authorised after the reservation ended (the buyer paid after the timeout, or events came late):
        // nobody holds that money, so release it.
        await provider(r).cancel(r.payment_ref, `reservation-${r.id}-release-late`);
        if (providerEventId) await d.commerce.recordProviderEvent(r.id, label, providerEventId, d.now());
        return r.status;
      }
      const before = r.status;
      const after = event ? await move(r, event, label, providerEventId) : before;
      if (after === before && providerEventId) await d.commerce.recordProviderEvent(r.id, label, providerEventId, d.now());
      return after;
    },

    /** Acts on due reservations (the request timeout, the end of the 48-hour hold). Returns how many moved. */
    async sweep(limit = 50): Promise<number> {
      let moved = 0;
      for (const r of await d.commerce.dueReservations(d.now(), limit)) {
        try {
          const next = await move(
            r,
            r.status === 'held' ? { type: 'hold_expired' } : { type: 'request_timed_out' },
            r.status === 'held' ? 'hold_expired' : 'request_timed_out',
          );
          if (next !== r.status) moved++;
        } catch (err) {
          d.log(`reservations: sweep of ${r.id} failed (retried next round): ${(err as Error).message}`);
        }
      }
      return moved;
    },

    /** The dealer sold the car to this buyer (capture) or a party cancelled (release / refund). */
    act: (r: Reservation, event: ReservationEvent, label: string) => move(r, event, label),
  };
}

/** The service type. */
export type ReservationService = ReturnType<typeof reservationService>;

/** Runs `sweep` every `intervalMs` (default 60 s); the clock itself is in the database. */
export function startReservationSweeper(
  service: ReservationService,
  opts: { intervalMs?: number; log: (m: string) => void },
): { stop(): void } {
  const tick = () => {
    service.sweep().catch((err: unknown) => opts.log(`reservations: sweep failed: ${(err as Error).message}`));
  };
  const timer = setInterval(tick, opts.intervalMs ?? 60_000);
  timer.unref?.();
  setTimeout(tick, 0).unref?.();
  return { stop: () => clearInterval(timer) };
}
