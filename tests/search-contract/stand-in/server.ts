/**
 * A local stand-in for a Meilisearch server (no server can be installed here): the documented HTTP
 * endpoints the sync (`src/search/meilisearch/sync.ts`) and instant-meilisearch use, in memory.
 *
 *   GET /health, GET /version; GET|POST /indexes, GET|DELETE /indexes/{uid};
 *   GET|PATCH /indexes/{uid}/settings; GET|POST /indexes/{uid}/documents,
 *   POST /indexes/{uid}/documents/delete-batch; POST /indexes/{uid}/search, POST /multi-search;
 *   GET /tasks/{uid}; GET|POST /keys, DELETE /keys/{uid or key}.
 *
 * Authorization as documented: `Authorization: Bearer <key>`; the master key may do anything; an
 * API key only its `actions` on its `indexes` (`*` and `prefix*` patterns); 401
 * `missing_authorization_header`, 403 `invalid_api_key`. Asynchronous operations return a summarised
 * task (202) that reads `enqueued` on the first poll and `succeeded` or `failed` after; a document
 * without a valid `id` fails its task (`missing_document_id` / `invalid_document_id`) and nothing
 * of that batch is written. Tenant tokens are not modelled (the sync issues per-index keys).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Doc } from './filter.ts';
import { DEFAULT_SETTINGS, searchIndex, SearchError, type IndexSettings } from './search.ts';

interface Index {
  uid: string;
  primaryKey: string | null;
  docs: Map<string, Doc>;
  settings: IndexSettings;
  createdAt: string;
}
interface Task {
  taskUid: number;
  indexUid: string | null;
  status: string;
  type: string;
  error: { message: string; code: string; type: string } | null;
  polls: number;
}
interface Key {
  uid: string;
  key: string;
  name: string | null;
  description: string | null;
  actions: string[];
  indexes: string[];
  expiresAt: string | null;
}

export interface StandIn {
  url: string;
  masterKey: string;
  server: Server;
  /** Every request seen, `METHOD path` (tests assert on batches and waits). */
  log: string[];
  close(): Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, message: string, code: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const ACTION_OF: [RegExp, string, string][] = [
  // [path pattern, method, action]
  [/^\/indexes\/[^/]+\/search$/, 'POST', 'search'],
  [/^\/multi-search$/, 'POST', 'search'],
  [/^\/indexes\/[^/]+\/documents/, 'POST', 'documents.add'],
  [/^\/indexes\/[^/]+\/documents$/, 'GET', 'documents.get'],
  [/^\/indexes\/[^/]+\/settings$/, 'PATCH', 'settings.update'],
  [/^\/indexes\/[^/]+\/settings$/, 'GET', 'settings.get'],
  [/^\/indexes$/, 'POST', 'indexes.create'],
  [/^\/indexes/, 'GET', 'indexes.get'],
  [/^\/indexes\/[^/]+$/, 'DELETE', 'indexes.delete'],
  [/^\/tasks/, 'GET', 'tasks.get'],
  [/^\/keys/, 'GET', 'keys.get'],
  [/^\/keys$/, 'POST', 'keys.create'],
  [/^\/keys\//, 'DELETE', 'keys.delete'],
];

const indexAllowed = (patterns: string[], uid: string) =>
  patterns.some((p) => p === '*' || p === uid || (p.endsWith('*') && uid.startsWith(p.slice(0, -1))));

/** Starts the stand-in on a free loopback port. */
export async function startMeiliStandIn(masterKey = 'stand-in-master-key', port = 0): Promise<StandIn> {
  const indexes = new Map<string, Index>();
  const tasks: Task[] = [];
  const keys: Key[] = [];
  const log: string[] = [];

  const enqueue = (type: string, indexUid: string | null, run: () => void): Task => {
    const task: Task = { taskUid: tasks.length, indexUid, status: 'enqueued', type, error: null, polls: 0 };
    try {
      run();
      task.status = 'succeeded';
    } catch (err) {
      task.status = 'failed';
      task.error = { message: (err as Error).message, code: (err as HttpError).code ?? 'internal', type: 'invalid_request' };
    }
    tasks.push(task);
    return task;
  };
  const summary = (t: Task) => ({
    taskUid: t.taskUid,
    indexUid: t.indexUid,
    status: 'enqueued',
    type: t.type,
    enqueuedAt: new Date().toISOString(),
  });
  const getIndex = (uid: string) => {
    const idx = indexes.get(uid);
    if (!idx) throw new HttpError(404, `Index \`${uid}\` not found.`, 'index_not_found');
    return idx;
  };
  const ensureIndex = (uid: string, primaryKey: string | null = null) => {
    let idx = indexes.get(uid);
    if (!idx)
      indexes.set(
        uid,
        (idx = { uid, primaryKey, docs: new Map(), settings: structuredClone(DEFAULT_SETTINGS), createdAt: new Date().toISOString() }),
      );
    return idx;
  };
  const authorize = (req: IncomingMessage, path: string, body: unknown) => {
    const header = req.headers.authorization;
    if (path === '/health' || path === '/version') return;
    if (!header)
      throw new HttpError(
        401,
        'The Authorization header is missing. It must use the bearer authorization method.',
        'missing_authorization_header',
      );
    const token = header.replace(/^Bearer\s+/i, '');
    if (token === masterKey) return;
    const key = keys.find((k) => k.key === token && (k.expiresAt === null || Date.parse(k.expiresAt) > Date.now()));
    const action = ACTION_OF.find(([re, m]) => m === req.method && re.test(path))?.[2];
    const uids =
      path === '/multi-search'
        ? ((body as { queries?: { indexUid: string }[] })?.queries ?? []).map((q) => q.indexUid)
        : /^\/indexes\/([^/]+)/.exec(path)?.[1]
          ? [decodeURIComponent(/^\/indexes\/([^/]+)/.exec(path)![1]!)]
          : [];
    const ok =
      key &&
      action &&
      (key.actions.includes('*') || key.actions.includes(action) || key.actions.includes(`${action.split('.')[0]}.*`)) &&
      uids.every((u) => indexAllowed(key.indexes, u));
    if (!ok) throw new HttpError(403, 'The provided API key is invalid.', 'invalid_api_key');
  };

  const route = (method: string, path: string, query: URLSearchParams, body: unknown): [number, unknown] => {
    let m: RegExpExecArray | null;
    if (path === '/health') return [200, { status: 'available' }];
    if (path === '/version') return [200, { pkgVersion: 'stand-in', commitSha: 'none', commitDate: '' }];
    if (path === '/indexes' && method === 'GET')
      return [
        200,
        {
          results: [...indexes.values()].map((i) => ({ uid: i.uid, primaryKey: i.primaryKey })),
          offset: 0,
          limit: 20,
          total: indexes.size,
        },
      ];
    if (path === '/indexes' && method === 'POST') {
      const { uid, primaryKey = null } = body as { uid: string; primaryKey?: string | null };
      return [
        202,
        summary(
          enqueue('indexCreation', uid, () => {
            if (indexes.has(uid)) throw new HttpError(400, `Index \`${uid}\` already exists.`, 'index_already_exists');
            ensureIndex(uid, primaryKey);
          }),
        ),
      ];
    }
    if ((m = /^\/indexes\/([^/]+)$/.exec(path))) {
      const uid = decodeURIComponent(m[1]!);
      if (method === 'GET') {
        const i = getIndex(uid);
        return [200, { uid, primaryKey: i.primaryKey, createdAt: i.createdAt }];
      }
      if (method === 'DELETE')
        return [
          202,
          summary(
            enqueue('indexDeletion', uid, () => {
              getIndex(uid);
              indexes.delete(uid);
            }),
          ),
        ];
    }
    if ((m = /^\/indexes\/([^/]+)\/settings$/.exec(path))) {
      const uid = decodeURIComponent(m[1]!);
      if (method === 'GET') return [200, getIndex(uid).settings];
      if (method === 'PATCH')
        return [
          202,
          summary(
            enqueue('settingsUpdate', uid, () => {
              const i = ensureIndex(uid);
              Object.assign(i.settings, body);
            }),
          ),
        ];
    }
    if ((m = /^\/indexes\/([^/]+)\/documents$/.exec(path))) {
      const uid = decodeURIComponent(m[1]!);
      if (method === 'GET') {
        const i = getIndex(uid);
        const offset = Number(query.get('offset') ?? 0);
        const limit = Number(query.get('limit') ?? 20);
        const fields = query.get('fields')?.split(',');
        const all = [...i.docs.values()];
        const results = all.slice(offset, offset + limit).map((d) => (fields ? Object.fromEntries(fields.map((f) => [f, d[f]])) : d));
        return [200, { results, offset, limit, total: all.length }];
      }
      if (method === 'POST' || method === 'PUT') {
        const docs = body as Doc[];
        return [
          202,
          summary(
            enqueue('documentAdditionOrUpdate', uid, () => {
              const i = ensureIndex(uid, query.get('primaryKey'));
              i.primaryKey ??= query.get('primaryKey') ?? 'id';
              const pk = i.primaryKey;
              for (const d of docs) {
                const id = d[pk];
                if (id === undefined || id === null)
                  throw new HttpError(
                    400,
                    `Document doesn't have a \`${pk}\` attribute: \`${JSON.stringify(d).slice(0, 80)}\`.`,
                    'missing_document_id',
                  );
                if (!(Number.isInteger(id) || (typeof id === 'string' && /^[A-Za-z0-9_-]{1,511}$/.test(id)))) {
                  throw new HttpError(
                    400,
                    `Document identifier \`${JSON.stringify(id)}\` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_).`,
                    'invalid_document_id',
                  );
                }
              }
              for (const d of docs) i.docs.set(String(d[pk]), d);
            }),
          ),
        ];
      }
    }
    if ((m = /^\/indexes\/([^/]+)\/documents\/delete-batch$/.exec(path)) && method === 'POST') {
      const uid = decodeURIComponent(m[1]!);
      return [
        202,
        summary(
          enqueue('documentDeletion', uid, () => {
            const i = getIndex(uid);
            for (const id of body as unknown[]) i.docs.delete(String(id));
          }),
        ),
      ];
    }
    if ((m = /^\/indexes\/([^/]+)\/search$/.exec(path)) && method === 'POST') {
      const uid = decodeURIComponent(m[1]!);
      const i = getIndex(uid);
      return [200, searchIndex([...i.docs.values()], i.settings, body as Record<string, unknown>)];
    }
    if (path === '/multi-search' && method === 'POST') {
      const queries = (body as { queries: ({ indexUid: string } & Record<string, unknown>)[] }).queries;
      return [
        200,
        {
          results: queries.map((q) => {
            const i = getIndex(q.indexUid);
            return { indexUid: q.indexUid, ...searchIndex([...i.docs.values()], i.settings, q) };
          }),
        },
      ];
    }
    if ((m = /^\/tasks\/(\d+)$/.exec(path))) {
      const t = tasks[Number(m[1])];
      if (!t) throw new HttpError(404, `Task \`${m[1]}\` not found.`, 'task_not_found');
      const { polls, ...rest } = t;
      t.polls++;
      return [200, polls === 0 ? { ...rest, uid: t.taskUid, status: 'processing', error: null } : { ...rest, uid: t.taskUid }];
    }
    if (path === '/keys' && method === 'GET') return [200, { results: keys, offset: 0, limit: 1000, total: keys.length }];
    if (path === '/keys' && method === 'POST') {
      const b = body as Partial<Key>;
      if (!Array.isArray(b.actions) || !Array.isArray(b.indexes))
        throw new HttpError(400, '`actions` and `indexes` are required.', 'missing_parameter');
      const key: Key = {
        uid: randomUUID(),
        key: randomBytes(32).toString('hex'),
        name: b.name ?? null,
        description: b.description ?? null,
        actions: b.actions,
        indexes: b.indexes,
        expiresAt: b.expiresAt ?? null,
      };
      keys.push(key);
      return [201, key];
    }
    if ((m = /^\/keys\/(.+)$/.exec(path)) && method === 'DELETE') {
      const at = keys.findIndex((k) => k.uid === m![1] || k.key === m![1]);
      if (at < 0) throw new HttpError(404, 'API key not found.', 'api_key_not_found');
      keys.splice(at, 1);
      return [204, null];
    }
    throw new HttpError(404, `Not found: ${method} ${path}`, 'not_found');
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Meilisearch-Client',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      log.push(`${req.method} ${url.pathname}`);
      let status = 200;
      let payload: unknown;
      try {
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          throw new HttpError(400, 'The json payload provided is malformed.', 'malformed_payload');
        }
        authorize(req, url.pathname, body);
        [status, payload] = route(req.method ?? 'GET', url.pathname, url.searchParams, body);
      } catch (err) {
        const e =
          err instanceof HttpError
            ? err
            : err instanceof SearchError
              ? new HttpError(400, err.message, err.code)
              : new HttpError(400, (err as Error).message, 'invalid_search_filter');
        status = e.status;
        payload = {
          message: e.message,
          code: e.code,
          type: status === 401 || status === 403 ? 'auth' : 'invalid_request',
          link: `https://docs.meilisearch.com/errors#${e.code}`,
        };
      }
      res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(payload === null ? '' : JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${bound}`, masterKey, server, log, close: () => new Promise((r) => server.close(() => r())) };
}
