/**
 * The car a form is about (image, name and price, linked to its page) inside a form island: the box's one markup,
 * `carSummaryHtml`, in its holder. Props only.
 */
import { CAR_SUMMARY_HOLDER, carSummaryHtml, type CarSummaryState } from './car-summary-html.ts';

export type CarSummaryProps = CarSummaryState;

export function CarSummary(props: CarSummaryProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: carSummaryHtml escapes every value from the feed (car-summary-html.test.ts).
  return <div className={CAR_SUMMARY_HOLDER} role="status" dangerouslySetInnerHTML={{ __html: carSummaryHtml(props) }} />;
}
