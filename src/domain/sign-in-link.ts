/**
 * Where a gated page sends a visitor without a session (spec §2 `/sign-in?type={x}&redirect={path}&back={path}`;
 * §4 *Gated routes*; issue #13): the sign-in link, the safe return paths, and the device hint that this
 * browser signed in before. Kept apart from `account.ts` (which re-exports it) and free of imports, because
 * the `client:gate` directive (src/integration/gate-directive.js) bundles it into every gated page's HTML.
 */
import type { SignInType } from './account.ts';

/**
 * The device hint (localStorage key) that this browser signed in on the site. Pages that only enhance for a
 * signed-in buyer (the vehicle page's watchlist) ask the API only when it is set, and gated pages send a
 * visitor without it to sign-in at once. Not a credential: the session is the HttpOnly cookie.
 */
export const SIGNED_IN_HINT_KEY = 'dealer:signed-in';

/**
 * A path we may send a visitor to after sign-in: a same-site path (`/…`, not `//host` or `/\host`),
 * at most 512 characters, without control characters. Anything else falls back to `fallback` — an
 * open redirect through `?redirect=https://evil.example` is never followed.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  const v = (value ?? '').trim();
  if (
    v.length === 0 ||
    v.length > 512 ||
    !v.startsWith('/') ||
    v.startsWith('//') ||
    v.startsWith('/\\') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a redirect path is the point
    /[\u0000-\u001f\u007f]/.test(v)
  )
    return fallback;
  return v;
}

/** `/sign-in/?type=&redirect=&back=` (spec §2). `back` is where 'Back' (cancel) goes: the page before. */
export function signInHref(type: SignInType, redirect: string, back?: string | null): string {
  const q = new URLSearchParams({ type, redirect: safeReturnPath(redirect) });
  if (back) q.set('back', safeReturnPath(back));
  return `/sign-in/?${q.toString()}`;
}

/** Where 'Back' on the sign-in page goes: the page before when it was on this site, else null (the home page). */
export function backPath(referrer: string, origin: string): string | null {
  try {
    const u = new URL(referrer);
    return u.origin === origin ? `${u.pathname}${u.search}` : null;
  } catch {
    return null;
  }
}

/** The sign-in link for a visitor on `location` (path and query kept as `redirect`) who came from `referrer`. */
export function gateSignInHref(type: SignInType, location: Pick<Location, 'pathname' | 'search' | 'origin'>, referrer: string): string {
  return signInHref(type, `${location.pathname}${location.search}`, backPath(referrer, location.origin));
}

/**
 * Whether this browser's storage says it signed in on the site before: true or false, or null when
 * storage cannot be read (private mode, disabled storage), in which case only the API can tell.
 */
export function signedInHint(storage: Pick<Storage, 'getItem'> | undefined): boolean | null {
  try {
    return storage ? storage.getItem(SIGNED_IN_HINT_KEY) === '1' : null;
  } catch {
    return null;
  }
}
