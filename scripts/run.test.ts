/**
 * The Node floor (scripts/node-version.mjs) and the launcher every npm script starts with
 * (scripts/run.mjs): which versions are supported, that package.json, its lock, `.nvmrc`, `.ci/run`
 * and the README agree, that every npm script goes through the launcher, and — on an older Node, when
 * this machine has one (CI's own Node is 20) — that each script prints the one sentence instead of
 * ERR_UNKNOWN_FILE_EXTENSION, or runs with the provided Node 24.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE_ENGINES, NODE_FLOOR, NODE_RECOMMENDED_MAJOR, nodeSupported, unsupportedSentence } from './node-version.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };

/** npm scripts that run on any Node, so they need no launcher. */
const ANY_NODE: Record<string, string> = {
  typecheck: 'TypeScript 7 is a native binary behind a small JS shim (engines >=16.20)',
  'lock:fix': 'plain JavaScript that edits package-lock.json',
};

describe('the Node floor', () => {
  it('supports 22.19+ in the 22 line, 24 and 26+; not 20, 22.12, 22.18 (no lighthouse/undici), 23 or 25 (vitest)', () => {
    const cases: Array<[string, boolean]> = [
      ['20.20.2', false],
      ['22.12.0', false],
      ['22.18.0', false],
      ['22.19.0', true],
      ['22.21.1', true],
      ['23.11.0', false],
      ['24.0.0', true],
      ['24.21.0', true],
      ['25.2.1', false],
      ['26.0.0', true],
      ['v22.19.0', true],
    ];
    for (const [version, ok] of cases) expect([version, nodeSupported(version)]).toEqual([version, ok]);
    expect(NODE_FLOOR).toBe('22.19.0');
  });

  it('package.json engines, the lock, .nvmrc, .ci/run and the README say the same', () => {
    expect(pkg.engines.node).toBe(NODE_ENGINES);
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node: string } }>;
    };
    expect(lock.packages['']!.engines!.node).toBe(NODE_ENGINES);
    expect(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()).toBe(String(NODE_RECOMMENDED_MAJOR));
    expect(readFileSync(join(ROOT, '.ci/run'), 'utf8')).toContain('node scripts/check-node.mjs');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.includes(`Node.js ${NODE_FLOOR.replace(/\.0$/, '')} or newer`), 'the README states the floor').toBe(true);
  });

  it('every npm script that runs our code starts with scripts/run.mjs', () => {
    for (const [name, command] of Object.entries(pkg.scripts)) {
      if (name in ANY_NODE) continue;
      for (const step of command.split('&&').map((s) => s.trim().replace(/^(\w+=\S+\s+)+/, ''))) {
        expect([name, step.startsWith('node scripts/run.mjs ')]).toEqual([name, true]);
      }
    }
  });

  it('the sentence names the floor, the version found and what to install', () => {
    expect(unsupportedSentence('20.20.2')).toBe(
      'This project needs Node.js 22.19 or newer (24 recommended, see .nvmrc); you have 20.20.2. Install Node 24 (for example: npm install --prefix "$HOME/.node24" node@24 && export PATH="$HOME/.node24/node_modules/.bin:$PATH") and run the command again.',
    );
    expect(unsupportedSentence('25.2.1')).toContain('you have 25.2.1 (odd-numbered releases are not supported)');
  });
});

/** An unsupported Node on this machine (CI's and this machine's own Node is 20), else null. */
function findOldNode(): { bin: string; version: string } | null {
  const dirs = ['/usr/bin', '/usr/local/bin', ...(process.env.PATH ?? '').split(delimiter)];
  for (const dir of dirs) {
    const bin = join(dir, 'node');
    if (!existsSync(bin)) continue;
    const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
    const version = r.stdout?.trim().replace(/^v/, '');
    if (r.status === 0 && version && !nodeSupported(version)) return { bin, version };
  }
  return null;
}
const old = findOldNode();
const tmp = mkdtempSync(join(tmpdir(), 'run-mjs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!old)(
  `on an older Node (${old ? `${old.bin}, ${old.version}` : 'skipped: no Node older than the floor on this machine'})`,
  () => {
    /** Runs an npm script's command line the way npm does (node_modules/.bin on the PATH), with the old Node first. */
    const runScript = (command: string, env: Record<string, string> = {}) =>
      spawnSync('sh', ['-c', command], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...process.env, ...env, PATH: [dirname(old!.bin), join(ROOT, 'node_modules/.bin'), process.env.PATH].join(delimiter) },
      });

    it('every npm script prints the one sentence (NODE_AUTO_INSTALL=0), never ERR_UNKNOWN_FILE_EXTENSION', () => {
      const sentence = unsupportedSentence(old!.version);
      for (const [name, command] of Object.entries(pkg.scripts)) {
        if (name in ANY_NODE) continue;
        const r = runScript(command, { NODE_AUTO_INSTALL: '0' });
        expect([name, r.status, r.stderr.trim()]).toEqual([name, 1, sentence]);
      }
    }, 120_000); // one old-Node start per npm script (about 35): slow on a shared machine

    it('otherwise runs the command with the provided Node 24, passing arguments and the exit code through', () => {
      const provided = join(tmp, 'node24');
      mkdirSync(join(provided, 'node_modules/node/bin'), { recursive: true });
      symlinkSync(process.execPath, join(provided, 'node_modules/node/bin/node'));
      const script = join(tmp, 'echo.ts');
      writeFileSync(
        script,
        'const args: string[] = process.argv.slice(2);\nconsole.log(JSON.stringify({ version: process.versions.node, args }));\nprocess.exitCode = 3;\n',
      );
      const r = runScript(`node scripts/run.mjs ${script} --site "a b" x`, { NODE_AUTO_INSTALL_DIR: provided });
      expect(r.stderr.trim()).toBe(
        `This project needs Node.js 22.19 or newer and you have ${old!.version}: running the command with Node.js ${process.versions.node} from ${provided}.`,
      );
      expect(JSON.parse(r.stdout)).toEqual({ version: process.versions.node, args: ['--site', 'a b', 'x'] });
      expect(r.status).toBe(3);
    });
  },
);
