/**
 * The benchmarks and the report merge as an operator types them (issue #14 item 5: operator output): `--help` prints
 * the usage and exits 0 having built or measured nothing; an unknown option exits 2 with the reason and the usage,
 * not a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const cli = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [`scripts/${script}`, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

const SCRIPTS = [
  { script: 'bench-scale.ts', usage: 'Usage: npm run bench:scale -- [--tenants 100]', option: '--clock-days' },
  { script: 'bench-build.ts', usage: 'Usage: npm run bench:build -- [--site <slug>]', option: '--no-floor' },
  { script: 'bench-search.ts', usage: 'Usage: npm run bench:search -- [--queries 200]', option: '--no-page' },
  { script: 'bench-api.ts', usage: 'Usage: npm run bench:api -- [--seconds 10]', option: '--store' },
  { script: 'merge-reports.ts', usage: 'Usage: npm run report:merge -- <run-1.json>', option: '--out' },
];

describe('benchmark and report-merge arguments', () => {
  for (const { script, usage, option } of SCRIPTS) {
    it(`${script}: --help prints the usage with each option (${option} among them) and exits 0, running nothing`, () => {
      const r = cli(script, '--help');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(usage);
      expect(r.stdout).toContain(`  ${option}`);
      // Nothing ran: a benchmark prints its heading line ('bench:…') only once it starts.
      expect(r.stdout).not.toMatch(/^bench:/m);
    });

    it(`${script}: an unknown option exits 2 with the reason and the usage`, () => {
      const r = cli(script, '--bogus');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("Unknown option '--bogus'");
      expect(r.stderr).toContain(usage);
      expect(r.stderr).not.toContain('    at ');
    });
  }

  it('report:merge without a report exits 2 with the usage', () => {
    const r = cli('merge-reports.ts');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Usage: npm run report:merge');
  });
});

describe('bench:build --floor-runs', () => {
  it('a count below 1 exits 2 naming the option and the value, with the usage, having built nothing', () => {
    const r = cli('bench-build.ts', '--floor-runs', '0');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--floor-runs must be a whole number of at least 1, not "0"');
    expect(cli('bench-build.ts', '--floor-runs', 'two').stderr).toContain('--floor-runs must be a whole number of at least 1, not "two"');
    expect(r.stderr).toContain('Usage: npm run bench:build -- [--site <slug>]');
    expect(r.stdout).not.toMatch(/^bench:/m);
  });
});
