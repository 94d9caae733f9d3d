/**
 * SAMPLE DATA. The stock feeds carry no lender data (spec §3 *finance_lenders*), so the sample
 * tenants derive it from their config's `finance.sample_lenders` to show and test the finance
 * display rules (spec §5 providers 1–8) on real cars. Which cars get which lender is fixed by a
 * hash of the car id and the provider key (the same cars every build); each derived car lists
 * `finance_lenders` in its `derived_fields`. A lender the car already has is never replaced.
 */
import type { SampleLender } from '../config/schema/finance.ts';
import { amountFinanced, repayment, shownRepayment } from '../domain/finance/amortisation.ts';
import { sellingPrice } from '../domain/price.ts';
import type { Car, FinanceLender } from './car-schema.ts';

/** A stable fraction in [0, 1) of a text (FNV-1a, 32 bits). */
export function stableFraction(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** Whether a car gets a sample lender: its hash fraction is below the lender's share. */
export function getsSampleLender(carId: number, sample: Pick<SampleLender, 'provider' | 'share'>): boolean {
  return stableFraction(`${carId}:${sample.provider}`) < sample.share;
}

const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * The lender entry a sample setting gives a car. Deposit and balloon are percentages of the selling
 * price; weekly and monthly payments are computed (standard amortisation with the balloon, the
 * establishment fee financed) when the sample asks for them and the car has a price.
 */
export function sampleLenderFor(car: Pick<Car, 'price' | 'offer_price'>, s: SampleLender): FinanceLender {
  const price = sellingPrice(car);
  const deposit = price === null ? null : cents((price * s.deposit_percent) / 100);
  const balloon = price === null ? null : cents((price * s.balloon_percent) / 100);
  const fee = s.establishmentFees ?? 0;
  const terms =
    price === null || s.interestRate === null
      ? null
      : { principal: amountFinanced(price, deposit ?? 0, fee), ratePa: s.interestRate, years: s.termYears, residual: balloon ?? 0 };
  const weekly = terms && s.with_weekly ? shownRepayment({ ...terms, frequency: 'weekly' }) : null;
  const monthly = terms && s.with_monthly ? cents(repayment({ ...terms, frequency: 'monthly' })) : null;
  const months = Math.round(s.termYears * 12);
  return {
    interestRate: s.interestRate,
    comparisonRate: s.comparisonRate,
    paymentWeek: weekly,
    paymentMonth: monthly,
    deposit,
    balloon,
    establishmentFees: s.establishmentFees,
    totalPayable: monthly === null ? null : cents(monthly * months + (balloon ?? 0)),
    termYears: s.termYears,
    termWeeks: Math.round(s.termYears * 52),
    termMonths: months,
    disclaimer: s.disclaimer,
    financeProvider: s.financeProvider,
  };
}

/**
 * The cars with sample lenders added (new car objects only where something was added; order kept).
 * With no sample settings the input is returned as is. Never throws.
 */
export function withSampleLenders(cars: Car[], samples: readonly SampleLender[]): Car[] {
  if (samples.length === 0) return cars;
  return cars.map((car) => {
    const added: Record<string, FinanceLender> = {};
    for (const s of samples) {
      if (car.finance_lenders?.[s.provider] || !getsSampleLender(car.id, s)) continue;
      added[s.provider] = sampleLenderFor(car, s);
    }
    if (Object.keys(added).length === 0) return car;
    const derived = car.derived_fields.includes('finance_lenders') ? car.derived_fields : [...car.derived_fields, 'finance_lenders'];
    return { ...car, finance_lenders: { ...car.finance_lenders, ...added }, derived_fields: derived };
  });
}
