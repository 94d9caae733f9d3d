/**
 * The end-of-run summary table (tenant, status, cars, pages, seconds, warnings) and, under it, the text
 * of every counted warning: each whole (multi-line ones too), similar ones grouped so a thousand of one
 * kind take a few lines, and all of them in full in `<out>/build-warnings.txt`.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentSync } from './content-sync.ts';
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
  return text
    .split('\n')[0]!
    .replace(/(["'`]).*?\1/g, '…')
    .replace(/[^\s:;,()]*[\d/\\][^\s:;,()]*/g, '…');
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
export function printSummary(
  tenants: TenantOutcome[],
  totalSeconds: number,
  outRoot: string,
  print: (s: string) => void = console.log,
  runWarnings: readonly string[] = [],
): void {
  const rows = tenants.map((t) => [
    t.slug,
    t.ok ? t.status : 'FAILED',
    String(t.cars),
    String(t.pages),
    t.rendered === undefined ? '-' : String(t.rendered),
    t.seconds.toFixed(1),
    String(t.warnings.length),
  ]);
  print('');
  print(formatTable(['tenant', 'status', 'cars', 'pages', 'rendered', 'seconds', 'warnings'], rows));
  const ok = tenants.filter((t) => t.ok).length;
  const count = (status: TenantOutcome['status']) => tenants.filter((t) => t.ok && t.status === status).length;
  print(
    `\n${ok}/${tenants.length} tenant(s) built into ${outRoot}/ in ${totalSeconds.toFixed(1)} s ` +
      `(${count('built')} in full, ${count('incremental')} incrementally, ${count('skipped')} unchanged and skipped).`,
  );
  const failed = tenants.filter((t) => !t.ok);
  if (failed.length) print(`FAILED: ${failed.map((t) => t.slug).join(', ')}`);
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
  const sections = [['snapshot (every tenant)', runWarnings] as const, ...tenants.map((t) => [t.slug, t.warnings] as const)].filter(
    ([, w]) => w.length > 0,
  );
  if (sections.length === 0) {
    rmSync(file, { force: true });
    return;
  }
  writeFileSync(file, sections.map(([who, w]) => `## ${who}: ${n(w.length)} warning(s)\n\n${w.join('\n\n')}\n`).join('\n'));
}

/** The machine-readable run report (`npm run build -- --report run.json`), version 1. */
export interface RunReport {
  version: 1;
  ok: boolean;
  /** `i/n` when the run built one shard, else null. */
  shard: string | null;
  seconds: number;
  /** Warnings that concern every tenant (snapshot rows left out). */
  warnings: string[];
  /**
   * Per tenant: status (built, incremental, skipped, failed), cars, pages, pages rendered and reused, seconds, of them
   * the seconds spent rendering pages (null when not built; the rest is preparing, Astro's fixed cost and publishing:
   * `TenantOutcome.renderSeconds`) and their share per route (`renderByRoute`, null when not built), the build worker's
   * peak RSS during the build (MB), whether its content store was synced or reused (null when not built), warnings, error.
   */
  tenants: Array<
    Pick<TenantOutcome, 'slug' | 'ok' | 'status' | 'cars' | 'pages' | 'seconds' | 'warnings' | 'error'> & {
      rendered: number | null;
      reused: number | null;
      renderSeconds: number | null;
      renderByRoute: Record<string, { rendered: number; seconds: number }> | null;
      peakRssMB: number | null;
      contentSync: ContentSync | null;
      /** `built` or `reused` (the islands' client bundle, `client-build-cache.ts`); null when not built. */
      clientBuild: 'built' | 'reused' | null;
    }
  >;
}

/** Seconds rounded to the millisecond, as the run report gives every time. */
const toMillisecond = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/** The run report of a run's outcomes. */
export function runReport(
  tenants: readonly TenantOutcome[],
  seconds: number,
  runWarnings: readonly string[],
  shard: string | null,
): RunReport {
  return {
    version: 1,
    ok: tenants.every((t) => t.ok),
    shard,
    seconds: toMillisecond(seconds),
    warnings: [...runWarnings],
    tenants: tenants.map((t) => ({
      slug: t.slug,
      ok: t.ok,
      status: t.status,
      cars: t.cars,
      pages: t.pages,
      rendered: t.rendered ?? null,
      reused: t.reused ?? null,
      seconds: toMillisecond(t.seconds),
      renderSeconds: t.renderSeconds === undefined ? null : toMillisecond(t.renderSeconds),
      renderByRoute:
        t.renderByRoute === undefined
          ? null
          : Object.fromEntries(
              Object.entries(t.renderByRoute).map(([route, r]) => [route, { rendered: r.rendered, seconds: toMillisecond(r.seconds) }]),
            ),
      peakRssMB: t.peakRssMB ?? null,
      contentSync: t.contentSync ?? null,
      clientBuild: t.clientBuild ?? null,
      warnings: t.warnings,
      error: t.error,
    })),
  };
}

/**
 * One report of a sharded run from each shard's (`npm run report:merge`): every tenant once, in slug
 * order; ok only when every shard's tenants built and no tenant is in two shards. The wall time is the
 * slowest shard's (they run at once). Throws an Error naming a report that is not a version-1 run report.
 */
export function mergeRunReports(reports: ReadonlyArray<{ file: string; report: RunReport }>): RunReport & { duplicates: string[] } {
  const seen = new Map<string, RunReport['tenants'][number]>();
  const duplicates: string[] = [];
  for (const { file, report } of reports) {
    if (report?.version !== 1 || !Array.isArray(report.tenants))
      throw new Error(`${file}: not a run report (version 1) of npm run build -- --report`);
    for (const t of report.tenants) {
      if (seen.has(t.slug)) duplicates.push(t.slug);
      seen.set(t.slug, t);
    }
  }
  const tenants = [...seen.values()].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  return {
    version: 1,
    ok: duplicates.length === 0 && reports.every((r) => r.report.ok) && tenants.every((t) => t.ok),
    shard: null,
    seconds: Math.max(0, ...reports.map((r) => r.report.seconds)),
    warnings: [...new Set(reports.flatMap((r) => r.report.warnings))],
    tenants,
    duplicates,
  };
}
