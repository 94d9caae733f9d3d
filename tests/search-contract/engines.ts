/**
 * The two engines of the contract suite on the same documents: the embedded engine, and
 * Meilisearch through instant-meilisearch — a real server when `MEILI_HOST` (and
 * `MEILI_MASTER_KEY`) is set, else the local stand-in (`stand-in/server.ts`). Both behind the
 * platform's one `createSearchClient`.
 */
import { createSearchClient, type AppSearchClient } from '../../src/search/client.ts';
import { syncTenantIndex, type SyncResult } from '../../src/search/meilisearch/sync.ts';
import type { SearchDoc } from '../../src/stock/search-document.ts';
import { startMeiliStandIn, type StandIn } from './stand-in/server.ts';

export interface MeiliTarget {
  host: string;
  adminKey: string;
  /** 'real' when MEILI_HOST is set. */
  kind: 'real' | 'stand-in';
  /** Prefix of the index uids this run creates (real servers are shared). */
  prefix: string;
  standIn: StandIn | null;
  close(): Promise<void>;
}

/** The Meilisearch server of this run (see the module comment). */
export async function meiliTarget(): Promise<MeiliTarget> {
  const prefix = `contract-${process.pid}-${Date.now().toString(36)}`;
  if (process.env.MEILI_HOST) {
    return {
      host: process.env.MEILI_HOST,
      adminKey: process.env.MEILI_MASTER_KEY ?? '',
      kind: 'real',
      prefix,
      standIn: null,
      close: async () => undefined,
    };
  }
  const standIn = await startMeiliStandIn();
  return { host: standIn.url, adminKey: standIn.masterKey, kind: 'stand-in', prefix, standIn, close: () => standIn.close() };
}

/** Syncs `docs` into `indexUid` and returns the search client the site would use (its scoped search key). */
export async function meiliClient(
  target: MeiliTarget,
  indexUid: string,
  docs: readonly SearchDoc[],
): Promise<{ client: AppSearchClient; sync: SyncResult }> {
  const sync = await syncTenantIndex({ host: target.host, adminKey: target.adminKey, indexUid, documents: docs, batchSize: 50 });
  return { client: createSearchClient({ engine: 'meilisearch', host: target.host, apiKey: sync.searchKey, indexUid }), sync };
}

/** The embedded client over `docs`. */
export function embeddedClient(docs: readonly SearchDoc[]): AppSearchClient {
  return createSearchClient({ engine: 'embedded', documents: docs });
}

/** Deletes the indexes and keys of this run (real servers only; the stand-in just stops). */
export async function cleanUp(target: MeiliTarget, indexUids: string[]): Promise<void> {
  if (target.kind !== 'real') return;
  const headers = { Authorization: `Bearer ${target.adminKey}` };
  for (const uid of indexUids) await fetch(`${target.host}/indexes/${uid}`, { method: 'DELETE', headers }).catch(() => undefined);
  const keys = (await (await fetch(`${target.host}/keys?limit=1000`, { headers })).json()) as {
    results: { uid: string; name: string | null }[];
  };
  for (const k of keys.results.filter((k) => k.name?.includes(target.prefix)))
    await fetch(`${target.host}/keys/${k.uid}`, { method: 'DELETE', headers });
}
