import { describe, expect, it } from 'vitest';
import {
  cutText,
  hasSingleManufacturer,
  isOver,
  isRunning,
  offerDescription,
  offerDisclaimer,
  offerLead,
  offerPath,
  offersForSite,
  OFFER_DESCRIPTION_CUT,
  OFFER_DISCLAIMER_CUT,
} from './offers.ts';

const offer = (over: Partial<Parameters<typeof offersForSite>[0][number]> = {}) => ({
  id: 'o',
  manufacturer: null as string | null,
  models: [] as string[],
  excluded_website_ids: [] as string[],
  start: null as string | null,
  expiry: null as string | null,
  ...over,
});
const brand = {
  slug: 'brand-site',
  manufacturer: { name: 'Mazda' },
  dealership_websites: ['Mazda'],
  dealerships: [{ manufacturer: 'Mazda' }],
};
const group = {
  slug: 'group-site',
  manufacturer: null,
  dealership_websites: [],
  dealerships: [{ manufacturer: null }, { manufacturer: null }],
};

describe('offer dates (spec §9 start and expiry inclusive, in the site zone)', () => {
  it('runs from its start day through its expiry day', () => {
    const w = { start: '2026-11-01', expiry: '2026-12-15' };
    expect(isRunning(w, '2026-10-31')).toBe(false);
    expect(isRunning(w, '2026-11-01')).toBe(true);
    expect(isRunning(w, '2026-12-15')).toBe(true);
    expect(isRunning(w, '2026-12-16')).toBe(false);
    expect(isOver(w, '2026-12-15')).toBe(false);
    expect(isOver(w, '2026-12-16')).toBe(true);
    expect(isOver({ start: '2027-01-01', expiry: null }, '2026-12-01')).toBe(false);
  });
});

describe('offersForSite', () => {
  it('leaves out ended, not yet started and excluded offers, and offers of a make the site does not sell; ending soonest first', () => {
    const offers = [
      offer({ id: 'running', manufacturer: 'Mazda', start: '2026-11-01', expiry: '2027-01-31' }),
      offer({ id: 'ends-first', expiry: '2026-12-01' }),
      offer({ id: 'ended', expiry: '2026-08-31' }),
      offer({ id: 'later', start: '2026-12-01' }),
      offer({ id: 'excluded', excluded_website_ids: ['brand-site'] }),
      offer({ id: 'other-make', manufacturer: 'Toyota' }),
      offer({ id: 'any-car' }),
    ];
    expect(offersForSite(offers, brand, '2026-11-20').map((o) => o.id)).toEqual(['ends-first', 'running', 'any-car']);
    // A site that names no make shows offers of any make.
    expect(offersForSite(offers, group, '2026-11-20').map((o) => o.id)).toEqual([
      'ends-first',
      'running',
      'any-car',
      'excluded',
      'other-make',
    ]);
  });

  it('compares makes through the key it is given (the importer normalisation)', () => {
    const gwm = { ...brand, manufacturer: { name: 'GWM' }, dealership_websites: [], dealerships: [] };
    const key = (m: string) => (m.toLowerCase().replace(/\s/g, '') === 'greatwall' ? 'gwm' : m.toLowerCase());
    expect(offersForSite([offer({ manufacturer: 'Great Wall' })], gwm, '2026-11-20', key)).toHaveLength(1);
  });
});

describe('offerPath (spec §2)', () => {
  it('has no manufacturer segment on a single-manufacturer site or for an offer of no make', () => {
    expect(hasSingleManufacturer(brand)).toBe(true);
    expect(offerPath(offer({ id: 'cx-5', manufacturer: 'Mazda' }), brand)).toBe('/offers/cx-5/');
    expect(offerPath(offer({ id: 'tint' }), group)).toBe('/offers/tint/');
  });
  it('has the manufacturer segment on a site with no single manufacturer', () => {
    expect(hasSingleManufacturer(group)).toBe(false);
    expect(offerPath(offer({ id: 'hilux', manufacturer: 'Mercedes-Benz' }), group)).toBe('/offers/mercedes-benz/hilux/');
    expect(offerPath(offer({ id: 'h6', manufacturer: 'Great Wall' }), group, () => 'GWM')).toBe('/offers/gwm/h6/');
  });
});

describe('offer text limits (spec §9)', () => {
  it('shows a description of 200 characters or fewer whole', () => {
    const text = 'a'.repeat(200);
    expect(offerDescription(text)).toEqual({ full: text, short: text, cut: false });
  });
  it('cuts a longer description to 160 characters, at a word boundary, with an ellipsis', () => {
    const text = `${'word '.repeat(50)}end`;
    const d = offerDescription(text);
    expect(d.cut).toBe(true);
    expect(d.short.endsWith('…')).toBe(true);
    expect(d.short.length - 1).toBeLessThanOrEqual(OFFER_DESCRIPTION_CUT);
    expect(d.short.length - 1).toBeGreaterThan(OFFER_DESCRIPTION_CUT - 6);
    expect(d.short).not.toMatch(/wor…$/);
  });
  it('cuts the disclaimer to 200 characters (a 201-character one is cut, 200 is not)', () => {
    expect(offerDisclaimer('b'.repeat(200)).cut).toBe(false);
    const cut = offerDisclaimer('b'.repeat(201));
    expect(cut.cut).toBe(true);
    expect(cut.short).toBe(`${'b'.repeat(OFFER_DISCLAIMER_CUT)}…`);
    expect(cutText('  short  ', 10)).toEqual({ full: 'short', short: 'short', cut: false });
  });
});

describe('offerLead', () => {
  it('sends a new vehicle enquiry for an offer on a make or models, else a general enquiry, subcategory Special Offer', () => {
    expect(offerLead({ manufacturer: 'Mazda', models: [] })).toEqual({ category: 'New Vehicle Enquiry', subcategory: 'Special Offer' });
    expect(offerLead({ manufacturer: null, models: [] })).toEqual({ category: 'General Enquiry', subcategory: 'Special Offer' });
  });
});
