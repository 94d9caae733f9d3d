/**
 * `npm run report:merge -- <run-1.json> <run-2.json> … [--out run.json]`
 *
 * The merge step of a sharded nightly rebuild (see docs/ci/nightly-rebuild.github-actions.yml): reads each
 * shard's run report (`npm run build -- --shard i/n --report run-i.json`), prints the whole run's table
 * with every failure named, and writes the merged report. Exit code 1 when any tenant failed or was
 * built by two shards; 2 for bad arguments.
 */
import './check-node.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseCli } from './lib/cli.ts';
import { formatTable, mergeRunReports, type RunReport } from './lib/report.ts';

const usage = `Usage: npm run report:merge -- <run-1.json> <run-2.json> … [--out run.json]

  <run-i.json>  each shard's run report (npm run build -- --shard i/n --report run-i.json)
  --out         write the merged run report here`;
const { values, positionals } = parseCli({ options: { out: { type: 'string' } }, allowPositionals: true }, usage);
if (positionals.length === 0) {
  console.error(usage);
  process.exit(2);
}
let merged;
try {
  merged = mergeRunReports(positionals.map((file) => ({ file, report: JSON.parse(readFileSync(file, 'utf8')) as RunReport })));
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
const rows = merged.tenants.map((t) => [
  t.slug,
  t.ok ? t.status : 'FAILED',
  String(t.cars),
  String(t.pages),
  t.rendered === null ? '-' : String(t.rendered),
  t.seconds.toFixed(1),
  String(t.warnings.length),
]);
console.log(formatTable(['tenant', 'status', 'cars', 'pages', 'rendered', 'seconds', 'warnings'], rows));
const failed = merged.tenants.filter((t) => !t.ok);
console.log(
  `\n${merged.tenants.length - failed.length}/${merged.tenants.length} tenant(s) ok from ${positionals.length} shard report(s); slowest shard ${merged.seconds.toFixed(1)} s.`,
);
for (const t of failed) console.log(`  ${t.slug}: FAILED ${t.error ?? ''}`);
for (const slug of merged.duplicates) console.log(`  ${slug}: built by more than one shard`);
if (values.out) writeFileSync(values.out, `${JSON.stringify(merged, null, 2)}\n`);
process.exitCode = merged.ok ? 0 : 1;
