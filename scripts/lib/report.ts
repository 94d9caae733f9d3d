/**
 * The end-of-run summary table: tenant, status, cars, pages, seconds, warnings.
 */
import type { TenantOutcome } from './orchestrator.ts';

/** Renders rows as a fixed-width text table (first column left-aligned, numbers right-aligned). */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i <= 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Prints the summary table and the warnings/errors under it. */
export function printSummary(tenants: TenantOutcome[], totalSeconds: number, outRoot: string, print: (s: string) => void = console.log): void {
  const rows = tenants.map((t) => [t.slug, t.ok ? 'ok' : 'FAILED', String(t.cars), String(t.pages), t.seconds.toFixed(1), String(t.warnings.length)]);
  print('');
  print(formatTable(['tenant', 'status', 'cars', 'pages', 'seconds', 'warnings'], rows));
  const ok = tenants.filter((t) => t.ok).length;
  print(`\n${ok}/${tenants.length} tenant(s) built into ${outRoot}/ in ${totalSeconds.toFixed(1)} s.`);
  for (const t of tenants) {
    if (t.error) print(`  ${t.slug}: ERROR ${t.error}`);
    for (const w of t.warnings.slice(0, 10)) print(`  ${t.slug}: warning: ${w}`);
    if (t.warnings.length > 10) print(`  ${t.slug}: … and ${t.warnings.length - 10} more warning(s)`);
  }
}
