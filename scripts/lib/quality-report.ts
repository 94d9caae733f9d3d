/**
 * The quality report's files (issue #14 item 6): `quality.json` (everything measured, the budgets and each
 * failure) and `quality.html`, a plain table readable offline — no script, no external asset, its styles inline.
 */
import { describeFailure, pageFailures, type BudgetFailure, type PageQuality, type QualityBudgets } from '../../src/domain/quality.ts';
import { escapeUTF8 as escapeHtml } from 'entities/escape';

/** What `quality.json` holds. */
export interface QualityReport {
  site: string;
  /** When the report was made (ISO 8601). */
  generated_at: string;
  /** The machine while measuring: 1-minute load average before and after, and its CPU count. */
  machine: { load_before: number; load_after: number; cpus: number };
  /** Lighthouse runs per page (the page's figures are their medians). */
  runs: number;
  budgets: QualityBudgets;
  /** Each page's figures, why it was sampled, what axe and Nu found, the URLs it requested at rest, and any error. */
  pages: (PageQuality & { why: string; axe: string[]; nu: string[]; rest_requests: string[]; errors: string[] })[];
  failures: BudgetFailure[];
}

/** A figure as the table shows it: `–` for one not measured. */
export function formatFigure(metric: string, value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (metric === 'cls') return value.toFixed(3);
  if (metric === 'js_kb' || metric === 'html_kb') return value.toFixed(1);
  return String(Math.round(value));
}

/** The numeric figures of a page's row (its scores and measures; not its type, path or form flag). */
type Figure = { [K in keyof PageQuality]: PageQuality[K] extends number ? K : never }[keyof PageQuality];

const COLUMNS: { key: Figure; label: string; budget?: keyof QualityBudgets }[] = [
  { key: 'performance', label: 'Performance', budget: 'performance' },
  { key: 'accessibility', label: 'Accessibility', budget: 'accessibility' },
  { key: 'lcp_ms', label: 'LCP ms', budget: 'lcp_ms' },
  { key: 'cls', label: 'CLS', budget: 'cls' },
  { key: 'tbt_ms', label: 'TBT ms', budget: 'tbt_ms' },
  { key: 'js_kb', label: 'JS KB', budget: 'js_kb_no_form' },
  { key: 'html_kb', label: 'HTML KB' },
  { key: 'script_at_rest_ms', label: 'Script at rest ms', budget: 'script_at_rest_ms' },
  { key: 'requests_at_rest', label: 'Requests at rest', budget: 'requests_at_rest' },
  { key: 'axe_violations', label: 'axe', budget: 'axe_violations' },
  { key: 'html_errors', label: 'Nu errors', budget: 'html_errors' },
];

/** The figures measured on each page, in the report's column order (the HTML table, the terminal table). */
export const REPORT_FIGURES: readonly Figure[] = COLUMNS.map((c) => c.key);

/** The HTML report: pass or fail, the budgets, one row per page with each broken budget marked, then the details. */
export function renderQualityHtml(r: QualityReport): string {
  const pass = r.failures.length === 0;
  const budgetRows = Object.entries(r.budgets)
    .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${v === null ? 'off' : escapeHtml(String(v))}</td></tr>`)
    .join('');
  const rows = r.pages
    .map((p) => {
      const broken = new Set(pageFailures(p, r.budgets).map((f) => f.metric));
      const cells = COLUMNS.map((c) => {
        const bad = c.budget && broken.has(c.budget);
        return `<td class="${bad ? 'fail' : ''}">${formatFigure(c.key, p[c.key])}${bad ? ' ✗' : ''}</td>`;
      }).join('');
      return `<tr><th scope="row">${escapeHtml(p.type)}<br><code>${escapeHtml(p.path)}</code></th><td>${p.hasForm ? 'yes' : 'no'}</td>${cells}<td>${broken.size ? 'fail' : 'pass'}</td></tr>`;
    })
    .join('\n');
  const details = r.pages
    .filter((p) => p.axe.length || p.nu.length || p.rest_requests.length || p.errors.length)
    .map(
      (p) =>
        `<h3>${escapeHtml(p.path)}</h3><ul>${[
          ...p.errors.map((e) => `error: ${e}`),
          ...p.axe.map((a) => `axe: ${a}`),
          ...p.nu.map((n) => `Nu: ${n}`),
          ...p.rest_requests.map((u) => `requested at rest: ${u}`),
        ]
          .map((l) => `<li>${escapeHtml(l)}</li>`)
          .join('')}</ul>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quality report: ${escapeHtml(r.site)}</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:1.5rem;color:#111}
table{border-collapse:collapse;margin:1rem 0}
th,td{border:1px solid #999;padding:.3rem .5rem;text-align:right;vertical-align:top}
th[scope=row]{text-align:left;font-weight:normal}
.fail{background:#fdd;font-weight:bold}
.verdict{font-size:1.2rem;font-weight:bold}
</style>
</head>
<body>
<h1>Quality report: ${escapeHtml(r.site)}</h1>
<p class="verdict">${pass ? 'PASS: every budget kept' : `FAIL: ${r.failures.length} budget(s) exceeded`}</p>
<p>${escapeHtml(r.generated_at)}; Lighthouse mobile, median of ${r.runs} run(s) per page; load average ${r.machine.load_before.toFixed(1)} before, ${r.machine.load_after.toFixed(1)} after, ${r.machine.cpus} CPU(s).</p>
${pass ? '' : `<ul>${r.failures.map((f) => `<li>${escapeHtml(describeFailure(f))}</li>`).join('')}</ul>`}
<h2>Budgets</h2>
<table><tbody>${budgetRows}</tbody></table>
<p>The JS budget applies to pages without a form (a form rendered by a hydrated island, or a client-only island).</p>
<h2>Pages</h2>
<table>
<thead><tr><th>Page type</th><th>Form</th>${COLUMNS.map((c) => `<th>${escapeHtml(c.label)}</th>`).join('')}<th>Result</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${details ? `<h2>Details</h2>\n${details}` : ''}
</body>
</html>
`;
}
