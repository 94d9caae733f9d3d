/**
 * The browser side of accounts and commerce (issue #13): the calls the account islands make to the
 * edge API (`src/api/routes/account.ts`, `watchlist.ts`, `reservations.ts`, `valuations.ts`), and the
 * session store every island shares.
 *
 * Every call sends the session cookie (`credentials: 'include'`): the API is same-site with the pages
 * (README *Accounts and commerce*), the cookie is `HttpOnly` and never read here. Writes are JSON, so a
 * cross-origin write needs the CORS preflight only the site's own origins pass (the API's CSRF rule).
 * A failed call rejects with `AccountError` carrying the API's `{ error }` text, which islands show as is
 * (spec §8 "an alert shows the error message").
 */
import { atom } from 'nanostores';
import { SIGNED_IN_HINT_KEY, signedInHint } from '../../domain/sign-in-link.ts';
import { deviceStorage } from '../../stores/storage.ts';
import type { AdjustmentAnswers } from '../../domain/valuation.ts';
import type { TradeInEstimate } from '../../stock/valuation.ts';

/** The site slice the account islands need (built by `accountSite` in src/components/account/account-site.ts). */
export interface AccountSite {
  slug: string;
  name: string;
  /** The edge API origin, '' when the site was built without one: then calls go to `/api/…` on the site's own host (a CDN route, or `npm start`'s proxy). */
  apiBase: string;
  /** Reservation deposit, AUD dollars (`features.reserve_amount`, spec §9 default $200). */
  reserveAmount: number;
  /** The per-site gates (spec §6) as this site sets them. */
  gates: { checkout: boolean; finance: boolean; spin_to_win: boolean; equifax_finance: boolean };
  /** Saving cars is on (`features.favourites`): the watchlist follows it. */
  favourites: boolean;
}

/** A failed call: the API's message (or ours when it gave none) and the HTTP status (0 = no answer). */
export class AccountError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  constructor(message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'AccountError';
    this.status = status;
    this.fields = fields;
  }
}

/** Our words when the API gave none, or could not be reached (spec §8 'An unexpected error occured' is the lead forms'). */
export const ACCOUNT_MESSAGES = {
  network: 'We could not reach our server. Please check your connection and try again.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Calls `{apiBase}/api{path}`: JSON in and out, with the session cookie. @throws AccountError */
export async function apiCall<T>(
  site: Pick<AccountSite, 'apiBase'>,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${site.apiBase}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new AccountError(ACCOUNT_MESSAGES.network, 0);
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const fields = (data?.fields ?? data?.errors ?? {}) as Record<string, string>;
    const first = typeof fields === 'object' && fields ? Object.values(fields)[0] : undefined;
    const message =
      first ??
      (typeof data?.error === 'string' ? data.error : typeof data?.message === 'string' ? data.message : ACCOUNT_MESSAGES.unexpected);
    throw new AccountError(message, res.status, typeof fields === 'object' && fields ? fields : {});
  }
  return data as T;
}

/** The signed-in user as `GET /api/account` describes them. */
export interface AccountUser {
  email: string | null;
  phone_number: string | null;
}

/** The session as islands see it: still asking, signed out, or signed in. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; error: string | null }
  | { status: 'signed-in'; user: AccountUser };

/** The session of this page (one `GET /api/account` per page load, shared by every island). */
export const $session = atom<SessionState>({ status: 'loading' });

let pending: Promise<SessionState> | null = null;

/** Sets or clears the device hint (`SIGNED_IN_HINT_KEY`, src/domain/sign-in-link.ts); storage errors (private mode, disabled storage) are ignored. */
function hint(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    /* no storage: the pages just ask */
  }
}

/** True when this browser signed in on the site before (see `SIGNED_IN_HINT_KEY`). */
export function maybeSignedIn(): boolean {
  // Reading `localStorage` itself throws where storage is blocked (Safari, Firefox with cookies off), so it is read
  // through `deviceStorage`, which never throws.
  return signedInHint(deviceStorage() ?? undefined) === true;
}

/** Asks the API once per page whether the visitor is signed in on this site (again with `force`). Never rejects. */
export function loadSession(site: Pick<AccountSite, 'apiBase'>, force = false): Promise<SessionState> {
  if (pending && !force) return pending;
  pending = apiCall<{ signed_in: boolean; user: AccountUser | null }>(site, '/account')
    .then((r): SessionState => (r.signed_in && r.user ? { status: 'signed-in', user: r.user } : { status: 'signed-out', error: null }))
    .catch(
      (err: unknown): SessionState => ({
        status: 'signed-out',
        error: err instanceof AccountError ? err.message : ACCOUNT_MESSAGES.unexpected,
      }),
    );
  void pending.then((s) => {
    $session.set(s);
    if (s.status === 'signed-in') hint(true);
    else if (s.status === 'signed-out' && s.error === null) hint(false);
  });
  return pending;
}

/** Sends a sign-in code by SMS (`phone` E.164) or e-mail. @throws AccountError */
export function sendCode(site: AccountSite, channel: 'phone' | 'email', to: string): Promise<unknown> {
  return channel === 'phone'
    ? apiCall(site, '/auth/phone-number/send-otp', { body: { phoneNumber: to } })
    : apiCall(site, '/auth/email-otp/send-verification-otp', { body: { email: to, type: 'sign-in' } });
}

/** Signs in with the code; the API sets the session cookie. @throws AccountError (wrong or expired code) */
export async function verifyCode(site: AccountSite, channel: 'phone' | 'email', to: string, code: string): Promise<void> {
  if (channel === 'phone') await apiCall(site, '/auth/phone-number/verify', { body: { phoneNumber: to, code } });
  else await apiCall(site, '/auth/sign-in/email-otp', { body: { email: to, otp: code } });
  await loadSession(site, true);
}

