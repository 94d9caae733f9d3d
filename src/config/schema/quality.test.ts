import { describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY_BUDGETS } from '../../domain/quality.ts';
import { QualitySettings } from './quality.ts';

describe('quality block of site.json', () => {
  it('fills every budget the tenant leaves out with the default, and keeps null (a budget off)', () => {
    expect(QualitySettings.parse({})).toEqual(DEFAULT_QUALITY_BUDGETS);
    expect(QualitySettings.parse({ performance: 90, cls: null })).toEqual({ ...DEFAULT_QUALITY_BUDGETS, performance: 90, cls: null });
  });

  it('rejects a score out of 0–100, a negative ceiling and an unknown budget', () => {
    expect(QualitySettings.safeParse({ performance: 120 }).success).toBe(false);
    expect(QualitySettings.safeParse({ js_kb_no_form: -1 }).success).toBe(false);
    expect(QualitySettings.safeParse({ script_at_rest_ms: -1 }).success).toBe(false);
    expect(QualitySettings.safeParse({ requests_at_rest: 0.5 }).success).toBe(false);
    expect(QualitySettings.safeParse({ lighthouse: 98 }).success).toBe(false);
  });
});
