/**
 * `node scripts/stock-model-audit.ts [snapshot.json[.gz]] [--kind same-key|make-in-model|prefix|badge-word]`
 *
 * Lists, per make, the model names of a stock snapshot that may be one model split in two or two
 * models merged (`src/stock/model-audit.ts`): names differing only by case, spaces or hyphens, names
 * with the make written in front of another (Mazda3 / 3), names that start another name, and badges that start with the same word on most cars of a model. Default
 * snapshot: the sample (`sites/_stock/sample-snapshot.json.gz`). Cars only (no caravans or motorcycles).
 * Exit codes: 0 listed, 1 unreadable snapshot, 2 bad arguments.
 */
import { fileURLToPath } from 'node:url';
import { parseCli } from './lib/cli.ts';
import { auditModelNames, formatAudit, type ModelAuditFinding } from '../src/stock/model-audit.ts';
import { loadSnapshot } from '../src/stock/snapshot.ts';

const SAMPLE = fileURLToPath(new URL('../sites/_stock/sample-snapshot.json.gz', import.meta.url));
const KINDS: readonly ModelAuditFinding['kind'][] = ['same-key', 'make-in-model', 'prefix', 'badge-word'];
const USAGE = `Usage: node scripts/stock-model-audit.ts [snapshot.json[.gz]] [--kind ${KINDS.join('|')}]`;

const args = parseCli({ allowPositionals: true, options: { kind: { type: 'string' } } }, USAGE);
const kind = args.values.kind as ModelAuditFinding['kind'] | undefined;
if (kind !== undefined && !KINDS.includes(kind)) {
  console.error(`stock-model-audit: --kind must be one of ${KINDS.join(', ')}\n\n${USAGE}`);
  process.exit(2);
}
const path = args.positionals[0] ?? SAMPLE;
let loaded;
try {
  loaded = await loadSnapshot(path);
} catch (err) {
  console.error(`stock-model-audit: ${(err as Error).message}`);
  process.exit(1);
}
const cars = loaded.snapshot.cars.filter((c) => c.item_type === 'car');
const findings = auditModelNames(cars).filter((f) => kind === undefined || f.kind === kind);
console.log(formatAudit(findings));
const counts = KINDS.map((k) => `${findings.filter((f) => f.kind === k).length} ${k}`).join(', ');
console.log(
  `\n${cars.length} cars, ${new Set(cars.map((c) => `${c.make}\u0000${c.model}`)).size} models of ${new Set(cars.map((c) => c.make)).size} makes: ${counts}`,
);
