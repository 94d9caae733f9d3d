/**
 * Titles and descriptions of a car for headings, page titles and link previews.
 */
import { formatAud, formatNumber } from '../domain/money.ts';
import { sellingPrice } from '../domain/price.ts';
import type { Car } from './car-schema.ts';

const CONDITION: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };

/** 'year make model' (spec §2 sidebar title). */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model'>): string {
  return `${car.year} ${car.make} ${car.model}`;
}

/** 'badge series' line under the title (spec §2), or null when both are empty. */
export function carSubtitle(car: Pick<Car, 'badge' | 'series'>): string | null {
  const s = [car.badge, car.series].filter(Boolean).join(' ');
  return s || null;
}

/** Condition label: New, Demo or Used. */
export function conditionLabel(carType: string): string {
  return CONDITION[carType] ?? carType;
}

/** A one-sentence meta description built only from the car's own fields. */
export function carDescription(car: Car): string {
  const price = sellingPrice(car);
  const parts = [
    `${conditionLabel(car.car_type)} ${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`,
    car.km !== null ? `${formatNumber(car.km)} km` : null,
    car.simple_transmission,
    car.simple_fuel,
    car.simple_body,
    price !== null ? formatAud(price) : 'price on enquiry',
    car.location_name ? `at ${car.location_name}` : null,
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

/**
 * The prefilled message of a sold car's 'Find Me Something Similar' enquiry (spec §4 *Stock status*:
 * "prefilled with a find-me-something-similar message and subcategory"; the subcategory is the lead
 * form's, `LEAD_FORM_DEFAULTS.find_me_something_similar`).
 */
export function findSimilarMessage(car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'stocknum'>): string {
  return `Please find me something similar to the ${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''} (stock number ${car.stocknum}), which has been sold.`;
}

/** Alt text of photo `index` (0-based) of `count`: the car name for the first, '{name}, photo n of m' after. */
export function photoAlt(name: string, index: number, count: number): string {
  return index === 0 ? name : `${name}, photo ${index + 1} of ${count}`;
}
