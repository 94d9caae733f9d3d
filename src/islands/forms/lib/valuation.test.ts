import { describe, expect, it, vi } from 'vitest';
import { estimateEligibility, estimateNote, saveValuation, valuationRecord, valuationSubcategory } from './valuation.ts';
import { initialValues } from './fields.ts';
import { FORM_KINDS } from './kinds.ts';
import { testSite } from './testing.ts';

const v = (year: string, km: string) => ({ 'trade_in.year': year, 'trade_in.km': km });

describe('valuation request (spec §3, §5 online estimate rule)', () => {
  it.each([
    ['7 years, 100,000 km', v('2019', '100000'), true],
    ['8 years', v('2018', '10000'), false],
    ['100,001 km', v('2024', '100,001'), false],
    ['km not entered', v('2020', ''), true],
    ['no year yet', v('', '5000'), null],
    ['year not a number', v('twenty', ''), null],
  ] as const)('%s → %s', (_l, values, eligible) => {
    expect(estimateEligibility(values, 2026)).toBe(eligible);
  });

  it('says plainly that an appraiser calls, and why when the car is outside the online rule', () => {
    expect(estimateNote(null)).toBeNull();
    expect(estimateNote(true)).toMatch(/appraiser will call/);
    expect(estimateNote(false)).toMatch(/over 7 years old or with more than 100,000 km/);
    expect(valuationSubcategory(false)).toBe('Appraisal Required');
    expect(valuationSubcategory(true)).toBe('Valuation Request');
  });

  it("saves the record with column_name valuation; a failure logs the spec's message", async () => {
    const values = { ...initialValues(FORM_KINDS.tradeIn, testSite(), null), 'trade_in.rego': 'ABC123', 'trade_in.rego_state': 'NSW' };
    const record = valuationRecord('L1', values, true);
    expect(record).toMatchObject({ column_name: 'valuation', lead_id: 'L1', form_completed: true, rego: 'ABC123', regoState: 'NSW' });
    const ok = vi.fn(async () => new Response('{}'));
    await saveValuation('https://api.example', 'acme', record, ok);
    expect(ok).toHaveBeenCalledWith('https://api.example/api/miscellaneous', expect.objectContaining({ method: 'POST', keepalive: true }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await saveValuation(
      '',
      'acme',
      record,
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    expect(error).toHaveBeenCalledWith('Failed to save valuation data');
    error.mockRestore();
  });
});
