/**
 * The signed-in buyer's pages (issue #13 items 2 and 3; spec §2 `/my-garage`, the watchlist page,
 * `/online-payment`, the four brand "my…" routes; §6 always gated):
 * - `garage` (/my-garage/ and the brand routes): the watchlist, the reservations, sign-out and
 *   account deletion (APP 11.2);
 * - `watchlist` (/watchlist/): the saved cars of the account; a sold car stays listed with its SOLD state;
 * - `payments` (/online-payment/): the deposits and their states; a hold can be released.
 * Each is gated in the browser (`useGate`) and every call is checked by the API. Server-rendered ('Checking your
 * sign-in…'); hydrate `client:gate={{ signIn: ACCOUNT_VIEW_SIGN_IN[view] }}` (a visitor who never signed in here is
 * sent to sign-in before React loads: src/integration/gate-directive.js).
 */
import { useEffect, useState } from 'react';
import type { SignInType } from '../../domain/account.ts';
import { WATCHLIST_PATH, watchlistToast } from '../../domain/watchlist.ts';
import { formatAud } from '../../domain/money.ts';
import { removeFavourite } from '../../stores/favourites.ts';
import {
  AccountError,
  ACCOUNT_MESSAGES,
  cancelReservation,
  deleteAccount,
  fetchReservations,
  fetchWatchlist,
  signOut,
  watchlistCall,
  type AccountSite,
  type AccountUser,
  type ReservationView,
  type WatchlistCar,
} from './client.ts';
import { useGate } from './useGate.ts';
import '../forms/forms.css';
import './account.css';

export interface AccountProps {
  site: AccountSite;
  view: 'garage' | 'watchlist' | 'payments';
}

const errorText = (err: unknown) => (err instanceof AccountError ? err.message : ACCOUNT_MESSAGES.unexpected);

