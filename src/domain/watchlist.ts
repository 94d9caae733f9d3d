/**
 * The watchlist: saved cars of a signed-in user (spec §3 *Watchlist entry*: id; §4 *Favourites*
 * "Watchlist save needs a signed-in user with a phone, otherwise redirect to sign-in"; §6 signed-in
 * user "for the watchlist, by phone"; §7 save-car / remove-car; §8 watchlist errors and toasts).
 * Pure: the API, the islands and the pages call it.
 */
import { isInStock } from './stock.ts';

/** What a watchlist save needs first, or null when it may go ahead. */
export type WatchlistBlocker = 'sign_in' | 'phone' | null;

/** Spec §4: a session with a verified phone number saves; without a session, sign in; without a phone, add one. */
export function watchlistBlocker(session: { phoneNumber: string | null; phoneNumberVerified: boolean } | null): WatchlistBlocker {
  if (!session) return 'sign_in';
  return session.phoneNumber && session.phoneNumberVerified ? null : 'phone';
}

/**
 * Whether car can be added (spec §4 "A sold car not already saved cannot be saved"): a car in stock
 * (in_stock or coming_soon) can; a sold one only when it is already on the list (saving again is then
 * a no-op). A sold car on the list stays listed with its SOLD state (issue #13).
 */
export function canSaveToWatchlist(car: { status: string }, alreadySaved: boolean): boolean {
  return alreadySaved || isInStock(car.status);
}

/** Spec §8 toasts, with the 'View List' action (spec: "Both have a 'View List' action"). */
export function watchlistToast(
  kind: 'saved' | 'removed',
  carName: string,
): { title: string; message: string; action: { label: 'View List'; href: string } } {
  return kind === 'saved'
    ? {
        title: 'Car Saved In Watchlist',
        message: `${carName} is now available in your watchlist`,
        action: { label: 'View List', href: WATCHLIST_PATH },
      }
    : { title: 'Car Removed', message: `${carName} is no longer in your watchlist`, action: { label: 'View List', href: WATCHLIST_PATH } };
}

/** The watchlist page (spec §2 "watchlist page", path not shown). Decision: `/watchlist/`. */
export const WATCHLIST_PATH = '/watchlist/';

/** Most cars one watchlist keeps (ours: a guard, not a spec limit). */
export const WATCHLIST_MAX = 200;

/** API messages of the watchlist calls (ours; spec §8 shows the message in an alert). */
export const WATCHLIST_MESSAGES = {
  signIn: 'Please sign in to save cars to your watchlist.',
  phone: 'Please add your mobile number to save cars to your watchlist.',
  phoneMismatch: 'phone_number must be the mobile number of the signed-in account.',
  soldCar: 'This car has been sold, so it cannot be added to your watchlist.',
  unknownCar: 'We could not find that car on this website.',
  full: `Your watchlist is full (${WATCHLIST_MAX} cars). Remove a car to save another.`,
} as const;
