/**
 * `node tests/build/fixture-build.ts <out> <cache>`: a build of the fixture tenant (fixture-motors) from the fixture
 * snapshot on the snapshot's stock clock, through the real orchestrator and a build worker (`buildFixtures`), sites
 * into `<out>` (a fresh folder: every page is rendered), caches into `<cache>`. Exits 1 when the build fails. Run as a child process by
 * tests/build/machine-clock.test.ts, so the whole build runs in the environment the test gives it.
 */
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { buildFixtures } from './build-fixtures.ts';

const [outRoot, cacheRoot] = process.argv.slice(2);
if (!outRoot || !cacheRoot) throw new Error('usage: node tests/build/fixture-build.ts <out> <cache>');
const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');
const { result, log } = await buildFixtures({
  sitesDir: join(fixtures, 'sites'),
  stockPath: join(fixtures, 'stock', 'snapshot.json'),
  outRoot,
  cacheRoot,
  slugs: ['fixture-motors'],
});
if (!result.tenants.every((t) => t.ok)) {
  console.error(log.join('\n'));
  process.exitCode = 1;
}
