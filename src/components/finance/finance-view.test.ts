/** Build-time finance view on the sample tenants' configs: template defaults, provider ranges, gating helpers, the lead body. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenant } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import { calculatorDisclaimer } from '../../domain/finance/disclaimer.ts';
import { financeLeadBody } from '../../domain/finance/enquiry.ts';
import { leadSchema } from '../../domain/lead.ts';
import { Car, type CarInput } from '../../stock/car-schema.ts';
import { financeCalculatorProps, financeQuoteUrl, showsCalculator } from './finance-view.ts';
import { carOffers, carTeaser, financeLink } from '../../stock/car-finance.ts';
import { financeFormProps, financeLeadSwitches } from './finance-pages.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const tenant = (slug: string): SiteConfig => {
  const t = loadTenant(join(ROOT, 'sites'), slug, ROOT);
  if (!t.ok) throw new Error(slug);
  return t.config;
};
const build = { now: Date.parse('2026-11-20T00:00:00Z') / 1000, apiBase: 'https://api.example' };
const lender = { interestRate: 9.99, comparisonRate: 11.49, paymentWeek: null, paymentMonth: null, disclaimer: 'Sample data' };
const car = (o: Partial<CarInput> = {}) =>
  Car.parse({
    id: 7,
    slug: 'a-7',
    name: '2022 Mazda CX-5',
    make: 'Mazda',
    model: 'CX-5',
    year: 2022,
    car_type: 'used',
    status: 'in_stock',
    stocknum: 'S7',
    created_at: '2026-10-01T00:00:00Z',
    updated_at: '2026-10-01T00:00:00Z',
    price: 32_990,
    dealership_id: 'vw',
    dealership_slug: 'value-wheels',
    ...o,
  });

/** The disclaimer the island shows for its starting figures. */
const shownText = (p: ReturnType<typeof financeCalculatorProps>) => calculatorDisclaimer(p.disclaimer, p.initial, p.lender);

describe('template defaults', () => {
  it('standard: /finance/, Apply for Finance, 10%', () => {
    const site = tenant('value-wheels-adelaide');
    expect(financeLink(car(), site)).toBe(
      '/finance/?preferredDealership=value-wheels&vehiclePriceBudget=32990&car_id=7&car_type=used#finance-form',
    );
    const p = financeCalculatorProps(car(), site, build);
    expect([p.applyLabel, p.initial.interest, p.initial.amount]).toEqual(['Apply for Finance', 10, 32_990]);
  });
  it('brand: /finance-enquiry/, Finance Enquiry, 4–20 range, $5,000 minimum, fees shown', () => {
    const site = tenant('harbourline-mazda');
    expect(financeLink(car(), site).startsWith('/finance-enquiry/?')).toBe(true);
    const p = financeCalculatorProps(null, site, build);
    expect(p.applyLabel).toBe('Finance Enquiry');
    expect([p.ranges.interest.min, p.ranges.interest.max]).toEqual([4, 20]);
    expect(p.purchasePriceMessage).toBe('Cannot be less than $5,000 or more than $250,000');
    expect(p.fees?.map((f) => f.amount)).toEqual([395, 6, 8, 912.25]);
    expect(p.establishmentFee).toBe(395);
    expect(p.initial).toMatchObject({ amount: 30_000, term: 5, tradeIn: 3_000, residual: 9_000 });
    expect(shownText(p)).toMatch(/5-year term, a 10\.0% deposit and a 30% final payment/);
  });
  it("showroom: the site's 6.29% / 8.19% no-deposit example, else 8.5%", () => {
    const site = tenant('swan-river-auto');
    const p = financeCalculatorProps(null, site, build);
    expect(p.initial).toMatchObject({ interest: 6.29, amount: 30_000, term: 5, tradeIn: 0, residual: 0 });
    expect(shownText(p)).toMatch(/6\.29% p\.a\. \(comparison rate 8\.19% p\.a\.\*\) with no deposit/);
    const plain = financeCalculatorProps(
      null,
      { ...site, finance: { ...site.finance, disclaimer: { ...site.finance.disclaimer, variant: 'secured_loan_example' } } },
      build,
    );
    expect(plain.initial).toMatchObject({ interest: 8.5, tradeIn: 0, residual: 0 });
  });
});

describe('the disclaimer matches the figures the calculator starts from (issue #9)', () => {
  const site = tenant('harbourline-mazda');
  it('brand template, a car without a lender: the example 10% deposit and 30% final payment of its price, said as such', () => {
    const p = financeCalculatorProps(car({ price: 41_863, dealership_id: null, finance_lenders: null }), site, build);
    expect(p.lender).toBeNull();
    expect(p.initial).toMatchObject({ amount: 41_863, term: 5, tradeIn: 4_186, residual: 12_559 });
    expect(shownText(p)).toMatch(/^Estimated repayments are based on a 5-year term, a 10\.0% deposit and a 30% final payment\./);
  });
  it('a lender with no deposit or balloon: its figures start the calculator and the words say so', () => {
    const p = financeCalculatorProps(
      car({
        year: 2024,
        finance_lenders: { 'sample-brand': { ...lender, interestRate: 6.29, comparisonRate: 8.19, deposit: 0, balloon: 0 } },
      }),
      site,
      build,
    );
    expect(p.lender).toMatchObject({ interestRate: 6.29 });
    expect(p.initial).toMatchObject({ tradeIn: 0, residual: 0 });
    expect(shownText(p)).toMatch(/^Sample data Estimated repayments are based on a 5-year term, no deposit and no final payment\./);
  });
});

