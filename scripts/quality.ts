/**
 * `npm run quality -- --site <slug> [--out <dist folder>] [--runs 3] [--report-dir .cache/quality] [--type <page type>]...`
 *
 * The per-tenant quality report (issue #14 item 6). On a built tenant (`<out>/<slug>/`, build it first with
 * `npm run build -- --site <slug>`) it measures one page per page type (scripts/lib/quality-sample.ts: home,
 * search, a search landing, a vehicle page picked by its properties, a location, the legal pages, finance, the
 * forms, service, offers…): Lighthouse mobile through the compressed preview (scripts/lib/lighthouse-run.ts;
 * performance and accessibility scores, LCP, CLS, TBT, JavaScript and HTML bytes transferred at load — medians
 * of `--runs`), axe-core WCAG 2.2 AA violations (scripts/lib/chromium.ts) and W3C Nu HTML errors
 * (scripts/lib/html-validity.ts). It writes `<report-dir>/<slug>/quality.json` and `quality.html` and checks the
 * tenant's budgets (`quality` in site.json, defaults in src/domain/quality.ts).
 *
 * Exit 0 when every budget is kept, 1 when one is exceeded (each named: page, metric, value, budget), 2 on bad
 * arguments or when it cannot measure (site not built, unknown page type, no Java for the Nu checker).
 * `--type` (repeatable) limits the report to those page types (`home`, `search`, `cars/[slug]`…).
 */
import './check-node.mjs';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { loadTenant } from '../src/config/load.ts';
import { describeFailure, evaluateBudgets, medianOf, type PageQuality, type QualityBudgets } from '../src/domain/quality.ts';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { axeViolations, CHROMIUM_ARGS, chromiumPath, watchAtRest, weighJavaScript } from './lib/chromium.ts';
import { parseCliArgs } from './lib/cli.ts';
import { formatNuErrors, hasJava, runNuChecker } from './lib/html-validity.ts';
import { servePreview } from './lib/lighthouse-run.ts';
import { lighthousePages } from './lib/quality-lighthouse.ts';
import { formatFigure, REPORT_FIGURES, renderQualityHtml, type QualityReport } from './lib/quality-report.ts';
import { hasInteractiveForm, sampleBuiltSite } from './lib/quality-sample.ts';

const usage = 'Usage: npm run quality -- --site <slug> [--out <dist folder>] [--runs <n>] [--report-dir <folder>] [--type <page type>]...';
const values = parseCliArgs(
  {
    options: {
      site: { type: 'string' },
      out: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'report-dir': { type: 'string' },
      type: { type: 'string', multiple: true },
    },
  },
  usage,
);
const bad = (message: string): never => {
  console.error(`${message}\n${usage}`);
  process.exit(2);
};
const slug = values.site ?? bad('quality: name the tenant with --site <slug>');
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) bad(`--runs must be a whole number from 1 to 20, got "${values.runs}"`);
const outRoot = resolve(values.out ?? join(PROJECT_ROOT, 'dist'));
const siteDir = join(outRoot, slug);
if (!existsSync(join(siteDir, 'index.html'))) bad(`${slug}: not built in ${outRoot} (npm run build -- --site ${slug})`);
const reportDir = join(resolve(values['report-dir'] ?? join(PROJECT_ROOT, '.cache', 'quality')), slug);
const tenant = loadTenant(join(PROJECT_ROOT, 'sites'), slug, PROJECT_ROOT);
if (!tenant.ok) bad(`${slug}: its site.json does not load (npm run build -- --site ${slug} names the problems)`);
const budgets: QualityBudgets = tenant.ok ? tenant.config.quality : bad('unreachable');

// Pages that read their car from the URL are measured with the vehicle page's car, as a buyer reaches them.
let sample = sampleBuiltSite(siteDir, join(PROJECT_ROOT, 'src', 'pages'));
if (values.type?.length) {
  const known = new Set(sample.map((s) => s.type));
  const unknown = values.type.filter((t) => !known.has(t));
  if (unknown.length) bad(`unknown page type(s): ${unknown.join(', ')}; ${slug} has: ${[...known].join(', ')}`);
  sample = sample.filter((s) => values.type!.includes(s.type));
}
if (!(await hasJava())) bad('the Nu HTML checker needs Java: apt-get install -y default-jre-headless');

const loadBefore = loadavg()[0]!;
console.log(`${slug}: ${sample.length} page type(s), ${runs} Lighthouse run(s) each (load average ${loadBefore.toFixed(1)})`);

// Nu: one invocation over every sampled page.
const files = sample.map((s) => join(siteDir, s.file));
const nuErrors = await runNuChecker(files);
const nuOf = (file: string) =>
  formatNuErrors(
    nuErrors.filter((e) => e.file === file),
    outRoot,
  );

