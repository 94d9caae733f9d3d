/** Test fixtures of the form islands: a two-dealership site slice and a used car. Not bundled (tests only). */
import { DEFAULT_LEAD_SWITCHES, type LeadSwitches } from '../../../domain/lead.ts';
import type { FormCar, FormSite } from '../types.ts';

/** A site with two dealerships, two sales yards (one per dealership), a service centre and a parts counter. */
export function testSite(switches: Partial<LeadSwitches> = {}, over: Partial<FormSite> = {}): FormSite {
  return {
    slug: 'acme-motors',
    apiBase: 'https://api.example',
    switches: {
      ...DEFAULT_LEAD_SWITCHES,
      location_ids: ['syd', 'par', 'svc', 'parts'],
      dealership_slugs: ['acme-sydney', 'acme-west'],
      ...switches,
    },
    dealerships: [
      { id: 'd1', slug: 'acme-sydney', name: 'Acme Sydney', autograb: false },
      { id: 'd2', slug: 'acme-west', name: 'Acme West', autograb: true },
    ],
    locations: [
      { id: 'syd', name: 'Acme Sydney City', type: 'sales', dealership_id: 'd1', dealership_slug: 'acme-sydney' },
      { id: 'par', name: 'Acme Parramatta', type: 'sales', dealership_id: 'd2', dealership_slug: 'acme-west' },
      { id: 'svc', name: 'Acme Service Centre', type: 'service', dealership_id: 'd1', dealership_slug: 'acme-sydney' },
      { id: 'parts', name: 'Acme Parts', type: 'parts', dealership_id: 'd1', dealership_slug: 'acme-sydney' },
    ],
    dealershipSlug: 'acme-sydney',
    manufacturerSlug: null,
    reserveAmount: 200,
    carLookupBase: '/search/car/64/',
    year: 2026,
    ...over,
  };
}

/** A used 2019 Toyota Hilux at Parramatta (dealership d2). */
export function testCar(over: Partial<FormCar> = {}): FormCar {
  return {
    id: 4711,
    slug: 'used-2019-toyota-hilux-sr5-4711',
    name: '2019 Toyota Hilux SR5',
    year: 2019,
    make: 'Toyota',
    model: 'Hilux',
    badge: 'SR5',
    car_type: 'used',
    status: 'in_stock',
    tag: null,
    km: 61_234,
    stocknum: 'U1234',
    dealership_id: 'd2',
    location_id: 'par',
    price: 45_990,
    image: { src: '/img/hilux-640.webp', alt: '2019 Toyota Hilux SR5' },
    ...over,
  };
}

/** Values a visitor would type on every step (valid under the default switches). */
export const TYPED = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'Jo@Example.com.au',
  phone: '0412 345 678',
  postcode: '2150',
  message: 'Is it still available?',
};
