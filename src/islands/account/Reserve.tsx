/**
 * Reserve a car with a refundable deposit (issue #13 item 4; spec §2 `/cars/{slug}/checkout`, its
 * `/buy-online` variant, `/checkout-journey?car_id=`; §9 48 hours, default $200; §6 checkout gated on
 * some sites). 1) the buyer's details → `POST /api/reservations` (409 when another buyer holds the car,
 * before any payment) 2) the deposit: with Stripe, the card is authorised (held, not charged) in
 * Stripe's own Payment Element (`@stripe/stripe-js`, loaded only at this step); with the offline
 * provider the car is held at once and the dealer takes the deposit by phone 3) the result, read back
 * from the API (`sync`), which only shows 'reserved' once the provider says the money is held.
 *
 * Test payments: when the API is pointed at the local Stripe fake it sends `test_mode`, and the
 * page offers a 'Pay with the test card' button instead of Stripe's form — never a real card.
 * Server-rendered on /cars/{slug}/checkout/ (`client:intent`, or `client:gate` where checkout is gated: the
 * fields stay disabled until React runs, so nothing typed is lost); `client:only="react"` on /checkout-journey/.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { HOLD_PERIOD_MS } from '../../domain/reservation.ts';
import { formatAud } from '../../domain/money.ts';
import { useCarLookup } from '../forms/hooks/useCarLookup.ts';
import { useHydrated } from '../forms/hooks/useHydrated.ts';
import type { FormCar, FormSite } from '../forms/types.ts';
import { CarSummary } from '../forms/ui/CarSummary.tsx';
import { TextField } from '../forms/ui/Fields.tsx';
import { SubmitButton } from '../forms/ui/SubmitButton.tsx';
import {
  AccountError,
  ACCOUNT_MESSAGES,
  startReservation,
  syncReservation,
  testPay,
  type AccountSite,
  type PaymentStep,
  type ReservationView,
} from './client.ts';
import { useGate } from './useGate.ts';
import '../forms/forms.css';
import './account.css';

export interface ReserveProps {
  site: AccountSite;
  formSite: FormSite;
  /** The page's car; null on /checkout-journey/ (read from `?car_id=`). */
  car: FormCar | null;
}

type Step =
  | { kind: 'details' }
  | { kind: 'pay'; reservation: ReservationView; payment: Extract<PaymentStep, { kind: 'stripe' }> }
  | { kind: 'done'; reservation: ReservationView };

const HOLD_HOURS = HOLD_PERIOD_MS / 3600_000;

/** Polls `sync` until the provider has moved the reservation on from 'requested' (at most ~20 s). */
async function settle(site: AccountSite, id: string): Promise<ReservationView> {
  let r = await syncReservation(site, id);
  for (let i = 0; i < 20 && r.status === 'requested'; i++) {
    await new Promise((ok) => setTimeout(ok, 1000));
    r = await syncReservation(site, id);
  }
  return r;
}

/** Stripe's Payment Element for a PaymentIntent (manual capture: the card is authorised, not charged). */
function StripePay({
  payment,
  onPaid,
  onError,
}: {
  payment: Extract<PaymentStep, { kind: 'stripe' }>;
  onPaid: () => void;
  onError: (m: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(payment.publishable_key))
      .then(
        (stripe) => {
          if (!live || !stripe || !box.current) return;
          const elements = stripe.elements({ clientSecret: payment.client_secret });
          elements.create('payment').mount(box.current);
          setReady({ stripe, elements });
        },
        () => onError('The card form could not load. Please check your connection and try again.'),
      );
    return () => {
      live = false;
    };
  }, [payment, onError]);
  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    const { error } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setBusy(false);
    if (error) onError(error.message ?? ACCOUNT_MESSAGES.unexpected);
    else onPaid();
  };
  return (
    <form className="lead-form" onSubmit={pay} aria-label="Pay the deposit">
      <div ref={box} className="account-stripe" />
      <div className="lead-form__actions">
        <SubmitButton label="Hold my deposit" busy={busy} busyLabel="Authorising…" disabled={!ready} />
      </div>
    </form>
  );
}

