/**
 * `npm run check`: the static gates, one after another, each timed (CI runs this before `npm test`):
 * lint (Biome), types (`tsc --noEmit`), `.astro` types (scripts/astro-check.ts), dead code and undeclared
 * dependencies (knip), the architecture's layer table (dependency-cruiser), and formatting (Biome).
 * Runs every gate even after one fails, prints a summary with the seconds each took, exits 1 if any failed.
 * `npm run check -- lint types` runs only the gates named.
 */
import { spawnSync } from 'node:child_process';
import { parseCli } from './lib/cli.ts';

/** The gates, by name: the npm script each runs. */
const GATES: Record<string, string> = {
  lint: 'lint',
  types: 'typecheck',
  astro: 'check:astro',
  deadcode: 'check:deadcode',
  layers: 'check:layers',
  format: 'format:check',
};

const wanted = parseCli(
  { options: {}, allowPositionals: true },
  `Usage: npm run check [-- <gate>...]   (gates: ${Object.keys(GATES).join(', ')}; default: all of them)`,
).positionals;
const unknown = wanted.filter((g) => !(g in GATES));
if (unknown.length > 0) {
  console.error(`npm run check: no gate named ${unknown.join(', ')} (gates: ${Object.keys(GATES).join(', ')})`);
  process.exit(2);
}
const results: { gate: string; ok: boolean; seconds: number }[] = [];
for (const [gate, script] of Object.entries(GATES)) {
  if (wanted.length > 0 && !wanted.includes(gate)) continue;
  const t0 = performance.now();
  const r = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  results.push({ gate, ok: r.status === 0, seconds: (performance.now() - t0) / 1000 });
}
for (const r of results) console.log(`check: ${r.ok ? 'ok    ' : 'FAILED'} ${r.gate.padEnd(9)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok);
console.log(
  failed.length === 0 ? 'check: all gates passed' : `check: ${failed.length} gate(s) failed: ${failed.map((r) => r.gate).join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
