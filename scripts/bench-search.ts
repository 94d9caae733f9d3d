/**
 * `npm run bench:search`: latency of the embedded search engine and size of the documents file.
 *
 * Documents: the sample snapshot (`sites/_stock/sample-snapshot.json.gz`) through `toSearchDocument`
 * when it exists (repeated with new ids up to N), else synthetic realistic documents. Each query is
 * one InstantSearch search as the browser sends it: text + 2 refined facets + a price range + a
 * sort, with counts for make, model and body and the price stats — i.e. a batch of 4 requests
 * (the hits request and one per refined facet, spec §2 disjunctive counts). Prints median and p95
 * in ms for 1,000 and 5,000 documents, the cold start (parse + first query), and the gzip and
 * brotli bytes of the documents file. Numbers only; no assertions.
 *
 *   npm run bench:search [-- --queries 200 --sizes 1000,5000]
 */
import { existsSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { answerRequest } from '../src/search/embedded/adapter.ts';
import { createEngine } from '../src/search/embedded/engine.ts';
import { createTextIndex } from '../src/search/embedded/text.ts';
import { sortIndexName } from '../src/search/sort.ts';
import { syntheticDocs } from '../src/search/testing/fixtures.ts';
import type { SearchRequest } from '../src/search/types.ts';
import { loadSnapshot } from '../src/stock/snapshot.ts';
import { parseSearchIndex, serializeSearchIndex, toSearchDocument, type SearchDoc } from '../src/stock/search-document.ts';
import type { SortOption } from '../src/config/schema/search.ts';

const SNAPSHOT = 'sites/_stock/sample-snapshot.json.gz';
const { values } = parseArgs({ options: { queries: { type: 'string', default: '200' }, sizes: { type: 'string', default: '1000,5000' } } });
const QUERIES = Number(values.queries);
const SIZES = values.sizes.split(',').map(Number);

async function baseDocuments(): Promise<{ docs: SearchDoc[]; source: string }> {
  if (!existsSync(SNAPSHOT)) return { docs: syntheticDocs(Math.max(...SIZES)), source: 'synthetic documents (no sample snapshot yet)' };
  const { snapshot } = await loadSnapshot(SNAPSHOT);
  const now = Math.floor(Date.parse(snapshot.generated_at) / 1000);
  const docs = snapshot.cars.map((car) => toSearchDocument(car, { dealershipName: car.location?.name ?? null, image: null, now }));
  return { docs, source: `${SNAPSHOT} (${docs.length} cars; images added as in the synthetic set)` };
}

/** `n` documents: the base set repeated with fresh ids, and a placeholder image like the build's. */
function sized(base: SearchDoc[], n: number): SearchDoc[] {
  const images = syntheticDocs(Math.min(n, 200)).map((d) => d.image);
  return Array.from({ length: n }, (_, i) => {
    const doc = base[i % base.length]!;
    return { ...doc, id: i + 1, slug: `${doc.slug}-${i + 1}`, image: doc.image ?? images[i % images.length] ?? null };
  });
}

function prng(seed: number) {
  let s = seed;
  return () => (s = (s * 48_271) % 2_147_483_647) / 2_147_483_647;
}

/** One InstantSearch search: hits request + one request per refined disjunctive facet (make, body, price). */
function searchBatch(docs: SearchDoc[], rnd: () => number): SearchRequest[] {
  const a = docs[Math.floor(rnd() * docs.length)]!;
  const b = docs[Math.floor(rnd() * docs.length)]!;
  const words = [a.make, a.model, a.badge ?? '', b.model].filter(Boolean);
  const query = rnd() < 0.25 ? '' : words[Math.floor(rnd() * words.length)]!.toLowerCase().slice(0, 3 + Math.floor(rnd() * 4));
  const makes = [`make:${a.make}`, `make:${b.make}`];
  const body = [`body:${a.body ?? 'SUV'}`];
  const lo = 5000 + Math.floor(rnd() * 20) * 1000;
  const price = [`price>=${lo}`, `price<=${lo + 20_000 + Math.floor(rnd() * 100) * 1000}`];
  const sorts: SortOption[] = ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice'];
  const indexName = sortIndexName('cars', sorts[Math.floor(rnd() * sorts.length)]!);
  const common = { query, maxValuesPerFacet: 30 };
  return [
    { indexName, params: { ...common, hitsPerPage: 21, page: 0, facets: ['body', 'make', 'model', 'price'], facetFilters: [makes, body], numericFilters: price } },
    { indexName, params: { ...common, hitsPerPage: 0, page: 0, facets: 'make', facetFilters: [body], numericFilters: price } },
    { indexName, params: { ...common, hitsPerPage: 0, page: 0, facets: 'body', facetFilters: [makes], numericFilters: price } },
    { indexName, params: { ...common, hitsPerPage: 0, page: 0, facets: 'price', facetFilters: [makes, body] } },
  ];
}

const quantile = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const ms = (x: number) => x.toFixed(2);

const { docs: base, source } = await baseDocuments();
console.log(`search bench: ${QUERIES} faceted searches (4 requests each) per size; documents from ${source}\n`);
console.log('docs   | file raw KB | gzip KB | brotli KB | gzip B/1k cars | cold start ms | median ms | p95 ms | mean hits');
for (const n of SIZES) {
  const docs = sized(base, n);
  const file = serializeSearchIndex(docs);
  const gzip = gzipSync(file, { level: 9 }).length;
  const brotli = brotliCompressSync(file).length;
  const rnd = prng(n);
  const batches = Array.from({ length: QUERIES }, () => searchBatch(docs, rnd));
  const t0 = performance.now();
  const engine = createEngine(parseSearchIndex(file), createTextIndex);
  batches[0]!.forEach((r) => answerRequest(engine, r));
  const cold = performance.now() - t0;
  const warmRnd = prng(n + 1); // warm the JIT on other searches than the timed ones
  for (let i = 0; i < 100; i++) searchBatch(docs, warmRnd).forEach((r) => answerRequest(engine, r));
  const times: number[] = [];
  let hits = 0;
  for (const batch of batches) {
    const t = performance.now();
    const results = batch.map((r) => answerRequest(engine, r));
    times.push(performance.now() - t);
    hits += results[0]!.nbHits;
  }
  console.log(
    [String(n).padEnd(6), (file.length / 1024).toFixed(0).padStart(11), (gzip / 1024).toFixed(1).padStart(7), (brotli / 1024).toFixed(1).padStart(9),
      String(Math.round((gzip / n) * 1000)).padStart(14), ms(cold).padStart(13), ms(quantile(times, 0.5)).padStart(9), ms(quantile(times, 0.95)).padStart(6),
      (hits / QUERIES).toFixed(1).padStart(9)].join(' | '),
  );
}
