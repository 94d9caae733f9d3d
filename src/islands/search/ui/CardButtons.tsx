/**
 * The card buttons under Explore Vehicle (spec §2 "Card buttons: Explore Vehicle, Quick Enquiry
 * (modal), Reserve This Car with amount (default $200), or Find Me Something Similar"; §4 sold cars
 * get Find Me Something Similar). All are links that work without JavaScript; Quick Enquiry
 * opens the modal when `onQuickEnquiry` is given. Props only.
 */
import { enquiryAnchor } from '../../../domain/buttons.ts';
import { formatAud } from '../../../domain/money.ts';
import type { StockStatusValue } from '../../../domain/stock.ts';

export interface CardButtonsProps {
  slug: string;
  /** The car's status: which enquiry section its vehicle page has (`enquiryAnchor`). */
  status: StockStatusValue;
  name: string;
  /** Reserve This Car shown (the `carButtons` rule, spec §5), with the deposit in AUD. */
  reserveAmount: number | null;
  /** Sold: Find Me Something Similar instead of the enquiry and reserve buttons. */
  findSimilar: boolean;
  onQuickEnquiry?: (() => void) | null;
}

/** The vehicle page's enquiry section (the fallback of Quick Enquiry and Find Me Something Similar): `#find-similar` for a sold car. */
export const enquiryPath = (slug: string, status: StockStatusValue) => `/cars/${slug}/#${enquiryAnchor(status)}`;
/** Reserve online (spec §2 /cars/{slug}/checkout). */
export const checkoutPath = (slug: string) => `/cars/${slug}/checkout/`;

export function CardButtons({ slug, status, name, reserveAmount, findSimilar, onQuickEnquiry }: CardButtonsProps) {
  const hidden = <span className="visually-hidden">: {name}</span>;
  if (findSimilar) {
    return (
      <div className="result-card__buttons">
        <a className="result-card__button" href={enquiryPath(slug, status)}>
          Find Me Something Similar{hidden}
        </a>
      </div>
    );
  }
  return (
    <div className="result-card__buttons">
      <a
        className="result-card__button"
        href={enquiryPath(slug, status)}
        onClick={
          onQuickEnquiry
            ? (e) => {
                if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
                  e.preventDefault();
                  onQuickEnquiry();
                }
              }
            : undefined
        }
        aria-haspopup={onQuickEnquiry ? 'dialog' : undefined}
      >
        Quick Enquiry{hidden}
      </a>
      {reserveAmount !== null && (
        <a className="result-card__button result-card__button--reserve" href={checkoutPath(slug)}>
          Reserve This Car for {formatAud(reserveAmount)}
          {hidden}
        </a>
      )}
    </div>
  );
}
