/**
 * The watchlist of a signed-in buyer on the vehicle page (issue #13 item 2; spec §4 "Watchlist save needs
 * a signed-in user with a phone", §7 save-car / remove-car, §8 the alert on failure and the 'Car Saved In
 * Watchlist' / 'Car Removed' toasts with 'View List'). The heart stays the device favourite (spec §4
 * *Favourites*); when the visitor is signed in with a phone, each toggle is also sent to the account's
 * watchlist, and the account's cars are added to the device list on load, so a car saved on one device
 * shows saved on another. A failed call shows an alert with the message and undoes the toggle (the
 * result counts as unsuccessful).
 */
import { watchlistToast } from '../../domain/watchlist.ts';
import { $favourites, type FavouriteCar } from '../../stores/favourites.ts';
import {
  AccountError,
  ACCOUNT_MESSAGES,
  fetchWatchlist,
  loadSession,
  maybeSignedIn,
  watchlistCall,
  type AccountSite,
} from '../account/client.ts';

/**
 * The signed-in buyer's phone (E.164) when they can use the watchlist, else null; asks the API only when
 * this browser signed in before (`maybeSignedIn`). `apiBase` '' = `/api` on the site's own host. Never rejects.
 */
export async function watchlistPhone(apiBase: string): Promise<string | null> {
  if (!maybeSignedIn()) return null;
  const s = await loadSession({ apiBase });
  return s.status === 'signed-in' ? s.user.phone_number : null;
}

/** Adds the account's watchlist cars to the device favourites (cars already there are kept as they are). */
export async function pullWatchlist(apiBase: string, slug: string): Promise<void> {
  const site = { apiBase, slug } as AccountSite;
  const cars = await fetchWatchlist(site);
  const have = new Set($favourites.get().map((f) => f.id));
  const add = cars
    .filter((c) => !have.has(c.id))
    .map((c) => ({ id: c.id, name: c.name, slug: c.slug, make: c.make, model: c.model, primary_image_url: c.primary_image_url }));
  if (add.length > 0) $favourites.set([...$favourites.get(), ...add]);
}

/**
 * Sends a device toggle to the watchlist. Resolves with the toast to show, or null after a failure
 * (the alert was shown and `undo` called).
 */
export async function syncToggle(
  apiBase: string,
  phone: string,
  car: FavouriteCar,
  result: 'saved' | 'removed',
  undo: () => void,
  alertFn: (message: string) => void = (m) => window.alert(m),
): Promise<ReturnType<typeof watchlistToast> | null> {
  try {
    await watchlistCall(
      { apiBase } as AccountSite,
      result === 'saved' ? 'save-car' : 'remove-car',
      phone,
      car.id,
      result === 'saved' ? { name: car.name, primary_image_url: car.primary_image_url } : undefined,
    );
    return watchlistToast(result, car.name);
  } catch (err) {
    undo();
    alertFn(err instanceof AccountError ? err.message : ACCOUNT_MESSAGES.unexpected);
    return null;
  }
}
