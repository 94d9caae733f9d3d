/**
 * What a night's incremental build rendered against what it had to render (issue #14 item 2), for
 * `npm run bench:scale`. Two published versions of one tenant are compared page by page (the pages of
 * the newer version's manifest, `<version>.json` beside it):
 * - **rendered**: the page's file is not the older version's file (another inode): Astro wrote it this
 *   night. A reused page is a hard link to the older version's file (`src/integration/incremental.ts`).
 * - **changed**: the page is new or its bytes differ from the older version's. No incremental build can
 *   render fewer pages than this and publish the same site; it is the floor that dependency tracking
 *   can only approach.
 * A rendered page whose bytes did not change is work the dependency tracking could not rule out.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifest } from '../../src/integration/incremental.ts';
import { pageFiles } from '../../src/integration/page-deps.ts';

/** Counts of pages (manifest entries, HTML pages and endpoint files alike). */
export interface NightCounts {
  pages: number;
  rendered: number;
  changed: number;
}

/** A night's counts in all and by route component (`src/pages/cars/[slug].astro`). */
export interface NightChanges extends NightCounts {
  byRoute: Map<string, NightCounts>;
}

/** A file's identity and size, or null when it does not exist. */
function fileStat(path: string): { ino: number; dev: number; size: number } | null {
  try {
    const { ino, dev, size } = statSync(path);
    return { ino, dev, size };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Compares the version `afterDir` (a folder under `<out>/.builds/<slug>/`, its manifest at `${afterDir}.json`)
 * with the version before it, `beforeDir` (null when there was none: every page is rendered and changed).
 * A page whose files are all the older version's files (same device and inode) was reused; otherwise it was
 * rendered, and it changed when any of its files is new or differs in bytes.
 * @throws when the newer version's manifest cannot be read, or a page it lists has no file in `afterDir`.
 */
export function nightChanges(beforeDir: string | null, afterDir: string): NightChanges {
  const manifest = JSON.parse(readFileSync(`${afterDir}.json`, 'utf8')) as BuildManifest;
  const total: NightChanges = { pages: 0, rendered: 0, changed: 0, byRoute: new Map() };
  for (const [pathname, entry] of Object.entries(manifest.pages)) {
    let rendered = false;
    let changed = false;
    for (const file of pageFiles(pathname, entry.type)) {
      const now = fileStat(join(afterDir, file));
      if (!now) throw new Error(`${afterDir}: page ${pathname} (${entry.route}) has no file ${file}`);
      const then = beforeDir ? fileStat(join(beforeDir, file)) : null;
      // A hard link to the older file was reused: the same bytes, not read (half a night's pages, ~90 KB each).
      if (then && then.ino === now.ino && then.dev === now.dev) continue;
      rendered = true;
      if (!then || then.size !== now.size || !readFileSync(join(beforeDir!, file)).equals(readFileSync(join(afterDir, file))))
        changed = true;
    }
    const route = total.byRoute.get(entry.route) ?? { pages: 0, rendered: 0, changed: 0 };
    total.byRoute.set(entry.route, route);
    for (const c of [total, route]) {
      c.pages++;
      if (rendered) c.rendered++;
      if (changed) c.changed++;
    }
  }
  return total;
}
