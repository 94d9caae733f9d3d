/**
 * A build does not depend on the build machine's clock, time zone, locale or checkout folder (issue #14: same
 * inputs, same bytes; an incremental night reuses a page on the strength of that, and a deploy uploads only what
 * changed). The fixture tenant is built twice from the same inputs, each build in a child process (the orchestrator
 * and its worker): once in this checkout with the machine's clock in Kiritimati (UTC+14), once from a copy of the
 * project in another folder, with the clock 3 years and 200 days on (`shifted-machine-clock.mjs`, loaded into every
 * process of the build) in Pago Pago (UTC−11) with a German locale (`Intl`'s default then writes 1234.5 as
 * '1.234,5'). Both use the snapshot's stock clock. The two sites must be the same, file for file and byte for byte.
 * A page that read the machine's year (the trade-in year's example once did) differs here, and so did every page
 * with an island while Astro's island uids hashed the source files' absolute paths (`src/integration/island-uids.ts`).
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { buildFixtureIn } from './child-build.ts';
import { differingFiles, fixtureSite, siteFiles } from './site-files.ts';

let dir: string;

const buildIn = (name: string, env: Record<string, string>, root?: string) => buildFixtureIn(dir, name, env, root);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'machine-clock-'));
  buildIn('as-is', { TZ: 'Pacific/Kiritimati' });
  // Another checkout: what a build reads of the project, copied into another folder (the dependencies linked).
  const elsewhere = join(dir, 'another', 'checkout');
  for (const part of [
    'src',
    'scripts',
    'public',
    'tests',
    join('sites', '_schema'),
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'astro.config.mjs',
  ]) {
    cpSync(join(PROJECT_ROOT, part), join(elsewhere, part), { recursive: true });
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(elsewhere, 'node_modules'), 'dir');
  const shift = join(PROJECT_ROOT, 'tests', 'build', 'shifted-machine-clock.mjs');
  buildIn(
    'shifted',
    {
      TZ: 'Pacific/Pago_Pago',
      LC_ALL: 'de_DE.UTF-8',
      LANG: 'de_DE.UTF-8',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import "${shift}"`.trim(),
    },
    elsewhere,
  );
}, 300_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("a build does not depend on the machine's clock, time zone, locale or checkout folder", () => {
  it('gives the same site, byte for byte, built years later in another time zone, locale and folder from the same inputs', () => {
    expect(siteFiles(fixtureSite(dir, 'as-is')).length).toBeGreaterThan(100);
    expect(differingFiles(fixtureSite(dir, 'as-is'), fixtureSite(dir, 'shifted'))).toEqual([]);
  });
});
