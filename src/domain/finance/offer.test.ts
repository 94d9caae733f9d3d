import { describe, expect, it } from 'vitest';
import { establishmentFee, shownFeeRows } from './fees.ts';
import { lenderOffer, lenderTermYears, weeklyTeaser, type LenderData } from './offer.ts';

const lender = (o: Partial<LenderData> = {}): LenderData => ({
  interestRate: 10,
  comparisonRate: 10.5,
  paymentWeek: null,
  paymentMonth: null,
  deposit: null,
  balloon: null,
  establishmentFees: null,
  termYears: null,
  termWeeks: null,
  termMonths: null,
  disclaimer: null,
  financeProvider: 'Sample Lender',
  ...o,
});
const BRAND_FEES = { establishment: 395, security_registration: 6, monthly_admin: 8, dealer_agency: 912.25 };

describe('establishment fee (spec §9)', () => {
  it.each([
    ['the named lender: 1360.50 over the lender value', { providerFee: 1360.5, lenderFee: 500 }, 1360.5],
    ['else the lender value', { providerFee: null, lenderFee: 500 }, 500],
    ["else the brand's shown establishment fee", { lenderFee: null, siteFees: BRAND_FEES }, 395],
    ['else 0', {}, 0],
    ['a lender fee of 0 is a value', { lenderFee: 0, siteFees: BRAND_FEES }, 0],
  ] as const)('%s', (_n, opts, expected) => expect(establishmentFee(opts)).toBe(expected));
  it('the brand fee list', () => {
    expect(shownFeeRows(BRAND_FEES).map((r) => `${r.label} ${r.amount}`)).toEqual([
      'Establishment fee 395',
      'Security registration fee 6',
      'Monthly admin fee 8',
      'Dealer agency fee 912.25',
    ]);
  });
});

describe('lender offer', () => {
  const car = { price: 30_000, offer_price: null };
  it("uses the lender's own weekly and monthly figures", () => {
    const o = lenderOffer('a', lender({ paymentWeek: 99.6, paymentMonth: 431 }), car, null, null);
    expect([o.weekly, o.monthly, o.label]).toEqual([100, 431, 'Sample Lender']);
  });
  it('computes weekly on the price when absent, monthly = weekly × 4.33', () => {
    const o = lenderOffer('a', lender(), car, null, null);
    expect([o.weekly, o.monthly]).toEqual([147, 636.51]);
  });
  it("adds the provider's fixed fee, deposit and balloon", () => {
    const o = lenderOffer(
      'a',
      lender({ deposit: 3_000, balloon: 9_000, establishmentFees: 200 }),
      car,
      { label: 'Named', establishment_fee: 1360.5, zero_final_payment: false },
      null,
    );
    expect(o).toMatchObject({ label: 'Named', establishmentFee: 1360.5, deposit: 3_000, balloon: 9_000 });
  });
  it('terms: years, else months / 12, else weeks / 52, else 5', () => {
    expect(lenderTermYears(lender({ termYears: 4 }))).toBe(4);
    expect(lenderTermYears(lender({ termMonths: 48 }))).toBe(4);
    expect(lenderTermYears(lender({ termWeeks: 156 }))).toBe(3);
    expect(lenderTermYears(lender())).toBe(5);
  });
  it('throws without rates', () => expect(() => lenderOffer('a', lender({ comparisonRate: null }), car, null, null)).toThrow(TypeError));
});

describe('weekly teaser', () => {
  const car = { price: 30_000, offer_price: null };
  it('the lowest weekly of the shown offers', () => {
    const offers = [
      lenderOffer('a', lender({ paymentWeek: 150 }), car, null, null),
      lenderOffer('b', lender({ paymentWeek: 120, comparisonRate: 9.1 }), car, null, null),
    ];
    expect(weeklyTeaser(offers, null)).toMatchObject({ weekly: 120, comparisonRate: 9.1, source: 'b', estimate: false, enquire: false });
  });
  it('else the quote, marked as an estimate when local', () => {
    expect(weeklyTeaser([], { weeklyRepaymentAmount: 155, advertisedRate: 8.49, comparisonRate: 9.1, estimate: true })).toMatchObject({
      weekly: 155,
      estimate: true,
      source: 'quote',
    });
  });
  it('$25 or less → enquire', () =>
    expect(weeklyTeaser([], { weeklyRepaymentAmount: 25, advertisedRate: 1, comparisonRate: 1 })?.enquire).toBe(true));
  it('nothing to show', () => expect(weeklyTeaser([], null)).toBeNull());
});
