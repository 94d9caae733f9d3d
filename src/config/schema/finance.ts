/**
 * Finance settings of a tenant (spec §5 *Finance display*, §6 gating, §7 quote call, §9 *Finance*).
 * Every difference between sites is a field here with a default; providers are config keys (the
 * keys of a car's `finance_lenders`), never tenants. `resolveFinance` fills the template defaults.
 */
import { z } from 'zod';
import { TEMPLATE_TRAITS, type Template } from './templates.ts';
import { PROVIDER_MAX_AGE_YEARS, PROVIDER_RULES } from '../../domain/finance/rules.ts';
import { INTEREST_RANGE, PURCHASE_PRICE_MAX, PURCHASE_PRICE_MIN, DEFAULT_AMOUNT } from '../../domain/finance/calculator.ts';
import { DISCLAIMER_VARIANTS } from '../../domain/finance/disclaimer.ts';
import { STANDARD_QUICK_PICKS } from '../../domain/finance/money-input.ts';

const money = () => z.number().nonnegative();
const rate = () => z.number().min(0).max(100);

/** An interest range of the calculator, % p.a. (spec §5: default 0.5–15 step 0.5). */
export const RateRange = z
  .object({ min: rate(), max: rate(), step: z.number().positive().default(0.5) })
  .refine((r) => r.min < r.max, 'min must be below max');

/** One finance provider's settings, keyed like the cars' `finance_lenders` (spec §5 providers 1–8). */
export const FinanceProvider = z.object({
  /** Display name; null uses the lender's `financeProvider`, else the key. */
  label: z.string().min(1).nullable().default(null),
  /** Display rule (spec §5): provider 1 `recent_priced_comparison`, 2–3 `in_stock`, 4–6 `priced_weekly`, 7 `priced_monthly`, 8 `none`. */
  rule: z.enum(PROVIDER_RULES).default('none'),
  /** Age limit of `recent_priced_comparison`, years (spec: 12). */
  max_age_years: z.number().int().positive().default(PROVIDER_MAX_AGE_YEARS),
  /** Fixed establishment fee, AUD (spec §9: 1360.50 for one lender); null uses the lender's value. */
  establishment_fee: money().nullable().default(null),
  /** The calculator's interest range with this provider (spec §5: one provider 7.5–14.5). */
  interest_range: RateRange.nullable().default(null),
  /** The calculator's minimum purchase price with this provider (spec §5: $5,000 for one provider). */
  min_purchase_price: money().nullable().default(null),
  /** The provider's card states a $0 final payment (spec §9). */
  zero_final_payment: z.boolean().default(false),
});
export type FinanceProvider = z.output<typeof FinanceProvider>;

/** Calculator settings (spec §5 *Calculator*, §9 defaults). */
export const CalculatorSettings = z.object({
  /** Starting interest, % p.a.; null = the template's (10%, showroom 8.5%; spec §9). */
  default_interest: rate().nullable().default(null),
  /** Interest range (spec §5: 0.5–15 step 0.5; one brand 4–20). */
  interest_range: RateRange.default(INTEREST_RANGE),
  /** Purchase price message minimum (spec §5: $1,000; $5,000 for one brand). */
  min_purchase_price: money().default(PURCHASE_PRICE_MIN),
  /** Purchase price maximum (spec §5: $250,000). */
  max_purchase_price: money().default(PURCHASE_PRICE_MAX),
  /** Amount when there is no car price (spec §9: 30000). */
  default_amount: money().default(DEFAULT_AMOUNT),
  /** Money field quick picks, AUD (spec §5: $5,000 … $70,000; some sites $300,000 … $800,000). */
  quick_picks: z.array(z.number().positive()).default([...STANDARD_QUICK_PICKS]),
});

/** Fees a brand shows (spec §9: establishment $395, security registration $6, monthly admin $8, dealer agency $912.25). */
export const ShownFees = z.object({
  establishment: money(),
  security_registration: money(),
  monthly_admin: money(),
  dealer_agency: money(),
});

/** Disclaimer variant and its figures (spec §9). */
export const DisclaimerSettings = z.object({
  variant: z.enum(DISCLAIMER_VARIANTS).default('secured_loan_example'),
  term_years: z.number().positive().default(5),
  deposit_percent: z.number().min(0).max(100).default(10),
  final_payment_percent: z.number().min(0).max(100).default(30),
  interest_rate: rate().default(6.29),
  comparison_rate: rate().default(8.19),
});

