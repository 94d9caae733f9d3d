/**
 * One car's search document without the whole search index (issue #14 quality report). The pages that read
 * their car from the URL (spec §2 `?car_id=`: `/book-test-drive`, `/cars/trade-in`, `/personalised/finance`,
 * `/checkout-journey`) and the compare page need one to four cars, yet fetched all of `/search/index.json`
 * (895 KB, 130 KB gzip, on southern-cross-motor-group's 1,545 cars) and parsed it on a phone before the car
 * could show. The build therefore also writes the same documents split into {@link CAR_LOOKUP_BUCKETS}
 * small files beside the index (`/search/car/{bucket}.json`, the index's own wire format,
 * `serializeSearchIndex`): each car sits in the file of its id and in the file of its slug, since `car_id`
 * is an id on most routes and a slug on `/checkout-journey` (spec §2). A file is about 1/32 of the index.
 *
 * Every bucket's file is written, empty ones too, so a file that cannot be read is a failure, never "not
 * listed". The bucket of a key is FNV-1a (32-bit) of the key's characters: deterministic, the same in the
 * build and in the browser. Only the index's parser is imported: this module is bundled into islands.
 */
import { parseSearchIndex, serializeSearchIndex, type SearchDoc } from './search-document.ts';

/** How many lookup files a site has (a fixed number, so a page need not be told it). */
export const CAR_LOOKUP_BUCKETS = 64;

/** The bucket (0 … {@link CAR_LOOKUP_BUCKETS} − 1) of a lookup key: a car id in decimal or a car slug. */
export function carLookupBucket(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % CAR_LOOKUP_BUCKETS;
}

/**
 * The URL of the lookup file holding the car whose id or slug is `key`, beside the site's search index
 * (`indexUrl`, `getStock().searchIndexUrl`): `/search/index.json` + `42` → `/search/car/{bucket}.json`.
 */
export function carLookupUrl(indexUrl: string, key: string | number): string {
  const dir = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  return `${dir}car/${carLookupBucket(String(key))}.json`;
}

/**
 * The lookup files of a site's documents: every bucket's file name (`{bucket}.json`) and its text, in bucket
 * order. A car is in the bucket of its id and in that of its slug (once when they are the same bucket).
 * Deterministic: the same documents give the same bytes.
 */
export function carLookupFiles(docs: readonly SearchDoc[]): { name: string; json: string }[] {
  const buckets: SearchDoc[][] = Array.from({ length: CAR_LOOKUP_BUCKETS }, () => []);
  for (const doc of docs) {
    const byId = carLookupBucket(String(doc.id));
    const bySlug = carLookupBucket(doc.slug);
    buckets[byId]!.push(doc);
    if (bySlug !== byId) buckets[bySlug]!.push(doc);
  }
  return buckets.map((list, i) => ({ name: `${i}.json`, json: serializeSearchIndex(list) }));
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
 * The listed cars whose ids or slugs are `keys`, read from their lookup files (each file once). A key that
 * is not listed is absent from the map. Throws when a file cannot be fetched or read (network, HTTP status,
 * a stale format): the caller says the stock could not be loaded rather than that the car is gone. Each file is
 * fetched once per page and fetch function (see `readFiles`).
 */
export async function fetchSearchDocs(
  indexUrl: string,
  keys: readonly (string | number)[],
  doFetch: typeof fetch = fetch,
): Promise<Map<string, SearchDoc>> {
  const byUrl = new Map<string, string[]>();
  for (const key of keys.map(String)) {
    const url = carLookupUrl(indexUrl, key);
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
export async function fetchSearchDoc(indexUrl: string, key: string | number, doFetch: typeof fetch = fetch): Promise<SearchDoc | null> {
  return (await fetchSearchDocs(indexUrl, [key], doFetch)).get(String(key)) ?? null;
}
