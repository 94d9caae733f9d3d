/**
 * Build step (issue #3, called from `prepare.ts`): writes `<public>/logos/{make slug}.svg` for
 * every make in the tenant's stock that `src/search/make-logos.ts` maps to a simple-icons icon,
 * filled with the brand colour (a near-white brand colour is drawn dark so the mark stays
 * visible on a light card). Returns the number of files written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { slugify } from '../../src/domain/slug.ts';
import { MAKE_LOGO_ICONS } from '../../src/search/make-logos.ts';

const require = createRequire(import.meta.url);
let iconDir: string | null = null;
let colours: Map<string, string> | null = null;

function iconsRoot(): string {
  // The package's main file sits at its root (its exports map hides package.json).
  return (iconDir ??= dirname(require.resolve('simple-icons')));
}

function brandColour(icon: string): string {
  if (!colours) {
    const data = JSON.parse(readFileSync(join(iconsRoot(), 'data', 'simple-icons.json'), 'utf8')) as
      | { title: string; slug?: string; hex: string }[]
      | { icons: { title: string; slug?: string; hex: string }[] };
    const list = Array.isArray(data) ? data : data.icons;
    colours = new Map(
      list.map((i) => [
        i.slug ??
          i.title
            .toLowerCase()
            .normalize('NFKD')
            .replace(/[^a-z0-9]/g, ''),
        i.hex,
      ]),
    );
  }
  const hex = colours.get(icon) ?? '222222';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.6 ? '#222222' : `#${hex}`;
}

/** Writes the logos of `makes` into `<publicDir>/logos/`. */
export function writeMakeLogos(publicDir: string, makes: Iterable<string>): number {
  let written = 0;
  const out = join(publicDir, 'logos');
  for (const slug of new Set([...makes].map(slugify))) {
    const icon = MAKE_LOGO_ICONS[slug];
    const file = icon && join(iconsRoot(), 'icons', `${icon}.svg`);
    if (!file || !existsSync(file)) continue;
    const svg = readFileSync(file, 'utf8').replace('<svg ', `<svg fill="${brandColour(icon)}" `);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `${slug}.svg`), svg);
    written++;
  }
  return written;
}
