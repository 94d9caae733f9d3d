/**
 * `npm run check:html [-- --site <slug>]... [--out <dist folder>]`
 *
 * Runs the W3C Nu Html Checker (errors only) over a sample of every page type of each built tenant
 * in `dist/` (see `scripts/lib/html-validity.ts` for how pages are sampled) in one invocation, and
 * prints `file:line:column: message` per error. Exit 1 when any error is found, 2 when it cannot run
 * (no built site, no Java: `apt-get install -y default-jre-headless`).
 */
import './check-node.mjs';
import { parseCliArgs } from './lib/cli.ts';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { formatNuErrors, hasJava, listRoutes, runNuChecker, samplePages } from './lib/html-validity.ts';

const usage = 'Usage: npm run check:html -- [--site <slug>]... [--out <dist folder>]';
const values = parseCliArgs({ options: { site: { type: 'string', multiple: true }, out: { type: 'string' } } }, usage);
const outRoot = resolve(values.out ?? join(PROJECT_ROOT, 'dist'));
const slugs = values.site ?? (existsSync(outRoot) ? readdirSync(outRoot).filter((s) => existsSync(join(outRoot, s, 'index.html'))) : []);
if (slugs.length === 0) {
  console.error(`No built site in ${outRoot}: run npm run build first.`);
  process.exit(2);
}
for (const slug of slugs) {
  if (!existsSync(join(outRoot, slug, 'index.html'))) {
    console.error(`${slug}: not built in ${outRoot} (npm run build -- --site ${slug}).`);
    process.exit(2);
  }
}
if (!(await hasJava())) {
  console.error('The Nu checker needs Java: apt-get install -y default-jre-headless');
  process.exit(2);
}
const routes = listRoutes(join(PROJECT_ROOT, 'src', 'pages'));
const files: string[] = [];
for (const slug of slugs) {
  const sample = samplePages(join(outRoot, slug), routes);
  const routesSeen = new Set(sample.map((s) => s.route));
  console.log(`${slug}: ${sample.length} pages of ${routesSeen.size} routes`);
  files.push(...sample.map((s) => join(outRoot, slug, s.file)));
}
const started = Date.now();
const errors = await runNuChecker(files);
for (const line of formatNuErrors(errors, outRoot)) console.log(line);
console.log(`Nu checker: ${files.length} pages, ${errors.length} error(s), ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(errors.length > 0 ? 1 : 0);
