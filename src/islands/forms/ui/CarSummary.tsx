/**
 * The car a form is about (image, name and price, linked to its page) inside a form island: the box's one markup,
 * `carSummaryHtml`, in its holder. Props only; `onRetry` is called when the failed box's "Try again" is pressed.
 */
import type { MouseEvent } from 'react';
import { CAR_RETRY_ATTR, CAR_SUMMARY_HOLDER, carSummaryHtml, type CarSummaryState } from './car-summary-html.ts';

export interface CarSummaryProps extends CarSummaryState {
  /** Look the car up again (the failed state's button). */
  onRetry?: () => void;
}

export function CarSummary({ onRetry, ...state }: CarSummaryProps) {
  const click = (e: MouseEvent<HTMLDivElement>) => {
    if (!(e.target as Element).closest(`[${CAR_RETRY_ATTR}]`)) return;
    // The button goes away with the box's content: keep the keyboard focus on the box (a live region).
    e.currentTarget.focus();
    onRetry?.();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the inner "Try again" button's (a real button: Enter and Space click it), delegated because the box is HTML.
    <div
      className={CAR_SUMMARY_HOLDER}
      role="status"
      tabIndex={-1}
      onClick={click}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: carSummaryHtml escapes every value from the feed (car-summary-html.test.ts).
      dangerouslySetInnerHTML={{ __html: carSummaryHtml(state) }}
    />
  );
}
