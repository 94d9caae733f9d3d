/**
 * The nightly rebuild's disk-space check (issue #14, ops at scale): before a tenant's Astro build starts, the disks it
 * writes to must have room for what it is about to write, or the tenant fails at once with a sentence saying how much
 * it needs and how much is free where, its published site kept. Without the check a full disk showed up as Astro's
 * `ENOSPC: no space left on device, write` some minutes into a build, after which every following tenant did the same,
 * and a disk filled to its last byte fails whatever else writes to it (the image cache, a lead store on the machine).
 *
 * What a build writes is a new version of the site beside the published one (its pages, state files, bundles; the
 * images are hard links to the image cache, `linkImages`): about the published site's own bytes outside `img/`, which
 * the publish records in the skip summary (`SkipSummary.bytes`). A tenant without one (never published, or published
 * before the figure was kept) is reckoned from its listed cars ({@link BYTES_PER_LISTED_CAR}). Builds running at the
 * same time each hold back their share of the free space until their files show in it (`DiskReservations`): on the
 * staging folder's disk once the pages are written, on the output root's, when it is another disk, once they are
 * published there (a copy).
 */
import { lstatSync, readdirSync, statfsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Bytes a first build writes per listed car (its vehicle page, checkout page and their share of the search pages).
 * Measured on 2026-12-02 outside `img/`: swan-river-auto 464.9 MB for 1,719 listed cars, harbourline-mazda 79.1 MB
 * for 260, which is 264 KB a car and 10.4 MB besides; rounded up.
 */
export const BYTES_PER_LISTED_CAR = 270_000;
/** Bytes of a first build's pages that do not grow with the stock (home, about, legal, offers, blog, bundles); rounded up. */
export const FIXED_SITE_BYTES = 20_000_000;
/** Room kept above the estimate: tonight's stock may be larger than last night's, and the disk is shared. */
export const DISK_MARGIN = 1.2;

/** The HTML pages of a built site and the bytes of its files outside `img/` (its pages, data files and bundles). */
export function siteSize(dir: string): { htmlPages: number; bytes: number } {
  let htmlPages = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.html')) htmlPages++;
    if (relative(dir, path).split(sep)[0] !== 'img') bytes += lstatSync(path).size;
  }
  return { htmlPages, bytes };
}

/**
 * Bytes a tenant's build is expected to write: its published site's (`publishedBytes`, from the skip summary) or,
 * without one, {@link BYTES_PER_LISTED_CAR} a listed car plus {@link FIXED_SITE_BYTES}; times {@link DISK_MARGIN}.
 */
export function bytesNeeded(publishedBytes: number | undefined, listedCars: number): number {
  const estimate = publishedBytes ?? listedCars * BYTES_PER_LISTED_CAR + FIXED_SITE_BYTES;
  return Math.ceil(estimate * DISK_MARGIN);
}

/** Free bytes for an unprivileged writer on the disk holding `path` (`statfs`), or null when it cannot be read. */
export function freeBytes(path: string): number | null {
  try {
    const fs = statfsSync(path);
    return fs.bavail * fs.bsize;
  } catch {
    return null;
  }
}

/** Megabytes as an operator reads them: `1,203 MB`, `2.4 MB` (a decimal under 10 MB, so a small site is not `0 MB`). */
const mb = (bytes: number) => `${(bytes / 1e6).toLocaleString('en-AU', { maximumFractionDigits: bytes < 10e6 ? 1 : 0 })} MB`;

/**
 * The space a tenant's build needs on each disk it writes to, against what is free there less what builds already
 * running hold back. `places` are the folders the build writes (the staging folder and the output root); two on one
 * disk are one place. A folder whose free space cannot be read is not checked.
 */
export class DiskReservations {
  readonly #held = new Map<string, number>();
  readonly #free: (path: string) => number | null;
  readonly #diskOf: (path: string) => string;
  /**
   * `free`: how a folder's free bytes are read (default {@link freeBytes}, `statfs`); `disk`: which disk a folder is
   * on (default its device number, `stat`), so that two folders on one disk count once.
   */
  constructor(free: (path: string) => number | null = freeBytes, disk: (path: string) => string = diskOf) {
    this.#free = free;
    this.#diskOf = disk;
  }

  /**
   * Holds `bytes` on the disk of each place for a build, or returns why it cannot start: a sentence naming the folder,
   * the megabytes needed and the megabytes free (less what running builds hold), and that nothing was written.
   * The returned `release` gives the space back on the disks of `only` (default: every disk held; a disk given back
   * once stays so): call it for a disk once the build's files there show in its free space (the staging folder's once
   * the pages are written; the output root's, when it is another disk, once they are published, a copy), and with no
   * argument when the build has ended or failed.
   */
  reserve(places: readonly string[], bytes: number): { release: (only?: readonly string[]) => void } | { problem: string } {
    const disks = new Map<string, string>();
    for (const place of places) {
      const disk = this.#diskOf(place);
      if (!disks.has(disk)) disks.set(disk, place);
    }
    for (const [disk, place] of disks) {
      const free = this.#free(place);
      if (free === null) continue;
      const held = this.#held.get(disk) ?? 0;
      if (free - held < bytes) {
        const others = held > 0 ? ` (${mb(free)} less ${mb(held)} for the builds running beside it)` : '';
        return {
          problem: `not enough disk space to build: about ${mb(bytes)} needed in ${place}, ${mb(Math.max(0, free - held))} free there${others}; nothing written`,
        };
      }
    }
    for (const disk of disks.keys()) this.#held.set(disk, (this.#held.get(disk) ?? 0) + bytes);
    const holding = new Set(disks.keys());
    return {
      release: (only) => {
        for (const disk of only ? only.map((place) => this.#diskOf(place)) : [...holding]) {
          if (!holding.delete(disk)) continue;
          this.#held.set(disk, (this.#held.get(disk) ?? 0) - bytes);
        }
      },
    };
  }
}

/** The device a folder is on, so that two folders on one disk count once; a folder that is not there counts as its own. */
function diskOf(path: string): string {
  try {
    return String(statSync(path).dev);
  } catch {
    return path;
  }
}
