/**
 * Quality budgets of a tenant (`quality` in site.json, issue #14 item 6): what `npm run quality -- --site <slug>`
 * holds each sampled page to. Every field is optional with the default of `DEFAULT_QUALITY_BUDGETS`
 * (src/domain/quality.ts); `null` switches a budget off.
 */
import { z } from 'zod';
import { DEFAULT_QUALITY_BUDGETS as D } from '../../domain/quality.ts';

const score = z.number().min(0).max(100);
const atLeastZero = z.number().min(0);

export const QualitySettings = z
  .object({
    /** Lighthouse mobile performance score, at least (default 98). */
    performance: score.nullable().default(D.performance),
    /** Lighthouse accessibility score, at least (default 100). */
    accessibility: score.nullable().default(D.accessibility),
    /** Cumulative Layout Shift, at most (default 0.02). */
    cls: atLeastZero.nullable().default(D.cls),
    /** Largest Contentful Paint (simulated mobile), ms, at most (default: not checked). */
    lcp_ms: atLeastZero.nullable().default(D.lcp_ms),
    /** Total Blocking Time, ms, at most (default: not checked). */
    tbt_ms: atLeastZero.nullable().default(D.tbt_ms),
    /** JavaScript transferred at load, KB, at most, on pages without a lead form (default 20). */
    js_kb_no_form: atLeastZero.nullable().default(D.js_kb_no_form),
    /** Script run in one second of a settled page left alone, ms, at most (default 100). */
    script_at_rest_ms: atLeastZero.nullable().default(D.script_at_rest_ms),
    /** Requests a settled page left alone starts in one second, at most (default 0). */
    requests_at_rest: z.number().int().min(0).nullable().default(D.requests_at_rest),
    /** axe-core WCAG 2.2 AA violations, at most (default 0). */
    axe_violations: z.number().int().min(0).nullable().default(D.axe_violations),
    /** W3C Nu HTML checker errors, at most (default 0). */
    html_errors: z.number().int().min(0).nullable().default(D.html_errors),
  })
  .strict();
export type QualitySettings = z.output<typeof QualitySettings>;
