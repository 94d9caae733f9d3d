/**
 * The finance maths against an independent implementation: `financial` (a maintained TypeScript
 * port of numpy-financial) `pmt(rate, nper, pv, fv)`, over the spec's frequencies and the nasty
 * cases (0% interest, residual > 0, zero deposit, deposit = price).
 */
import { pmt } from 'financial';
import { describe, expect, it } from 'vitest';
import {
  amountFinanced,
  monthlyFromWeekly,
  paymentCount,
  PERIODS_PER_YEAR,
  repayment,
  roundRepayment,
  shownRepayment,
  totalPayable,
  type Frequency,
} from './amortisation.ts';

/** numpy-financial: payment in arrears for present value P and future value −B (signs per its convention). */
const reference = (principal: number, ratePa: number, years: number, residual: number, f: Frequency) =>
  -pmt(ratePa / 100 / PERIODS_PER_YEAR[f], Math.round(years * PERIODS_PER_YEAR[f]), principal, -residual);

// amount, deposit, fee, rate % p.a., years, residual, frequency
const TABLE: [string, number, number, number, number, number, number, Frequency][] = [
  ['spec example $30,000, 10%, 5 years, weekly', 30_000, 0, 0, 10, 5, 0, 'weekly'],
  ['spec example $30,000, 10%, 5 years, fortnightly', 30_000, 0, 0, 10, 5, 0, 'fortnightly'],
  ['spec example $30,000, 10%, 5 years, monthly', 30_000, 0, 0, 10, 5, 0, 'monthly'],
  ['showroom default 8.5%', 42_990, 0, 0, 8.5, 5, 0, 'weekly'],
  ['0% interest weekly', 30_000, 0, 0, 0, 5, 0, 'weekly'],
  ['0% interest with residual, monthly', 30_000, 0, 0, 0, 5, 9_000, 'monthly'],
  ['residual 30% with 10% deposit (spec disclaimer variant)', 40_000, 4_000, 0, 6.29, 5, 12_000, 'weekly'],
  ['residual, fortnightly, 4.5 years', 55_000, 5_000, 395, 7.5, 4.5, 15_000, 'fortnightly'],
  ['zero deposit with the named lender fee 1360.50', 25_990, 0, 1360.5, 9.99, 5, 0, 'weekly'],
  ['deposit = price, fee only left', 19_990, 19_990, 1360.5, 9.99, 5, 0, 'weekly'],
  ['deposit = price, no fee', 19_990, 19_990, 0, 9.99, 5, 0, 'monthly'],
  ['1 year at the 15% maximum', 5_000, 0, 0, 15, 1, 0, 'weekly'],
  ['7 years at the 0.5% minimum', 250_000, 0, 0, 0.5, 7, 0, 'monthly'],
  ['brand range top 20%', 80_000, 10_000, 395, 20, 3, 20_000, 'weekly'],
];

describe('repayment matches numpy-financial pmt', () => {
  it.each(TABLE)('%s', (_name, amount, deposit, fee, ratePa, years, residual, frequency) => {
    const principal = amountFinanced(amount, deposit, fee);
    const ours = repayment({ principal, ratePa, years, residual, frequency });
    const theirs = principal <= 0 ? 0 : Math.max(0, reference(principal, ratePa, years, residual, frequency));
    expect(ours).toBeCloseTo(theirs, 8);
  });
});

describe('published examples', () => {
  // $30,000 at 10% p.a. over 5 years: $637.41 a month (any amortisation table; the spec's comparison example loan).
  it('$30,000, 10% p.a., 5 years monthly = $637.41', () =>
    expect(shownRepayment({ principal: 30_000, ratePa: 10, years: 5, frequency: 'monthly' })).toBe(637.41));
  // $20,000 at 7% p.a. over 5 years: $396.02 a month (MoneySmart-style personal loan example).
  it('$20,000, 7% p.a., 5 years monthly = $396.02', () =>
    expect(shownRepayment({ principal: 20_000, ratePa: 7, years: 5, frequency: 'monthly' })).toBe(396.02));
  it('weekly rounds to whole dollars: $30,000, 10%, 5 years = $147', () =>
    expect(shownRepayment({ principal: 30_000, ratePa: 10, years: 5, frequency: 'weekly' })).toBe(147));
});

describe('edges', () => {
  it('0% divides evenly', () => expect(repayment({ principal: 26_000, ratePa: 0, years: 5, frequency: 'weekly' })).toBe(100));
  it('nothing financed gives 0', () => expect(repayment({ principal: -500, ratePa: 10, years: 5, frequency: 'weekly' })).toBe(0));
  it('a residual above the principal at 0% gives 0, not a negative payment', () =>
    expect(repayment({ principal: 1_000, ratePa: 0, years: 1, residual: 2_000, frequency: 'monthly' })).toBe(0));
  it('payment counts: 52, 26, 12 a year; 4.5 years weekly = 234', () => {
    expect([paymentCount(1, 'weekly'), paymentCount(1, 'fortnightly'), paymentCount(1, 'monthly'), paymentCount(4.5, 'weekly')]).toEqual([
      52, 26, 12, 234,
    ]);
  });
  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('rejects a non-finite principal %s', (p) => {
    expect(() => repayment({ principal: p, ratePa: 10, years: 5, frequency: 'weekly' })).toThrow(RangeError);
  });
  it('rejects a term with no payment and a negative rate', () => {
    expect(() => repayment({ principal: 1, ratePa: 10, years: 0, frequency: 'weekly' })).toThrow(RangeError);
    expect(() => repayment({ principal: 1, ratePa: -1, years: 1, frequency: 'weekly' })).toThrow(RangeError);
  });
  it('rounding: weekly whole dollars, others cents', () => {
    expect(roundRepayment(146.5, 'weekly')).toBe(147);
    expect(roundRepayment(293.456, 'fortnightly')).toBe(293.46);
  });
  it('monthly figure = weekly × 4.33 (spec §9)', () => expect(monthlyFromWeekly(147)).toBe(636.51));
  it('total payable adds the residual', () => expect(totalPayable(100, 1, 'monthly', 500)).toBe(1_700));
});
