/**
 * Publishing a finished tenant build: link its image variants into `<staging>/img/`, check the
 * output, then swap it into `dist/<slug>` so the previous site is replaced only by a build that
 * succeeded (a failed build leaves the old site untouched).
 *
 * `dist/<slug>` is a symbolic link to the published version, `dist/.builds/<slug>/<id>/`. A new version
 * is moved next to the old one first, then the link is replaced with one `rename`, which is atomic: a
 * reader (the preview server, a deploy, a CDN sync) always finds either the whole old site or the whole
 * new one, never a missing or half-written folder, and a failed publish leaves nothing behind. The
 * previous version is kept (a deploy reading it finishes; `ls -l dist/` shows what was live before);
 * older ones are removed.
 */
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** Folder (inside the output root) holding every tenant's published versions. */
export const VERSIONS_DIR = '.builds';

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

/** Throws when a build output lacks the files every site must have. */
export function checkOutput(outDir: string): void {
  for (const required of ['index.html', '404.html', 'sitemap.xml', 'robots.txt', join('search', 'index.html')]) {
    if (!existsSync(join(outDir, required))) throw new Error(`build output is missing ${required}`);
  }
}

/**
 * The folder `finalDir` (`dist/<slug>`) currently serves: the version its link points to, the folder
 * itself for a site published before versions existed, or null when nothing is published.
 */
export function publishedDir(finalDir: string): string | null {
  try {
    const st = lstatSync(finalDir);
    if (st.isSymbolicLink()) {
      const target = resolve(dirname(finalDir), readlinkSync(finalDir));
      return existsSync(target) ? target : null;
    }
    return st.isDirectory() ? finalDir : null;
  } catch {
    return null;
  }
}

/** Moves a folder (a rename, or a copy when `to` is on another file system). */
function moveDir(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    try {
      cpSync(from, to, { recursive: true });
    } catch (copyErr) {
      rmSync(to, { recursive: true, force: true });
      throw copyErr;
    }
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Publishes `stagingDir` as `finalDir` (`<outRoot>/<slug>`) and returns the new version's folder. The
 * staging folder becomes `<outRoot>/.builds/<slug>/<id>/`, then `finalDir` is pointed at it by renaming
 * a new link over the old one (atomic). A site published before versions existed (a real folder) is
 * moved into `.builds/` first, once. On any failure the new version and the temporary link are removed
 * and the previous site is left exactly as it was; the error is rethrown. `manifest` (the build's page
 * manifest, JSON) is stored beside the version as `<id>.json`, outside what is served; `beside` holds more such
 * files by suffix (`{ '.skip.json': text }` is stored as `<id>.skip.json`), written before the swap like the manifest.
 */
export function swapInto(stagingDir: string, finalDir: string, manifest?: string, beside: Record<string, string> = {}): string {
  rmSync(join(stagingDir, '.prerender'), { recursive: true, force: true });
  const parent = dirname(finalDir);
  const slug = basename(finalDir);
  const versions = join(parent, VERSIONS_DIR, slug);
  const id = `${Date.now().toString(36)}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const target = join(versions, id);
  const link = join(parent, `.${slug}.link-${id}`);
  const previous = publishedDir(finalDir);
  let legacy: string | null = null;
  mkdirSync(versions, { recursive: true });
  try {
    moveDir(stagingDir, target);
    if (manifest !== undefined) writeFileSync(`${target}.json`, manifest);
    for (const [suffix, text] of Object.entries(beside)) writeFileSync(`${target}${suffix}`, text);
    symlinkSync(relative(parent, target), link, 'dir');
    if (previous === finalDir) {
      // A real folder cannot be replaced by a rename; it becomes a version (the only moment a reader could miss it).
      legacy = join(versions, `legacy-${id}`);
      renameSync(finalDir, legacy);
    }
    renameSync(link, finalDir);
  } catch (err) {
    rmSync(link, { force: true });
    if (legacy && !existsSync(finalDir)) renameSync(legacy, finalDir);
    rmSync(target, { recursive: true, force: true });
    rmSync(`${target}.json`, { force: true });
    for (const suffix of Object.keys(beside)) rmSync(`${target}${suffix}`, { force: true });
    throw err;
  }
  // Keep the new version and the one it replaced, with the files beside them (`<id>.json`, `<id>.skip.json`: a
  // version's id has no dot); older versions (and anything half-made) go.
  const keep = new Set([target, legacy ?? previous].filter((d): d is string => d !== null).map((d) => basename(d)));
  for (const entry of readdirSync(versions)) {
    if (!keep.has(entry.split('.')[0]!)) rmSync(join(versions, entry), { recursive: true, force: true });
  }
  return target;
}
