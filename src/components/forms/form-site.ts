/**
 * Build-time props of the lead form islands: the serialisable site slice (`FormSite`) and a car's
 * form view. Pages (and the vehicle page, the search page) call these and pass the result as props.
 */
import { leadSwitches } from '../../config/schema/leads.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import { carFromStock } from '../../islands/forms/lib/car.ts';
import type { FormCar, FormSite } from '../../islands/forms/types.ts';
import type { Car } from '../../stock/car-schema.ts';
import type { ResponsiveImage } from '../../stock/images.ts';
import { buildClock } from '../../stock/build-clock.ts';
import { apiPrefix, type BuildInfo, type TenantStock } from '../../stock/tenant-stock.ts';

/**
 * The site slice of the form islands: the API origin, the spec §5 switches exactly as the API applies
 * them (`leadSwitches`), visible locations, dealerships, the manufacturer, the reserve deposit
 * (`features.reserve_amount`, AUD dollars), the search index URL (for `?car_id=` lookups) and the stock clock's
 * year (asked of the build's clock, so a page records `clock:year`).
 */
export function formSite(site: SiteConfig, build: Pick<BuildInfo, 'apiBase' | 'now'>, stock: Pick<TenantStock, 'carLookupBase'>): FormSite {
  const own = site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0]!;
  return {
    slug: site.slug,
    apiBase: apiPrefix(build),
    switches: leadSwitches(site),
    dealerships: site.dealerships.map((d) => ({ id: d.id, slug: d.slug, name: d.name, autograb: d.autograb })),
    locations: site.locations
      .filter((l) => l.visible)
      .map((l) => ({ id: l.id, name: l.name, type: l.location_type, dealership_id: l.dealership_id, dealership_slug: l.dealership_slug })),
    dealershipSlug: own.slug,
    manufacturerSlug: site.manufacturer?.slug ?? null,
    reserveAmount: site.features.reserve_amount,
    carLookupBase: stock.carLookupBase,
    year: buildClock(build).year(),
  };
}

/** A car as the forms see it, with its first image (`getStock().images[car.id]`). */
export function formCar(car: Car, images: readonly ResponsiveImage[] = []): FormCar {
  const first = images[0];
  return carFromStock(car, first ? { src: first.src, alt: first.alt } : null);
}

/**
 * The `client:intent` options of a lead form that is its page's main content (/contact/, /fleet/, /careers/,
 * /enquiries/{kind}/, /genuine-service/, /sell-your-car/, /sell-my-car/, /customer-feedback-survey/, an offer's page,
 * /book-test-drive/, /cars/trade-in/), and of the
 * repayment calculator of the finance pages (/finance/, /car-finance/, /finance-enquiry/): the form is
 * complete in the HTML, its controls disabled until React owns them, and React boots on the visitor's first intent
 * (pointer, touch, key, scroll, or focus inside the form) instead of during load, so a phone does not pay React's
 * boot (about 90 KB of script more than the page's own) while the page loads (README, _Lead forms wake on intent_).
 * `urlState: false`: a query string does not wake them, so a page opened from a campaign link (`?utm_source=…`,
 * read only when the lead is sent) still waits for intent; the forms that look a car up from `?car_id=`
 * (/book-test-drive/, /cars/trade-in/) read it when they wake, the page showing the car meanwhile with a small
 * script (`CarFromUrl.astro`).
 */
export const MAIN_FORM_HYDRATION = { urlState: false } as const;
