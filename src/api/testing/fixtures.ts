/**
 * Test fixtures of the edge API: two tenants (a Sydney dealer group that delivers to a CRM, and a
 * Perth dealer with terms and a location select but no required comments), a few cars, a fixed
 * clock, and an app over an in-memory SQLite store. Used by the route, delivery and fault tests.
 */
import { SiteConfig, type SiteConfigInput } from '../../config/schema/site.ts';
import { createApp } from '../app.ts';
import { carLookup, type CarRecord } from '../cars.ts';
import type { ApiDeps } from '../deps.ts';
import { openSqliteStore } from '../storage/sqlite.ts';
import type { LeadStore } from '../storage/types.ts';
import { createTenantRegistry } from '../tenants.ts';

/** Wed 10 March 2027, 11:00 in Sydney (AEDT, +11:00), 08:00 in Perth. Unix ms. */
export const NOW = Date.parse('2027-03-10T00:00:00Z');

const weekdays = (open: string, close: string, saturday: [string, string] | null) => [
  { weekday: 0, status: 'Closed' as const },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open, close })),
  saturday ? { weekday: 6, status: 'Open' as const, open: saturday[0], close: saturday[1] } : { weekday: 6, status: 'Closed' as const },
];

/** Sydney dealer group: CRM webhook + ADF, default form switches. */
export const SYDNEY: SiteConfigInput = {
  slug: 'harbour-motors',
  name: 'Harbour Motors',
  site_url: 'https://www.harbour-motors.example',
  email: 'sales@harbour-motors.example',
  timezone: 'Australia/Sydney',
  dealership_id: 'hm',
  dealerships: [
    { id: 'hm', slug: 'harbour-motors', name: 'Harbour Motors' },
    { id: 'hm-used', slug: 'harbour-used', name: 'Harbour Used Cars' },
  ],
  locations: [
    {
      id: 'hm-sydney',
      name: 'Harbour Motors Sydney',
      slug: 'sydney',
      primary: true,
      dealership_id: 'hm',
      dealership_slug: 'harbour-motors',
      address: { street: '1 George Street', city: 'Sydney', state: 'NSW', postcode: '2000', lat: -33.86, long: 151.2 },
      contact_detail: { phone: '02 5550 1000', opening_hours: weekdays('08:30', '17:30', ['09:00', '12:00']) },
      special_hours: [{ date: '2027-03-12', status: 'Closed' }],
    },
    {
      id: 'hm-service',
      name: 'Harbour Motors Service',
      slug: 'service',
      location_type: 'service',
      dealership_id: 'hm',
      dealership_slug: 'harbour-motors',
      address: { street: '3 George Street', city: 'Sydney', state: 'NSW', postcode: '2000', lat: -33.86, long: 151.2 },
      contact_detail: { phone: '02 5550 1001', opening_hours: weekdays('07:30', '17:00', null) },
    },
  ],
  leads: {
    crm: { webhook_url: 'https://crm.example/hook', adf_url: 'https://crm.example/adf' },
    allowed_origins: ['http://localhost:4321'],
  },
};

/** Perth dealer: terms required (long wording), location select, comments optional, 60-minute slots. */
export const PERTH: SiteConfigInput = {
  slug: 'swan-cars',
  name: 'Swan Cars',
  site_url: 'https://swan-cars.example',
  email: 'hello@swan-cars.example',
  timezone: 'Australia/Perth',
  dealership_id: 'sc',
  dealerships: [{ id: 'sc', slug: 'swan-cars', name: 'Swan Cars' }],
  locations: [
    {
      id: 'sc-perth',
      name: 'Swan Cars Perth',
      slug: 'perth',
      primary: true,
      dealership_id: 'sc',
      dealership_slug: 'swan-cars',
      address: { street: '9 Hay Street', city: 'Perth', state: 'WA', postcode: '6000', lat: -31.95, long: 115.86 },
      contact_detail: { phone: '08 5550 2000', opening_hours: weekdays('09:00', '17:00', null) },
    },
  ],
  leads: {
    message_required: false,
    terms_required: true,
    terms_message: 'long',
    location_select: true,
    test_drive_slot_minutes: 60,
    allowed_origins: ['http://localhost:4321'],
  },
};

/** The two fixture sites, validated. */
export const SITES = [SiteConfig.parse(SYDNEY), SiteConfig.parse(PERTH)];

/** A used Mazda at the Sydney location. */
export const CAR: CarRecord = {
  id: 4242,
  slug: '2021-mazda-cx-5-maxx-4242',
  year: 2021,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  vin: 'JM0KF4W7A00123456',
  stocknum: 'U1234',
  price: 34990,
  offer_price: 32990,
  before_price: 34990,
  km: 41250,
  car_type: 'used',
  colour: 'Soul Red',
  status: 'in_stock',
  reserved: false,
  photos_count: 24,
  updated_at: '2027-03-01T00:00:00+00:00',
  location_id: 'hm-sydney',
};

/** A valid enquiry body. */
export const LEAD = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com.au',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Is it still available?',
};

/** Headers of a browser call from the Sydney site. */
export const FROM_SYDNEY = { origin: 'https://www.harbour-motors.example', 'content-type': 'application/json' };

/**
 * A store usable at once whose every call waits for `opening` (a store opens asynchronously: it runs
 * its migrations first), so a test can build its app synchronously.
 */
export function whenOpen(opening: Promise<LeadStore>, kind: LeadStore['kind'] = 'sqlite'): LeadStore {
  return new Proxy({ kind } as LeadStore, {
    get(target, prop) {
      if (prop === 'kind') return target.kind;
      if (prop === 'then') return undefined;
      return (...args: unknown[]) => opening.then((s) => (s[prop as keyof LeadStore] as (...a: unknown[]) => unknown)(...args));
    },
  });
}

/** An API over a fresh in-memory store with the fixtures; `overrides` replace any dep. */
export function testApi(overrides: Partial<ApiDeps> = {}): {
  app: ReturnType<typeof createApp>;
  store: LeadStore;
  tenants: ReturnType<typeof createTenantRegistry>;
} {
  const store = overrides.store ?? whenOpen(openSqliteStore({ path: ':memory:' }));
  const tenants = overrides.tenants ?? createTenantRegistry(SITES);
  let n = 0;
  const app = createApp({
    tenants,
    store,
    now: () => NOW,
    newId: () => `lead-${++n}`,
    clientIp: (c) => c.req.header('x-test-ip') ?? '203.0.113.1',
    cars: carLookup(
      new Map([
        ['harbour-motors', [CAR]],
        ['swan-cars', []],
      ]),
    ),
    log: () => undefined,
    ...overrides,
  });
  return { app, store, tenants };
}

/** POSTs JSON through `app.request()`. */
export function postJson(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
  body: unknown,
  headers: Record<string, string> = FROM_SYDNEY,
): Promise<Response> {
  return Promise.resolve(app.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }));
}
