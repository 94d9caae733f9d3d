/**
 * The build summary's warnings (issue 9 item 2): each warning a build gives is counted once and its
 * whole text is in the summary, similar ones grouped. On c14cc89 the pool counted output lines matching
 * /warn/: Vite's chunk-size warning became an empty "[WARN] [vite] [plugin …]" line plus its last advice
 * line as a second warning, a Node warning counted twice (its "(Use `node --trace-warnings …`)" hint
 * too), a page's console.warn lost its second line or was not counted, and past ten the rest were a
 * bare "… and N more".
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { astroEventText } from '../../scripts/lib/astro-log-relay.mjs';
import { BuildPool, type PoolResult } from '../../scripts/lib/pool.ts';
import { formatWarnings, groupWarnings, printSummary, warningKind, writeWarningsFile, WARNINGS_FILE } from '../../scripts/lib/report.ts';
import type { TenantOutcome } from '../../scripts/lib/orchestrator.ts';

const CHUNKS =
  '[vite] [plugin builtin:vite-reporter]\n(!) Some chunks are larger than 500 kB after minification. Consider:\n- Using dynamic import() to code-split the application\n- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.';

describe("a build worker's warnings reach the summary whole", () => {
  let result: PoolResult;
  const live: string[] = [];
  beforeAll(async () => {
    const pool = new BuildPool({
      size: 1,
      recycleAfter: 1,
      worker: join(import.meta.dirname, 'warning-worker.ts'),
      onLine: (_slug, line) => live.push(line),
    });
    try {
      result = await pool.run({
        type: 'build',
        slug: 'x',
        dataDir: '',
        outDir: '',
        siteUrl: '',
        cacheDir: '',
        clientBuildCacheDir: null,
        incremental: { previous: null, codeVersion: '', tenant: '', now: 0 },
      });
    } finally {
      await pool.close();
    }
  });

  it('counts each warning once, whatever its words or lines', () => {
    expect(result.warnings).toHaveLength(4 + 1000);
    expect(result.warnings.slice(0, 4)).toEqual([
      CHUNKS,
      'search landing pages: /search/mazda/ is taken: dealership Harbourline Mazda gets /search/mazda-dealership/',
      'experiment: a page says\nsomething on two lines',
      'MaxListenersExceededWarning: a listener leak',
    ]);
    expect(result.warnings[4]).toBe('car U0: Input file is missing: /cache/placeholders/u0.jpg; image skipped');
  });

  it('shows other output live without counting it', () => {
    expect(result.output).toEqual(['a dependency printing: 0 warnings']);
    expect(live).toContain('a dependency printing: 0 warnings');
    expect(live).toContain('warning: [vite] [plugin builtin:vite-reporter]');
    expect(live).toContain('(!) Some chunks are larger than 500 kB after minification. Consider:');
  });

  it('the summary prints each warning whole and a thousand of one kind in five lines, all of them in the file', () => {
    const out = mkdtempSync(join(tmpdir(), 'warnings-'));
    try {
      const tenant: TenantOutcome = {
        slug: 'x',
        ok: true,
        status: 'built',
        cars: 1,
        pages: 1,
        seconds: 1,
        warnings: result.warnings,
        error: null,
      };
      const lines: string[] = [];
      printSummary([tenant], 1, out, (s) => lines.push(...s.split('\n')));
      writeWarningsFile(out, [tenant]);
      expect(lines.find((l) => l.startsWith('x '))).toMatch(/ 1004$/);
      expect(lines.slice(lines.findIndex((l) => l.startsWith('  x:')))).toEqual([
        '  x: warning: [vite] [plugin builtin:vite-reporter]',
        '      (!) Some chunks are larger than 500 kB after minification. Consider:',
        '      - Using dynamic import() to code-split the application',
        '      - Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.',
        '  x: warning: search landing pages: /search/mazda/ is taken: dealership Harbourline Mazda gets /search/mazda-dealership/',
        '  x: warning: experiment: a page says',
        '      something on two lines',
        '  x: warning: MaxListenersExceededWarning: a listener leak',
        '  x: 1,000 warnings like: car U0: Input file is missing: /cache/placeholders/u0.jpg; image skipped',
        '      also: car U1: Input file is missing: /cache/placeholders/u1.jpg; image skipped',
        '      also: car U2: Input file is missing: /cache/placeholders/u2.jpg; image skipped',
        `      … and 997 more of this kind, all in ${join(out, WARNINGS_FILE)}`,
      ]);
      const file = readFileSync(join(out, WARNINGS_FILE), 'utf8');
      expect(file.startsWith('## x: 1,004 warning(s)\n\n')).toBe(true);
      for (const w of result.warnings) expect(file).toContain(`\n${w}\n`);
      writeWarningsFile(out, [{ ...tenant, warnings: [] }]);
      expect(() => readFileSync(join(out, WARNINGS_FILE))).toThrow();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('grouping', () => {
  it('a kind is the first line with its particulars blanked out', () => {
    expect(warningKind('car U12: Input file is missing: /a/b.jpg; image skipped\nmore')).toBe(
      'car …: Input file is missing: …; image skipped',
    );
    expect(warningKind('car BAD0 (snapshot entry 11) left out: price: expected number')).toBe(
      warningKind('car X9 (snapshot entry 5) left out: price: expected number'),
    );
    expect(warningKind('Module "node:fs" has been externalized')).toBe('Module … has been externalized');
    expect(groupWarnings(['b 1', 'a', 'b 2', 'a']).map((g) => [g.kind, g.warnings.length])).toEqual([
      ['b …', 2],
      ['a', 2],
    ]);
  });

  it('up to three of a kind are each printed in full', () => {
    expect(formatWarnings('t', ['image 1 skipped', 'image 2 skipped', 'image 3 skipped'], 'f')).toEqual([
      '  t: warning: image 1 skipped',
      '  t: warning: image 2 skipped',
      '  t: warning: image 3 skipped',
    ]);
  });

  it('Astro log events become one text: label, whole message, no colours', () => {
    expect(astroEventText({ level: 'warn', label: 'router', message: '\u001b[1mgetStaticPaths()\u001b[22m ignored  \n  in x  ' })).toBe(
      '[router] getStaticPaths() ignored\n  in x',
    );
    expect(astroEventText({ level: 'error', label: null, message: 'boom' })).toBe('error: boom');
  });
});
