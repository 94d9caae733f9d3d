/**
 * The car a form is about: image, name and price, linked to its page. Props only.
 *
 * Every state — looking the car up, the car, a car that is not listed, no car asked for — is the same
 * box with the same reserved height (`.lead-car`), so the form below never moves when the lookup
 * settles after hydration (issue #9: CLS 0.054 on /book-test-drive/).
 */
import { formatAud } from '../../../domain/money.ts';
import type { FormCar } from '../types.ts';

export interface CarSummaryProps {
  car: FormCar | null;
  /** True while the page is still looking the car up. */
  loading?: boolean;
  /** Shown when a car was asked for (`?car_id=`) but not found. */
  missing?: boolean;
}

export function CarSummary({ car, loading = false, missing = false }: CarSummaryProps) {
  if (loading)
    return (
      <p className="lead-car lead-car--loading" role="status">
        Loading the car…
      </p>
    );
  if (!car) {
    return missing ? (
      <p className="lead-car" role="status">
        We could not find that car: it may have just been sold. Send us your details and we will help you find another.
      </p>
    ) : (
      <p className="lead-car">
        No car chosen yet. <a href="/search/">Browse our stock</a> to pick one, or tell us below which car you would like.
      </p>
    );
  }
  return (
    <div className="lead-car">
      {car.image && <img className="lead-car__img" src={car.image.src} alt="" width={160} height={120} loading="lazy" decoding="async" />}
      <p className="lead-car__text">
        <span className="lead-car__label">Your enquiry is about</span>
        <a href={`/cars/${car.slug}/`}>{car.name}</a>
        {car.price !== null && <span className="lead-car__price">{formatAud(car.price)}</span>}
      </p>
    </div>
  );
}
