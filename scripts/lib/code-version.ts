/**
 * The code version of a build (issue #14): a hash of everything besides a tenant's own data that shapes
 * its pages — the app (`src/`, `public/`), the build scripts, the Astro/TypeScript config, the locked
 * dependency versions and the Node version (its ICU data formats dates and numbers). A page built with
 * another code version is never reused.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders and files of the project whose content is part of the code version. */
export const CODE_PATHS = ['src', 'public', 'scripts/lib', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

function files(root: string, rel: string): string[] {
  const abs = join(root, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** The code version of the project at `root` (hex, 20 chars). Reads a few hundred small files. */
export function codeVersion(root: string): string {
  const hash = createHash('sha256').update(`node ${process.versions.node} icu ${process.versions.icu ?? '-'}\n`);
  for (const file of CODE_PATHS.flatMap((p) => files(root, p)).sort()) {
    hash
      .update(`${file}\n`)
      .update(readFileSync(join(root, file)))
      .update('\n');
  }
  return hash.digest('hex').slice(0, 20);
}
