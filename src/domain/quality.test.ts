import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUALITY_BUDGETS,
  describeFailure,
  evaluateBudgets,
  medianOf,
  pageFailures,
  withinBudget,
  type PageQuality,
} from './quality.ts';

/** A page that keeps every default budget. */
const page = (over: Partial<PageQuality> = {}): PageQuality => ({
  type: 'home',
  path: '/',
  hasForm: false,
  performance: 99,
  accessibility: 100,
  cls: 0.01,
  lcp_ms: 1200,
  tbt_ms: 40,
  js_kb: 12,
  html_kb: 20,
  script_at_rest_ms: 0,
  requests_at_rest: 0,
  axe_violations: 0,
  html_errors: 0,
  ...over,
});

describe('quality budgets (issue #14 item 6)', () => {
  it('defaults to the issue’s figures: performance ≥ 98, accessibility 100, CLS ≤ 0.02, JS ≤ 20 KB without a form', () => {
    expect(DEFAULT_QUALITY_BUDGETS).toMatchObject({ performance: 98, accessibility: 100, cls: 0.02, js_kb_no_form: 20 });
  });

  it('passes a page at the budget’s edge and fails it just past', () => {
    expect(pageFailures(page({ performance: 98, accessibility: 100, cls: 0.02, js_kb: 20 }), DEFAULT_QUALITY_BUDGETS)).toEqual([]);
    const failed = pageFailures(page({ performance: 97, accessibility: 99, cls: 0.021, js_kb: 20.1 }), DEFAULT_QUALITY_BUDGETS);
    expect(failed.map((f) => [f.metric, f.value, f.budget, f.kind])).toEqual([
      ['performance', 97, 98, 'min'],
      ['accessibility', 99, 100, 'min'],
      ['cls', 0.021, 0.02, 'max'],
      ['js_kb_no_form', 20.1, 20, 'max'],
    ]);
  });

  it('holds pages with a form to no JavaScript budget', () => {
    expect(pageFailures(page({ hasForm: true, js_kb: 180 }), DEFAULT_QUALITY_BUDGETS)).toEqual([]);
    expect(pageFailures(page({ hasForm: false, js_kb: 180 }), DEFAULT_QUALITY_BUDGETS).map((f) => f.metric)).toEqual(['js_kb_no_form']);
  });

  it('holds every page, with a form or not, to 100 ms of script in a second at rest', () => {
    expect(DEFAULT_QUALITY_BUDGETS.script_at_rest_ms).toBe(100);
    for (const hasForm of [false, true]) {
      expect(pageFailures(page({ hasForm, script_at_rest_ms: 100 }), DEFAULT_QUALITY_BUDGETS)).toEqual([]);
      // The finance pages' render loop (stop 27): about 790 ms of every second.
      expect(
        pageFailures(page({ hasForm, script_at_rest_ms: 790 }), DEFAULT_QUALITY_BUDGETS).map((f) => [f.metric, f.value, f.budget]),
      ).toEqual([['script_at_rest_ms', 790, 100]]);
    }
  });

  it('holds every page, with a form or not, to no request in that second', () => {
    expect(DEFAULT_QUALITY_BUDGETS.requests_at_rest).toBe(0);
    for (const hasForm of [false, true]) {
      // A polling timer: one request a second, next to no script.
      expect(
        pageFailures(page({ hasForm, script_at_rest_ms: 2, requests_at_rest: 1 }), DEFAULT_QUALITY_BUDGETS).map((f) => [
          f.metric,
          f.value,
          f.budget,
        ]),
      ).toEqual([['requests_at_rest', 1, 0]]);
    }
    expect(pageFailures(page({ requests_at_rest: 1 }), { ...DEFAULT_QUALITY_BUDGETS, requests_at_rest: 1 })).toEqual([]);
  });

  it('fails on any axe violation or Nu error by default, and checks LCP and TBT only when set', () => {
    expect(
      pageFailures(page({ axe_violations: 1, html_errors: 2, lcp_ms: 9000, tbt_ms: 2000 }), DEFAULT_QUALITY_BUDGETS).map((f) => f.metric),
    ).toEqual(['axe_violations', 'html_errors']);
    const strict = { ...DEFAULT_QUALITY_BUDGETS, lcp_ms: 2500, tbt_ms: 200 };
    expect(pageFailures(page({ lcp_ms: 2501, tbt_ms: 200 }), strict).map((f) => f.metric)).toEqual(['lcp_ms']);
  });

  it('skips a budget set to null, and fails a budget whose figure could not be measured', () => {
    const off = { ...DEFAULT_QUALITY_BUDGETS, performance: null };
    expect(pageFailures(page({ performance: 10 }), off)).toEqual([]);
    expect(withinBudget(Number.NaN, 98, 'min')).toBe(false);
    expect(withinBudget(Number.NaN, null, 'min')).toBe(true);
  });

  it('names every failure of every page: page, type, metric, value and budget', () => {
    const failures = evaluateBudgets(
      [page(), page({ type: 'search', path: '/search/', performance: 91 }), page({ type: 'cars/[slug]', path: '/cars/x/', cls: 0.1 })],
      DEFAULT_QUALITY_BUDGETS,
    );
    expect(failures.map(describeFailure)).toEqual([
      '/search/ (search): performance 91 (budget ≥ 98)',
      '/cars/x/ (cars/[slug]): cls 0.1 (budget ≤ 0.02)',
    ]);
  });

  it('takes the median of the runs', () => {
    expect(medianOf([97, 99, 98])).toBe(98);
    expect(medianOf([1, 4])).toBe(2.5);
    expect(medianOf([])).toBeNaN();
  });
});
