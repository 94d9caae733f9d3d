/**
 * Cars side by side (compare page): one column per car (photo, name, remove) and one row per fact —
 * price by the spec §4 precedence, condition, year, odometer, body, fuel, transmission, drive, colour,
 * seats, location. A car no longer listed keeps its column with a note; one not looked up yet (loading, or the
 * lookup failed) keeps it with an empty photo box and empty cells. Props only.
 */
import { formatAud } from '../../../../domain/money.ts';
import { priceDisplay, wasNowLabel } from '../../../../domain/price.ts';
import { isSold } from '../../../../domain/stock.ts';
import { formatKm } from '../../../../domain/units.ts';
import { IMAGE_NOT_FOUND_URL } from '../../../../stock/images.ts';
import { searchDocPriceFields, type SearchDoc } from '../../../../stock/search-document.ts';
import type { CompareCar } from '../hooks/useCompareCars.ts';

export interface CompareTableProps {
  cars: CompareCar[];
  subscriptionEnabled: boolean;
  onRemove: (id: number) => void;
}

const CONDITION: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };

function price(doc: SearchDoc, subscriptionEnabled: boolean): string {
  if (isSold(doc.status)) return 'SOLD';
  const p = priceDisplay(searchDocPriceFields(doc), { subscriptionEnabled });
  if (p.kind === 'price') return `${p.was !== null ? `${wasNowLabel(formatAud(p.was))} ` : ''}${formatAud(p.amount)}`;
  if (p.kind === 'subscription') return `${p.label} ${formatAud(p.amount)}`;
  if (p.kind === 'enquire' && p.priceType) return `${p.label} ${p.priceType}`;
  return p.label;
}

const ROWS: [string, (d: SearchDoc) => string | null][] = [
  ['Condition', (d) => CONDITION[d.car_type] ?? d.car_type],
  ['Year', (d) => String(d.year)],
  ['Odometer', (d) => (d.km === null ? null : formatKm(d.km))],
  ['Body', (d) => d.body],
  ['Fuel', (d) => d.fuel],
  ['Transmission', (d) => d.transmission],
  ['Drive', (d) => d.drive],
  ['Colour', (d) => d.colour],
  ['Seats', (d) => (d.seats ? String(d.seats) : null)],
  ['Location', (d) => d.location_name],
];

export function CompareTable({ cars, subscriptionEnabled, onRemove }: CompareTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus to scroll (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className="compare-scroll" role="region" aria-label="Cars compared side by side" tabIndex={0}>
      <table className="compare-table">
        <caption>Comparing {cars.length === 1 ? '1 car' : `${cars.length} cars`}</caption>
        <thead>
          <tr>
            <td />
            {cars.map(({ entry, doc, looked }) => (
              <th key={entry.id} scope="col">
                {doc || looked ? (
                  <img src={doc?.image?.src ?? IMAGE_NOT_FOUND_URL} alt="" width={640} height={480} loading="lazy" decoding="async" />
                ) : (
                  // Not looked up yet (loading, or the lookup failed): the photo's place, not the "image not found" picture.
                  <span className="compare-photo-pending" />
                )}
                <a href={`/cars/${entry.slug}/`}>{entry.name}</a>
                <div>
                  <button type="button" className="btn btn--outline compare-remove" onClick={() => onRemove(entry.id)}>
                    Remove<span className="visually-hidden"> {entry.name}</span>
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            {cars.map(({ entry, doc, looked }) => (
              <td key={entry.id} className={doc ? 'compare-price' : looked ? 'compare-gone' : undefined}>
                {doc ? price(doc, subscriptionEnabled) : looked ? 'No longer listed' : ''}
              </td>
            ))}
          </tr>
          {ROWS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {cars.map(({ entry, doc }) => (
                <td key={entry.id}>{doc ? (value(doc) ?? '—') : ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
