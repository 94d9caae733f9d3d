/** Layer rule (docs/architecture.md) for src/domain/finance: imports only domain source; no process, DOM or file system. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('src/domain/finance is pure', () => {
  const dir = new URL('.', import.meta.url);
  const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  it.each(sources)('%s', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    for (const s of specifiers) expect(s, `${file} imports ${s}`).toMatch(/^\.\.?\/[\w-]+\.ts$/);
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '');
    expect(code).not.toMatch(/\bprocess\.|\bwindow\.|\bdocument\.|\blocalStorage\b|node:fs|Date\.now\(|new Date\(\)/);
  });
});
