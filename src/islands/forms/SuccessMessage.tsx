/**
 * The /success page's message (spec §4 *Lead form*: the page shows a loading state while it prepares,
 * reads the success-category marker and the car from local storage, thanks the visitor for that
 * category and car, then clears them; without a marker, a generic thank-you). Hydrate `client:load`.
 */
import { useEffect, useState } from 'react';
import { deviceStorage } from '../../stores/storage.ts';
import { takeSuccess, thankYou, type SuccessCar } from './lib/success.ts';
import './forms.css';

type State = { status: 'loading' } | { status: 'ready'; category: string | null; car: SuccessCar | null };

export default function SuccessMessage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => setState({ status: 'ready', ...takeSuccess(deviceStorage()) }), []);
  if (state.status === 'loading') {
    return (
      <div className="lead-success" aria-busy="true">
        <h1>Thank you</h1>
        <p role="status" className="lead-success__loading">
          <span className="lead-spinner" aria-hidden="true" /> Just a moment…
        </p>
      </div>
    );
  }
  const copy = thankYou(state.category);
  return (
    <div className="lead-success">
      <h1>{copy.title}</h1>
      <p role="status">{copy.text}</p>
      {state.car && (
        <div className="lead-car">
          {state.car.image && <img className="lead-car__img" src={state.car.image.src} alt="" width={160} height={120} />}
          <p className="lead-car__text">
            <span className="lead-car__label">You enquired about</span>
            <a href={`/cars/${state.car.slug}/`}>{state.car.name}</a>
          </p>
        </div>
      )}
      <p className="lead-success__links">
        <a className="btn" href="/search/">
          Keep browsing
        </a>{' '}
        <a className="btn btn--outline" href="/">
          Home
        </a>
      </p>
    </div>
  );
}
