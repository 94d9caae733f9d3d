/**
 * The quality report command (issue #14 item 6) end to end on one tenant the browser suite built: `npm run
 * quality` with `--runs 1` on two page types (the home page and a legal page) measures them in Chromium
 * (Lighthouse, axe) and with the Nu checker, writes quality.json and quality.html, and exits 1 exactly when
 * a budget is exceeded (each named), 2 on a bad argument. Figures are not asserted (they depend on the
 * machine's load), only that each was measured.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { describeFailure, evaluateBudgets } from '../../src/domain/quality.ts';
import { REPORT_FIGURES, type QualityReport } from '../../scripts/lib/quality-report.ts';
import { hasJava } from '../../scripts/lib/html-validity.ts';
import { browserDist, root, tenantConfig } from './tenant.ts';

const slug = Object.keys(inject('tenants'))[0]!;
const reportDir = mkdtempSync(join(tmpdir(), 'quality-'));
afterAll(() => rmSync(reportDir, { recursive: true, force: true }));
const java = await hasJava();

const quality = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/quality.ts', '--site', slug, '--out', browserDist, '--report-dir', reportDir, ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('npm run quality', () => {
  it('exits 2 on a bad argument, naming it', () => {
    const runs = quality('--runs', '0');
    expect(runs.status).toBe(2);
    expect(runs.stderr).toContain('--runs must be a whole number');
    const type = quality('--type', 'no-such-page');
    expect(type.status).toBe(2);
    expect(type.stderr).toContain('unknown page type(s): no-such-page');
  });

  it.skipIf(!java)(
    'measures two page types and writes quality.json and quality.html, failing exactly on an exceeded budget',
    () => {
      const run = quality('--runs', '1', '--type', 'home', '--type', 'privacy-policy');
      const report = JSON.parse(readFileSync(join(reportDir, slug, 'quality.json'), 'utf8')) as QualityReport;
      expect(report.budgets).toEqual(tenantConfig(slug).quality);
      expect(report.pages.map((p) => [p.type, p.path])).toEqual([
        ['home', '/'],
        ['privacy-policy', '/privacy-policy/'],
      ]);
      for (const p of report.pages) {
        expect(p.errors, p.path).toEqual([]);
        for (const k of REPORT_FIGURES) expect(Number.isFinite(p[k]), `${p.path} ${k}`).toBe(true);
        expect(p.html_kb).toBeGreaterThan(0);
        // Neither page has an island that could keep running: at rest is well under the 100 ms budget, with no request.
        expect(p.script_at_rest_ms, p.path).toBeLessThan(100);
        expect(p.requests_at_rest, p.path).toBe(0);
        expect(p.rest_requests, p.path).toEqual([]);
        expect(p.hasForm).toBe(false);
      }
      expect(report.failures).toEqual(evaluateBudgets(report.pages, report.budgets));
      expect(run.status, run.stderr).toBe(report.failures.length ? 1 : 0);
      for (const f of report.failures) expect(run.stdout).toContain(describeFailure(f));
      const html = readFileSync(join(reportDir, slug, 'quality.html'), 'utf8');
      expect(html).toContain(`Quality report: ${slug}`);
      expect(html).toContain(report.failures.length ? 'FAIL' : 'PASS');
      expect(html).not.toMatch(/<script|<link|src="http/);
    },
    240_000,
  );
});
