/** A promo card among the results (spec §2 promo cards; config `search.promo_cards`). Props only. */
import type { PromoCard as PromoCardConfig } from '../../../config/schema/search.ts';

export function PromoCard({ promo }: { promo: PromoCardConfig }) {
  return (
    <aside className="promo-card" aria-labelledby={`promo-${promo.id}`}>
      {promo.image && <img className="promo-card__img" src={promo.image} alt="" width={640} height={360} loading="lazy" decoding="async" />}
      <div className="promo-card__body">
        <h3 id={`promo-${promo.id}`} className="promo-card__title">
          {promo.title}
        </h3>
        {promo.description && <p className="promo-card__text">{promo.description}</p>}
        <a className="result-card__cta promo-card__link" href={promo.link.href}>
          {promo.link.label}
        </a>
      </div>
    </aside>
  );
}
