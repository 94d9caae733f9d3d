/**
 * A car result card (spec §2 *Car search* "Result cards showing image, year, make, model, badge,
 * series, price, price type and a spec strip (condition, transmission, odometer in km, fuel
 * type)", button Explore Vehicle). Props only: used by the search island and statically by other
 * pages (any `SearchDoc`-shaped car). Price per price display precedence (spec §4); a missing
 * image falls back to the generic 'image not found' image (spec §8).
 */
import type { ReactNode } from 'react';
import type { CardTag } from '../../../domain/tags.ts';
import { priceDisplay, wasNowLabel } from '../../../domain/price.ts';
import { formatAud } from '../../../domain/money.ts';
import { formatKm } from '../../../domain/units.ts';
import { isSold } from '../../../domain/stock.ts';
import { IMAGE_NOT_FOUND_URL, type ResponsiveImage } from '../../../stock/images.ts';
import { searchDocPriceFields, type SearchDoc } from '../../../stock/search-document.ts';
import { WeeklyTeaser } from '../../finance/ui/WeeklyTeaser.tsx';
import './result-card.css';

/** The car fields a card shows. */
export type ResultCardCar = Pick<
  SearchDoc,
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'car_type'
  | 'status'
  | 'km'
  | 'transmission'
  | 'fuel'
  | 'image'
  | 'price'
  | 'offer_price'
  | 'before_price'
  | 'subscription_price'
  | 'price_type'
  | 'preorder'
> &
  Partial<Pick<SearchDoc, 'finance'>>;

export interface ResultCardProps {
  car: ResultCardCar;
  /** The site offers subscription pricing (spec §4 rule 1; config `features.subscription`). */
  subscriptionEnabled: boolean;
  /** The card tag (spec §4 *Card tag priority*, from `cardTag`); none when absent. */
  tag?: CardTag | null;
  /** Load the image at once (cards of the first row); others load lazily. */
  eager?: boolean;
  /** The likely largest paint (first card): fetch its image with high priority. */
  priority?: boolean;
  /** Heading level of the card title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** More buttons under Explore Vehicle (the search page's `CardButtons`). */
  actions?: ReactNode;
}

const CONDITION: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };
/** The card photo's `sizes` (its width in each layout); a page preloading the first photo uses the same. */
export const CARD_IMAGE_SIZES = '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw';

/** The detail page of a car (spec §2 `/cars/{slug}`). */
export const carPath = (slug: string) => `/cars/${slug}/`;

function CardImage({ image, name, eager, priority }: { image: ResponsiveImage | null; name: string; eager: boolean; priority: boolean }) {
  const loading = eager || priority ? 'eager' : 'lazy';
  // The first photo is the page's largest paint; the rest of the first row (beside it on wide screens,
  // below the fold on phones) loads at once but after it, so it does not share the phone's bandwidth.
  const fetchPriority = priority ? 'high' : eager ? 'low' : undefined;
  if (!image) {
    return (
      <img
        className="result-card__img"
        src={IMAGE_NOT_FOUND_URL}
        alt={`${name}: image not found`}
        width={1200}
        height={900}
        loading={loading}
        decoding="async"
      />
    );
  }
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={CARD_IMAGE_SIZES} />
      ))}
      <img
        className="result-card__img"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}

function CardPrice({ car, subscriptionEnabled }: Pick<ResultCardProps, 'car' | 'subscriptionEnabled'>) {
  if (isSold(car.status)) return <p className="result-card__price result-card__price--sold">SOLD</p>;
  const p = priceDisplay(searchDocPriceFields(car as SearchDoc), { subscriptionEnabled });
  switch (p.kind) {
    case 'price':
      return (
        <div className="result-card__price">
          {p.was !== null && <p className="result-card__was">{wasNowLabel(formatAud(p.was))}</p>}
          <p className="result-card__amount">{formatAud(p.amount)}</p>
          {p.priceType && <p className="result-card__price-type">{p.priceType}</p>}
        </div>
      );
    case 'subscription':
      return (
        <p className="result-card__price">
          <span className="result-card__price-type">{p.label}</span> <span className="result-card__amount">{formatAud(p.amount)}</span>
        </p>
      );
    case 'enquire':
      return p.priceType ? (
        <div className="result-card__price">
          <p className="result-card__enquire">{p.label}</p>
          <p className="result-card__price-type">{p.priceType}</p>
        </div>
      ) : (
        <p className="result-card__price result-card__enquire">{p.label}</p>
      );
    default:
      return <p className="result-card__price result-card__enquire">{p.label}</p>;
  }
}

/** One result card. Photo, title 'year make model' (both link to the car), badge and series, price, spec strip and Explore Vehicle. */
export function ResultCard({ car, subscriptionEnabled, tag, eager = false, priority = false, headingLevel = 3, actions }: ResultCardProps) {
  const Heading = `h${headingLevel}` as const;
  const title = `${car.year} ${car.make} ${car.model}`;
  const variant = [car.badge, car.series].filter(Boolean).join(' ');
  const specs = [CONDITION[car.car_type], car.transmission, car.km === null ? null : formatKm(car.km), car.fuel].filter((s): s is string =>
    Boolean(s),
  );
  const href = carPath(car.slug);
  // Photo and title lead to the car too (buyers click the photo), as pointer targets only: the one tab
  // stop and accessible name per card is 'Explore Vehicle: {name}' (the title link stays a link in the
  // heading for screen readers' heading navigation; the photo link is hidden from them).
  return (
    <article className="result-card">
      <div className="result-card__media">
        {/* biome-ignore lint/a11y/useAnchorContent: a pointer-only duplicate of the title link, hidden from assistive tech and the tab order */}
        <a className="result-card__media-link" href={href} tabIndex={-1} aria-hidden="true">
          <CardImage image={car.image} name={car.name} eager={eager} priority={priority} />
        </a>
        {tag && tag.kind !== 'none' && <p className={`result-card__tag result-card__tag--${tag.kind}`}>{tag.label}</p>}
      </div>
      <div className="result-card__body">
        <Heading className="result-card__title">
          <a className="result-card__title-link" href={href} tabIndex={-1}>
            {title}
          </a>
        </Heading>
        {variant && <p className="result-card__variant">{variant}</p>}
        <CardPrice car={car} subscriptionEnabled={subscriptionEnabled} />
        {car.finance && !isSold(car.status) && (
          <WeeklyTeaser
            teaser={{ ...car.finance, source: 'card' }}
            href={`${carPath(car.slug)}#finance-calculator`}
            enquireHref={car.finance.link}
          />
        )}
        {specs.length > 0 && (
          <ul className="result-card__specs" aria-label="Key specifications">
            {specs.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )}
        <a className="result-card__cta" href={href}>
          Explore Vehicle<span className="visually-hidden">: {car.name}</span>
        </a>
        {actions}
      </div>
    </article>
  );
}