type Row = QualityReport['pages'][number];
const rows: Row[] = [];
// /api/* answers 404 like a static host: no page's figures depend on whatever listens on the edge API's port.
const preview = await servePreview(slug, { out: outRoot, api: 'none' });
try {
  // Lighthouse: one Chromium for every page, replaced if it dies (a crash costs that page's figures, not the report).
  await lighthousePages(
    preview.base,
    sample.map((s) => s.path),
    runs,
    {
      onPage: (i, { perRun, errors }) => {
        const s = sample[i]!;
        const m = (k: keyof typeof perRun) => medianOf(perRun[k] ?? []);
        const file = join(siteDir, s.file);
        const nu = nuOf(file);
        rows.push({
          type: s.type,
          path: s.path,
          why: s.why,
          hasForm: hasInteractiveForm(readFileSync(file, 'utf8')),
          performance: m('performance'),
          accessibility: m('accessibility'),
          lcp_ms: Math.round(m('lcp_ms')),
          cls: Math.round(m('cls') * 1000) / 1000,
          tbt_ms: Math.round(m('tbt_ms')),
          js_kb: Number.NaN,
          script_at_rest_ms: Number.NaN,
          requests_at_rest: Number.NaN,
          rest_requests: [],
          html_kb: Math.round(m('html_kb') * 10) / 10,
          axe_violations: Number.NaN,
          html_errors: nu.length,
          axe: [],
          nu,
          errors,
        });
        console.log(
          `  ${s.type} ${s.path}: performance ${formatFigure('performance', m('performance'))}, accessibility ${formatFigure('accessibility', m('accessibility'))}`,
        );
      },
    },
  );
  // JS at load, at rest and axe: one browser, a phone-sized page per sampled page.
  const launch = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  let browser = await launch();
  try {
    for (const row of rows) {
      // A browser that died on the previous page (its error is on that page's row) is replaced, so one page's crash
      // costs the report that page's figures, not the rest of the sample.
      if (!browser.isConnected()) {
        console.log(`  Chromium exited; starting it again for ${row.path}`);
        browser = await launch();
      }
      // A fresh context per page: nothing comes from the previous page's cache.
      let context: BrowserContext;
      let page: Page;
      try {
        context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        page = await context.newPage();
      } catch (err) {
        row.errors.push(`browser: ${(err as Error).message.split('\n')[0]}`);
        continue;
      }
      try {
        page.setDefaultTimeout(60_000);
        // JS at load: script bodies as sent plus inline scripts, once settled with no interaction (weighJavaScript).
        // Not Lighthouse's transfer sizes: those add every response's headers (the security headers on each of
        // ~15 small modules over HTTP/1.1), which a CDN's HTTP/2 header compression does not send again.
        try {
          const js = await weighJavaScript(page, `${preview.base}${row.path}`, 60_000);
          row.js_kb = Math.round((js.bytes / 1024) * 10) / 10;
        } catch (err) {
          row.errors.push(`JS at load: ${(err as Error).message.split('\n')[0]}`);
          await page.goto(`${preview.base}${row.path}`, { waitUntil: 'load' });
        }
        // At rest: the script the settled page runs and the requests it starts in a second left alone, every island
        // that hydrates on view awake.
        try {
          const rest = await watchAtRest(page, 1_000, 60_000);
          row.script_at_rest_ms = rest.scriptMs;
          row.requests_at_rest = rest.requests.length;
          row.rest_requests = rest.requests;
        } catch (err) {
          row.errors.push(`at rest: ${(err as Error).message.split('\n')[0]}`);
        }
        // A page axe never finishes on is reported (not waited for forever).
        row.axe = await Promise.race([
          axeViolations(page),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('axe did not finish within 60 s')), 60_000).unref()),
        ]);
        row.axe_violations = row.axe.length;
        console.log(`  axe ${row.path}: ${row.axe_violations} violation(s)`);
      } catch (err) {
        row.errors.push(`axe: ${(err as Error).message.split('\n')[0]}`);
      } finally {
        await context.close().catch(() => undefined);
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
} finally {
  preview.stop();
}

const pages: PageQuality[] = rows;
const failures = evaluateBudgets(pages, budgets);
const report: QualityReport = {
  site: slug,
  generated_at: new Date().toISOString(),
  machine: { load_before: loadBefore, load_after: loadavg()[0]!, cpus: cpus().length },
  runs,
  budgets,
  pages: rows,
  failures,
};
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'quality.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(reportDir, 'quality.html'), renderQualityHtml(report));

const cols = REPORT_FIGURES;
/** Each column as wide as its name, at least 8. */
const cell = (c: (typeof cols)[number], text: string) => text.padStart(Math.max(8, c.length));
console.log(`\n${'page type'.padEnd(32)} form ${cols.map((c) => cell(c, c)).join(' ')}`);
for (const r of rows)
  console.log(`${r.type.padEnd(32)} ${(r.hasForm ? 'yes' : 'no').padEnd(4)} ${cols.map((c) => cell(c, formatFigure(c, r[c]))).join(' ')}`);
for (const r of rows) for (const e of r.errors) console.log(`${r.path}: ${e}`);
console.log(
  `\nReport: ${relative(process.cwd(), reportDir) || '.'}/quality.html (load average ${report.machine.load_after.toFixed(1)} at the end)`,
);
if (failures.length) {
  console.log(`${failures.length} budget(s) exceeded:`);
  for (const f of failures) console.log(`  ${describeFailure(f)}`);
  process.exit(1);
}
console.log('Every budget kept.');
