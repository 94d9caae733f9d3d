import { describe, expect, it } from 'vitest';
import { lookupHost, syntheticDocs } from '../search/testing/fixtures.ts';
import {
  CAR_LOOKUP_BUCKETS,
  carLookupBucket,
  carLookupFiles,
  carLookupUrl,
  fetchSearchDoc,
  fetchSearchDocs,
  findSearchDoc,
} from './car-lookup.ts';
import { parseSearchIndex, serializeSearchIndex } from './search-document.ts';

const INDEX = '/search/index.json';

describe('one car without the whole search index (issue #14)', () => {
  const docs = syntheticDocs(1_000);
  const files = carLookupFiles(docs);

  it('puts each key in its FNV-1a bucket, the same in the build and the browser', () => {
    // FNV-1a 32-bit of "a" is 0xe40c292c (the algorithm's published test vector): 0x2c = 44 of 64.
    expect(carLookupBucket('a')).toBe(0xe40c292c % CAR_LOOKUP_BUCKETS);
    expect(carLookupBucket('')).toBe(0x811c9dc5 % CAR_LOOKUP_BUCKETS);
    expect(carLookupUrl(INDEX, 42)).toBe(`/search/car/${carLookupBucket('42')}.json`);
    expect(carLookupUrl('/x/search/index.json', 'a')).toBe('/x/search/car/44.json');
  });

  it('writes every bucket, each a small part of the index, every car in the file of its id and of its slug', () => {
    expect(files.map((f) => f.name)).toEqual(Array.from({ length: CAR_LOOKUP_BUCKETS }, (_, i) => `${i}.json`));
    const index = serializeSearchIndex(docs).length;
    const largest = Math.max(...files.map((f) => f.json.length));
    expect(largest).toBeLessThan(index / 16);
    const parsed = files.map((f) => parseSearchIndex(f.json));
    for (const doc of docs) {
      expect(findSearchDoc(parsed[carLookupBucket(String(doc.id))]!, String(doc.id))).toEqual(doc);
      expect(findSearchDoc(parsed[carLookupBucket(doc.slug)]!, doc.slug)).toEqual(doc);
    }
    // Only there: each car is in one or two files.
    const copies = parsed.flat().length;
    expect(copies).toBeGreaterThanOrEqual(docs.length);
    expect(copies).toBeLessThanOrEqual(2 * docs.length);
  });

  it('is deterministic and writes every file for an empty stock, so a missing file is an error, not "not listed"', () => {
    expect(carLookupFiles([...docs].reverse())).toEqual(files);
    const empty = carLookupFiles([]);
    expect(empty).toHaveLength(CAR_LOOKUP_BUCKETS);
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
