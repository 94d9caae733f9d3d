import { describe, expect, it } from 'vitest';
import { comparisonRate } from './comparison.ts';
import {
  comparisonRangeText,
  comparisonWarning,
  disclaimerText,
  estimateBasis,
  exampleStart,
  finalPaymentText,
  formatRate,
} from './disclaimer.ts';
import { financeLinkHref, parseFinanceLink } from './link.ts';
import { formatMoneyInput, HIGH_VALUE_QUICK_PICKS, parseMoneyInput, STANDARD_QUICK_PICKS } from './money-input.ts';
import { localQuote, quoteRequest } from './quote.ts';

const D = {
  variant: 'secured_loan_example' as const,
  term_years: 5,
  deposit_percent: 10,
  final_payment_percent: 30,
  interest_rate: 6.29,
  comparison_rate: 8.19,
};

describe('disclaimers (spec §9)', () => {
  it('comparison example: 5-year, $30,000 secured loan', () =>
    expect(comparisonWarning()).toMatch(/^\*Comparison rate calculated on a 5-year, \$30,000 secured loan\. WARNING/));
  const shown = { amount: 30_000, term: 5, interest: 10, tradeIn: 3_000, residual: 9_000 };
  it('variant: 5-year term, 10.0% deposit, 30% final payment', () => {
    expect(disclaimerText({ ...D, variant: 'deposit_balloon' }, shown)).toMatch(
      /^Estimated repayments are based on a 5-year term, a 10\.0% deposit and a 30% final payment\./,
    );
  });
  it('variant: 6.29% p.a. (comparison 8.19% p.a.) with no deposit', () => {
    expect(disclaimerText({ ...D, variant: 'rate_no_deposit' }, { ...shown, interest: 6.29, tradeIn: 0 })).toMatch(
      /^Estimated repayments are based on an interest rate of 6\.29% p\.a\. \(comparison rate 8\.19% p\.a\.\*\) with no deposit\./,
    );
  });
  it('every variant ends with the comparison warning', () => expect(disclaimerText(D, shown).endsWith(comparisonWarning())).toBe(true));
});

describe('the disclaimer says what the calculator shows (issue #9)', () => {
  const shown = { amount: 41_863, term: 5, interest: 10, tradeIn: 0, residual: 0 };
  it.each<[string, Partial<typeof shown>, string]>([
    [
      '$0 deposit and $0 balloon are not "10.0% deposit and 30% final payment"',
      {},
      'Estimated repayments are based on a 5-year term, no deposit and no final payment.',
    ],
    [
      'the shares of the price shown',
      { tradeIn: 4_186, residual: 12_559 },
      'Estimated repayments are based on a 5-year term, a 10.0% deposit and a 30% final payment.',
    ],
    [
      'an 8.0% deposit and an 18% final payment',
      { tradeIn: 3_349, residual: 7_535 },
      'Estimated repayments are based on a 5-year term, an 8.0% deposit and an 18% final payment.',
    ],
    [
      'a term of 6.5 years and odd shares',
      { term: 6.5, tradeIn: 5_000, residual: 10_000 },
      'Estimated repayments are based on a 6.5-year term, an 11.9% deposit and a 23.9% final payment.',
    ],
  ])('deposit_balloon: %s', (_c, over, text) =>
    expect(estimateBasis({ ...D, variant: 'deposit_balloon' }, { ...shown, ...over })).toBe(text),
  );

  it.each<[string, Partial<typeof shown>, { interestRate: number; comparisonRate: number } | null, string]>([
    [
      "the example's rate carries its comparison rate",
      { interest: 6.29 },
      null,
      'Estimated repayments are based on an interest rate of 6.29% p.a. (comparison rate 8.19% p.a.*) with no deposit.',
    ],
    [
      'another rate has no comparison rate to name',
      { interest: 8.5 },
      null,
      'Estimated repayments are based on an interest rate of 8.50% p.a. with no deposit.',
    ],
    [
      "the lender's rate carries the lender's comparison rate",
      { interest: 9.99 },
      { interestRate: 9.99, comparisonRate: 11.49 },
      'Estimated repayments are based on an interest rate of 9.99% p.a. (comparison rate 11.49% p.a.*) with no deposit.',
    ],
    [
      'a deposit is named',
      { interest: 6.29, tradeIn: 2_000 },
      null,
      'Estimated repayments are based on an interest rate of 6.29% p.a. (comparison rate 8.19% p.a.*) with a 4.8% deposit.',
    ],
  ])('rate_no_deposit: %s', (_c, over, lender, text) =>
    expect(estimateBasis({ ...D, variant: 'rate_no_deposit' }, { ...shown, ...over }, lender)).toBe(text),
  );

  it('the secured-loan variant names no figures', () => expect(estimateBasis(D, shown)).toBe(''));

  it("the calculator starts from the example's figures", () => {
    expect(exampleStart({ ...D, variant: 'deposit_balloon' }, 41_863)).toEqual({ termYears: 5, deposit: 4_186, balloon: 12_559 });
    expect(exampleStart({ ...D, variant: 'rate_no_deposit' }, 41_863)).toEqual({ interestRate: 6.29, deposit: 0 });
    expect(exampleStart(D, 41_863)).toEqual({});
    const start = exampleStart({ ...D, variant: 'deposit_balloon' }, 41_863);
    expect(estimateBasis({ ...D, variant: 'deposit_balloon' }, { ...shown, tradeIn: start.deposit!, residual: start.balloon! })).toBe(
      'Estimated repayments are based on a 5-year term, a 10.0% deposit and a 30% final payment.',
    );
  });
});

