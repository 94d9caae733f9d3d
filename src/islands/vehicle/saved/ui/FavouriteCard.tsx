/**
 * One saved car (spec §3 *Favourite entry*: name, make, model, image, link). Props only.
 */
import { IMAGE_NOT_FOUND_URL } from '../../../../stock/images.ts';
import type { FavouriteEntry } from '../../../../stores/favourites.ts';

export interface FavouriteCardProps {
  car: FavouriteEntry;
  /** The compare switch: null when the site has no compare. */
  compared: boolean | null;
  onRemove: () => void;
  onCompare: () => void;
}

export function FavouriteCard({ car, compared, onRemove, onCompare }: FavouriteCardProps) {
  return (
    <article className="saved-card">
      <img
        className="saved-card__img"
        src={car.primary_image_url ?? IMAGE_NOT_FOUND_URL}
        alt={car.primary_image_url ? car.name : `${car.name}: image not found`}
        width={640}
        height={480}
        loading="lazy"
        decoding="async"
      />
      <div className="saved-card__body">
        <h2 className="saved-card__title">
          <a href={`/cars/${car.slug}/`}>{car.name}</a>
        </h2>
        <p className="saved-card__meta">{[car.make, car.model].filter(Boolean).join(' · ')}</p>
        <div className="saved-card__actions">
          <a className="btn" href={`/cars/${car.slug}/`}>
            View car<span className="visually-hidden">: {car.name}</span>
          </a>
          {compared !== null && (
            <button type="button" className="btn btn--outline" aria-pressed={compared} onClick={onCompare}>
              Compare<span className="visually-hidden"> {car.name}</span>
            </button>
          )}
          <button type="button" className="btn btn--outline" onClick={onRemove}>
            Remove<span className="visually-hidden"> {car.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
