/**
 * Favourite and compare toggles of the vehicle page (spec §4 *Favourites*: toggle saved/unsaved,
 * event 39 on add (a listener of the store), a sold car not already saved cannot be saved, buttons
 * hidden per `favouriteAction`; compare per `src/stores/compare.ts`). State lives in the device
 * stores, so every page and tab agrees; each change is confirmed with a toast.
 */
import { favouriteAction } from '../../domain/buttons.ts';
import { isInStock } from '../../domain/stock.ts';
import { $compare, COMPARE_LIMIT, isCompared, toggleCompare } from '../../stores/compare.ts';
import { $favourites, isFavourite, toggleFavourite, type FavouriteCar } from '../../stores/favourites.ts';
import { showToast } from '../../stores/toasts.ts';
import type { VehiclePageData } from './types.ts';
import { pullWatchlist, syncToggle, watchlistPhone } from './watchlist.ts';

/** The favourite-rule view of the page's car. */
export function favouriteCar(data: VehiclePageData): FavouriteCar {
  const c = data.car;
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    make: c.make,
    model: c.model,
    primary_image_url: c.primary_image_url,
    status: c.status,
    car_type: c.car_type,
    price: c.price,
    offer_price: c.offer_price,
    images: c.photos_count > 0 ? [c.primary_image_url] : [],
  };
}

/** Wires the favourite and compare buttons of `doc`. */
export function initSave(doc: Document, data: VehiclePageData): void {
  const car = favouriteCar(data);
  const fav = doc.querySelector<HTMLButtonElement>('[data-favourite]');
  if (fav) {
    $favourites.subscribe(() => {
      const saved = isFavourite(car.id);
      fav.setAttribute('aria-pressed', String(saved));
      fav.hidden = favouriteAction(car, data.site, saved) === 'hidden';
    });
    // Signed in with a phone: the heart also keeps the account's watchlist (issue #13; src/islands/vehicle/watchlist.ts).
    const apiBase = data.api.base;
    const phone = watchlistPhone(apiBase);
    void phone
      .then((p) => (p ? pullWatchlist(apiBase, data.site.slug) : undefined))
      .catch((err: unknown) => console.warn('watchlist: not loaded', err));
    fav.addEventListener('click', () => {
      const result = toggleFavourite(car, data.site);
      if (result === 'refused') return;
      void phone.then(async (p) => {
        if (p) {
          const toast = await syncToggle(apiBase, p, car, result, () => toggleFavourite(car, data.site));
          if (toast) showToast({ title: toast.title, message: toast.message, action: toast.action });
          return;
        }
        if (result === 'saved')
          showToast({ message: `${car.name} is saved to your favourites.`, action: { label: 'View List', href: '/favourites/' } });
        if (result === 'removed')
          showToast({ message: `${car.name} is no longer in your favourites.`, action: { label: 'View List', href: '/favourites/' } });
      });
    });
  }
  const cmp = doc.querySelector<HTMLButtonElement>('[data-compare]');
  if (cmp) {
    const entry = { id: car.id, slug: car.slug, name: car.name, status: car.status };
    $compare.subscribe(() => {
      const listed = isCompared(car.id);
      cmp.setAttribute('aria-pressed', String(listed));
      cmp.hidden = !listed && !isInStock(car.status);
    });
    cmp.addEventListener('click', () => {
      const result = toggleCompare(entry);
      const action = { label: 'Compare Now', href: '/compare/' };
      if (result === 'added') showToast({ message: `${car.name} is added to your compare list.`, action });
      if (result === 'removed') showToast({ message: `${car.name} is no longer in your compare list.`, action });
      if (result === 'full') showToast({ message: `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add this car.`, action });
    });
  }
}
