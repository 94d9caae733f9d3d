/**
 * The car a form is about (image, name and price, linked to its page) inside a form island: the box's one markup,
 * `carSummaryHtml`, in its holder, drawn from the island's car lookup (`useCarLookup`): its "Try again" (shown
 * when the lookup file could not be read) calls the lookup's `retry`. Props only.
 */
import type { MouseEvent } from 'react';
import type { CarLookup } from '../hooks/useCarLookup.ts';
import { retryKeepingFocus } from '../../retry.ts';
import { CAR_RETRY_ATTR, CAR_SUMMARY_HOLDER, carSummaryHtml } from './car-summary-html.ts';

export interface CarSummaryProps {
  /** The island's car lookup: the car, or that it is loading, not listed, or could not be loaded. */
  lookup: CarLookup;
}

export function CarSummary({ lookup }: CarSummaryProps) {
  const click = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest(`[${CAR_RETRY_ATTR}]`)) retryKeepingFocus(e.currentTarget, lookup.retry);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the inner "Try again" button's (a real button: Enter and Space click it), delegated because the box is HTML.
    <div
      className={CAR_SUMMARY_HOLDER}
      role="status"
      tabIndex={-1}
      onClick={click}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: carSummaryHtml escapes every value from the feed (car-summary-html.test.ts).
      dangerouslySetInnerHTML={{ __html: carSummaryHtml(lookup) }}
    />
  );
}