describe('finance wording', () => {
  it('comparison range placeholders 8.38% to 19.42%', () =>
    expect(comparisonRangeText({ min: 8.38, max: 19.42 })).toBe('Comparison rates from 8.38% p.a. to 19.42% p.a.*'));
  it('$0 final payment card; else the balloon; else nothing', () => {
    expect(finalPaymentText(12_000, true)).toBe('$0 final payment');
    expect(finalPaymentText(12_000, false)).toBe('$12,000 final payment');
    expect(finalPaymentText(0, false)).toBeNull();
  });
  it('rates to two decimals', () => expect(formatRate(6.5)).toBe('6.50% p.a.'));
});

describe('comparison rate', () => {
  it('no fees: equals the interest rate', () => expect(comparisonRate(8.49, { establishment: 0, monthly: 0 })).toBe(8.49));
  it('fees raise it: 8.49% with $395 + $8/month on $30,000 over 5 years', () => {
    const c = comparisonRate(8.49, { establishment: 395, monthly: 8 });
    expect(c).toBeGreaterThan(8.49 + 0.5);
    expect(c).toBeLessThan(8.49 + 1.2);
  });
  it('0% with fees is above 0', () => expect(comparisonRate(0, { establishment: 395, monthly: 8 })).toBeGreaterThan(0));
});

describe('local quote', () => {
  it('request body (spec §7)', () => {
    expect(quoteRequest({ price: 25_990, year: 2021, vin: null, nvic: null })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 25_990,
      loanTerm: 5,
      year: 2021,
      vin: null,
      nvic: null,
      whoIsHelping: '',
    });
  });
  it('an estimate, whole dollars, rate by age, comparison above advertised', () => {
    const q = localQuote(quoteRequest({ price: 30_000, year: 2025, vin: null, nvic: null }), 2026);
    expect(q.estimate).toBe(true);
    expect(Number.isInteger(q.weeklyRepaymentAmount)).toBe(true);
    expect(q.advertisedRate).toBe(8.49);
    expect(q.comparisonRate).toBeGreaterThan(q.advertisedRate);
    expect(localQuote(quoteRequest({ price: 30_000, year: 2010, vin: null, nvic: null }), 2026).advertisedRate).toBe(12.49);
  });
});

describe('finance link (spec §2)', () => {
  const car = { id: 42, price: 25_990, offer_price: null, car_type: 'used', vin: 'JM0DK2W7A00000001', dealership_slug: 'value-wheels' };
  it('carries the five parameters and ends with #finance-form', () => {
    expect(financeLinkHref('/finance/', car)).toBe(
      '/finance/?preferredDealership=value-wheels&vehiclePriceBudget=25990&car_id=42&car_type=used&vin=JM0DK2W7A00000001#finance-form',
    );
  });
  it('leaves out what the car lacks', () =>
    expect(financeLinkHref('/finance-enquiry/', { ...car, vin: null, price: null })).toBe(
      '/finance-enquiry/?preferredDealership=value-wheels&car_id=42&car_type=used#finance-form',
    ));
  it('round trip', () => {
    const href = financeLinkHref('/finance/', car);
    expect(parseFinanceLink(href.slice(href.indexOf('?'), href.indexOf('#')))).toEqual({
      preferredDealership: 'value-wheels',
      vehiclePriceBudget: 25_990,
      car_id: '42',
      car_type: 'used',
      vin: 'JM0DK2W7A00000001',
    });
  });
  it('a bad budget is null', () => expect(parseFinanceLink('vehiclePriceBudget=abc').vehiclePriceBudget).toBeNull());
});

describe('money field (spec §5)', () => {
  it.each([
    ['29,990', 29_990],
    ['$ 5,000', 5_000],
    ['-5,000', -5_000],
    ['', Number.NaN],
    ['12a', Number.NaN],
    ['1.5', 1.5],
  ])('%s → %d', (t, n) => expect(parseMoneyInput(t)).toBe(n));
  it('thousands separators', () => expect(formatMoneyInput(250_000)).toBe('250,000'));
  it('quick picks', () => {
    expect(STANDARD_QUICK_PICKS).toEqual([5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000]);
    expect(HIGH_VALUE_QUICK_PICKS).toEqual([300_000, 400_000, 500_000, 600_000, 700_000, 800_000]);
  });
});
