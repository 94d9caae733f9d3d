/** `node scripts/lighthouse.ts` as an operator types it: `--help` prints the usage, a bad or missing argument says why (exit 2). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const cli = (...args: string[]) => spawnSync(process.execPath, ['scripts/lighthouse.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
const USAGE = 'Usage: node scripts/lighthouse.ts --site <slug> [--path <path> ...]';

describe('lighthouse CLI arguments', () => {
  it('--help prints the usage and exits 0, starting nothing', () => {
    const r = cli('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(USAGE);
  });

  it('an unknown option or no tenant: exit 2 with the reason and the usage', () => {
    const unknown = cli('--site', 'harbourline-mazda', '--bogus');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--bogus'");
    expect(unknown.stderr).toContain(USAGE);
    const none = cli();
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('lighthouse: name the tenant');
    expect(none.stderr).toContain(USAGE);
  });
});