/** The test card step (the API is pointed at the local Stripe fake): confirms the PaymentIntent there. */
function TestPay({
  site,
  reservationId,
  onPaid,
  onError,
}: {
  site: AccountSite;
  reservationId: string;
  onPaid: () => void;
  onError: (m: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const pay = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await testPay(site, reservationId);
      onPaid();
    } catch {
      onError('The test payment failed. Nothing was charged.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="lead-form" onSubmit={pay} aria-label="Pay the deposit">
      <p className="lead-note">Test mode: this site takes test payments only. No real card is used.</p>
      <div className="lead-form__actions">
        <SubmitButton label="Pay with the test card" busy={busy} busyLabel="Authorising…" />
      </div>
    </form>
  );
}

export default function Reserve({ site, formSite, car: initial }: ReserveProps) {
  const lookup = useCarLookup(formSite, initial, initial === null);
  const car = lookup.car;
  const gate = useGate(site, 'checkout', 'checkout', !lookup.loading);
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [values, setValues] = useState({ name: '', last_name: '', email: '', phone: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const ready = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  const deposit = formatAud(site.reserveAmount);

  if (gate.gated && gate.status !== 'signed-in') return <p className="account-loading">Checking your sign-in…</p>;
  // The car box from the URL is the first child of `.lead` whether or not the car came, so React keeps its element
  // when "Try again" finds the car and the keyboard focus the box took stays on it (src/islands/retry.ts).
  const summary = initial === null && <CarSummary lookup={lookup} />;
  if (!lookup.loading && !car) return <div className="lead">{summary}</div>;

  const fail = (err: unknown) => {
    setError(err instanceof AccountError ? err.message : ACCOUNT_MESSAGES.unexpected);
    setFields(err instanceof AccountError ? err.fields : {});
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!car) return;
    setError(null);
    setBusy(true);
    try {
      const out = await startReservation(site, { car_id: car.id, ...values }, key);
      if (out.payment.kind === 'stripe' && out.reservation.status === 'requested')
        setStep({ kind: 'pay', reservation: out.reservation, payment: out.payment });
      else setStep({ kind: 'done', reservation: out.reservation });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const paid = async (id: string) => {
    setError(null);
    try {
      setStep({ kind: 'done', reservation: await settle(site, id) });
    } catch (err) {
      fail(err);
    }
  };
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  return (
    <div className="lead">
      {summary}
      {error && (
        <div className="lead-alert" role="alert" tabIndex={-1} ref={alertRef}>
          {error}
        </div>
      )}
      {step.kind === 'details' && (
        <form className="lead-form" noValidate onSubmit={submit} aria-label="Reserve this car">
          <h2 className="lead-form__step">Your details</h2>
          <fieldset className="lead-form__fields" disabled={!ready}>
            <TextField
              id="reserve-name"
              label="First Name"
              autoComplete="given-name"
              required
              value={values.name}
              onValue={set('name')}
              error={fields.name}
            />
            <TextField
              id="reserve-last-name"
              label="Last Name"
              autoComplete="family-name"
              value={values.last_name}
              onValue={set('last_name')}
              error={fields.last_name}
            />
            <TextField
              id="reserve-email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onValue={set('email')}
              error={fields.email}
            />
            <TextField
              id="reserve-phone"
              label="Mobile"
              type="tel"
              autoComplete="tel"
              required
              value={values.phone}
              onValue={set('phone')}
              error={fields.phone}
            />
          </fieldset>
          <div className="lead-form__actions">
            <SubmitButton label={`Reserve for ${deposit}`} busy={busy} busyLabel="Reserving…" disabled={!car || !ready} />
          </div>
        </form>
      )}
      {step.kind === 'pay' && (
        <section aria-labelledby="pay-h" className="lead-form">
          <h2 id="pay-h" className="lead-form__step">
            Your {deposit} deposit
          </h2>
          <p>
            Your card is authorised for {deposit}, not charged: the money is only taken if you buy the car, and released if you cancel or
            the {HOLD_HOURS}-hour hold ends.
          </p>
          {step.payment.test_mode ? (
            <TestPay site={site} reservationId={step.reservation.id} onPaid={() => void paid(step.reservation.id)} onError={setError} />
          ) : (
            <StripePay payment={step.payment} onPaid={() => void paid(step.reservation.id)} onError={setError} />
          )}
        </section>
      )}
      {step.kind === 'done' && (
        <section className="lead-success" aria-labelledby="done-h" data-reservation={step.reservation.status}>
          <h2 id="done-h" tabIndex={-1}>
            {step.reservation.status === 'held' ? 'The car is reserved for you' : 'Your reservation'}
          </h2>
          <p role="status">
            {step.reservation.text}
            {step.reservation.held_until &&
              ` Held until ${new Date(step.reservation.held_until).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}.`}
          </p>
          {step.reservation.provider === 'offline' && step.reservation.status === 'held' && (
            <p>We will call you to take the {deposit} deposit. It is fully refundable.</p>
          )}
          <p className="lead-success__links">
            {car && <a href={`/cars/${car.slug}/`}>Back to the car</a>}
            {gate.status === 'signed-in' && <a href="/my-garage/">My garage</a>}
          </p>
        </section>
      )}
    </div>
  );
}
