import { describe, expect, it } from 'vitest';
import {
  CERTIFIED_PRE_OWNED_CLAIMS,
  certifiedTitle,
  reserveOnline,
  showsCertifiedSection,
  whatsIncluded,
  whyBuyFromUs,
  protectYourCar,
  type CopyCar,
  type CopySite,
} from './copy.ts';

const NOW = Date.parse('2026-11-20T00:00:00Z') / 1000;
const car = (over: Partial<CopyCar> = {}): CopyCar => ({
  make: 'Toyota',
  car_type: 'used',
  status: 'in_stock',
  reserved: false,
  certified: false,
  preorder: false,
  price: 32990,
  offer_price: null,
  rego_expiry: '2027-03-14',
  location_id: 'a',
  dealership_id: 'd',
  ...over,
});
const site = (over: Partial<CopySite['features']> = {}, more: Partial<CopySite> = {}): CopySite => ({
  name: 'Fixture Motors',
  timezone: 'Australia/Sydney',
  review_minimum_rating: 4,
  manufacturer: null,
  dealerships: [{ id: 'd', name: 'Fixture Motors', average_rating: 4.6, review_count: 329 }],
  locations: [
    { id: 'a', location_type: 'sales', dealer_license_number: 'MD 12345', address: { state: 'NSW' } },
    { id: 'b', location_type: 'sales', dealer_license_number: null, address: { state: 'VIC' } },
  ],
  features: {
    checkout: true,
    reserve_amount: 200,
    certified_pre_owned: true,
    vehicle_copy: { whats_included: null, why_buy_from_us: null, protect_your_car: null },
    ...over,
  },
  ...more,
});

describe('vehicle page copy (spec §2 sections; generic where the spec has none)', () => {
  it("What's Included: rego while current, licensed title, consumer guarantees; the new-car warranty for new and demo cars", () => {
    expect(whatsIncluded(car(), site(), NOW)).toEqual([
      'Registration until 14 March 2027',
      'Guaranteed clear title from a licensed motor dealer (licence MD 12345)',
      "Your Australian Consumer Law guarantees, plus any statutory warranty your state gives for the car's age and kilometres",
    ]);
    expect(whatsIncluded(car({ car_type: 'demo', rego_expiry: '2025-01-01' }), site(), NOW)[0]).toBe(
      'The balance of the Toyota new-car warranty',
    );
    expect(whatsIncluded(car({ car_type: 'new', rego_expiry: null }), site(), NOW)).toHaveLength(3);
  });

  it('Why Buy From Us?: rating above the minimum, reserve offer, yards, licence', () => {
    expect(whyBuyFromUs(car(), site())).toEqual([
      'Rated 4.6 out of 5 by 329 customers',
      'Reserve online with a fully refundable $200 deposit and we hold the car for 48 hours',
      '2 sales yards across NSW, VIC',
      'Test drives, trade-in valuations and finance arranged in one place',
      'Licensed motor dealer (MD 12345)',
    ]);
    const low = site({ checkout: false }, { dealerships: [{ id: 'd', name: 'x', average_rating: 4, review_count: 10 }] });
    expect(whyBuyFromUs(car(), low).join(' ')).not.toMatch(/Rated|Reserve/);
  });

  it("uses the site's own copy when it has some", () => {
    const own = site({
      vehicle_copy: { whats_included: ['A full tank'], why_buy_from_us: ['Family owned since 1962'], protect_your_car: ['Tint'] },
    });
    expect(whatsIncluded(car(), own, NOW)).toEqual(['A full tank']);
    expect(whyBuyFromUs(car(), own)).toEqual(['Family owned since 1962']);
    expect(protectYourCar(own)).toEqual(['Tint']);
  });

  it('Reserve Online: the 48-hour refundable deposit (spec §9), or why the car cannot be reserved', () => {
    expect(reserveOnline(car(), site({ reserve_amount: 500 }))).toEqual({
      available: true,
      text: expect.stringContaining('fully refundable $500 deposit and we will hold it for you for 48 hours'),
    });
    expect(reserveOnline(car({ status: 'sold' }), site()).available).toBe(false);
    expect(reserveOnline(car({ reserved: true }), site()).text).toContain('already reserved');
    expect(reserveOnline(car({ price: 5 }), site()).text).toContain('until it has a price');
    expect(reserveOnline(car({ preorder: true, car_type: 'new' }), site())).toEqual({
      available: false,
      text: expect.stringContaining('available to order from the factory'),
    });
  });

  it('certified pre-owned: the spec §9 claims, for certified unsold cars where the site has the section', () => {
    expect(CERTIFIED_PRE_OWNED_CLAIMS).toEqual(['One-year warranty', '90-point inspection', '12 months roadside assist']);
    expect(showsCertifiedSection(car({ certified: true }), site())).toBe(true);
    expect(showsCertifiedSection(car({ certified: true, status: 'sold' }), site())).toBe(false);
    expect(showsCertifiedSection(car({ certified: true }), site({ certified_pre_owned: false }))).toBe(false);
    expect(certifiedTitle({ manufacturer: { name: 'Mazda' } })).toBe('Mazda Certified Pre-Owned');
  });
});
