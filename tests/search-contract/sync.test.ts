/**
 * `npm run search:sync` against Meilisearch (stand-in, or a real server with MEILI_HOST): index and
 * settings, batches with task waiting, unlisted cars deleted, one search-only key per tenant index
 * reused on the next run, clear errors — and tenant isolation: one tenant's key never reads another
 * tenant's cars.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient } from '../../src/search/client.ts';
import { FILTERABLE_ATTRIBUTES, RANKING_RULES, SORTABLE_ATTRIBUTES } from '../../src/search/meilisearch/settings.ts';
import { MeiliSyncError, syncTenantIndex } from '../../src/search/meilisearch/sync.ts';
import { FACETS } from '../../src/config/schema/search.ts';
import { makeDoc, syntheticDocs } from '../../src/search/testing/fixtures.ts';
import { cleanUp, meiliTarget, type MeiliTarget } from './engines.ts';

let target: MeiliTarget;
const uids: string[] = [];
const uid = (name: string) => {
  const u = `${target.prefix}-${name}`;
  uids.push(u);
  return u;
};
const admin = (path: string, init: RequestInit = {}) =>
  fetch(`${target.host}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${target.adminKey}`, 'Content-Type': 'application/json' },
  }).then((r) => r.json());

beforeAll(async () => {
  target = await meiliTarget();
});
afterAll(async () => {
  await cleanUp(target, uids);
  await target?.close();
});

describe('search:sync', () => {
  it('creates the index with every facet filterable, the sorts sortable and ranking rules ending in custom rank descending (spec §7)', async () => {
    const index = uid('settings');
    await syncTenantIndex({ host: target.host, adminKey: target.adminKey, indexUid: index, documents: syntheticDocs(10) });
    const settings = await admin(`/indexes/${index}/settings`);
    expect(settings.filterableAttributes).toEqual(expect.arrayContaining([...FACETS]));
    expect(settings.sortableAttributes).toEqual(expect.arrayContaining(['price', 'created_at_timestamp', 'km', 'year']));
    expect(settings.rankingRules.at(-1)).toBe('rank:desc');
    expect(RANKING_RULES[0]).toBe('sort');
    expect(FILTERABLE_ATTRIBUTES).toContain('certified');
    expect(SORTABLE_ATTRIBUTES).toContain('price');
  });

  it('pushes in batches, waits for each task, deletes cars no longer listed and reuses the key', async () => {
    const index = uid('batches');
    const first = await syncTenantIndex({
      host: target.host,
      adminKey: target.adminKey,
      indexUid: index,
      documents: syntheticDocs(230),
      batchSize: 100,
    });
    expect(first).toMatchObject({ pushed: 230, batches: 3, deleted: 0, keyCreated: true });
    const second = await syncTenantIndex({
      host: target.host,
      adminKey: target.adminKey,
      indexUid: index,
      documents: syntheticDocs(200),
      batchSize: 100,
    });
    expect(second).toMatchObject({ pushed: 200, batches: 2, deleted: 30, keyCreated: false, searchKey: first.searchKey });
    const docs = await admin(`/indexes/${index}/documents?limit=1`);
    expect(docs.total).toBe(200);
  });

  it('names a rejected document and its reason', async () => {
    const bad = { ...makeDoc({ id: 1 }), id: 'not valid!' as unknown as number };
    await expect(
      syncTenantIndex({ host: target.host, adminKey: target.adminKey, indexUid: uid('rejected'), documents: [makeDoc({ id: 2 }), bad] }),
    ).rejects.toThrow(/Meilisearch rejected documents 1–2 .*invalid_document_id/);
  });

  it('says clearly when Meilisearch is unreachable', async () => {
    await expect(syncTenantIndex({ host: 'http://127.0.0.1:9', adminKey: 'x', indexUid: 'cars-x', documents: [] })).rejects.toThrow(
      MeiliSyncError,
    );
    await expect(syncTenantIndex({ host: 'http://127.0.0.1:9', adminKey: 'x', indexUid: 'cars-x', documents: [] })).rejects.toThrow(
      /unreachable at http:\/\/127.0.0.1:9/,
    );
  });

  it('says clearly when the admin key is refused', async () => {
    await expect(syncTenantIndex({ host: target.host, adminKey: 'wrong', indexUid: uid('refused'), documents: [] })).rejects.toThrow(
      /refused the admin key/,
    );
  });
});

describe('tenant isolation: a site’s search key reads only its own tenant’s cars', () => {
  it('tenant A’s key searches A, and is refused on B (search and writes)', async () => {
    const a = uid('tenant-a');
    const b = uid('tenant-b');
    const keyA = (await syncTenantIndex({ host: target.host, adminKey: target.adminKey, indexUid: a, documents: syntheticDocs(20, 1) }))
      .searchKey;
    await syncTenantIndex({ host: target.host, adminKey: target.adminKey, indexUid: b, documents: syntheticDocs(30, 2) });
    const asA = (path: string, body: unknown) =>
      fetch(`${target.host}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${keyA}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    const own = await asA(`/indexes/${a}/search`, { q: '' });
    expect(own.status).toBe(200);
    expect((await own.json()).hits.length).toBe(20);
    expect((await asA(`/indexes/${b}/search`, { q: '' })).status).toBe(403);
    expect((await asA('/multi-search', { queries: [{ indexUid: b, q: '' }] })).status).toBe(403);
    expect(
      (
        await asA('/multi-search', {
          queries: [
            { indexUid: a, q: '' },
            { indexUid: b, q: '' },
          ],
        })
      ).status,
    ).toBe(403);
    expect((await asA(`/indexes/${a}/documents`, [makeDoc({ id: 999 })])).status).toBe(403);

    const siteA = createSearchClient({ engine: 'meilisearch', host: target.host, apiKey: keyA, indexUid: a });
    expect((await siteA.search([{ indexName: a, params: { hitsPerPage: 21 } }])).results[0]!.nbHits).toBe(20);
    await expect(siteA.search([{ indexName: b, params: { hitsPerPage: 21 } }])).rejects.toThrow();
  });
});
