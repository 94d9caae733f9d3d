/**
 * The app, the CRM delivery and the retention code must run on an edge runtime too: their import graph
 * (value imports, followed through relative paths) reaches no `node:` module, `pg` or the Node adapter.
 * Only `src/api/node/` and the SQLite/PostgreSQL stores are Node-specific.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

function nodeOnlyImports(entry: string): string[] {
  const seen = new Set<string>();
  const bad: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/^\s*import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      const spec = m[2]!;
      if (m[1]) continue;
      if (spec.startsWith('.')) walk(resolve(dirname(file), spec));
      else if (spec.startsWith('node:') || spec === 'pg' || spec.startsWith('@hono/node-server')) bad.push(`${file} imports ${spec}`);
    }
  };
  walk(resolve(import.meta.dirname, entry));
  return bad;
}

describe('edge-neutral API code', () => {
  it.each(['app.ts', 'delivery/outbox.ts', 'retention.ts'])('%s reaches no Node-only module', (entry) => {
    expect(nodeOnlyImports(entry)).toEqual([]);
  });
});
