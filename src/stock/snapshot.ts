/**
 * Loading a stock snapshot (`{ source, generated_at, cars }`, issue #2) for the build: `.json` or
 * `.json.gz` (detected from the gzip magic bytes, whatever the extension), validated with the zod
 * schemas of `car-schema.ts`. One bad car never fails the build: it is left out and reported.
 * Only an unreadable file or a broken envelope (`source`, `generated_at`) throws.
 */
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { formatPath } from '../config/load.ts';
import { Car, StockSnapshot } from './car-schema.ts';

/** One car left out of a loaded snapshot: its index in `cars`, stock number if readable, field path and reason. */
export interface SnapshotProblem {
  index: number;
  stocknum: string | null;
  /** Dotted field path inside the car, e.g. `location.slug`, or `(car)` for the whole car. */
  path: string;
  reason: string;
}

/** A loaded snapshot: only valid cars, and a problem per reason a car was left out. */
export interface LoadedSnapshot {
  snapshot: StockSnapshot;
  problems: SnapshotProblem[];
}

/** A snapshot that cannot be used at all. The message names the file and the reason. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** The envelope: everything but the cars, which are validated one by one. */
const Envelope = StockSnapshot.omit({ cars: true }).extend({ cars: z.array(z.unknown()) });

/** Decodes snapshot bytes (gzip or plain UTF-8 JSON). @throws SnapshotError naming `file`. */
export function decodeSnapshot(bytes: Uint8Array, file: string): unknown {
  let text: string;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      text = gunzipSync(bytes).toString('utf8');
    } catch (err) {
      throw new SnapshotError(`Cannot read stock snapshot ${file}: not valid gzip (${(err as Error).message})`);
    }
  } else {
    text = Buffer.from(bytes).toString('utf8');
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new SnapshotError(`Stock snapshot ${file} is not valid JSON: ${(err as Error).message}`);
  }
}

const stocknumOf = (car: unknown): string | null => {
  const s = car !== null && typeof car === 'object' ? (car as { stocknum?: unknown }).stocknum : undefined;
  return typeof s === 'string' && s !== '' ? s : null;
};

/**
 * Validates a parsed snapshot: the envelope strictly, each car on its own. A car that fails the
 * `Car` schema, or repeats an earlier car's id or slug, is left out with a problem.
 * @throws SnapshotError when the envelope is invalid (`file` is used in the message only).
 */
export function parseSnapshot(raw: unknown, file: string): LoadedSnapshot {
  const env = Envelope.safeParse(raw);
  if (!env.success) {
    const why = env.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('; ');
    throw new SnapshotError(`Stock snapshot ${file} has an invalid envelope: ${why}`);
  }
  const problems: SnapshotProblem[] = [];
  const cars: Car[] = [];
  const ids = new Set<number>();
  const slugs = new Set<string>();
  env.data.cars.forEach((rawCar, index) => {
    const stocknum = stocknumOf(rawCar);
    const car = Car.safeParse(rawCar);
    if (!car.success) {
      for (const i of car.error.issues)
        problems.push({ index, stocknum, path: i.path.length ? formatPath(i.path) : '(car)', reason: i.message });
      return;
    }
    if (ids.has(car.data.id) || slugs.has(car.data.slug)) {
      const dup = ids.has(car.data.id) ? 'id' : 'slug';
      problems.push({ index, stocknum, path: dup, reason: `duplicate ${dup} ${JSON.stringify(car.data[dup])}: an earlier car has it` });
      return;
    }
    ids.add(car.data.id);
    slugs.add(car.data.slug);
    cars.push(car.data);
  });
  const { source, generated_at } = env.data;
  return { snapshot: { source, generated_at, cars }, problems };
}

/**
 * Reads and validates a snapshot file (`.json` or `.json.gz`).
 * @throws SnapshotError when the file cannot be read, is not gzip/JSON, or its envelope is invalid.
 */
export async function loadSnapshot(path: string): Promise<LoadedSnapshot> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const reason =
      e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'is a directory' : e.code === 'EACCES' ? 'permission denied' : e.message;
    throw new SnapshotError(`Cannot read stock snapshot ${path}: ${reason}`);
  }
  return parseSnapshot(decodeSnapshot(bytes, path), path);
}

/** Where a car image is read from: a file inside the snapshot's folder, or a URL on an allowed host. */
export type ImageSource = { kind: 'file'; path: string; root: string } | { kind: 'url'; url: string; allowedHosts: readonly string[] };

/**
 * True when `hostname` is one of `allowed`: an exact host name (`cdn.dealer.example`) or, for an entry
 * starting with `*.`, any subdomain of it (`*.dealer.example` allows `img.dealer.example`, not
 * `dealer.example`). Case-insensitive.
 */
export function isAllowedImageHost(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => {
    const a = entry.toLowerCase();
    return a.startsWith('*.') ? host.endsWith(a.slice(1)) && host.length > a.length - 1 : host === a;
  });
}

/**
 * Where an image of a snapshot is read from (issue #12 item 6). A relative URL (e.g.
 * `placeholders/suv-white.svg`), an absolute path or a `file:` URL must lie inside the snapshot
 * file's folder (the feed's folder): `../../tmp/x.png` or `/etc/x.png` is refused, so a feed can never
 * make the build read and publish another file of the machine. An `http(s)` URL is fetched only from
 * a host the tenant allows (`stock.image_hosts`, see `isAllowedImageHost`).
 * @throws Error naming the URL and the reason: another scheme (`data:`, `javascript:`…), a path
 *   outside the snapshot folder, or a host the tenant does not allow.
 */
export function resolveImageUrl(snapshotPath: string, url: string, allowedHosts: readonly string[] = []): ImageSource {
  if (/^https?:\/\//i.test(url)) {
    let hostname: string;
    try {
      hostname = new URL(url).hostname;
    } catch {
      throw new Error(`Image URL ${url} is not a valid URL`);
    }
    if (!isAllowedImageHost(hostname, allowedHosts)) {
      throw new Error(
        `Image URL ${url}: host ${hostname} is not in the tenant's stock.image_hosts (${allowedHosts.length ? allowedHosts.join(', ') : 'none allowed'})`,
      );
    }
    return { kind: 'url', url, allowedHosts };
  }
  const root = dirname(resolve(snapshotPath));
  let target: string;
  if (/^file:/i.test(url)) target = fileURLToPath(url);
  else if (isAbsolute(url)) target = resolve(url);
  else if (/^[a-z][a-z0-9+.-]*:/i.test(url)) throw new Error(`Unsupported image URL scheme in ${url}: expected http(s), file or a path`);
  else target = resolve(root, decodeURI(url.split(/[?#]/)[0] ?? url));
  if (!isInside(root, target)) throw new Error(`Image URL ${url} points outside the snapshot folder ${root}`);
  return { kind: 'file', path: target, root };
}

/** True when `target` is strictly inside the folder `root` (lexically). */
export function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
