/**
 * Wording of the vehicle page sections (spec §2 *Vehicle detail*: Dealer Comments, What's Included,
 * Why Buy From Us?, Reserve Online, Protect Your Car, Features, optional certified pre-owned section).
 *
 * The spec gives no copy for What's Included, Why Buy From Us? and Protect Your Car. A site may write
 * its own (`features.vehicle_copy`); otherwise the generic copy here is built only from facts the
 * platform holds — the car's type and rego, the dealer's licence, ratings and reserve settings — so
 * it never promises what a dealer has not said. Reserve Online uses spec §9 ("holds the vehicle 48
 * hours with a fully refundable deposit"); the certified section uses spec §9's claims.
 */
import { isCheckoutEligible } from '../../domain/buttons.ts';
import { formatAud } from '../../domain/money.ts';
import { regoDisplay } from '../../domain/rego.ts';
import { isSold } from '../../domain/stock.ts';
import { RESERVATION_HOLD_HOURS } from '../../domain/legal.ts';

/** Certified pre-owned claims (spec §9). */
export const CERTIFIED_PRE_OWNED_CLAIMS = ['One-year warranty', '90-point inspection', '12 months roadside assist'] as const;

/** The car fields the copy reads (Car schema names, spec §3). */
export interface CopyCar {
  make: string;
  car_type: string;
  status: string;
  reserved: boolean;
  certified: boolean;
  /** A factory order (spec §3 `preorder`). */
  preorder: boolean;
  price: number | null;
  offer_price: number | null;
  rego_expiry: string | null;
  location_id: string | null;
  dealership_id: string | null;
}

/** The site facts the copy reads (resolved site config). */
export interface CopySite {
  name: string;
  timezone: string;
  review_minimum_rating: number;
  manufacturer: { name: string } | null;
  dealerships: readonly { id: string; name: string; average_rating: number | null; review_count: number | null }[];
  locations: readonly { id: string; location_type: string; dealer_license_number: string | null; address: { state: string } }[];
  features: {
    checkout: boolean;
    reserve_amount: number;
    certified_pre_owned: boolean;
    vehicle_copy: { whats_included: string[] | null; why_buy_from_us: string[] | null; protect_your_car: string[] | null };
  };
}

const licenceOf = (car: CopyCar, site: CopySite): string | null =>
  (site.locations.find((l) => l.id === car.location_id) ?? site.locations.find((l) => l.dealer_license_number))?.dealer_license_number ??
  null;

/**
 * What's Included: the site's own list, or: the manufacturer's new-car warranty (new) or its balance
 * (demo); registration until its expiry date while current (spec §4 *Rego expiry*); guaranteed title
 * from a licensed dealer (with the licence number when known); the Australian Consumer Law guarantees
 * and any statutory warranty for the car's age and kilometres. `now` in Unix seconds.
 */
export function whatsIncluded(car: CopyCar, site: CopySite, now: number): string[] {
  if (site.features.vehicle_copy.whats_included) return site.features.vehicle_copy.whats_included;
  const rego = regoDisplay({ car_type: car.car_type, rego_expiry: car.rego_expiry, now, timezone: site.timezone, showUnregistered: false });
  const licence = licenceOf(car, site);
  return [
    car.car_type === 'new'
      ? `The ${car.make} new-car warranty`
      : car.car_type === 'demo'
        ? `The balance of the ${car.make} new-car warranty`
        : null,
    rego?.kind === 'expires' ? `Registration until ${rego.label.replace(/^Expires on /, '')}` : null,
    `Guaranteed clear title from a licensed motor dealer${licence ? ` (licence ${licence})` : ''}`,
    car.car_type === 'used'
      ? "Your Australian Consumer Law guarantees, plus any statutory warranty your state gives for the car's age and kilometres"
      : 'Your Australian Consumer Law guarantees',
  ].filter((x): x is string => x !== null);
}

