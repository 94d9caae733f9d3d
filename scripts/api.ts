/**
 * `npm run api [-- --port 8787] [--host 127.0.0.1]` — the edge API on Node (issue #6). Listens on
 * --port (else PORT, default 8787) and loads the tenants from sites/. Settings, all from the environment
 * (scripts/lib/api-options.ts, one zod schema: a bad value stops the API naming the variable). The
 * table of variables is in the README (Edge API, Settings): PORT/HOST, API_SITES_DIR, API_STOCK,
 * DATABASE_URL/DATABASE_SCHEMA or API_DB_PATH/API_SQLITE_SYNC, API_EXTRA_ORIGINS, API_RATE_LIMITS,
 * API_TRUSTED_PROXY_HOPS/API_IP_HEADER, the connection limits, API_BOOKINGS_PER_CLIENT_DAY,
 * API_METRICS_TOKEN, YOUX_QUOTE_URL, CRM_WEBHOOK_SECRET, OUTBOX_*, RETENTION_INTERVAL_MS.
 *
 * A busy port ends with one sentence (scripts/lib/port.ts). SIGINT/SIGTERM: stops taking requests,
 * finishes in-flight ones and queued commits, closes the DB.
 */
import './check-node.mjs';
import { parseArgs } from 'node:util';
import { startNodeApi } from '../src/api/node/server.ts';
import { apiOptionsFromEnv } from './lib/api-options.ts';
import { portErrorSentence } from './lib/port.ts';

const usage = 'Usage: npm run api [-- --port <port>] [--host <host>]   (settings: see scripts/api.ts)';
let values;
try {
  values = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } }).values;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}

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
