/**
 * `npm run api [-- --port 8787] [--host 127.0.0.1]` — the edge API on Node (issue #6). Listens on
 * --port (else PORT, default 8787) and loads the tenants from sites/. Settings, all from the environment
 * (scripts/lib/api-options.ts):
 *
 *   PORT=8787  HOST=127.0.0.1 (0.0.0.0 to serve other machines)
 *   API_SITES_DIR=sites              tenant configs (sites/<slug>/site.json)
 *   API_STOCK=sites/_stock/sample-snapshot.json.gz   stock snapshot for car lookups ('none' to skip)
 *   DATABASE_URL=postgres://…        use PostgreSQL (tables in DATABASE_SCHEMA, default public); otherwise SQLite (WAL) at
 *   API_DB_PATH=.data/leads.sqlite   with API_SQLITE_SYNC=FULL (or NORMAL)
 *   API_EXTRA_ORIGINS=my-slug=http://127.0.0.1:4321,http://localhost:4400   extra CORS origins (one tenant, or all);
 *                                    a loopback origin also allows its other loopback names (localhost, 127.0.0.1, [::1])
 *   API_RATE_LIMITS=on|off           API_IP_HEADER=x-forwarded-for (only behind a trusted proxy)
 *   YOUX_QUOTE_URL=https://…         finance quote provider (else local estimates)
 *   CRM_WEBHOOK_SECRET=…             signs webhook bodies (X-Signature-SHA256)
 *   OUTBOX=on|off  OUTBOX_MAX_ATTEMPTS=10  OUTBOX_BASE_DELAY_MS=5000  OUTBOX_MAX_DELAY_MS=3600000  OUTBOX_POLL_MS=1000
 *   RETENTION_INTERVAL_MS=21600000   how often expired personal data is de-identified
 *
 * A busy port ends with one sentence (scripts/lib/port.ts). SIGINT/SIGTERM: stops taking requests,
 * finishes in-flight ones and queued commits, closes the DB.
 */
import './check-node.mjs';
import { parseCliArgs } from './lib/cli.ts';
import { startNodeApi } from '../src/api/node/server.ts';
import { apiOptionsFromEnv } from './lib/api-options.ts';
import { portErrorSentence } from './lib/port.ts';

const usage = 'Usage: npm run api [-- --port <port>] [--host <host>]   (settings: see scripts/api.ts)';
const values = parseCliArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } }, usage);

const log = (m: string) => console.error(m);
let options;
try {
  options = apiOptionsFromEnv({ ...process.env, ...(values.port ? { PORT: values.port } : {}), ...(values.host ? { HOST: values.host } : {}) }, log);
} catch (err) {
  console.error(`api: ${(err as Error).message}`);
  process.exit(2);
}
let api;
try {
  api = await startNodeApi(options);
} catch (err) {
  const sentence = portErrorSentence(err, options.port, options.host, { what: 'the edge API', option: 'npm run api -- --port <port>' });
  if (!sentence) throw err;
  console.error(sentence);
  process.exit(1);
}
console.log(`READY ${api.port}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log(`api: ${signal}, closing`);
    api.close().then(() => process.exit(0), (err: unknown) => { log(`api: close failed: ${(err as Error).message}`); process.exit(1); });
  });
}
