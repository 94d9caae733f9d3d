/**
 * One car's search document without the whole search index (issue #14 quality report). The pages that read
 * their car from the URL (spec §2 `?car_id=`: `/book-test-drive`, `/cars/trade-in`, `/personalised/finance`,
 * `/checkout-journey`) and the compare page need one to four cars, yet fetched all of `/search/index.json`
 * (895 KB, 130 KB gzip, on southern-cross-motor-group's 1,545 cars) and parsed it on a phone before the car
 * could show. The build therefore also writes the same documents split into small lookup files
 * (`/search/car/{buckets}/{bucket}.json`, the index's own wire format, `serializeSearchIndex`): each car sits in
 * the file of its id and in the file of its slug, since `car_id` is an id on most routes and a slug on
 * `/checkout-journey` (spec §2).
 *
 * How many files follows the stock ({@link carLookupBuckets}: at most about {@link CARS_PER_LOOKUP_FILE} cars a
 * file, 64 files at least), so a 20,000-car tenant's file is as small as a 1,500-car tenant's. The count is in
 * the files' folder, the lookup base the pages are given (`getStock().carLookupBase`, `/search/car/64/`), so a
 * page needs no second value and a count that changes moves every file at once. Every bucket's file is written,
 * empty ones too, so a file that cannot be read is a failure, never "not listed". The bucket of a key is FNV-1a
 * (32-bit) of the key's characters: deterministic, the same in the build and in the browser. Only the index's
 * parser is imported: this module is bundled into islands.
 */
import { parseSearchIndex, serializeSearchIndex, type SearchDoc } from './search-document.ts';

/** The folder of a site's lookup folders (one per bucket count; the build keeps only the current one). */
export const CAR_LOOKUP_DIR = '/search/car/';

/** The most cars a lookup file holds on average (each car is in one or two files). */
export const CARS_PER_LOOKUP_FILE = 32;

/** The fewest lookup files a site has (a small stock), and the most (a stock of 260,000 cars or more). */
const MIN_BUCKETS = 64;
const MAX_BUCKETS = 8192;

/**
 * How many lookup files a site of `cars` listed cars gets: the smallest power of two, at least 64 and at most
 * 8,192, with no more than {@link CARS_PER_LOOKUP_FILE} cars a file on average (1,545 cars: 64; 20,000: 1,024).
 */
export function carLookupBuckets(cars: number): number {
  let n = MIN_BUCKETS;
  while (n < MAX_BUCKETS && cars > n * CARS_PER_LOOKUP_FILE) n *= 2;
  return n;
}

/** The lookup base of a site with `buckets` files: `/search/car/{buckets}/` (`TenantStock.carLookupBase`). */
export function carLookupBase(buckets: number): string {
  return `${CAR_LOOKUP_DIR}${buckets}/`;
}

/** The bucket (0 … `buckets` − 1) of a lookup key: a car id in decimal or a car slug. */
export function carLookupBucket(key: string, buckets: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % buckets;
}

/**
 * The URL of the lookup file holding the car whose id or slug is `key`, under the site's lookup base (`base`,
 * `getStock().carLookupBase`, which names the bucket count): `/search/car/64/` + `42` → `/search/car/64/{bucket}.json`.
 * @throws Error when `base` does not end in `/{bucket count}/`.
 */
export function carLookupUrl(base: string, key: string | number): string {
  const m = /\/(\d+)\/$/.exec(base);
  if (!m) throw new Error(`car lookup: the lookup base ${JSON.stringify(base)} does not end in /{bucket count}/`);
  return `${base}${carLookupBucket(String(key), Number(m[1]))}.json`;
}

/**
 * The lookup files of a site's documents, in `buckets` files (default {@link carLookupBuckets} of their
 * number): every bucket's file name (`{bucket}.json`, under {@link carLookupBase}) and its text, in bucket
 * order. A car is in the bucket of its id and in that of its slug (once when they are the same bucket).
 * Deterministic: the same documents give the same bytes.
 */
export function carLookupFiles(
  docs: readonly SearchDoc[],
  buckets: number = carLookupBuckets(docs.length),
): { name: string; json: string }[] {
  const lists: SearchDoc[][] = Array.from({ length: buckets }, () => []);
  for (const doc of docs) {
    const byId = carLookupBucket(String(doc.id), buckets);
    const bySlug = carLookupBucket(doc.slug, buckets);
    lists[byId]!.push(doc);
    if (bySlug !== byId) lists[bySlug]!.push(doc);
  }
  return lists.map((list, i) => ({ name: `${i}.json`, json: serializeSearchIndex(list) }));
}

/** The document whose id (a decimal key) or slug is `key`, among `docs`; null when none is. */
export function findSearchDoc(docs: readonly SearchDoc[], key: string): SearchDoc | null {
  const id = /^\d+$/.test(key) ? Number(key) : null;
  return docs.find((d) => (id !== null ? d.id === id : d.slug === key)) ?? null;
}

/**
 * The lookup files read so far in this page, per fetch function (tests pass their own): the page's script that
 * draws the car and the form island that wakes later (both import this module, one instance per page) share one
 * request per file. A read that fails is forgotten, so trying again fetches the file again.
 */
const readFiles = new WeakMap<typeof fetch, Map<string, Promise<SearchDoc[]>>>();

/** The documents of the lookup file at `url`, fetched once per page; throws when it cannot be fetched or read. */
function lookupFile(url: string, doFetch: typeof fetch): Promise<SearchDoc[]> {
  let files = readFiles.get(doFetch);
  if (!files) readFiles.set(doFetch, (files = new Map()));
  const known = files.get(url);
  if (known) return known;
  const read = (async () => {
    const res = await doFetch(url);
    if (!res.ok) throw new Error(`car lookup: ${url} answered ${res.status}`);
    return parseSearchIndex(await res.text());
  })();
  files.set(url, read);
  read.catch(() => files.delete(url));
  return read;
}

/**
 * The listed cars whose ids or slugs are `keys`, read from their lookup files under the site's lookup base
 * (`base`, `getStock().carLookupBase`; each file once). A key that
 * is not listed is absent from the map. Throws when a file cannot be fetched or read (network, HTTP status,
 * a stale format): the caller says the stock could not be loaded rather than that the car is gone. Each file is
 * fetched once per page and fetch function (see `readFiles`).
 */
export async function fetchSearchDocs(
  base: string,
  keys: readonly (string | number)[],
  doFetch: typeof fetch = fetch,
): Promise<Map<string, SearchDoc>> {
  const byUrl = new Map<string, string[]>();
  for (const key of keys.map(String)) {
    const url = carLookupUrl(base, key);
    byUrl.set(url, [...(byUrl.get(url) ?? []), key]);
  }
  const found = new Map<string, SearchDoc>();
  await Promise.all(
    [...byUrl].map(async ([url, inFile]) => {
      const docs = await lookupFile(url, doFetch);
      for (const key of inFile) {
        const doc = findSearchDoc(docs, key);
        if (doc) found.set(key, doc);
      }
    }),
  );
  return found;
}

/** The listed car whose id or slug is `key`, or null when it is not listed; throws as {@link fetchSearchDocs}. */
export async function fetchSearchDoc(base: string, key: string | number, doFetch: typeof fetch = fetch): Promise<SearchDoc | null> {
  return (await fetchSearchDocs(base, [key], doFetch)).get(String(key)) ?? null;
}
