import { describe, expect, it } from 'vitest';
import { lookupHost, syntheticDocs } from '../search/testing/fixtures.ts';
import {
  CARS_PER_LOOKUP_FILE,
  carLookupBase,
  carLookupBucket,
  carLookupBuckets,
  carLookupFiles,
  carLookupUrl,
  fetchSearchDoc,
  fetchSearchDocs,
  findSearchDoc,
} from './car-lookup.ts';
import { parseSearchIndex, serializeSearchIndex } from './search-document.ts';

/** The lookup base of 1,000 cars: 64 files. */
const INDEX = carLookupBase(64);

describe('one car without the whole search index (issue #14)', () => {
  const docs = syntheticDocs(1_000);
  const files = carLookupFiles(docs);

  it('puts each key in its FNV-1a bucket of the count its base names, the same in the build and the browser', () => {
    // FNV-1a 32-bit of "a" is 0xe40c292c (the algorithm's published test vector): 0x2c = 44 of 64, 0x12c = 300 of 1,024.
    expect(carLookupBucket('a', 64)).toBe(44);
    expect(carLookupBucket('a', 1024)).toBe(300);
    expect(carLookupBucket('', 64)).toBe(0x811c9dc5 % 64);
    expect(carLookupUrl(INDEX, 42)).toBe(`/search/car/64/${carLookupBucket('42', 64)}.json`);
    expect(carLookupUrl('/x/search/car/1024/', 'a')).toBe('/x/search/car/1024/300.json');
    expect(() => carLookupUrl('/search/index.json', 'a')).toThrow(/does not end in \/\{bucket count\}\//);
  });

  it('gives a bigger stock more files, so a file holds about as many cars at 20,000 cars as at 1,000', async () => {
    expect([0, 260, 1_545, 2_048, 2_049, 20_000, 10_000_000].map(carLookupBuckets)).toEqual([64, 64, 64, 64, 128, 1024, 8192]);
    expect(carLookupBase(carLookupBuckets(20_000))).toBe('/search/car/1024/');
    const big = syntheticDocs(20_000);
    const bigFiles = carLookupFiles(big);
    expect(bigFiles).toHaveLength(1024);
    const mean = (fs: { json: string }[]) => fs.reduce((n, f) => n + parseSearchIndex(f.json).length, 0) / fs.length;
    // Each car is in one or two files: at most twice the cars a file on average.
    expect(mean(bigFiles)).toBeLessThanOrEqual(2 * CARS_PER_LOOKUP_FILE);
    const largest = (fs: { json: string }[]) => Math.max(...fs.map((f) => f.json.length));
    expect(largest(bigFiles)).toBeLessThan(1.5 * largest(files));
    const host = lookupHost(big);
    expect(host.base).toBe('/search/car/1024/');
    expect(await fetchSearchDoc(host.base, big[12_345]!.slug, host.fetch)).toEqual(big[12_345]);
  });

  it('writes every bucket, each a small part of the index, every car in the file of its id and of its slug', () => {
    expect(files.map((f) => f.name)).toEqual(Array.from({ length: 64 }, (_, i) => `${i}.json`));
    const index = serializeSearchIndex(docs).length;
    const largest = Math.max(...files.map((f) => f.json.length));
    expect(largest).toBeLessThan(index / 16);
    const parsed = files.map((f) => parseSearchIndex(f.json));
    for (const doc of docs) {
      expect(findSearchDoc(parsed[carLookupBucket(String(doc.id), 64)]!, String(doc.id))).toEqual(doc);
      expect(findSearchDoc(parsed[carLookupBucket(doc.slug, 64)]!, doc.slug)).toEqual(doc);
    }
    // Only there: each car is in one or two files.
    const copies = parsed.flat().length;
    expect(copies).toBeGreaterThanOrEqual(docs.length);
    expect(copies).toBeLessThanOrEqual(2 * docs.length);
  });

  it('is deterministic and writes every file for an empty stock, so a missing file is an error, not "not listed"', () => {
    expect(carLookupFiles([...docs].reverse())).toEqual(files);
    const empty = carLookupFiles([]);
    expect(empty).toHaveLength(64);
    expect(empty.every((f) => parseSearchIndex(f.json).length === 0)).toBe(true);
  });

  it('finds a car by id or slug with one small request, and null for one not listed', async () => {
    const site = lookupHost(docs);
    const car = docs[517]!;
    expect(await fetchSearchDoc(INDEX, car.id, site.fetch)).toEqual(car);
    expect(await fetchSearchDoc(INDEX, car.slug, site.fetch)).toEqual(car);
    expect(await fetchSearchDoc(INDEX, 999_999_999, site.fetch)).toBeNull();
    expect(site.asked).toEqual([carLookupUrl(INDEX, car.id), carLookupUrl(INDEX, car.slug), carLookupUrl(INDEX, 999_999_999)]);
  });

  it('reads each file once for several cars (the compare page), and throws when a file cannot be read', async () => {
    const site = lookupHost(docs);
    const ids = docs.slice(0, 4).map((d) => d.id);
    const found = await fetchSearchDocs(INDEX, ids, site.fetch);
    expect([...found.values()].map((d) => d.id)).toEqual(expect.arrayContaining(ids));
    expect(found.size).toBe(4);
    expect(site.asked).toHaveLength(new Set(ids.map((id) => carLookupUrl(INDEX, id))).size);
    const nothing = (async () => new Response('', { status: 404 })) as typeof fetch;
    await expect(fetchSearchDoc(INDEX, ids[0]!, nothing)).rejects.toThrow(/answered 404/);
    expect(await fetchSearchDocs(INDEX, [], nothing)).toEqual(new Map());
  });

  it('fetches a file once per page however many lookups read it (the page script, then the form that wakes)', async () => {
    const site = lookupHost(docs);
    const car = docs[42]!;
    const [a, b] = await Promise.all([fetchSearchDoc(INDEX, car.id, site.fetch), fetchSearchDoc(INDEX, car.id, site.fetch)]);
    expect(await fetchSearchDoc(INDEX, car.id, site.fetch)).toEqual(car);
    expect([a, b]).toEqual([car, car]);
    expect(site.asked).toEqual([carLookupUrl(INDEX, car.id)]);
  });

  it('forgets a read that failed, so trying again fetches the file again', async () => {
    const host = lookupHost(docs);
    let down = true;
    const asked: string[] = [];
    const flaky = (async (url: string) => {
      asked.push(url);
      return down ? new Response('', { status: 503 }) : host.fetch(url);
    }) as typeof fetch;
    const car = docs[7]!;
    await expect(fetchSearchDoc(INDEX, car.id, flaky)).rejects.toThrow(/answered 503/);
    down = false;
    expect(await fetchSearchDoc(INDEX, car.id, flaky)).toEqual(car);
    expect(await fetchSearchDoc(INDEX, car.id, flaky)).toEqual(car);
    expect(asked).toEqual([carLookupUrl(INDEX, car.id), carLookupUrl(INDEX, car.id)]);
  });
});
