/**
 * `npm run leads:requeue -- [--site <slug>] [--since <when>]` — the operator's command for dead
 * letters (issue 12 item 5): CRM deliveries that ran out of attempts (status 'dead') become pending
 * again with a fresh retry budget, due now, so the running API's outbox worker sends them on its next
 * poll (OUTBOX_POLL_MS, default 1 s). Dead letters are retried on a slow schedule for 7 days anyway;
 * this is for after that, or to send them at once when the CRM is back.
 *
 *   --site <slug>    only this tenant's deliveries (default: every tenant)
 *   --since <when>   only leads created at or after <when>: an ISO date or time (2026-11-20,
 *                    2026-11-20T09:00+11:00; a date without an offset is UTC midnight) or an age
 *                    (90m, 48h, 7d)
 *
 * Uses the same database settings as the API (DATABASE_URL / DATABASE_SCHEMA, else API_DB_PATH;
 * scripts/lib/api-options.ts). Prints how many deliveries were requeued and how many dead remain.
 * Exit status: 0 done, 2 bad arguments or settings, 1 the database failed.
 */
import './check-node.mjs';
import { parseCliArgs } from './lib/cli.ts';
import { listTenantSlugs } from '../src/config/load.ts';
import { openConfiguredStore } from '../src/api/node/server.ts';
import { apiOptionsFromEnv } from './lib/api-options.ts';
import { parseSince } from './lib/since.ts';

const usage = 'Usage: npm run leads:requeue -- [--site <slug>] [--since <2026-11-20 | 2026-11-20T09:00+11:00 | 48h | 7d>]';
const fail = (message: string): never => {
  console.error(`leads:requeue: ${message}\n${usage}`);
  process.exit(2);
};

const values = parseCliArgs({ options: { site: { type: 'string' }, since: { type: 'string' } } }, usage);

let options;
try {
  options = apiOptionsFromEnv(process.env, (m) => console.error(m));
} catch (err) {
  fail((err as Error).message);
}
const settings = options!;
if (values.site !== undefined && !listTenantSlugs(settings.sitesDir).includes(values.site)) {
  fail(`--site ${values.site}: no such tenant under ${settings.sitesDir}`);
}
const now = Date.now();
let since: number | undefined;
if (values.since !== undefined) {
  const parsed = parseSince(values.since, now);
  if (parsed === null) fail(`--since "${values.since}" is neither an ISO date or time nor an age such as 48h or 7d`);
  since = parsed!;
}

try {
  const store = await openConfiguredStore(settings);
  try {
    const n = await store.requeueDead({ tenant: values.site, since }, now);
    const left = (await store.outboxStats()).filter((s) => s.status === 'dead').reduce((a, s) => a + s.count, 0);
    const scope = [
      values.site ? `tenant ${values.site}` : 'every tenant',
      since !== undefined ? `leads since ${new Date(since).toISOString()}` : null,
    ]
      .filter(Boolean)
      .join(', ');
    console.log(
      `leads:requeue: requeued ${n} dead CRM deliver${n === 1 ? 'y' : 'ies'} (${scope}) on ${store.kind}; ` +
        `the API's outbox worker sends them on its next poll. Dead deliveries left: ${left}.`,
    );
  } finally {
    await store.close();
  }
} catch (err) {
  console.error(`leads:requeue: the database failed: ${(err as Error).message}`);
  process.exit(1);
}
