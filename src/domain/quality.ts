/**
 * The per-tenant quality budgets (issue #14 item 6) and their evaluation: what a sampled page of a built
 * site must score for `npm run quality` to pass. Pure: the measuring is `scripts/quality.ts`.
 *
 * A budget is either a floor (`performance`, `accessibility`: Lighthouse mobile scores 0–100) or a ceiling
 * (CLS, LCP, TBT, JavaScript kilobytes, script and requests at rest, axe violations, Nu HTML errors); `null` switches
 * a budget off. The JavaScript budget applies only to pages without a lead form (`hasForm` false): a form is an
 * island that needs its script, the other pages should ship next to none.
 */

/** The budgets of one tenant (`quality` in its site.json). */
export interface QualityBudgets {
  /** Lighthouse mobile performance score, at least (0–100). */
  performance: number | null;
  /** Lighthouse accessibility score, at least (0–100). */
  accessibility: number | null;
  /** Cumulative Layout Shift, at most. */
  cls: number | null;
  /** Largest Contentful Paint in ms (Lighthouse's simulated mobile), at most. */
  lcp_ms: number | null;
  /** Total Blocking Time in ms, at most. */
  tbt_ms: number | null;
  /** JavaScript transferred at load, in KB (1024 bytes), at most, on pages without a lead form. */
  js_kb_no_form: number | null;
  /**
   * Script run in one second of a settled page left alone, in ms, at most (every page: a render loop or a polling
   * timer keeps a phone's CPU busy for as long as the page is open).
   */
  script_at_rest_ms: number | null;
  /**
   * Requests a settled page left alone starts in that same second, at most (every page: a polling timer may cost
   * next to no script and still wake the phone's radio every time).
   */
  requests_at_rest: number | null;
  /** axe-core WCAG 2.2 AA violations (rules broken), at most. */
  axe_violations: number | null;
  /** W3C Nu HTML checker errors, at most. */
  html_errors: number | null;
}

/**
 * The defaults (issue #14 item 6: performance ≥ 98, accessibility 100, CLS ≤ 0.02, JS ≤ 20 KB without a form; no axe
 * or HTML error), at most 100 ms of script in a second at rest (a render loop runs about 700) and no request then.
 */
export const DEFAULT_QUALITY_BUDGETS: QualityBudgets = {
  performance: 98,
  accessibility: 100,
  cls: 0.02,
  lcp_ms: null,
  tbt_ms: null,
  js_kb_no_form: 20,
  script_at_rest_ms: 100,
  requests_at_rest: 0,
  axe_violations: 0,
  html_errors: 0,
};

/** What was measured on one page (medians of the Lighthouse runs; axe and Nu once). */
export interface PageQuality {
  /** The page type (its route, `home` for `/`). */
  type: string;
  /** The page's path, e.g. `/cars/2019-mazda-cx-5-…/`. */
  path: string;
  /** Whether the page holds a lead form island (the JS budget does not apply then). */
  hasForm: boolean;
  performance: number;
  accessibility: number;
  cls: number;
  lcp_ms: number;
  tbt_ms: number;
  /** JavaScript transferred at load, KB. */
  js_kb: number;
  /** The HTML document transferred, KB (reported, no budget). */
  html_kb: number;
  /** Script run in one second once the page settled, left alone, ms (`watchAtRest`). */
  script_at_rest_ms: number;
  /** Requests started in that second (`watchAtRest`). */
  requests_at_rest: number;
  axe_violations: number;
  html_errors: number;
}

/** One exceeded budget: which page, which metric, the value and the budget it broke. */
export interface BudgetFailure {
  type: string;
  path: string;
  metric: keyof QualityBudgets;
  value: number;
  budget: number;
  /** `min`: the value must be at least the budget; `max`: at most. */
  kind: 'min' | 'max';
}

/** Each budget: the measured value it reads and whether it is a floor or a ceiling. */
const CHECKS: { metric: keyof QualityBudgets; kind: 'min' | 'max'; value: (p: PageQuality) => number | null }[] = [
  { metric: 'performance', kind: 'min', value: (p) => p.performance },
  { metric: 'accessibility', kind: 'min', value: (p) => p.accessibility },
  { metric: 'cls', kind: 'max', value: (p) => p.cls },
  { metric: 'lcp_ms', kind: 'max', value: (p) => p.lcp_ms },
  { metric: 'tbt_ms', kind: 'max', value: (p) => p.tbt_ms },
  { metric: 'js_kb_no_form', kind: 'max', value: (p) => (p.hasForm ? null : p.js_kb) },
  { metric: 'script_at_rest_ms', kind: 'max', value: (p) => p.script_at_rest_ms },
  { metric: 'requests_at_rest', kind: 'max', value: (p) => p.requests_at_rest },
  { metric: 'axe_violations', kind: 'max', value: (p) => p.axe_violations },
  { metric: 'html_errors', kind: 'max', value: (p) => p.html_errors },
];

/** Whether `value` keeps a budget (`null`: the budget is off). A value that is not a number (a failed measure) breaks any budget set. */
export function withinBudget(value: number, budget: number | null, kind: 'min' | 'max'): boolean {
  if (budget === null) return true;
  if (!Number.isFinite(value)) return false;
  return kind === 'min' ? value >= budget : value <= budget;
}

/** Every budget a page breaks, in the order of `QualityBudgets`; empty when the page passes. */
export function pageFailures(page: PageQuality, budgets: QualityBudgets): BudgetFailure[] {
  const out: BudgetFailure[] = [];
  for (const c of CHECKS) {
    const value = c.value(page);
    const budget = budgets[c.metric];
    if (value === null || budget === null) continue;
    if (!withinBudget(value, budget, c.kind)) out.push({ type: page.type, path: page.path, metric: c.metric, value, budget, kind: c.kind });
  }
  return out;
}

/** Every budget broken over all pages, page by page. */
export function evaluateBudgets(pages: readonly PageQuality[], budgets: QualityBudgets): BudgetFailure[] {
  return pages.flatMap((p) => pageFailures(p, budgets));
}

/** `path: metric value (budget ≥ x)`, the line that names a failure. */
export function describeFailure(f: BudgetFailure): string {
  return `${f.path} (${f.type}): ${f.metric} ${f.value} (budget ${f.kind === 'min' ? '≥' : '≤'} ${f.budget})`;
}

/** The median of the runs of one metric (the middle value; the mean of the two middle ones for an even count). NaN for none. */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
