/**
 * The results as a list of cards (spec §2 result cards and buttons, §4 card tag priority), with the
 * promo cards running today at their positions (spec §2, §9); tags and promo cards follow `useNow`. The first
 * row's images load at once; the rest lazily. Marked busy while a search is under way (previous results stay, spec §4, §8).
 */
import { useHits, useInstantSearch } from 'react-instantsearch';
import { carButtons } from '../../../domain/buttons.ts';
import { cardTag } from '../../../domain/tags.ts';
import { dayIn, withPromos } from '../../../search/promos.ts';
import { searchDocListedAt, type SearchDoc } from '../../../stock/search-document.ts';
import { useNow } from '../hooks/useNow.ts';
import type { SearchAppSettings } from '../types.ts';
import { CardButtons } from '../ui/CardButtons.tsx';
import { PromoCard } from '../ui/PromoCard.tsx';
import { ResultCard } from '../ui/ResultCard.tsx';
import { ClearFilters } from './ClearFilters.tsx';
import { useQuickEnquiry } from './EnquiryDialog.tsx';

/** Cards in the first row on the widest layout (their images are not lazy). */
export const FIRST_ROW = 3;

/** The card tag of a search hit (spec §4): the document's fields in the rule's names. */
export function hitTag(hit: SearchDoc, settings: Pick<SearchAppSettings, 'tags' | 'now'>) {
  return cardTag({ ...hit, simple_fuel: hit.fuel, fuel: hit.fuel_text, created_at: searchDocListedAt(hit) }, settings.tags, settings.now);
}

export function ResultList({ settings }: { settings: SearchAppSettings }) {
  const { items } = useHits<SearchDoc>();
  const { status } = useInstantSearch();
  const openEnquiry = useQuickEnquiry();
  const now = useNow(settings.now);
  const today = dayIn(settings.timezone ?? 'Australia/Sydney', new Date(now * 1000));
  if (items.length === 0) {
    return (
      <div className="search-empty">
        <p>No cars match your search.</p>
        <ClearFilters label="Clear all filters" />
      </div>
    );
  }
  const reserve = settings.reserve ?? { enabled: true, amount: 200 };
  return (
    <ol className="search-results__list" aria-busy={status === 'loading' || status === 'stalled'}>
      {withPromos(items, settings.promos ?? [], today).map((slot) => {
        if (slot.kind === 'promo')
          return (
            <li key={`promo-${slot.promo.id}`} className="search-results__item search-results__item--promo">
              <PromoCard promo={slot.promo} />
            </li>
          );
        const { hit, index } = slot;
        const buttons = carButtons(
          { ...hit, file: null, images: hit.image ? [hit.image] : [] },
          {
            checkout: reserve.enabled,
            online_purchase: false,
            trade_in: false,
            manufacturer: null,
            favourites: false,
            favourites_require_price_and_images: false,
          },
          false,
        );
        return (
          <li key={hit.objectID} className="search-results__item">
            <ResultCard
              car={hit}
              subscriptionEnabled={settings.subscriptionEnabled}
              tag={hitTag(hit, { tags: settings.tags, now })}
              eager={index < FIRST_ROW}
              priority={index === 0}
              actions={
                <CardButtons
                  slug={hit.slug}
                  status={hit.status}
                  name={hit.name}
                  reserveAmount={buttons.reserve ? reserve.amount : null}
                  findSimilar={buttons.findSimilar}
                  onQuickEnquiry={openEnquiry ? () => openEnquiry(hit) : null}
                />
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
