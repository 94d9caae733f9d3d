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
      for (const i of car.error.issues) problems.push({ index, stocknum, path: i.path.length ? formatPath(i.path) : '(car)', reason: i.message });
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
    const reason = e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'is a directory' : e.code === 'EACCES' ? 'permission denied' : e.message;
    throw new SnapshotError(`Cannot read stock snapshot ${path}: ${reason}`);
  }
  return parseSnapshot(decodeSnapshot(bytes, path), path);
}

/**
 * Where an image of a snapshot lives: an `http(s)` URL is returned as is; a `file:` URL or an
 * absolute path becomes a file path; a relative URL (e.g. `placeholders/suv-white.svg`) resolves
 * against the snapshot file's folder and must stay inside it.
 * @throws Error for another URL scheme (`data:`, `javascript:`, ...) or a relative URL escaping the folder.
 */
export function resolveImageUrl(snapshotPath: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (/^file:/i.test(url)) return fileURLToPath(url);
  if (isAbsolute(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) throw new Error(`Unsupported image URL scheme in ${url}: expected http(s), file or a path`);
  const base = dirname(resolve(snapshotPath));
  const target = resolve(base, decodeURI(url.split(/[?#]/)[0] ?? url));
  const rel = relative(base, target);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) throw new Error(`Image URL ${url} points outside the snapshot folder ${base}`);
  return target;
}
