/**
 * Sample lenders: deterministic per car, marked as derived, never replacing real lender data; and,
 * on the real sample stock of the sample tenants, every provider rule (spec §5 providers 1–8) both
 * shows and hides a lender somewhere, so the display rules are exercised on real cars.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../config/load.ts';
import type { SiteConfig } from '../config/schema/site.ts';
import { SampleLender } from '../config/schema/finance.ts';
import { hasRates, providerRulePasses, UNLISTED_PROVIDER, type ProviderRule } from '../domain/finance/rules.ts';
import type { Car } from './car-schema.ts';
import { getsSampleLender, sampleLenderFor, stableFraction, withSampleLenders } from './sample-lenders.ts';
import { selectTenantStock } from './select.ts';
import { loadSnapshot } from './snapshot.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const sample = SampleLender.parse({
  provider: 'p',
  financeProvider: 'Sample (sample data)',
  share: 0.5,
  interestRate: 10,
  comparisonRate: 11,
  deposit_percent: 10,
  balloon_percent: 30,
  disclaimer: 'Sample data',
});

describe('sample lender derivation', () => {
  it('stable fractions in [0, 1)', () => {
    expect(stableFraction('1:p')).toBe(stableFraction('1:p'));
    for (let i = 0; i < 200; i++) expect(stableFraction(`${i}:x`)).toBeGreaterThanOrEqual(0);
  });
  it('a share of about `share` of cars, the same cars every time', () => {
    const n = Array.from({ length: 2000 }, (_, i) => getsSampleLender(i + 1, sample)).filter(Boolean).length;
    expect(n / 2000).toBeGreaterThan(0.45);
    expect(n / 2000).toBeLessThan(0.55);
  });
  it('figures: deposit and balloon from the price, computed payments, term in weeks and months', () => {
    const l = sampleLenderFor({ price: 40_000, offer_price: null }, sample);
    expect(l).toMatchObject({
      deposit: 4_000,
      balloon: 12_000,
      termYears: 5,
      termWeeks: 260,
      termMonths: 60,
      interestRate: 10,
      comparisonRate: 11,
    });
    // numpy-financial: -pmt(0.1/52, 260, 36000, -12000) = 140.46; -pmt(0.1/12, 60, 36000, -12000) = 609.93
    expect(l.paymentWeek).toBe(140);
    expect(l.paymentMonth).toBe(609.93);
  });
  it('no price: rates only, no payments', () => {
    expect(sampleLenderFor({ price: null, offer_price: null }, sample)).toMatchObject({
      paymentWeek: null,
      paymentMonth: null,
      deposit: null,
    });
  });
  it('marks derived cars and keeps real lender data', () => {
    const base = { id: 0, finance_lenders: null, derived_fields: ['vin'], price: 20_000, offer_price: null } as unknown as Car;
    const cars = Array.from({ length: 20 }, (_, i) => ({ ...base, id: i + 1 }));
    const out = withSampleLenders(cars, [sample]);
    const derived = out.filter((c) => c.finance_lenders);
    expect(derived.length).toBeGreaterThan(0);
    for (const c of derived) expect(c.derived_fields).toEqual(['vin', 'finance_lenders']);
    const real = { ...cars[derived[0]!.id - 1]!, finance_lenders: { p: { ...derived[0]!.finance_lenders!.p!, interestRate: 1 } } };
    expect(withSampleLenders([real], [sample])[0]!.finance_lenders!.p!.interestRate).toBe(1);
    expect(withSampleLenders(cars, [])).toBe(cars);
  });
});

describe("every provider rule is exercised on the sample tenants' real cars", () => {
  const seen = new Map<ProviderRule, { shown: number; hidden: number }>();
  const global = { withRates: 0, withoutRates: 0 };
  beforeAll(async () => {
    const { snapshot } = await loadSnapshot(join(ROOT, 'sites', '_stock', 'sample-snapshot.json.gz'));
    const now = Math.floor(Date.parse(snapshot.generated_at) / 1000);
    const year = new Date(now * 1000).getUTCFullYear();
    for (const slug of ['value-wheels-adelaide', 'southern-cross-motor-group', 'swan-river-auto', 'harbourline-mazda']) {
      const t = loadTenant(join(ROOT, 'sites'), slug, ROOT);
      if (!t.ok) throw new Error(`${slug} config invalid`);
      const site: SiteConfig = t.config;
      const cars = withSampleLenders(selectTenantStock(snapshot.cars, site, now).cars, site.finance.sample_lenders);
      for (const car of cars) {
        for (const [key, lender] of Object.entries(car.finance_lenders ?? {})) {
          if (!hasRates(lender)) {
            global.withoutRates++;
            continue;
          }
          global.withRates++;
          const settings = site.finance.providers[key] ?? UNLISTED_PROVIDER;
          const s = seen.get(settings.rule) ?? { shown: 0, hidden: 0 };
          if (providerRulePasses(settings, car, lender, year)) s.shown++;
          else s.hidden++;
          seen.set(settings.rule, s);
        }
      }
    }
  }, 120_000);
  it('lenders with and without both rates', () => {
    expect(global.withRates).toBeGreaterThan(0);
    expect(global.withoutRates).toBeGreaterThan(0);
  });
  it.each(['recent_priced_comparison', 'in_stock', 'priced_weekly', 'priced_monthly'] as const)('%s shows and hides', (rule) => {
    expect(seen.get(rule)?.shown ?? 0).toBeGreaterThan(0);
    expect(seen.get(rule)?.hidden ?? 0).toBeGreaterThan(0);
  });
  it('none (provider 8) shows', () => expect(seen.get('none')?.shown ?? 0).toBeGreaterThan(0));
});
