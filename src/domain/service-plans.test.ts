import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ServicePlan } from '../content/schema/service-plan.ts';
import { formatNumber } from './money.ts';
import {
  DEFAULT_SERVICE_PLAN,
  intervalText,
  planForModel,
  resolveServicePlan,
  scheduleTotal,
  serviceSchedule,
  type ServicePlanInput,
} from './service-plans.ts';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const platform: ServicePlanInput[] = JSON.parse(readFileSync(new URL('../content/service_plans.json', import.meta.url), 'utf8')).map(
  (e: unknown) => ServicePlan.parse(e),
);
const plan = (make: string, name: string) => planForModel(platform, { make, name }, key, key);

describe('capped-price servicing (spec §3 Service plan, §9)', () => {
  it('the platform default is up to $250 a service, 5 services over 5 years, every 12 months or 15,000 km, 75,000 km', () => {
    const d = plan('Mazda', 'CX-5');
    expect(d).toEqual(DEFAULT_SERVICE_PLAN);
    expect(d).toMatchObject({
      amount: 250,
      services: 5,
      years: 5,
      interval: { months: 12, km: 15_000 },
      range_km: 75_000,
      source: 'platform',
    });
    expect(serviceSchedule(d)).toEqual([
      { service: 1, months: 12, km: 15_000, price: 250 },
      { service: 2, months: 24, km: 30_000, price: 250 },
      { service: 3, months: 36, km: 45_000, price: 250 },
      { service: 4, months: 48, km: 60_000, price: 250 },
      { service: 5, months: 60, km: 75_000, price: 250 },
    ]);
    expect(scheduleTotal(d)).toBe(1250);
    expect(intervalText(d, formatNumber)).toBe('every 12 months or 15,000 km');
  });

  it("per-model prices of §9: 245 small cars, 255 mid-size sedan, 250 compact SUV, 260, 265, 180 electric, 525 heavy-duty 4x4, on the default's terms", () => {
    for (const [name, amount] of [
      ['Yaris', 245],
      ['Corolla', 245],
      ['Camry', 255],
      ['C-HR', 250],
      ['RAV4', 260],
      ['Kluger', 265],
      ['bZ4X', 180],
      ['Landcruiser 70', 525],
    ] as const) {
      expect(plan('Toyota', name), name).toMatchObject({
        amount,
        services: 5,
        years: 5,
        interval: { months: 12, km: 15_000 },
        range_km: 75_000,
      });
    }
  });

  it('290 for 3 years / 6 services / every 6 months or 10,000 km (van, people mover, utility)', () => {
    const p = plan('Toyota', 'HiAce');
    expect(p).toMatchObject({ amount: 290, years: 3, services: 6, interval: { months: 6, km: 10_000 }, range_km: 60_000, source: 'model' });
    expect(serviceSchedule(p).at(-1)).toEqual({ service: 6, months: 36, km: 60_000, price: 290 });
    expect(plan('Toyota', 'Hilux').amount).toBe(290);
  });

  it('390 for 5 years / 10 services / 100,000 km derives a 6-month, 10,000 km interval; 400 for 5 years / 10 services; 485 for 3 years / 6 services', () => {
    expect(plan('Toyota', 'Landcruiser Prado')).toMatchObject({
      amount: 390,
      years: 5,
      services: 10,
      interval: { months: 6, km: 10_000 },
      range_km: 100_000,
    });
    expect(plan('Toyota', 'Landcruiser')).toMatchObject({ amount: 400, years: 5, services: 10, interval: { months: 6 } });
    expect(plan('Toyota', 'Coaster')).toMatchObject({ amount: 485, years: 3, services: 6, interval: { months: 6 } });
    expect(scheduleTotal(plan('Toyota', 'Landcruiser Prado'))).toBe(3900);
  });

  it('a model without its own plan takes its make’s entry, then the platform default; names compare through the keys', () => {
    const plans: ServicePlanInput[] = [
      { make: 'Mazda', model: null, amount: 299 },
      { make: 'Mazda', model: 'CX-5', amount: 311, services: 4, years: 4 },
    ];
    expect(planForModel(plans, { make: 'MAZDA', name: 'cx 5' }, key, key)).toMatchObject({
      amount: 311,
      services: 4,
      interval: { months: 12 },
      source: 'model',
    });
    expect(planForModel(plans, { make: 'Mazda', name: 'CX-30' }, key, key)).toMatchObject({ amount: 299, services: 5, source: 'make' });
    expect(planForModel(plans, { make: 'Kia', name: 'Sportage' }, key, key)).toBe(DEFAULT_SERVICE_PLAN);
  });

  it('rejects contradictory terms, naming the plan', () => {
    expect(() =>
      resolveServicePlan({ make: 'Toyota', model: 'Hilux', amount: 290, services: 6, interval_km: 10_000, range_km: 75_000 }),
    ).toThrow(/Toyota Hilux: range_km 75000 is not services \(6\) x interval_km \(10000\)/);
  });

  it('the entry schema rejects a price that is not positive and unknown fields', () => {
    expect(ServicePlan.safeParse({ id: 'x', make: 'Toyota', model: 'Hilux', amount: 0 }).success).toBe(false);
    expect(ServicePlan.safeParse({ id: 'x', make: 'Toyota', model: 'Hilux', amount: 290, price: 290 }).success).toBe(false);
    expect(ServicePlan.parse({ id: 'toyota-make', make: 'Toyota', amount: 250 }).model).toBeNull();
  });
});
