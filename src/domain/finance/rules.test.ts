import { describe, expect, it } from 'vitest';
import {
  displayedProviders,
  financeAllowedForCar,
  hasRates,
  providerRulePasses,
  quoteQualifies,
  shouldRequestQuote,
  type FinanceCarFields,
  type LenderFigures,
  type ProviderRule,
} from './rules.ts';

const YEAR = 2026;
const lender = (o: Partial<LenderFigures> = {}): LenderFigures => ({
  interestRate: 9.99,
  comparisonRate: 10.5,
  paymentWeek: 120,
  paymentMonth: 520,
  ...o,
});
const car = (o: Partial<FinanceCarFields> = {}): FinanceCarFields => ({
  year: 2020,
  status: 'in_stock',
  reserved: false,
  price: 25_990,
  offer_price: null,
  dealership_id: 'd1',
  finance_lenders: { a: lender() },
  ...o,
});
const rule = (r: ProviderRule, max_age_years = 12) => ({ rule: r, max_age_years });

describe('provider rules (spec §5)', () => {
  // rule, car overrides, lender overrides, expected
  const rows: [string, ProviderRule, Partial<FinanceCarFields>, Partial<LenderFigures>, boolean][] = [
    ['1: recent, priced, in stock, comparison → shown', 'recent_priced_comparison', {}, {}, true],
    ['1: exactly 12 years old → shown', 'recent_priced_comparison', { year: 2014 }, {}, true],
    ['1: 13 years old → hidden', 'recent_priced_comparison', { year: 2013 }, {}, false],
    ['1: a 1965 classic → hidden', 'recent_priced_comparison', { year: 1965 }, {}, false],
    ['1: price exactly $500 → hidden', 'recent_priced_comparison', { price: 500 }, {}, false],
    ['1: price $501 → shown', 'recent_priced_comparison', { price: 501 }, {}, true],
    ['1: POA (null price) → hidden', 'recent_priced_comparison', { price: null }, {}, false],
    ['1: offer price counts: price $400, offer $9,990 → shown', 'recent_priced_comparison', { price: 400, offer_price: 9_990 }, {}, true],
    ['1: sold → hidden', 'recent_priced_comparison', { status: 'sold' }, {}, false],
    ['1: coming soon counts as in stock → shown', 'recent_priced_comparison', { status: 'coming_soon' }, {}, true],
    ['1: no comparison rate → hidden', 'recent_priced_comparison', {}, { comparisonRate: null }, false],
    ['2/3: in stock, no price → shown', 'in_stock', { price: null }, { paymentWeek: null, paymentMonth: null }, true],
    ['2/3: sold → hidden', 'in_stock', { status: 'sold' }, {}, false],
    ['2/3: an unknown feed status counts as sold → hidden', 'in_stock', { status: 'archived' }, {}, false],
    ['4–6: priced, in stock, weekly → shown', 'priced_weekly', {}, { paymentMonth: null }, true],
    ['4–6: no weekly → hidden', 'priced_weekly', {}, { paymentWeek: null }, false],
    ['4–6: price $500 → hidden', 'priced_weekly', { price: 500 }, {}, false],
    ['4–6: sold → hidden', 'priced_weekly', { status: 'sold' }, {}, false],
    ['7: priced, in stock, monthly → shown', 'priced_monthly', {}, { paymentWeek: null }, true],
    ['7: no monthly → hidden', 'priced_monthly', {}, { paymentMonth: null }, false],
    ['7: price $500 → hidden', 'priced_monthly', { price: 500 }, {}, false],
    [
      '8: no rule, even sold and unpriced → shown',
      'none',
      { status: 'sold', price: null },
      { paymentWeek: null, paymentMonth: null },
      true,
    ],
  ];
  it.each(rows)('%s', (_n, r, c, l, expected) => {
    expect(providerRulePasses(rule(r), car(c), lender(l), YEAR)).toBe(expected);
  });
  it('the age limit is a config value', () =>
    expect(providerRulePasses(rule('recent_priced_comparison', 5), car({ year: 2020 }), lender(), YEAR)).toBe(false));
});

describe('display conditions (spec §5)', () => {
  const settings = {
    enabled: true,
    hidden_for_dealerships: ['hidden-dealer'],
    providers: { b: rule('priced_weekly'), a: rule('in_stock') },
  };
  it('both rates are required', () => {
    expect(hasRates(lender())).toBe(true);
    expect(hasRates(lender({ interestRate: null }))).toBe(false);
    expect(hasRates(lender({ comparisonRate: null }))).toBe(false);
  });
  it('a lender with 0% interest counts as having a rate', () => expect(hasRates(lender({ interestRate: 0 }))).toBe(true));
  it('hidden when the site disables finance (one brand) or for a named dealership', () => {
    expect(financeAllowedForCar({ dealership_id: 'd1' }, { ...settings, enabled: false })).toBe(false);
    expect(financeAllowedForCar({ dealership_id: 'hidden-dealer' }, settings)).toBe(false);
    expect(financeAllowedForCar({ dealership_id: 'd1' }, settings)).toBe(true);
  });
  it('no lender data → nothing shown', () => expect(displayedProviders(car({ finance_lenders: null }), settings, YEAR)).toEqual([]));
  it("orders by the config, then the car's other keys; drops lenders failing rates or rules", () => {
    const c = car({ finance_lenders: { x: lender(), a: lender(), b: lender(), noRate: lender({ interestRate: null }) } });
    expect(displayedProviders(c, settings, YEAR)).toEqual(['b', 'a', 'x']);
    expect(displayedProviders({ ...c, finance_lenders: { b: lender({ paymentWeek: null }) } }, settings, YEAR)).toEqual([]);
  });
  it('nothing for a hidden dealership', () =>
    expect(displayedProviders(car({ dealership_id: 'hidden-dealer' }), settings, YEAR)).toEqual([]));
});

describe('quote flow (spec §5, §7)', () => {
  const rows: [string, Partial<FinanceCarFields>, boolean][] = [
    ['in stock, $25,990', {}, true],
    ['price $201', { price: 201 }, true],
    ['price exactly $200', { price: 200 }, false],
    ['coming soon is not in_stock', { status: 'coming_soon' }, false],
    ['sold', { status: 'sold' }, false],
    ['reserved', { reserved: true }, false],
    ['no price', { price: null }, false],
  ];
  it.each(rows)('qualifies: %s', (_n, o, expected) => expect(quoteQualifies(car(o))).toBe(expected));
  it('sent only when enabled, without a quote, price > 0 and qualifying', () => {
    expect(shouldRequestQuote({ ...car(), youxQuote: null }, true)).toBe(true);
    expect(shouldRequestQuote({ ...car(), youxQuote: null }, false)).toBe(false);
    expect(shouldRequestQuote({ ...car(), youxQuote: { weeklyRepaymentAmount: 1 } }, true)).toBe(false);
    expect(shouldRequestQuote({ ...car({ price: 0 }), youxQuote: null }, true)).toBe(false);
    expect(shouldRequestQuote({ ...car({ reserved: true }), youxQuote: null }, true)).toBe(false);
  });
});