/** Signs out. @throws AccountError */
export async function signOut(site: AccountSite): Promise<void> {
  await apiCall(site, '/auth/sign-out', { body: {} });
  hint(false);
  $session.set({ status: 'signed-out', error: null });
}

/** Deletes the account and what it saved (APP 11.2). @throws AccountError */
export async function deleteAccount(site: AccountSite): Promise<void> {
  await apiCall(site, '/auth/delete-user', { body: {} });
  hint(false);
  $session.set({ status: 'signed-out', error: null });
}

/** A watchlist car as `GET /api/watchlist` lists it (spec §3 *Watchlist entry* plus what the page shows). */
export interface WatchlistCar {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number;
  /** in_stock, coming_soon or sold (a car no longer listed is sold). */
  status: string;
  /** AUD dollars; null = POA. */
  price: number | null;
  primary_image_url: string | null;
}

/** The signed-in user's watchlist on this site. @throws AccountError */
export async function fetchWatchlist(site: AccountSite): Promise<WatchlistCar[]> {
  return (await apiCall<{ cars: WatchlistCar[] }>(site, '/watchlist')).cars;
}

/** Display hints sent with a save (the API takes id, status and price from its own stock). */
export interface WatchlistHints {
  name: string;
  primary_image_url: string | null;
}

/** `POST /api/watchlist/save-car` or `/remove-car` (spec §7: phone_number, car_id). Returns the saved ids. @throws AccountError */
export async function watchlistCall(
  site: AccountSite,
  action: 'save-car' | 'remove-car',
  phoneNumber: string,
  carId: number,
  hints?: WatchlistHints,
): Promise<number[]> {
  return (
    await apiCall<{ car_ids: number[] }>(site, `/watchlist/${action}`, {
      body: { phone_number: phoneNumber, car_id: carId, ...(hints ? { car: hints } : {}) },
    })
  ).car_ids;
}

/** Merges the device's favourites into the account (at sign-in). @throws AccountError */
export async function mergeWatchlist(site: AccountSite, cars: Array<{ id: number } & WatchlistHints>): Promise<WatchlistCar[]> {
  const body = { cars: cars.map((c) => ({ car_id: c.id, car: { name: c.name, primary_image_url: c.primary_image_url } })) };
  return (await apiCall<{ cars: WatchlistCar[] }>(site, '/watchlist/merge', { body })).cars;
}

/** A reservation as the buyer sees it (`reservationView` in src/api/routes/reservations.ts). */
export interface ReservationView {
  id: string;
  status: string;
  text: string;
  car_id: number;
  car_slug: string;
  provider: string;
  /** AUD dollars. */
  deposit: number;
  currency: string;
  created_at: string;
  held_until: string | null;
}

/** What the page confirms the payment with (see `ClientConfirmation` in src/api/payments/types.ts). */
export type PaymentStep =
  | { kind: 'stripe'; client_secret: string; publishable_key: string; payment_intent: string; test_mode: boolean }
  | { kind: 'none' };

/** Starts a reservation (`Idempotency-Key` = one per form, so a retried submit answers the same). @throws AccountError (409 = car held) */
export function startReservation(
  site: AccountSite,
  body: { car_id: number; name: string; last_name: string; email: string; phone: string },
  key: string,
): Promise<{ reservation: ReservationView; payment: PaymentStep }> {
  return apiCall(site, '/reservations', { body, headers: { 'Idempotency-Key': key } });
}

/** Reads a reservation again after the provider reconciled it (`sync`). @throws AccountError */
export async function syncReservation(site: AccountSite, id: string): Promise<ReservationView> {
  return (await apiCall<{ reservation: ReservationView }>(site, `/reservations/${encodeURIComponent(id)}/sync`, { body: {} })).reservation;
}

/** The signed-in buyer's reservations on this site. @throws AccountError */
export async function fetchReservations(site: AccountSite): Promise<ReservationView[]> {
  return (await apiCall<{ reservations: ReservationView[] }>(site, '/reservations')).reservations;
}

/** Test mode only: pays the deposit with the test card (the API confirms at its Stripe fake). @throws AccountError */
export async function testPay(site: AccountSite, id: string): Promise<void> {
  await apiCall(site, `/reservations/${encodeURIComponent(id)}/test-pay`, { body: {} });
}

/** The buyer releases their hold. @throws AccountError */
export async function cancelReservation(site: AccountSite, id: string): Promise<ReservationView> {
  return (await apiCall<{ reservation: ReservationView }>(site, `/reservations/${encodeURIComponent(id)}/cancel`, { body: {} }))
    .reservation;
}

/** The trade-in estimate as `POST /api/valuations/estimate` answers it (src/stock/valuation.ts). */
export type Estimate = TradeInEstimate;

/** The car a valuation is about. */
export interface ValuationCar {
  make: string;
  model: string;
  badge?: string | null;
  year: number;
  km: number;
  adjustmentAnswers: AdjustmentAnswers;
}

/** Asks for the estimate. @throws AccountError */
export async function fetchEstimate(site: AccountSite, car: ValuationCar): Promise<Estimate> {
  return (await apiCall<{ estimate: Estimate }>(site, '/valuations/estimate', { body: car })).estimate;
}

/** Accepts the offer ('3. Offer Accepted'): the lead fields, the car, PreferredContactMethod and finance. @throws AccountError */
export function acceptOffer(
  site: AccountSite,
  body: Record<string, unknown>,
  key: string,
): Promise<{ lead_id: string; estimate: Estimate }> {
  return apiCall(site, '/valuations/accept', { body, headers: { 'Idempotency-Key': key } });
}
