/**
 * Accounts: sign-in types, which routes are gated, and where sign-in sends the visitor back to
 * (spec §2 `/sign-in?type={x}&redirect={path}&back={path}` and its types; §4 *Gated routes*; §6
 * *Roles and permissions*). Pure: pages, islands and the API call it.
 */
import { FINANCE_CATEGORY } from './finance/enquiry.ts';
import { safeReturnPath } from './sign-in-link.ts';

export { safeReturnPath, signInHref } from './sign-in-link.ts';

/** Sign-in types (spec §2). Each names what the visitor was doing when asked to sign in. */
export const SIGN_IN_TYPES = [
  'watchlist',
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

/**
 * The four brand-specific "my…" account routes (spec §2, §6: "four brand-specific 'my...' account
 * routes", names not shown). Decision: `/my-account/`, `/my-vehicles/`, `/my-reservations/` and
 * `/my-enquiries/`, built on sites whose template is `brand`.
 */
export const BRAND_ACCOUNT_ROUTES = ['/my-account/', '/my-vehicles/', '/my-reservations/', '/my-enquiries/'] as const;

/** Routes always gated (spec §6): online payment, my garage and the brand account routes. */
export const ALWAYS_GATED_ROUTES = ['/online-payment/', '/my-garage/', ...BRAND_ACCOUNT_ROUTES] as const;

/** The per-site gates (spec §6 "gated on some sites only": checkout, finance, spin-to-win, equifax finance). */
export interface SiteGates {
  checkout: boolean;
  finance: boolean;
  spin_to_win: boolean;
  equifax_finance: boolean;
}

/** What is gated on a page, as the page says it: always, by a site gate, or not at all (trade-in, sell-my-car). */
export type GateRule = 'always' | keyof SiteGates | 'never';

/** True when a page with `rule` needs a session on a site with `gates` (spec §6). */
export function isGated(rule: GateRule, gates: SiteGates): boolean {
  if (rule === 'always') return true;
  if (rule === 'never') return false;
  return gates[rule];
}

/**
 * The gate a submitted lead falls under (spec §6: a gated page's submissions are enforced by the API,
 * not only hidden in the browser): the finance pages' enquiry (category 'Finance Enquiry',
 * `FINANCE_CATEGORY`) is under the site's finance gate; every other lead (contact, test drive, trade-in,
 * sell-my-car …) is not gated.
 */
export function leadGate(lead: { category?: string | null }): GateRule {
  return lead.category === FINANCE_CATEGORY ? 'finance' : 'never';
}

/** Parses `/sign-in/`'s query: an unknown type is null (the page asks in general words); `redirect` defaults to /my-garage/, `back` to the home page. */
export function parseSignInQuery(search: string): { type: SignInType | null; redirect: string; back: string } {
  const q = new URLSearchParams(search);
  const t = q.get('type');
  const type = (SIGN_IN_TYPES as readonly string[]).includes(t ?? '') ? (t as SignInType) : null;
  const redirect = safeReturnPath(q.get('redirect'), '/my-garage/');
  return { type, redirect, back: safeReturnPath(q.get('back'), '/') };
}

/**
 * Which identity a sign-in type asks for. The watchlist needs a phone (spec §4 "Watchlist save needs
 * a signed-in user with a phone"; §7 calls carry `phone_number`), so those types sign in by SMS code;
 * the others offer e-mail first and a phone as the alternative.
 */
export function signInChannel(type: SignInType | null): 'phone' | 'email' {
  return type === 'watchlist' || type === 'my-garage' ? 'phone' : 'email';
}

/** Headline of the sign-in page per type (ours: the spec names the types, not the words). */
export const SIGN_IN_HEADINGS: Record<SignInType, string> = {
  watchlist: 'Sign in to save cars to your watchlist',
  'trade-in': 'Sign in to keep your trade-in valuation',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in to apply for finance',
  'spin-to-win': 'Sign in to spin to win',
  'online-payment': 'Sign in to make a payment',
  'car-finance': 'Sign in to apply for car finance',
  'my-garage': 'Sign in to your garage',
};

/** One-time codes: digits, lifetime and attempts (ours; the spec gives none). */
export const SIGN_IN_CODE = {
  length: 6,
  /** Seconds a code stays valid. */
  expiresInSeconds: 300,
  /** Wrong tries before the code is spent. */
  allowedAttempts: 3,
  /** Codes sent to one phone or e-mail per hour, across every IP (SMS pumping guard). */
  perRecipientPerHour: 5,
} as const;

/** How long a session lasts without use, and how often its expiry is pushed on (seconds). */
export const SESSION_LIFETIME = { expiresInSeconds: 30 * 24 * 3600, updateAgeSeconds: 24 * 3600 } as const;
