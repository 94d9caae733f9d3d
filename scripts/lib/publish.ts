/**
 * Publishing a finished tenant build: link its image variants into `<staging>/img/`, check the
 * output, then swap it into `dist/<slug>/` so the previous site is replaced only by a build that
 * succeeded (a failed build leaves the old site untouched).
 */
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Hard-links (or copies across devices) cached image files into `<outDir>/img/`. Returns missing files. */
export function linkImages(files: readonly string[], cacheDir: string, outDir: string): string[] {
  const dir = join(outDir, 'img');
  mkdirSync(dir, { recursive: true });
  const missing: string[] = [];
  for (const file of files) {
    const from = join(cacheDir, file);
    const to = join(dir, file);
    if (!existsSync(from)) {
      missing.push(file);
      continue;
    }
    try {
      linkSync(from, to);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      copyFileSync(from, to);
    }
  }
  return missing;
}

/** Counts `.html` files under a folder (the site's pages). */
export function countPages(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) n++;
  }
  return n;
}

/** Throws when a build output lacks the files every site must have. */
export function checkOutput(outDir: string): void {
  for (const required of ['index.html', '404.html', 'sitemap.xml', 'robots.txt', join('search', 'index.html')]) {
    if (!existsSync(join(outDir, required))) throw new Error(`build output is missing ${required}`);
  }
}

/**
 * Replaces `finalDir` with `stagingDir`. The new site is first brought next to the final folder
 * (a rename, or a copy when the staging area is on another file system), then swapped in with two
 * renames, so the old site stays whole until the new one is complete; the old one is removed after.
 */
export function swapInto(stagingDir: string, finalDir: string): void {
  rmSync(join(stagingDir, '.prerender'), { recursive: true, force: true });
  const incoming = `${finalDir}.new-${process.pid}`;
  const old = `${finalDir}.old-${process.pid}`;
  mkdirSync(dirname(finalDir), { recursive: true });
  rmSync(incoming, { recursive: true, force: true });
  try {
    renameSync(stagingDir, incoming);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    cpSync(stagingDir, incoming, { recursive: true });
    rmSync(stagingDir, { recursive: true, force: true });
  }
  if (existsSync(finalDir)) renameSync(finalDir, old);
  try {
    renameSync(incoming, finalDir);
  } catch (err) {
    if (existsSync(old)) renameSync(old, finalDir);
    throw err;
  }
  rmSync(old, { recursive: true, force: true });
}
