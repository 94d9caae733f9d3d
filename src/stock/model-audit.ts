/**
 * An audit of a stock's model names, to find model families a feed splits or merges (what
 * `model-names.ts` exists to fix): per make, model names that differ only by case, spaces, hyphens
 * or dots; a model name that is another with the make written in front (`Mazda3` / `3`, `MG3` / `3`);
 * model names that are the start of another (`Landcruiser` / `Landcruiser Prado`,
 * `3` / `320I`); and models whose badge starts with the same word on most of their cars
 * (`Eclipse` + `Cross …`, `Model` + `3 …`). A finding is a pair to check by hand, not an error:
 * `Corolla` / `Corolla Cross` are two real models. Run by `node scripts/stock-model-audit.ts`.
 */
import { nameKey } from './model-names.ts';

/** One finding: the make, what kind, and the model names involved with their car counts. */
export interface ModelAuditFinding {
  make: string;
  kind: 'same-key' | 'make-in-model' | 'prefix' | 'badge-word';
  /** Model names with car counts; for `badge-word`, the model then `model + word` with the count sharing the word. */
  names: { name: string; count: number }[];
}

/** Cars a model needs before a shared first badge word is reported. */
export const BADGE_WORD_MIN_CARS = 3;
/** Share of a model's cars whose badge starts with the same word for it to be reported. */
export const BADGE_WORD_MIN_SHARE = 0.5;

/** Findings for `cars` (make, model, badge), sorted by make then kind then first name. */
export function auditModelNames(cars: Iterable<{ make: string; model: string; badge: string | null }>): ModelAuditFinding[] {
  const byMake = new Map<string, Map<string, { count: number; firstWords: Map<string, number> }>>();
  for (const c of cars) {
    let models = byMake.get(c.make);
    if (!models) byMake.set(c.make, (models = new Map()));
    let m = models.get(c.model);
    if (!m) models.set(c.model, (m = { count: 0, firstWords: new Map() }));
    m.count++;
    const first = (c.badge ?? '').trim().split(/\s+/)[0] ?? '';
    if (first) m.firstWords.set(first, (m.firstWords.get(first) ?? 0) + 1);
  }
  const findings: ModelAuditFinding[] = [];
  for (const [make, models] of [...byMake].sort(([a], [b]) => a.localeCompare(b))) {
    const names = [...models.keys()].sort((a, b) => nameKey(a).localeCompare(nameKey(b)) || a.localeCompare(b));
    const count = (name: string): number => models.get(name)?.count ?? 0;
    const byKey = new Map<string, string[]>();
    for (const n of names) byKey.set(nameKey(n), [...(byKey.get(nameKey(n)) ?? []), n]);
    for (const group of byKey.values()) {
      if (group.length > 1) findings.push({ make, kind: 'same-key', names: group.map((name) => ({ name, count: count(name) })) });
    }
    const keys = [...byKey.keys()];
    const makeKey = nameKey(make);
    for (const a of keys) {
      const rest = a.startsWith(makeKey) ? a.slice(makeKey.length) : '';
      if (rest && byKey.has(rest))
        findings.push({
          make,
          kind: 'make-in-model',
          names: [...(byKey.get(a) ?? []), ...(byKey.get(rest) ?? [])].map((name) => ({ name, count: count(name) })),
        });
    }
    for (const a of keys) {
      for (const b of keys) {
        if (a !== b && a !== '' && b.startsWith(a)) {
          findings.push({
            make,
            kind: 'prefix',
            names: [...(byKey.get(a) ?? []), ...(byKey.get(b) ?? [])].map((name) => ({ name, count: count(name) })),
          });
        }
      }
    }
    for (const name of names) {
      const m = models.get(name);
      if (!m || m.count < BADGE_WORD_MIN_CARS) continue;
      const [word, n] = [...m.firstWords].sort(([x, p], [y, q]) => q - p || x.localeCompare(y))[0] ?? ['', 0];
      if (word && n / m.count >= BADGE_WORD_MIN_SHARE)
        findings.push({
          make,
          kind: 'badge-word',
          names: [
            { name, count: m.count },
            { name: `${name} ${word}`, count: n },
          ],
        });
    }
  }
  return findings;
}

/** One line per finding, e.g. `Toyota  prefix     Landcruiser (370) | Landcruiser Prado (16)`. */
export function formatAudit(findings: readonly ModelAuditFinding[]): string {
  const label = { 'same-key': 'same name', 'make-in-model': 'make+model', prefix: 'prefix', 'badge-word': 'badge word' } as const;
  return findings
    .map((f) => `${f.make.padEnd(16)} ${label[f.kind].padEnd(10)} ${f.names.map((n) => `${n.name} (${n.count})`).join(' | ')}`)
    .join('\n');
}
