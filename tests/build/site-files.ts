/** Comparing built sites in the build tests: the incremental output must equal a full build, file for file. */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `root` (following the published link), relative, sorted. */
export function siteFiles(root: string): string[] {
  const base = realpathSync(root);
  return readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(base, join(e.parentPath, e.name)))
    .sort();
}

/** The files that differ between the sites under `a` and `b`: in one of them only, or with other bytes. */
export function differingFiles(a: string, b: string): string[] {
  const [inA, inB] = [siteFiles(a), siteFiles(b)];
  return [
    ...inA.filter((f) => !inB.includes(f)),
    ...inB.filter((f) => !inA.includes(f)),
    ...inA.filter((f) => inB.includes(f) && !readFileSync(join(a, f)).equals(readFileSync(join(b, f)))),
  ];
}

/** The fixture tenant's site as a child build (`child-build.ts`) published it into `<dir>/<name>`. */
export function fixtureSite(dir: string, name: string): string {
  return join(dir, name, 'fixture-motors');
}
