/**
 * Every command reading its arguments through `parseCli` answers `--help` with its usage (exit 0) and an unknown
 * option with the error and its usage (exit 2). `npm run api -- --help`, `npm run preview -- --help` and
 * `npm run dev -- --help` once stopped on "Unknown option '--help'" with exit 2, and `npm run search:sync` with an
 * unknown option printed a stack trace: each script declared `--help` itself, or parsed on its own. `npm run
 * check:astro -- <file>` passed (exit 0) when the file did not exist.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const scriptsDir = join(import.meta.dirname, '..');
/** The commands that read their arguments with `parseCli` / `parseCliArgs`. */
const commands = readdirSync(scriptsDir)
  .filter((f) => f.endsWith('.ts') && /from '\.\/lib\/cli\.ts'/.test(readFileSync(join(scriptsDir, f), 'utf8')))
  .sort();

/** Runs `scripts/<file>` with `args` in Node (no shell); its exit code and output. */
async function run(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(scriptsDir, file), ...args], { timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('the commands’ arguments (scripts/lib/cli.ts)', () => {
  it('finds the commands (build, deploy, preview, api, start among them)', () => {
    expect(commands).toEqual(expect.arrayContaining(['api.ts', 'build.ts', 'deploy.ts', 'dev.ts', 'preview.ts', 'start.ts']));
  });

  it('each prints its usage on --help and exits 0', { timeout: 180_000 }, async () => {
    const answers: [string, number, string][] = [];
    // Four at a time: each is a Node process loading its script's imports.
    for (let i = 0; i < commands.length; i += 4)
      for (const [file, r] of await Promise.all(commands.slice(i, i + 4).map(async (f) => [f, await run(f, ['--help'])] as const)))
        answers.push([file, r.code, r.stdout.split('\n')[0]!]);
    for (const [file, code, first] of answers) {
      expect(code, file).toBe(0);
      expect(first, file).toMatch(/^Usage: (npm run |npm start|node scripts\/)/);
    }
  });

  it('an unknown option: the error and the usage on stderr, exit 2', async () => {
    const r = await run('preview.ts', ['--site', 'harbourline-mazda', '--prot', '4400']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^Unknown option '--prot'/);
    expect(r.stderr).toContain('Usage: npm run preview -- --site <slug>');
    expect(r.stdout).toBe('');
  });

  it('check:astro refuses a file that does not exist (the checker would skip it and pass)', async () => {
    const r = await run('astro-check.ts', ['src/pages/no-such-page.astro']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^check:astro: no such file: src\/pages\/no-such-page\.astro/);
    expect(r.stdout).toBe('');
  });
});