/**
 * SAMPLE DATA ONLY. The stock feed has no lender data: for demonstration a share of each sample
 * tenant's cars gets a `finance_lenders` entry derived from these settings (deterministic per car,
 * marked in the car's `derived_fields`). Never set on a real dealer's site.
 */
export const SampleLender = z.object({
  /** Provider key written into `finance_lenders` (configure its rule under `providers`). */
  provider: z.string().min(1),
  /** Lender name shown; should say it is sample data. */
  financeProvider: z.string().min(1),
  /** Share of cars (0–1) that get this lender, chosen by a hash of car id and provider. */
  share: z.number().min(0).max(1),
  interestRate: rate().nullable(),
  comparisonRate: rate().nullable(),
  termYears: z.number().positive().default(5),
  /** Deposit and balloon as a percentage of the price. */
  deposit_percent: z.number().min(0).max(100).default(0),
  balloon_percent: z.number().min(0).max(100).default(0),
  establishmentFees: money().nullable().default(null),
  /** Write paymentWeek / paymentMonth (computed) so the payment-present rules have data. */
  with_weekly: z.boolean().default(true),
  with_monthly: z.boolean().default(true),
  disclaimer: z.string().min(1),
});
export type SampleLender = z.output<typeof SampleLender>;

/** Finance switches (spec §5 *Finance display*, §6 gating, §7, §9). */
export const FinanceSettings = z.object({
  /** Finance shows on this site (spec §5: hidden on one brand's sites): teaser, lenders, vehicle calculator, quote. */
  enabled: z.boolean().default(true),
  /** Weekly repayment teaser in the vehicle sidebar and on result cards. */
  weekly_teaser: z.boolean().default(true),
  /** Finance pages require sign-in on this site (spec §6). */
  gated: z.boolean().default(false),
  /** Dealership ids on which finance is hidden (spec §5). */
  hidden_for_dealerships: z.array(z.string()).default([]),
  /** Provider settings keyed by `finance_lenders` key, in display order. */
  providers: z.record(z.string().min(1), FinanceProvider).default({}),
  calculator: CalculatorSettings.default(CalculatorSettings.parse({})),
  /** Fees shown beside the calculator (one brand); null shows none. */
  fees: ShownFees.nullable().default(null),
  disclaimer: DisclaimerSettings.default(DisclaimerSettings.parse({})),
  /** Comparison range text on the finance pages, % p.a. (spec §9 placeholders 8.38% to 19.42%). */
  comparison_range: z.object({ min: rate(), max: rate() }).default({ min: 8.38, max: 19.42 }),
  /** POST {apiBase}/api/youx/quote for cars without a quote (spec §7). */
  quote_enabled: z.boolean().default(false),
  /** The finance link's page; null = the template's (`/finance/`; brand `/finance-enquiry/`, spec §2). */
  link_path: z
    .string()
    .regex(/^\/[\w/-]*$/)
    .nullable()
    .default(null),
  /** The finance button's text; null = the template's ('Apply for Finance'; brand 'Finance Enquiry', spec §2). */
  button_label: z.string().min(1).nullable().default(null),
  /** SAMPLE DATA ONLY, see `SampleLender`. */
  sample_lenders: z.array(SampleLender).default([]),
});
export type FinanceSettings = z.output<typeof FinanceSettings>;

/** Finance settings with the template defaults filled (no nulls left in those fields). */
export type ResolvedFinance = Omit<FinanceSettings, 'link_path' | 'button_label' | 'calculator'> & {
  link_path: string;
  button_label: string;
  calculator: FinanceSettings['calculator'] & { default_interest: number };
};

/** Fills `link_path`, `button_label` and `calculator.default_interest` from the template's traits (`TEMPLATE_TRAITS[t].finance`) when null. */
export function resolveFinance(site: { template: Template; finance: FinanceSettings }): ResolvedFinance {
  const d = TEMPLATE_TRAITS[site.template].finance;
  const f = site.finance;
  return {
    ...f,
    link_path: f.link_path ?? d.link_path,
    button_label: f.button_label ?? d.button_label,
    calculator: { ...f.calculator, default_interest: f.calculator.default_interest ?? d.default_interest },
  };
}
