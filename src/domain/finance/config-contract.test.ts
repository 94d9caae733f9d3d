/**
 * Drift guard between the finance config schema (src/config/schema/finance.ts) and the structural
 * settings types the finance domain takes, plus the schema's defaults (spec §5, §9).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { FinanceSettings, resolveFinance, type FinanceProvider } from '../../config/schema/finance.ts';
import type { Car } from '../../stock/car-schema.ts';
import type { CalculatorRangeSettings, ProviderCalculatorSettings } from './calculator.ts';
import type { DisclaimerSettings } from './disclaimer.ts';
import type { ShownFees } from './fees.ts';
import type { LenderData, ProviderOfferSettings } from './offer.ts';
import type { FinanceCarFields, FinanceDisplaySettings, ProviderRuleSettings } from './rules.ts';

describe('config and Car fit the finance domain types', () => {
  it('types', () => {
    expectTypeOf<FinanceSettings>().toExtend<FinanceDisplaySettings>();
    expectTypeOf<FinanceProvider>().toExtend<ProviderRuleSettings & ProviderCalculatorSettings & ProviderOfferSettings>();
    expectTypeOf<FinanceSettings['calculator']>().toExtend<CalculatorRangeSettings>();
    expectTypeOf<FinanceSettings['disclaimer']>().toExtend<DisclaimerSettings>();
    expectTypeOf<NonNullable<FinanceSettings['fees']>>().toExtend<ShownFees>();
    expectTypeOf<Car>().toExtend<FinanceCarFields>();
    expectTypeOf<NonNullable<Car['finance_lenders']>[string]>().toExtend<LenderData>();
  });
});

describe('defaults', () => {
  const f = FinanceSettings.parse({});
  it('spec values', () => {
    expect(f).toMatchObject({
      enabled: true,
      weekly_teaser: true,
      gated: false,
      hidden_for_dealerships: [],
      providers: {},
      fees: null,
      quote_enabled: false,
      sample_lenders: [],
    });
    expect(f.calculator).toMatchObject({
      interest_range: { min: 0.5, max: 15, step: 0.5 },
      min_purchase_price: 1_000,
      max_purchase_price: 250_000,
      default_amount: 30_000,
    });
    expect(f.comparison_range).toEqual({ min: 8.38, max: 19.42 });
    expect(f.disclaimer).toMatchObject({
      variant: 'secured_loan_example',
      term_years: 5,
      deposit_percent: 10,
      final_payment_percent: 30,
      interest_rate: 6.29,
      comparison_rate: 8.19,
    });
  });
  it.each([
    ['standard', 10, '/finance/', 'Apply for Finance'],
    ['showroom', 8.5, '/finance/', 'Apply for Finance'],
    ['brand', 10, '/finance-enquiry/', 'Finance Enquiry'],
  ] as const)('template %s: %d%%, %s, %s', (template, interest, path, label) => {
    const r = resolveFinance({ template, finance: f });
    expect([r.calculator.default_interest, r.link_path, r.button_label]).toEqual([interest, path, label]);
  });
  it('config overrides the template', () => {
    const r = resolveFinance({
      template: 'brand',
      finance: FinanceSettings.parse({ link_path: '/finance/', button_label: 'Get Finance', calculator: { default_interest: 7 } }),
    });
    expect([r.calculator.default_interest, r.link_path, r.button_label]).toEqual([7, '/finance/', 'Get Finance']);
  });
  it('rejects a provider with an unknown rule and an inverted range', () => {
    expect(FinanceSettings.safeParse({ providers: { x: { rule: 'provider9' } } }).success).toBe(false);
    expect(FinanceSettings.safeParse({ calculator: { interest_range: { min: 20, max: 4 } } }).success).toBe(false);
  });
});
