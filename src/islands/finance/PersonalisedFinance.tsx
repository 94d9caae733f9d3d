/**
 * The personalised finance page's island (spec §2 `/personalised/finance?car_id={id}`): the page is
 * static, so the island reads `car_id` from the URL, finds the car in its lookup file beside the search index
 * and starts the calculator from its price (with the quote call when the site enables it and the car
 * qualifies, spec §5, §7). Without a car (no id, not listed, or its file could not be read: then with a "Try
 * again") the calculator starts from the site's defaults and the line above it says why.
 */
import { useEffect, useRef, useState } from 'react';
import { clampField } from '../../domain/finance/calculator.ts';
import { exampleStart } from '../../domain/finance/disclaimer.ts';
import { financeLinkHref } from '../../domain/finance/link.ts';
import { quoteRequest } from '../../domain/finance/quote.ts';
import { shouldRequestQuote } from '../../domain/finance/rules.ts';
import { formatAud } from '../../domain/money.ts';
import { fetchSearchDoc } from '../../stock/car-lookup.ts';
import type { SearchDoc } from '../../stock/search-document.ts';
import FinanceCalculator from './FinanceCalculator.tsx';
import type { FinanceCalculatorProps } from './types.ts';
import { retryKeepingFocus, TRY_AGAIN_LABEL } from '../retry.ts';

export interface PersonalisedFinanceProps {
  /** Calculator props without a car (`financeCalculatorProps(null, …)`). */
  base: FinanceCalculatorProps;
  /** The folder of the site's car lookup files (`getStock().carLookupBase`). */
  carLookupBase: string;
  /** The site's finance page for the car's finance link. */
  linkPath: string;
  /** `{apiBase}/api/youx/quote` when the site enables quotes, else null. */
  quoteUrl: string | null;
}

/**
 * What the line above the calculator says: looking the car up; no `car_id` in the URL; a car that is not listed;
 * a lookup file that could not be read (with "Try again"); the car.
 */
type State =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'car'; car: SearchDoc; props: FinanceCalculatorProps };

function forCar(p: PersonalisedFinanceProps, car: SearchDoc): FinanceCalculatorProps {
  const price = car.price;
  const quote =
    p.quoteUrl && price !== null && shouldRequestQuote({ ...car, youxQuote: null }, true)
      ? { url: p.quoteUrl, body: quoteRequest({ price, year: car.year, vin: null, nvic: null }) }
      : null;
  const amount = price === null ? p.base.initial.amount : clampField('amount', price, p.base.ranges);
  // The site's example deposit and final payment are shares of the price: take them of this car's.
  const example = exampleStart(p.base.disclaimer.example, amount);
  return {
    ...p.base,
    initial: {
      ...p.base.initial,
      amount,
      tradeIn: example.deposit === undefined ? p.base.initial.tradeIn : clampField('tradeIn', example.deposit, p.base.ranges),
      residual: example.balloon === undefined ? p.base.initial.residual : clampField('residual', example.balloon, p.base.ranges),
    },
    quote,
    enquireHref: financeLinkHref(p.linkPath, { ...car, vin: null, dealership_slug: null }),
  };
}

export default function PersonalisedFinance(props: PersonalisedFinanceProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('car_id'));
    if (!Number.isInteger(id) || id <= 0) return setState({ status: 'none' });
    if (attempt > 0) setState({ status: 'loading' });
    let live = true;
    // The car's lookup file, not the whole search index (src/stock/car-lookup.ts).
    fetchSearchDoc(props.carLookupBase, id).then(
      (car) => live && setState(car ? { status: 'car', car, props: forCar(props, car) } : { status: 'missing' }),
      (err: unknown) => {
        console.warn('car lookup failed', err);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [props, attempt]);
  const start = formatAud(props.base.initial.amount);
  const line = useRef<HTMLParagraphElement>(null);
  const retry = () => retryKeepingFocus(line.current, () => setAttempt((n) => n + 1));
  // The calculator is drawn from the first (server) render with the site's defaults and keeps its place when
  // the car arrives; the line above it has room for two lines: nothing below moves (CLS, issue #14 quality report).
  return (
    <div>
      <p className="fin-calc__lender" role="status" tabIndex={-1} ref={line} style={{ minHeight: '3lh' }}>
        {state.status === 'loading' ? (
          'Loading your car…'
        ) : state.status === 'car' ? (
          <>
            Your finance estimate for the <a href={`/cars/${state.car.slug}/`}>{state.car.name}</a>
            {state.car.price !== null && <> at {formatAud(state.car.price)}</>}
          </>
        ) : state.status === 'failed' ? (
          <>
            We could not load your car just now, so this estimate starts from {start}.{' '}
            <button type="button" className="fin-calc__retry" onClick={retry}>
              {TRY_AGAIN_LABEL}
            </button>
          </>
        ) : state.status === 'missing' ? (
          <>We could not find that car: it may have just been sold. This estimate starts from {start}.</>
        ) : (
          <>
            No car chosen yet: this estimate starts from {start}. <a href="/search/">Browse our stock</a> for an estimate on a car's price.
          </>
        )}
      </p>
      <FinanceCalculator key={state.status === 'car' ? state.car.id : 0} {...(state.status === 'car' ? state.props : props.base)} />
    </div>
  );
}
