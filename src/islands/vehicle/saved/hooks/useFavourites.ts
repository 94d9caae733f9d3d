/**
 * The visitor's saved cars (spec §3 *Favourite entry*, §4 *Favourites*) and compare list, from the
 * device stores, with the actions the favourites page offers.
 */
import { useStore } from '@nanostores/react';
import { $compare, toggleCompare, type ToggleCompareResult } from '../../../../stores/compare.ts';
import { $favourites, removeFavourite, type FavouriteEntry } from '../../../../stores/favourites.ts';

export interface FavouritesState {
  /** Saved cars, most recently saved first. */
  cars: FavouriteEntry[];
  /** Ids in the compare list. */
  compared: ReadonlySet<number>;
  remove: (id: number) => void;
  /** Adds to or removes from the compare list. The entry has no status, so it counts as in stock; the compare page marks cars no longer listed. */
  toggleCompare: (car: FavouriteEntry) => ToggleCompareResult;
}

/** Favourites page state. */
export function useFavourites(): FavouritesState {
  const favourites = useStore($favourites);
  const compare = useStore($compare);
  return {
    cars: [...favourites].reverse(),
    compared: new Set(compare.map((c) => c.id)),
    remove: removeFavourite,
    toggleCompare: (car) => toggleCompare({ id: car.id, slug: car.slug, name: car.name, status: 'in_stock' }),
  };
}
