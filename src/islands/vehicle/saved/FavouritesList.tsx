/**
 * The favourites page island (`/favourites/`, spec §4 *Favourites*: saved on the device): the saved
 * cars as cards with View car, Compare and Remove, or an empty state. Hydrate `client:only="react"`
 * (the list exists only in the visitor's browser). Props: whether the site has compare.
 */
import { useState } from 'react';
import { COMPARE_LIMIT } from '../../../stores/compare.ts';
import { useFavourites } from './hooks/useFavourites.ts';
import { FavouriteCard } from './ui/FavouriteCard.tsx';
import './saved.css';

export interface FavouritesListProps {
  /** `features.compare`. */
  compare: boolean;
}

export default function FavouritesList({ compare }: FavouritesListProps) {
  const f = useFavourites();
  const [note, setNote] = useState('');
  if (f.cars.length === 0) {
    return (
      <div className="saved-empty">
        <p role="status">You have no saved cars yet.</p>
        <p>
          Press <strong>Save</strong> on any car and it will wait for you here, on this device.
        </p>
        <a className="btn" href="/search/">
          Search our stock
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="saved-count" role="status">
        {f.cars.length === 1 ? '1 saved car' : `${f.cars.length} saved cars`}
        {note && `. ${note}`}
      </p>
      {compare && f.compared.size > 0 && (
        <p>
          <a href="/compare/">Compare {f.compared.size === 1 ? '1 car' : `${f.compared.size} cars`}</a>
        </p>
      )}
      <ul className="saved-grid">
        {f.cars.map((car) => (
          <li key={car.id}>
            <FavouriteCard
              car={car}
              compared={compare ? f.compared.has(car.id) : null}
              onRemove={() => {
                f.remove(car.id);
                setNote(`${car.name} removed`);
              }}
              onCompare={() => setNote(f.toggleCompare(car) === 'full' ? `You can compare up to ${COMPARE_LIMIT} cars` : '')}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