/**
 * Why Buy From Us?: the site's own list, or: the dealership's rating when it is above the site's
 * review minimum (spec §5 *Reviews*); online reserve with the refundable deposit and 48-hour hold when
 * the site offers checkout (spec §9); the number of sales yards and states when there are several;
 * test drives, trade-ins and finance in one place; the dealer licence.
 */
export function whyBuyFromUs(car: CopyCar, site: CopySite): string[] {
  if (site.features.vehicle_copy.why_buy_from_us) return site.features.vehicle_copy.why_buy_from_us;
  const dealership = site.dealerships.find((d) => d.id === car.dealership_id) ?? site.dealerships[0];
  const rating = dealership?.average_rating ?? null;
  const count = dealership?.review_count ?? 0;
  const sales = site.locations.filter((l) => l.location_type === 'sales' || l.location_type === '');
  const states = [...new Set(sales.map((l) => l.address.state))];
  const licence = licenceOf(car, site);
  return [
    rating !== null && count > 0 && rating > site.review_minimum_rating
      ? `Rated ${rating.toFixed(1)} out of 5 by ${count} customers`
      : null,
    site.features.checkout
      ? `Reserve online with a fully refundable ${formatAud(site.features.reserve_amount)} deposit and we hold the car for ${RESERVATION_HOLD_HOURS} hours`
      : null,
    sales.length > 1 ? `${sales.length} sales yards across ${states.join(', ')}` : null,
    'Test drives, trade-in valuations and finance arranged in one place',
    licence ? `Licensed motor dealer (${licence})` : null,
  ].filter((x): x is string => x !== null);
}

/**
 * Protect Your Car: the site's own list, or the usual optional protection products, each described
 * plainly. {@link PROTECT_YOUR_CAR_NOTE} says they are optional.
 */
export function protectYourCar(site: CopySite): string[] {
  return (
    site.features.vehicle_copy.protect_your_car ?? [
      'Extended warranty: cover for repairs after the statutory or new-car warranty ends',
      'Comprehensive insurance from the day you drive away',
      'Paint, fabric and leather protection',
      'Loan protection and gap cover if you finance the car',
    ]
  );
}

/** The note under Protect Your Car. */
export const PROTECT_YOUR_CAR_NOTE =
  'All of these are optional. You do not need any of them to buy the car, and you are welcome to compare them with other providers. Ask us for the product disclosure statements.';

/** Reserve Online section (spec §9): the offer, and why the car cannot be reserved when it cannot. */
export function reserveOnline(car: CopyCar, site: CopySite): { text: string; available: boolean } {
  const amount = formatAud(site.features.reserve_amount);
  const offer = `Reserve this car online with a fully refundable ${amount} deposit and we will hold it for you for ${RESERVATION_HOLD_HOURS} hours while you arrange an inspection, a test drive or finance.`;
  if (isCheckoutEligible(car)) return { text: offer, available: true };
  if (isSold(car.status)) return { text: 'This car has been sold, so it can no longer be reserved.', available: false };
  if (car.reserved)
    return { text: 'This car is already reserved. Enquire and we will let you know if it becomes available.', available: false };
  if (car.preorder)
    return {
      text: 'This car is available to order from the factory, so there is no car in our yard to hold yet. Enquire and we will arrange your order.',
      available: false,
    };
  return { text: 'This car cannot be reserved online until it has a price. Enquire and we will help you secure it.', available: false };
}

/** Certified pre-owned section title: '{Manufacturer} Certified Pre-Owned' on brand sites. */
export function certifiedTitle(site: Pick<CopySite, 'manufacturer'>): string {
  return `${site.manufacturer ? `${site.manufacturer.name} ` : ''}Certified Pre-Owned`;
}

/** The certified section shows where the site has it, for a certified car that is not sold (spec §2, §9). */
export function showsCertifiedSection(car: Pick<CopyCar, 'certified' | 'status'>, site: Pick<CopySite, 'features'>): boolean {
  return site.features.certified_pre_owned && car.certified && !isSold(car.status);
}
