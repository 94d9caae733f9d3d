/**
 * The finance link (spec §2 routes): the finance page path with preferredDealership (dealership
 * slug), vehiclePriceBudget (price), car_id, car_type and vin, ending with `#finance-form`; and
 * reading those parameters back to prefill the finance enquiry form.
 */
import { sellingPrice, type PriceFields } from '../price.ts';

/** Anchor of the finance enquiry form (spec §2). */
export const FINANCE_FORM_ANCHOR = 'finance-form';
/** Anchor of the calculator section on the vehicle page (spec §2). */
export const FINANCE_CALCULATOR_ANCHOR = 'finance-calculator';

/** The car fields the link carries. */
export interface FinanceLinkCar extends Pick<PriceFields, 'price' | 'offer_price'> {
  id: number;
  car_type: string;
  vin: string | null;
  dealership_slug: string | null;
}

/** The link's parameters as the form reads them; absent ones are null. */
export interface FinanceLinkParams {
  preferredDealership: string | null;
  /** AUD dollars. */
  vehiclePriceBudget: number | null;
  car_id: string | null;
  car_type: string | null;
  vin: string | null;
}

/**
 * The finance link of a car: `{path}?preferredDealership=…&vehiclePriceBudget=…&car_id=…&car_type=…&vin=…#finance-form`.
 * Parameters the car lacks are left out; the budget is the selling price in whole dollars.
 * `path` is the site's finance page (e.g. `/finance/`, the brand theme's `/finance-enquiry/`).
 */
export function financeLinkHref(path: string, car: FinanceLinkCar): string {
  const q = new URLSearchParams();
  const price = sellingPrice(car);
  if (car.dealership_slug) q.set('preferredDealership', car.dealership_slug);
  if (price !== null) q.set('vehiclePriceBudget', String(Math.round(price)));
  q.set('car_id', String(car.id));
  q.set('car_type', car.car_type);
  if (car.vin) q.set('vin', car.vin);
  return `${path}?${q.toString()}#${FINANCE_FORM_ANCHOR}`;
}

/** Reads the finance link's parameters from a query string (`?a=b…` or `a=b…`). A budget that is not a positive number is null. */
export function parseFinanceLink(search: string): FinanceLinkParams {
  const q = new URLSearchParams(search);
  const text = (k: string) => {
    const v = q.get(k)?.trim();
    return v ? v : null;
  };
  const budget = Number(text('vehiclePriceBudget') ?? Number.NaN);
  return {
    preferredDealership: text('preferredDealership'),
    vehiclePriceBudget: Number.isFinite(budget) && budget > 0 ? budget : null,
    car_id: text('car_id'),
    car_type: text('car_type'),
    vin: text('vin'),
  };
}
