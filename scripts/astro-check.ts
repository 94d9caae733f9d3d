/**
 * `npm run check:astro`: type-checks the `.astro` files (and the `.ts` they import) the way `astro check` does,
 * with TypeScript 6 (the `typescript-6` alias package).
 *
 * Why not `astro check`: it runs `@astrojs/check`, which loads the project's `typescript`, and the project's is
 * TypeScript 7 (the native compiler, used by `npm run typecheck`), which has no programmatic API yet; the checker
 * (Volar over TypeScript's language service) needs TypeScript 5 or 6. So this calls the same checker
 * (`@astrojs/language-server`'s `AstroCheck`, what `@astrojs/check` calls) with TypeScript 6 resolved for every
 * `typescript` import the checker makes. `@astrojs/check` itself is not installed: its peer range (TypeScript 5 or 6)
 * conflicts with the project's TypeScript 7.
 *
 * Exits 1 on any error (warnings and hints are printed, not failed on), 2 on a bad argument (an unknown option, or a
 * file named that does not exist: the checker would skip it and pass), 0 otherwise.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseCli } from './lib/cli.ts';
// The checker's own dependencies (`@volar/kit`) `require('typescript')` too: send them to TypeScript 6 as well.
import './lib/typescript-6-hook.mjs';

const USAGE = `Usage: npm run check:astro [-- <file.astro|file.ts> …]

Type-checks every .astro file (and the .ts they import) with TypeScript 6, or only the files named.
Exits 1 on a type error, 2 on a bad argument or a file that does not exist.`;
const { positionals } = parseCli({ options: {}, allowPositionals: true }, USAGE);
// The checker silently skips a file it cannot find, so a mistyped path would pass: refuse it first.
const fileNames = positionals.map((file) => resolve(file));
const missing = positionals.filter((_, i) => !existsSync(fileNames[i] ?? ''));
if (missing.length > 0) {
  console.error(`check:astro: no such file: ${missing.join(', ')}\n\n${USAGE}`);
  process.exit(2);
}

const { AstroCheck } = await import('@astrojs/language-server');

const root = resolve(import.meta.dirname, '..');
const typescriptPath = createRequire(import.meta.url).resolve('typescript-6');
const checker = new AstroCheck(root, typescriptPath, 'tsconfig.json');
// `npm run check:astro -- src/pages/index.astro …` checks only those files (while iterating).
const result = await checker.lint({ fileNames: fileNames.length > 0 ? fileNames : undefined, logErrors: { level: 'warning' } });
console.info(
  `astro check (TypeScript ${createRequire(import.meta.url)('typescript-6').version}): ${result.fileChecked} files, ${result.errors} errors, ${result.warnings} warnings, ${result.hints} hints`,
);
process.exit(result.errors > 0 ? 1 : 0);
