/** Building the fixture tenant in a child process, for the build tests that need the whole build in another environment. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

/**
 * Builds the fixture tenant (`fixture-build.ts`) into `<dir>/<name>` (caches in `<dir>/<name>-cache`) in a child
 * process with `env` added to this process's, with the project at `root` (this checkout, or a copy of it).
 * @throws Error with the child's output when the build fails.
 */
export function buildFixtureIn(dir: string, name: string, env: Record<string, string>, root = PROJECT_ROOT): void {
  const run = spawnSync(process.execPath, [join('tests', 'build', 'fixture-build.ts'), join(dir, name), join(dir, `${name}-cache`)], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the ${name} build failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
}
