import { describe, expect, it } from 'vitest';
import {
  calculate,
  calculatorRanges,
  clampField,
  initialInputs,
  purchasePriceFlagged,
  purchasePriceMessage,
  type CalculatorInputs,
} from './calculator.ts';

const SITE = { interest_range: { min: 0.5, max: 15, step: 0.5 }, min_purchase_price: 1_000, max_purchase_price: 250_000 };
const BRAND = { ...SITE, interest_range: { min: 4, max: 20, step: 0.5 }, min_purchase_price: 5_000 };
const PROVIDER = { interest_range: { min: 7.5, max: 14.5, step: 0.5 }, min_purchase_price: 5_000 };

describe('ranges (spec §5)', () => {
  it('default: term 1–7 step 0.5, interest 0.5–15 step 0.5, deposit and residual 0–250,000, price min $1,000', () => {
    const r = calculatorRanges(SITE);
    expect(r.term).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(r.interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect([r.tradeIn.min, r.tradeIn.max, r.residual.min, r.residual.max]).toEqual([0, 250_000, 0, 250_000]);
    expect([r.amount.min, r.amount.max]).toEqual([1_000, 250_000]);
  });
  it('a provider sets 7.5–14.5 and $5,000', () => {
    const r = calculatorRanges(SITE, PROVIDER);
    expect([r.interest.min, r.interest.max, r.amount.min]).toEqual([7.5, 14.5, 5_000]);
  });
  it("a brand sets 4–20 and $5,000; a provider without its own keeps the brand's", () => {
    const r = calculatorRanges(BRAND, { interest_range: null, min_purchase_price: null });
    expect([r.interest.min, r.interest.max, r.amount.min]).toEqual([4, 20, 5_000]);
  });
});

describe('purchase price message and flag (spec §5)', () => {
  const r = calculatorRanges(SITE);
  const r5 = calculatorRanges(BRAND);
  it('messages', () => {
    expect(purchasePriceMessage(r)).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(purchasePriceMessage(r5)).toBe('Cannot be less than $5,000 or more than $250,000');
  });
  it.each([
    [999, true],
    [1_000, true],
    [1_001, false],
    [249_999, false],
    [250_000, true],
    [0, true],
  ])('$%d flagged: %s', (v, f) => {
    expect(purchasePriceFlagged(v, r)).toBe(f);
  });
  it('the $5,000 minimum flags $5,000 and passes $5,001', () => {
    expect(purchasePriceFlagged(5_000, r5)).toBe(true);
    expect(purchasePriceFlagged(5_001, r5)).toBe(false);
  });
});

describe('clamping typed values (spec §5)', () => {
  const r = calculatorRanges(SITE);
  const rows: [Parameters<typeof clampField>[0], number, number][] = [
    ['amount', -5_000, 0],
    ['amount', 500, 500],
    ['amount', 300_000, 250_000],
    ['amount', Number.NaN, 0],
    ['term', 0, 1],
    ['term', 9, 7],
    ['term', 4.5, 4.5],
    ['term', Number.NaN, 1],
    ['interest', 0, 0.5],
    ['interest', 16, 15],
    ['interest', 8.49, 8.49],
    ['tradeIn', -1, 0],
    ['tradeIn', 300_000, 250_000],
    ['residual', -10, 0],
    ['residual', 260_000, 250_000],
  ];
  it.each(rows)('%s %d → %d', (field, value, expected) => expect(clampField(field, value, r)).toBe(expected));
  it('the provider interest range clamps too', () => expect(clampField('interest', 6.29, calculatorRanges(SITE, PROVIDER))).toBe(7.5));
});

describe('starting values (spec §9)', () => {
  const r = calculatorRanges(SITE);
  it('car price, 5 years, site default interest, residual 0', () => {
    expect(initialInputs({ price: 25_990 }, 10, r)).toEqual({
      amount: 25_990,
      term: 5,
      interest: 10,
      tradeIn: 0,
      residual: 0,
      frequency: 'weekly',
    });
  });
  it('no price → $30,000; showroom 8.5%', () =>
    expect(initialInputs({ price: null }, 8.5, r)).toMatchObject({ amount: 30_000, interest: 8.5 }));
  it("a lender's rate, term, deposit and balloon", () => {
    expect(initialInputs({ price: 40_000, interestRate: 6.29, termYears: 4, deposit: 4_000, balloon: 12_000 }, 10, r)).toMatchObject({
      interest: 6.29,
      term: 4,
      tradeIn: 4_000,
      residual: 12_000,
    });
  });
});

describe('result', () => {
  const base: CalculatorInputs = { amount: 30_000, term: 5, interest: 10, tradeIn: 0, residual: 0, frequency: 'weekly' };
  it('$30,000 at 10% over 5 years: $147 a week, fee added to the amount financed', () => {
    expect(calculate(base, 0)).toMatchObject({ financed: 30_000, repayment: 147, enquire: false });
    expect(calculate(base, 1360.5).financed).toBe(31_360.5);
  });
  it('monthly $637.41', () => expect(calculate({ ...base, frequency: 'monthly' }, 0).repayment).toBe(637.41));
  it('deposit = price with no fee: $0 → Enquire for Finance (spec §8)', () =>
    expect(calculate({ ...base, tradeIn: 30_000 }, 0)).toMatchObject({ repayment: 0, enquire: true, totalPayable: 0 }));
  it('$25 exactly → Enquire for Finance; $26 shown', () => {
    const at25 = calculate({ ...base, amount: 6_500, interest: 0.5, term: 5 }, 0);
    expect(at25.repayment).toBe(25);
    expect(at25.enquire).toBe(true);
    const at26 = calculate({ ...base, amount: 6_600, interest: 0.5, term: 5 }, 0);
    expect(at26.repayment).toBe(26);
    expect(at26.enquire).toBe(false);
  });
});
