/**
 * `/sign-in/?type=&redirect=&back=` (spec §2 sign-in route and types; §4 *Gated routes*; issue #13
 * item 1): sign in with a one-time code by SMS or e-mail — no password. Step 1 asks for the mobile (or
 * e-mail), step 2 for the 6-digit code. On success the device's favourites are merged into the
 * account's watchlist (when the account has a phone) and the visitor goes to `redirect`; 'Back' goes
 * to `back`. A visitor already signed in goes straight on. The watchlist types sign in by phone only
 * (spec §4 "Watchlist save needs a signed-in user with a phone").
 *
 * Server-rendered, its controls disabled until React runs (nothing typed is lost): the page renders the island
 * without a query and once per sign-in type (`search`, in `<template>`s), and an inline script puts the variant
 * of the URL's type in place before the first paint (src/pages/sign-in.astro), so the first client render,
 * which reads the URL, matches the HTML. Hydrate `client:intent={{ urlState: false, signedInEager: true }}`: on
 * the visitor's first intent, or when idle where this browser signed in before (it is probably sent straight on).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseSignInQuery, SIGN_IN_CODE, SIGN_IN_HEADINGS, signInChannel } from '../../domain/account.ts';
import { e164Mobile } from '../../domain/phone.ts';
import { $favourites } from '../../stores/favourites.ts';
import { TextField } from '../forms/ui/Fields.tsx';
import { SubmitButton } from '../forms/ui/SubmitButton.tsx';
import { useHydrated } from '../forms/hooks/useHydrated.ts';
import { $session, AccountError, ACCOUNT_MESSAGES, loadSession, mergeWatchlist, sendCode, verifyCode, type AccountSite } from './client.ts';
import '../forms/forms.css';
import './account.css';

/** Messages of the sign-in page (ours). */
export const SIGN_IN_MESSAGES = {
  phone: 'Please enter an Australian mobile number, e.g. 0412 345 678.',
  email: 'Please enter your e-mail address, e.g. name@example.com.',
  code: `Please enter the ${SIGN_IN_CODE.length}-digit code we sent you.`,
} as const;

export interface SignInProps {
  site: AccountSite;
  /** The query to render with on the server (a sign-in type's variant); in the browser, the URL's. */
  search?: string;
}

export default function SignIn({ site, search }: SignInProps) {
  const session = useStore($session);
  const [query] = useState(() => parseSignInQuery(search ?? (typeof window === 'undefined' ? '' : window.location.search)));
  const ready = useHydrated();
  const phoneOnly = query.type === 'watchlist';
  // The visitor's own choice of channel, else the one the sign-in type asks for.
  const [chosen, setChannel] = useState<'phone' | 'email' | null>(null);
  const channel = phoneOnly ? 'phone' : (chosen ?? signInChannel(query.type));
  const [to, setTo] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadSession(site);
  }, [site]);
  useEffect(() => {
    if (session.status === 'signed-in' && sentTo === null) window.location.replace(query.redirect);
  }, [session, sentTo, query.redirect]);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (sentTo) document.getElementById('signin-code')?.focus();
  }, [sentTo]);

  const fail = (err: unknown) => setError(err instanceof AccountError ? err.message : ACCOUNT_MESSAGES.unexpected);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const address = channel === 'phone' ? e164Mobile(to) : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.trim()) ? to.trim().toLowerCase() : null;
    if (!address) return setError(channel === 'phone' ? SIGN_IN_MESSAGES.phone : SIGN_IN_MESSAGES.email);
    setBusy(true);
    try {
      await sendCode(site, channel, address);
      setSentTo(address);
      setCode('');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const digits = code.replace(/\D/g, '');
    if (digits.length !== SIGN_IN_CODE.length || !sentTo) return setError(SIGN_IN_MESSAGES.code);
    setBusy(true);
    try {
      await verifyCode(site, channel, sentTo, digits);
      const s = $session.get();
      // Device favourites follow the buyer into the account (issue #13 item 2), when it has a phone.
      const saved = $favourites.get();
      if (s.status === 'signed-in' && s.user.phone_number && saved.length > 0) {
        await mergeWatchlist(site, saved).catch((err: unknown) => console.warn('watchlist: favourites not merged', err));
      }
      window.location.assign(query.redirect);
    } catch (err) {
      fail(err);
      setBusy(false);
    }
  };

  const heading = query.type ? SIGN_IN_HEADINGS[query.type] : `Sign in to ${site.name}`;
  return (
    <div className="lead account-signin">
      <h1>{heading}</h1>
      {error && (
        <div className="lead-alert" role="alert" tabIndex={-1} ref={alertRef}>
          {error}
        </div>
      )}
      {sentTo === null ? (
        <form className="lead-form" noValidate onSubmit={send} aria-label="Sign in">
          <p className="lead-form__note">
            We send you a {SIGN_IN_CODE.length}-digit code: no password needed. The code expires in{' '}
            {Math.round(SIGN_IN_CODE.expiresInSeconds / 60)} minutes.
          </p>
          <fieldset className="account-signin__fields" disabled={!ready}>
            {channel === 'phone' ? (
              <TextField
                id="signin-phone"
                label="Mobile number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                value={to}
                onValue={setTo}
                hint={phoneOnly ? 'Your watchlist is kept with your mobile number.' : 'We text the code to this number.'}
              />
            ) : (
              <TextField
                id="signin-email"
                label="E-mail address"
                type="email"
                autoComplete="email"
                required
                value={to}
                onValue={setTo}
                hint="We e-mail the code to this address."
              />
            )}
          </fieldset>
          <div className="lead-form__actions">
            <SubmitButton label="Send code" busy={busy} busyLabel="Sending…" disabled={!ready} />
            {!phoneOnly && (
              <button
                type="button"
                disabled={!ready}
                className="btn btn--outline"
                onClick={() => {
                  setChannel(channel === 'phone' ? 'email' : 'phone');
                  setTo('');
                  setError(null);
                }}
              >
                {channel === 'phone' ? 'Use e-mail instead' : 'Use a mobile number instead'}
              </button>
            )}
          </div>
        </form>
      ) : (
        <form className="lead-form" noValidate onSubmit={verify} aria-label="Enter your code">
          <p className="lead-form__note" role="status">
            We sent a code to <strong>{sentTo}</strong>.
          </p>
          <TextField
            id="signin-code"
            label="Sign-in code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={SIGN_IN_CODE.length}
            required
            value={code}
            onValue={setCode}
          />
          <div className="lead-form__actions">
            <SubmitButton label="Sign in" busy={busy} busyLabel="Signing in…" />
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => {
                setSentTo(null);
                setError(null);
              }}
            >
              Send a new code
            </button>
          </div>
        </form>
      )}
      <p>
        {/* The HTML's variants go back home; the URL's `back` is set once React runs (an attribute is not hydrated). */}
        <a href={ready ? query.back : '/'}>Back</a>
      </p>
    </div>
  );
}
