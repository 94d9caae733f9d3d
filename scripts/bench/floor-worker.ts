/**
 * The bare-Astro floor for `npm run bench:build`: builds a throwaway Astro project with N static
 * pages of the same kind (a car page with ~15 fields and a list of features, no island) and
 * prints `{ pages, ms, peakRssMB }` as JSON. Run in its own process: `node floor-worker.ts <N> <dir> [<pages at once>]`
 * (Astro's `build.concurrency`, default 1: `bench:build` passes the tenant builds' own).
 */
process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { peakRssMB } from '../lib/peak-rss.ts';

const pages = Number(process.argv[2]);
const dir = process.argv[3]!;
const concurrency = Number(process.argv[4] ?? 1);
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, 'src', 'pages', 'cars'), { recursive: true });
writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'floor', type: 'module', dependencies: { astro: '*' } }));
writeFileSync(
  join(dir, 'src', 'pages', 'cars', '[slug].astro'),
  `---
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, i) => ({ params: { slug: 'car-' + i }, props: { i } }));
}
const { i } = Astro.props;
const fields = ['Make', 'Model', 'Badge', 'Year', 'Odometer', 'Transmission', 'Body', 'Fuel', 'Engine', 'Drive', 'Colour', 'Seats', 'Doors', 'Stock number', 'Price'];
const features = Array.from({ length: 30 }, (_, f) => 'Feature ' + f);
---
<html lang="en"><head><title>Car {i}</title></head><body><h1>Car {i}</h1>
<dl>{fields.map((f) => <><dt>{f}</dt><dd>{f} value {i}</dd></>)}</dl>
<ul>{features.map((f) => <li>{f}</li>)}</ul><img src="/img.webp" alt="car" width="640" height="480" /></body></html>
`,
);
const { build } = await import('astro');
const started = performance.now();
await build({ root: dir, configFile: false, logLevel: 'error', outDir: join(dir, 'dist'), build: { concurrency } });
const ms = performance.now() - started;
console.log(JSON.stringify({ pages, ms, peakRssMB: peakRssMB() }));
rmSync(dir, { recursive: true, force: true });