/** The watchlist with Remove buttons (spec §8: a failed call shows an alert with the message). */
function Watchlist({ site, user }: { site: AccountSite; user: AccountUser }) {
  const [cars, setCars] = useState<WatchlistCar[] | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!user.phone_number) return;
    fetchWatchlist(site).then(setCars, (err: unknown) => setError(errorText(err)));
  }, [site, user]);
  if (!user.phone_number) {
    return (
      <p>
        Your watchlist is kept with your mobile number.{' '}
        <a href={`/sign-in/?type=watchlist&redirect=${encodeURIComponent(WATCHLIST_PATH)}`}>Sign in with your mobile</a> to use it.
      </p>
    );
  }
  const remove = async (car: WatchlistCar) => {
    setError(null);
    try {
      await watchlistCall(site, 'remove-car', user.phone_number!, car.id);
      setCars((list) => (list ?? []).filter((c) => c.id !== car.id));
      removeFavourite(car.id);
      const t = watchlistToast('removed', car.name);
      setStatus(`${t.title}: ${t.message}`);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div className="account-section">
      {error && (
        <p className="lead-alert" role="alert">
          {error}
        </p>
      )}
      <p className="account-status" role="status">
        {status}
      </p>
      {cars === null ? (
        <p>Loading your watchlist…</p>
      ) : cars.length === 0 ? (
        <p>
          Your watchlist is empty. <a href="/search/">Search our stock</a> and tap the heart on a car to save it.
        </p>
      ) : (
        <ul className="account-cars" aria-label="Watchlist">
          {cars.map((car) => {
            const sold = car.status !== 'in_stock' && car.status !== 'coming_soon';
            return (
              <li key={car.id} className="account-car" data-car-id={car.id} data-status={car.status}>
                {car.primary_image_url ? (
                  <img src={car.primary_image_url} alt="" width={160} height={120} loading="lazy" />
                ) : (
                  <span className="account-car__noimg" aria-hidden="true" />
                )}
                <div className="account-car__text">
                  {sold ? (
                    <span className="account-car__name">{car.name}</span>
                  ) : (
                    <a className="account-car__name" href={`/cars/${car.slug}/`}>
                      {car.name}
                    </a>
                  )}
                  {sold ? (
                    <strong className="account-car__sold">SOLD</strong>
                  ) : (
                    <span>{car.price !== null ? formatAud(car.price) : 'Enquire for price.'}</span>
                  )}
                </div>
                <button
                  type="button"
                  className="btn btn--outline"
                  onClick={() => void remove(car)}
                  aria-label={`Remove ${car.name} from your watchlist`}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The buyer's reservations and their deposits, with 'Release my hold' for an active one. */
function Reservations({ site }: { site: AccountSite }) {
  const [list, setList] = useState<ReservationView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchReservations(site).then(setList, (err: unknown) => setError(errorText(err)));
  }, [site]);
  const cancel = async (r: ReservationView) => {
    setError(null);
    try {
      const next = await cancelReservation(site, r.id);
      setList((l) => (l ?? []).map((x) => (x.id === next.id ? next : x)));
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div className="account-section">
      {error && (
        <p className="lead-alert" role="alert">
          {error}
        </p>
      )}
      {list === null ? (
        <p>Loading your reservations…</p>
      ) : list.length === 0 ? (
        <p>You have no reservations. Reserve a car from its page with a fully refundable {formatAud(site.reserveAmount)} deposit.</p>
      ) : (
        <ul className="account-cars" aria-label="Reservations">
          {list.map((r) => (
            <li key={r.id} className="account-car" data-reservation={r.status}>
              <div className="account-car__text">
                <a className="account-car__name" href={`/cars/${r.car_slug}/`}>
                  {r.car_slug.replace(/-\d+$/, '').replace(/-/g, ' ')}
                </a>
                <span>
                  Deposit {formatAud(r.deposit)} · {r.provider === 'stripe' ? 'paid by card' : 'paid at the dealership'}
                </span>
                <span>
                  {r.text}
                  {r.held_until &&
                    ` Held until ${new Date(r.held_until).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}.`}
                </span>
              </div>
              {(r.status === 'held' || r.status === 'requested') && (
                <button type="button" className="btn btn--outline" onClick={() => void cancel(r)}>
                  Release my hold
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The sign-in type of each view (spec §2 types): what the visitor was doing when asked to sign in. */
export const ACCOUNT_VIEW_SIGN_IN = { garage: 'my-garage', watchlist: 'watchlist', payments: 'online-payment' } as const satisfies Record<
  AccountProps['view'],
  SignInType
>;

export default function Account({ site, view }: AccountProps) {
  const gate = useGate(site, ACCOUNT_VIEW_SIGN_IN[view], 'always');
  const [error, setError] = useState<string | null>(null);
  if (gate.status !== 'signed-in')
    return <p className="account-loading">{gate.status === 'signed-out' && gate.error ? gate.error : 'Checking your sign-in…'}</p>;
  const user = gate.user;
  const leave = async (action: 'out' | 'delete') => {
    if (action === 'delete' && !window.confirm('Delete your account, your watchlist and your sign-in details? This cannot be undone.'))
      return;
    try {
      await (action === 'out' ? signOut(site) : deleteAccount(site));
      window.location.assign('/');
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div className="account">
      <p className="account-who">
        Signed in as <strong>{user.phone_number ?? user.email}</strong>
      </p>
      {error && (
        <p className="lead-alert" role="alert">
          {error}
        </p>
      )}
      {view !== 'payments' && (
        <section aria-labelledby="watchlist-h">
          <h2 id="watchlist-h">Your watchlist</h2>
          <Watchlist site={site} user={user} />
        </section>
      )}
      {view !== 'watchlist' && (
        <section aria-labelledby="reservations-h">
          <h2 id="reservations-h">{view === 'payments' ? 'Your deposits' : 'Your reservations'}</h2>
          <Reservations site={site} />
        </section>
      )}
      <div className="lead-form__actions">
        <button type="button" className="btn btn--outline" onClick={() => void leave('out')}>
          Sign out
        </button>
        {view === 'garage' && (
          <button type="button" className="btn btn--outline" onClick={() => void leave('delete')}>
            Delete my account
          </button>
        )}
      </div>
    </div>
  );
}
