/**
 * `npm run search:sync -- --site <slug> [--host URL] [--index UID] [--batch 1000] [--no-write-key]`
 *
 * Creates or updates the tenant's Meilisearch index and settings and pushes its listed cars (issue
 * #3; `src/search/meilisearch/sync.ts`). The documents are the ones the site build wrote
 * (`dist/<slug>/search/index.json`), so Meilisearch serves exactly what the embedded engine
 * would, images included: build the tenant first. Host: `--host`, else `MEILI_HOST`, else the
 * tenant's `search.meilisearch.host`; admin key: `MEILI_MASTER_KEY` (never a flag, never written);
 * index: `--index`, else `search.meilisearch.index_uid`, else `cars-<slug>`. The search-only key
 * scoped to that index is written to `search.meilisearch.search_key` in `sites/<slug>/site.json`
 * (the site ships it; rebuild to use it). Exit 1 with one sentence on any failure.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCliArgs } from './lib/cli.ts';
import { loadTenant, formatProblems } from '../src/config/load.ts';
import { defaultIndexUid } from '../src/search/meilisearch/settings.ts';
import { MeiliSyncError, syncTenantIndex } from '../src/search/meilisearch/sync.ts';
import { parseSearchIndex } from '../src/stock/search-document.ts';

const root = join(import.meta.dirname, '..');
const values = parseCliArgs(
  {
    options: {
      site: { type: 'string' },
      host: { type: 'string' },
      index: { type: 'string' },
      batch: { type: 'string', default: '1000' },
      'no-write-key': { type: 'boolean', default: false },
    },
  },
  'Usage: npm run search:sync -- --site <slug> [--host <url>] [--index <uid>] [--batch 1000] [--no-write-key]   (admin key: MEILI_MASTER_KEY)',
);
const fail = (message: string): never => {
  console.error(`search:sync: ${message}`);
  process.exit(1);
};

const slug = values.site ?? fail('name the tenant: npm run search:sync -- --site <slug>');
const tenant = loadTenant(join(root, 'sites'), slug);
if (!tenant.ok) fail(formatProblems(tenant.problems));
const config = (tenant as Extract<typeof tenant, { ok: true }>).config;
const host =
  values.host ??
  process.env.MEILI_HOST ??
  config.search.meilisearch?.host ??
  fail('no Meilisearch host: pass --host, set MEILI_HOST, or set search.meilisearch.host in the site config');
const adminKey = process.env.MEILI_MASTER_KEY ?? '';
const indexUid = values.index ?? config.search.meilisearch?.index_uid ?? defaultIndexUid(slug);

const searchDir = join(root, 'dist', slug, 'search');
const indexFile = existsSync(searchDir) ? readdirSync(searchDir).find((f) => f === 'index.json') : undefined;
if (!indexFile) fail(`no built search index in dist/${slug}/search/: build the site first (npm run build -- --site ${slug})`);
let documents: ReturnType<typeof parseSearchIndex> = [];
try {
  documents = parseSearchIndex(readFileSync(join(searchDir, indexFile!), 'utf8'));
} catch (err) {
  fail(
    `dist/${slug}/search/${indexFile} is not a current search index (${(err as Error).message}): rebuild the site (npm run build -- --site ${slug})`,
  );
}

try {
  const t0 = performance.now();
  const result = await syncTenantIndex({
    host,
    adminKey,
    indexUid,
    documents,
    batchSize: Number(values.batch),
    log: (l) => console.log(`  ${l}`),
  });
  console.log(
    `search:sync: ${slug} → ${host} index ${indexUid}: ${result.pushed} cars in ${result.batches} batch(es), ${result.deleted} removed, ${Math.round(performance.now() - t0)} ms; search key ${result.keyCreated ? 'created' : 'reused'} (search only, index ${indexUid} only).`,
  );
  if (!values['no-write-key']) {
    const raw = JSON.parse(readFileSync(tenant.file, 'utf8')) as { search?: { meilisearch?: Record<string, unknown> } };
    raw.search ??= {};
    raw.search.meilisearch = { ...(raw.search.meilisearch ?? {}), host, index_uid: indexUid, search_key: result.searchKey };
    writeFileSync(tenant.file, `${JSON.stringify(raw, null, 2)}\n`);
    console.log(
      `search:sync: wrote search.meilisearch (host, index_uid, search_key) to ${tenant.file}. Set "search": { "engine": "meilisearch" } there and rebuild to serve search from Meilisearch.`,
    );
  }
} catch (err) {
  fail(err instanceof MeiliSyncError ? err.message : `unexpected failure: ${(err as Error).stack ?? err}`);
}
