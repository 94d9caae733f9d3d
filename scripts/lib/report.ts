/**
 * The end-of-run summary table (tenant, status, cars, pages, seconds, warnings) and, under it, the text
 * of every counted warning: each whole (multi-line ones too), similar ones grouped so a thousand of one
 * kind take a few lines, and all of them in full in `<out>/build-warnings.txt`.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantOutcome } from './orchestrator.ts';

/** Renders rows as a fixed-width text table (first column left-aligned, numbers right-aligned). */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i <= 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The file, inside the output root, that lists every warning of the last run in full. */
export const WARNINGS_FILE = 'build-warnings.txt';

/** Warnings of one kind, in the order first seen. */
export interface WarningGroup {
  /** The kind: the first line with its particulars (numbers, paths, quoted values) blanked out. */
  kind: string;
  /** Every warning of the kind, whole. */
  warnings: string[];
}

/**
 * The kind of a warning, for grouping: its first line with every word that holds a digit or a path
 * separator (stock numbers, counts, files, URLs) and every quoted value replaced by '…'. So
 * `car U123: Input file is missing: /a/b.jpg; image skipped` and the same for car U456 are one kind.
 */
export function warningKind(text: string): string {
  return text.split('\n')[0]!.replace(/(["'`]).*?\1/g, '…').replace(/[^\s:;,()]*[\d/\\][^\s:;,()]*/g, '…');
}

/** Groups warnings by `warningKind`, keeping the order in which each kind first appeared. */
export function groupWarnings(warnings: readonly string[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  for (const w of warnings) {
    const kind = warningKind(w);
    const g = groups.get(kind) ?? { kind, warnings: [] };
    g.warnings.push(w);
    groups.set(kind, g);
  }
  return [...groups.values()];
}

/** A kind with more warnings than this shows its first one whole and the next two by their first line. */
export const GROUP_SHOWN = 3;
const n = (x: number) => x.toLocaleString('en-AU');

/**
 * The readable lines for one tenant's (or the run's) warnings: every warning whole, indented under
 * `  <who>: warning: `, except that a kind with more than GROUP_SHOWN warnings is one entry with its
 * count, its first warning whole, two more examples and where the rest are.
 */
export function formatWarnings(who: string, warnings: readonly string[], fullList: string): string[] {
  const out: string[] = [];
  const entry = (head: string, text: string) => {
    const [first, ...rest] = text.split('\n');
    out.push(`  ${who}: ${head}${first}`, ...rest.map((l) => `      ${l}`));
  };
  for (const g of groupWarnings(warnings)) {
    if (g.warnings.length <= GROUP_SHOWN) {
      for (const w of g.warnings) entry('warning: ', w);
      continue;
    }
    entry(`${n(g.warnings.length)} warnings like: `, g.warnings[0]!);
    for (const w of g.warnings.slice(1, GROUP_SHOWN)) out.push(`      also: ${w.split('\n')[0]}`);
    out.push(`      … and ${n(g.warnings.length - GROUP_SHOWN)} more of this kind, all in ${fullList}`);
  }
  return out;
}

/** Prints the summary table and every warning (and error) under it; `runWarnings` concern every tenant (the snapshot). */
export function printSummary(tenants: TenantOutcome[], totalSeconds: number, outRoot: string, print: (s: string) => void = console.log, runWarnings: readonly string[] = []): void {
  const rows = tenants.map((t) => [t.slug, t.ok ? 'ok' : 'FAILED', String(t.cars), String(t.pages), t.seconds.toFixed(1), String(t.warnings.length)]);
  print('');
  print(formatTable(['tenant', 'status', 'cars', 'pages', 'seconds', 'warnings'], rows));
  const ok = tenants.filter((t) => t.ok).length;
  print(`\n${ok}/${tenants.length} tenant(s) built into ${outRoot}/ in ${totalSeconds.toFixed(1)} s.`);
  const fullList = join(outRoot, WARNINGS_FILE);
  for (const line of formatWarnings('snapshot', runWarnings, fullList)) print(line);
  for (const t of tenants) {
    if (t.error) print(`  ${t.slug}: ERROR ${t.error}`);
    for (const line of formatWarnings(t.slug, t.warnings, fullList)) print(line);
  }
}

/**
 * Writes every warning of the run in full to `<outRoot>/build-warnings.txt` (removed when there are
 * none, so it never shows an older run's).
 */
export function writeWarningsFile(outRoot: string, tenants: readonly TenantOutcome[], runWarnings: readonly string[] = []): void {
  const file = join(outRoot, WARNINGS_FILE);
  const sections = [['snapshot (every tenant)', runWarnings] as const, ...tenants.map((t) => [t.slug, t.warnings] as const)].filter(([, w]) => w.length > 0);
  if (sections.length === 0) {
    rmSync(file, { force: true });
    return;
  }
  writeFileSync(file, sections.map(([who, w]) => `## ${who}: ${n(w.length)} warning(s)\n\n${w.join('\n\n')}\n`).join('\n'));
}
