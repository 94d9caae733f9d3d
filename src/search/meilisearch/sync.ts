/**
 * `npm run search:sync` (issue #3): creates or updates a tenant's Meilisearch index and its settings
 * (`settings.ts`), pushes the tenant's search documents in batches, waiting for each task, deletes
 * cars no longer listed, and makes sure a search-only key scoped to that one index exists (the key
 * the site ships: it can never read another tenant's index). Speaks Meilisearch's documented HTTP
 * API with `fetch` (health, indexes, settings, documents, tasks, keys), so it runs against a real
 * server or the test stand-in alike. Node or any runtime with `fetch`.
 */
import type { SearchDoc } from '../../stock/search-document.ts';
import { meilisearchIndexSettings } from './settings.ts';

/** A failure with a sentence for the operator (unreachable server, rejected document, refused key). */
export class MeiliSyncError extends Error {
  override name = 'MeiliSyncError';
}

export interface SyncOptions {
  /** Server URL, e.g. `http://127.0.0.1:7700`. */
  host: string;
  /** The master key (or an admin key allowed to manage indexes, documents, tasks and keys). */
  adminKey: string;
  indexUid: string;
  documents: readonly SearchDoc[];
  /** Documents per request (default 1000). */
  batchSize?: number;
  /** Longest wait for one task, ms (default 120 s). */
  taskTimeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  log?: (line: string) => void;
}

export interface SyncResult {
  indexUid: string;
  pushed: number;
  batches: number;
  deleted: number;
  /** The search-only key scoped to the index (its secret value). */
  searchKey: string;
  /** True when the key was created by this run. */
  keyCreated: boolean;
}

interface Task { taskUid?: number; uid?: number; status: string; error?: { message: string; code: string } | null }

/** Name of the tenant's search key (found again on the next sync). */
export const searchKeyName = (indexUid: string) => `search-${indexUid}`;

/** Syncs one tenant (see the module comment). Throws `MeiliSyncError` with a clear message. */
export async function syncTenantIndex(options: SyncOptions): Promise<SyncResult> {
  const { indexUid, documents } = options;
  const host = options.host.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 1000;

  const call = async <T>(method: string, path: string, body?: unknown, okStatus: number[] = [200, 201, 202, 204]): Promise<{ status: number; data: T }> => {
    let res: Response;
    try {
      res = await doFetch(`${host}${path}`, {
        method,
        headers: { Authorization: `Bearer ${options.adminKey}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (err) {
      throw new MeiliSyncError(`Meilisearch is unreachable at ${host} (${(err as Error).cause ? String((err as Error & { cause: unknown }).cause) : (err as Error).message}). Is it running? Set MEILI_HOST or search.meilisearch.host.`);
    }
    const text = await res.text();
    const data = (text ? JSON.parse(text) : null) as T & { message?: string; code?: string };
    if (!okStatus.includes(res.status)) {
      if (res.status === 401 || res.status === 403) throw new MeiliSyncError(`Meilisearch refused the admin key (${res.status} ${data?.code ?? ''}): set MEILI_MASTER_KEY to the master key or an admin key.`);
      throw new MeiliSyncError(`Meilisearch answered ${res.status} to ${method} ${path}: ${data?.message ?? text}`);
    }
    return { status: res.status, data };
  };
  const wait = async (task: Task, what: string): Promise<void> => {
    const uid = task.taskUid ?? task.uid;
    const until = Date.now() + (options.taskTimeoutMs ?? 120_000);
    for (let delay = 20; ; delay = Math.min(delay * 2, 500)) {
      const { data } = await call<Task>('GET', `/tasks/${uid}`);
      if (data.status === 'succeeded') return;
      if (data.status === 'failed' || data.status === 'canceled') {
        throw new MeiliSyncError(`Meilisearch rejected ${what}: ${data.error?.message ?? data.status}${data.error?.code ? ` (${data.error.code})` : ''}`);
      }
      if (Date.now() > until) throw new MeiliSyncError(`Meilisearch did not finish ${what} (task ${uid}) in time`);
      await new Promise((r) => setTimeout(r, delay));
    }
  };

  await call('GET', '/health');
  const existing = await call<{ uid: string }>('GET', `/indexes/${indexUid}`, undefined, [200, 404]);
  if (existing.status === 404) {
    log(`creating index ${indexUid}`);
    await wait((await call<Task>('POST', '/indexes', { uid: indexUid, primaryKey: 'id' })).data, `creating index ${indexUid}`);
  }
  await wait((await call<Task>('PATCH', `/indexes/${indexUid}/settings`, meilisearchIndexSettings())).data, `the settings of ${indexUid}`);

  let batches = 0;
  for (let i = 0; i < documents.length; i += batchSize) {
    const batch = documents.slice(i, i + batchSize);
    const task = (await call<Task>('POST', `/indexes/${indexUid}/documents?primaryKey=id`, batch)).data;
    await wait(task, `documents ${i + 1}–${i + batch.length} (ids ${batch[0]!.id}…${batch.at(-1)!.id})`);
    batches++;
    log(`pushed ${Math.min(i + batchSize, documents.length)}/${documents.length}`);
  }

  const keep = new Set(documents.map((d) => d.id));
  const stale: number[] = [];
  for (let offset = 0; ; offset += 1000) {
    const { data } = await call<{ results: { id: number }[]; total: number }>('GET', `/indexes/${indexUid}/documents?fields=id&limit=1000&offset=${offset}`);
    for (const d of data.results) if (!keep.has(d.id)) stale.push(d.id);
    if (data.results.length < 1000) break;
  }
  if (stale.length > 0) await wait((await call<Task>('POST', `/indexes/${indexUid}/documents/delete-batch`, stale)).data, `deleting ${stale.length} unlisted cars`);

  const name = searchKeyName(indexUid);
  const { data: keys } = await call<{ results: { name: string | null; key: string; actions: string[]; indexes: string[]; expiresAt: string | null }[] }>('GET', '/keys?limit=1000');
  const found = keys.results.find((k) => k.name === name && k.actions.length === 1 && k.actions[0] === 'search' && k.indexes.length === 1 && k.indexes[0] === indexUid && k.expiresAt === null);
  const key = found ?? (await call<{ key: string }>('POST', '/keys', {
    name, description: `Search-only key of the ${indexUid} index (npm run search:sync)`, actions: ['search'], indexes: [indexUid], expiresAt: null,
  })).data;
  return { indexUid, pushed: documents.length, batches, deleted: stale.length, searchKey: key.key, keyCreated: !found };
}
