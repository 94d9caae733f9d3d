import { describe, expect, it } from 'vitest';
import { INDEPENDENT_ADVICE_TEXT, PRIVACY_COMPLAINT_RESPONSE_DAYS, REGULATORS, regulatorsFor } from './legal.ts';

describe('regulatorsFor (spec §2 complaint page: the regulators of the states with locations)', () => {
  it.each<[string, string[], string[]]>([
    ['one state', ['WA'], ['Consumer Protection (WA)']],
    [
      'each state once, in the spec order',
      ['VIC', 'NSW', 'QLD', 'NSW', 'VIC'],
      ['NSW Fair Trading', 'Queensland Office of Fair Trading', 'Consumer Affairs Victoria'],
    ],
    ['case and spaces do not matter', [' sa '], ['Consumer and Business Services (SA)']],
    ['unknown codes are skipped', ['XX', 'TAS'], ['Consumer, Building and Occupational Services (Tasmania)']],
    ['no locations, no regulators', [], []],
  ])('%s', (_case, states, names) => {
    expect(regulatorsFor(states).map((r) => r.name)).toEqual(names);
  });

  it('covers all eight states and territories of the spec with an https home page', () => {
    expect(Object.keys(REGULATORS).sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    for (const r of Object.values(REGULATORS)) expect(r.url).toMatch(/^https:\/\//);
  });

  it('constants of spec §2 and §9', () => {
    expect(INDEPENDENT_ADVICE_TEXT).toBe('or seek independent legal advice');
    expect(PRIVACY_COMPLAINT_RESPONSE_DAYS).toBe(30);
  });
});