describe('a car with the named provider (rule 1, fee 1360.50, 7.5–14.5, $5,000)', () => {
  const site = tenant('value-wheels-adelaide');
  const c = car({ finance_lenders: { 'sample-prime': lender } });
  it('shows, starts from the lender, with the provider ranges and fee', () => {
    const p = financeCalculatorProps(c, site, build);
    expect(p.lender).toMatchObject({ interestRate: 9.99, comparisonRate: 11.49 });
    expect([p.ranges.interest.min, p.ranges.interest.max, p.ranges.amount.min, p.establishmentFee]).toEqual([7.5, 14.5, 5_000, 1360.5]);
    expect(p.disclaimer.lenderNote).toBe('Sample data');
    expect(shownText(p).startsWith('Sample data ')).toBe(true);
  });
  it('teaser from the lender; none when the site turns it off; none for a 13-year-old car', () => {
    expect(carTeaser(c, site, build)).toMatchObject({ source: 'sample-prime', estimate: false });
    expect(carTeaser(c, { ...site, finance: { ...site.finance, weekly_teaser: false } }, build)).toBeNull();
    expect(carOffers(car({ year: 2013, finance_lenders: { 'sample-prime': lender } }), site, build)).toEqual([]);
  });
  it('no calculator for a sold car or a hidden dealership', () => {
    expect(showsCalculator(car({ status: 'sold' }), site)).toBe(false);
    expect(showsCalculator(c, { ...site, finance: { ...site.finance, hidden_for_dealerships: ['vw'] } })).toBe(false);
    expect(showsCalculator(c, site)).toBe(true);
  });
});

describe('quote call props (spec §7)', () => {
  it('only where enabled, for a qualifying car without a quote', () => {
    const site = tenant('swan-river-auto');
    expect(financeCalculatorProps(car(), site, build).quote).toEqual({
      url: 'https://api.example/api/youx/quote',
      body: { selfAssessedCreditScore: 'GREAT', purchasePrice: 32_990, loanTerm: 5, year: 2022, vin: null, nvic: null, whoIsHelping: '' },
    });
    expect(financeCalculatorProps(car({ reserved: true }), site, build).quote).toBeNull();
    expect(
      financeCalculatorProps(car({ youxQuote: { weeklyRepaymentAmount: 150, advertisedRate: 8, comparisonRate: 9 } }), site, build).quote,
    ).toBeNull();
    expect(financeCalculatorProps(car(), tenant('value-wheels-adelaide'), build).quote).toBeNull();
  });

  it("goes to the API's origin, or to /api/... on the site's own host without one (the /personalised/finance/ page's too)", () => {
    expect(financeQuoteUrl({ apiBase: 'https://api.example/' })).toBe('https://api.example/api/youx/quote');
    expect(financeQuoteUrl({ apiBase: null })).toBe('/api/youx/quote');
    expect(financeCalculatorProps(car(), tenant('swan-river-auto'), { ...build, apiBase: null }).quote?.url).toBe('/api/youx/quote');
  });
});

describe('finance pages', () => {
  it('form posts to {apiBase}/api/leads with the site switches', () => {
    const site = tenant('southern-cross-motor-group');
    const p = financeFormProps(site, build, 'Apply for Finance');
    expect(p.endpoint).toBe('https://api.example/api/leads');
    expect(p.dealerships.length).toBe(3);
    expect(p.siteSlug).toBe(site.slug); // sent as X-Site by the lead-form engine
    expect(financeFormProps(site, { apiBase: null }, null).endpoint).toBe('/api/leads');
  });
  it('the lead body passes the shared lead schema with category Finance Enquiry and the link in linked_query_params', () => {
    const site = tenant('southern-cross-motor-group');
    const body = financeLeadBody(
      {
        name: 'Alex',
        last_name: 'Nguyen',
        email: 'alex@example.com',
        phone: '0412 345 678',
        postcode: '2150',
        dealership_slug: 'southern-cross-melbourne',
        budget: 25_990,
        message: 'Looking at a 5-year loan',
        opt_in: true,
        terms_conditions: false,
        contact_me_by_fax_only: '',
      },
      {
        link: { preferredDealership: 'southern-cross-melbourne', vehiclePriceBudget: 25_990, car_id: '42', car_type: 'used', vin: null },
        subcategory: null,
        url: 'https://x.example/finance/',
        userAgent: 'test',
      },
    );
    const lead = leadSchema('enquiry', financeLeadSwitches(site)).parse(body);
    expect(lead).toMatchObject({
      category: 'Finance Enquiry',
      car_id: '42',
      opt_in_finance: true,
      dealership_slug: 'southern-cross-melbourne',
    });
    expect(lead.message).toBe('Vehicle price budget: $25,990\nLooking at a 5-year loan');
    expect(lead.lead_attributes.linked_query_params).toEqual({
      preferredDealership: 'southern-cross-melbourne',
      vehiclePriceBudget: '25990',
      car_id: '42',
      car_type: 'used',
    });
  });
  it('postcode message from the spec', () => {
    const r = leadSchema('enquiry').safeParse(
      financeLeadBody(
        {
          name: 'A',
          last_name: '',
          email: 'a@b.co',
          phone: '0412345678',
          postcode: '21',
          dealership_slug: '',
          budget: null,
          message: 'x',
          opt_in: true,
          terms_conditions: false,
          contact_me_by_fax_only: '',
        },
        {
          link: { preferredDealership: null, vehiclePriceBudget: null, car_id: null, car_type: null, vin: null },
          subcategory: null,
          url: 'u',
          userAgent: 'u',
        },
      ),
    );
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('Invalid postcode. Please enter a 4-digit number.');
  });
});
