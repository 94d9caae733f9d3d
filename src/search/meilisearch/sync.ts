/**
 * `npm run search:sync` (issue #3): creates or updates a tenant's Meilisearch index and its settings
 * (`settings.ts`), pushes the tenant's search documents in batches, waiting for each task, deletes
 * cars no longer listed, and makes sure a search-only key scoped to that one index exists (the key
 * the site ships: it can never read another tenant's index). On Meilisearch's official JavaScript SDK
 * (`meilisearch`: health, indexes, settings, documents, tasks, keys — issue 12 item 4), so the
 * protocol is the SDK's to keep current; this module keeps the order of steps and the operator's
 * sentences. Node or any runtime with `fetch`.
 */
import { Meilisearch, MeilisearchApiError, MeilisearchRequestError, MeilisearchTaskTimeOutError, type Task } from 'meilisearch';
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

/** Name of the tenant's search key (found again on the next sync). */
export const searchKeyName = (indexUid: string) => `search-${indexUid}`;

/** The SDK's errors as one sentence for the operator. */
function operatorError(err: unknown, host: string, what: string): MeiliSyncError {
  if (err instanceof MeiliSyncError) return err;
  if (err instanceof MeilisearchRequestError) {
    const cause = (err as Error & { cause?: unknown }).cause;
    const detail =
      cause instanceof Error ? String((cause as Error & { cause?: unknown }).cause ?? cause.message) : String(cause ?? err.message);
    return new MeiliSyncError(
      `Meilisearch is unreachable at ${host} (${detail}). Is it running? Set MEILI_HOST or search.meilisearch.host.`,
    );
  }
  if (err instanceof MeilisearchApiError) {
    const status = err.response.status;
    if (status === 401 || status === 403)
      return new MeiliSyncError(
        `Meilisearch refused the admin key (${status} ${err.cause?.code ?? ''}): set MEILI_MASTER_KEY to the master key or an admin key.`,
      );
    return new MeiliSyncError(`Meilisearch answered ${status} to ${what}: ${err.cause?.message ?? err.message}`);
  }
  if (err instanceof MeilisearchTaskTimeOutError) return new MeiliSyncError(`Meilisearch did not finish ${what} in time`);
  return new MeiliSyncError(`Meilisearch failed on ${what}: ${(err as Error).message}`);
}

/** Syncs one tenant (see the module comment). Throws `MeiliSyncError` with a clear message. */
export async function syncTenantIndex(options: SyncOptions): Promise<SyncResult> {
  const { indexUid, documents } = options;
  const host = options.host.replace(/\/+$/, '');
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 1000;
  const client = new Meilisearch({
    host,
    apiKey: options.adminKey,
    defaultWaitOptions: { timeout: options.taskTimeoutMs ?? 120_000, interval: 50 },
  });
  const index = client.index<SearchDoc>(indexUid);

  /** Runs one step; SDK errors become the operator's sentence naming `what`. */
  const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw operatorError(err, host, what);
    }
  };
  /** Waits for a task; a failed or cancelled one is a sentence naming `what` and Meilisearch's reason. */
  const done = (what: string, task: Task): void => {
    if (task.status === 'succeeded') return;
    throw new MeiliSyncError(
      `Meilisearch rejected ${what}: ${task.error?.message ?? task.status}${task.error?.code ? ` (${task.error.code})` : ''}`,
    );
  };

  await step('GET /health', () => client.health());
  const exists = await step(`GET /indexes/${indexUid}`, () =>
    client.getIndex(indexUid).then(
      () => true,
      (err: unknown) => {
        if (err instanceof MeilisearchApiError && err.response.status === 404) return false;
        throw err;
      },
    ),
  );
  if (!exists) {
    log(`creating index ${indexUid}`);
    done(
      `creating index ${indexUid}`,
      await step(`creating index ${indexUid}`, () => client.createIndex(indexUid, { primaryKey: 'id' }).waitTask()),
    );
  }
  done(
    `the settings of ${indexUid}`,
    await step(`the settings of ${indexUid}`, () => index.updateSettings(meilisearchIndexSettings()).waitTask()),
  );

  let batches = 0;
  for (let i = 0; i < documents.length; i += batchSize) {
    const batch = documents.slice(i, i + batchSize);
    const what = `documents ${i + 1}–${i + batch.length} (ids ${batch[0]!.id}…${batch.at(-1)!.id})`;
    done(what, await step(what, () => index.addDocuments(batch, { primaryKey: 'id' }).waitTask()));
    batches++;
    log(`pushed ${Math.min(i + batchSize, documents.length)}/${documents.length}`);
  }

  const keep = new Set(documents.map((d) => d.id));
  const stale: number[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await step(`the documents of ${indexUid}`, () => index.getDocuments({ fields: ['id'], limit: 1000, offset }));
    for (const d of page.results) if (!keep.has(d.id)) stale.push(d.id);
    if (page.results.length < 1000) break;
  }
  if (stale.length > 0) {
    const what = `deleting ${stale.length} unlisted cars`;
    done(what, await step(what, () => index.deleteDocuments(stale).waitTask()));
  }

  const name = searchKeyName(indexUid);
  const keys = await step('GET /keys', () => client.getKeys({ limit: 1000 }));
  const found = keys.results.find(
    (k) =>
      k.name === name &&
      k.actions.length === 1 &&
      k.actions[0] === 'search' &&
      k.indexes.length === 1 &&
      k.indexes[0] === indexUid &&
      k.expiresAt === null,
  );
  const key =
    found ??
    (await step('POST /keys', () =>
      client.createKey({
        name,
        description: `Search-only key of the ${indexUid} index (npm run search:sync)`,
        actions: ['search'],
        indexes: [indexUid],
        expiresAt: null,
      }),
    ));
  return { indexUid, pushed: documents.length, batches, deleted: stale.length, searchKey: key.key, keyCreated: !found };
}
