/**
 * `npm run api [-- --port 8787] [--host 127.0.0.1]` — the edge API on Node (issue #6). Listens on
 * --port (else PORT, default 8787) and loads the tenants from sites/. Settings, all from the environment
 * (scripts/lib/api-options.ts, one zod schema: a bad value stops the API naming the variable). The
 * table of variables is in the README (Edge API, Settings): PORT/HOST, API_SITES_DIR, API_STOCK,
 * DATABASE_URL/DATABASE_SCHEMA or API_DB_PATH/API_SQLITE_SYNC, API_EXTRA_ORIGINS, API_RATE_LIMITS,
 * API_TRUSTED_PROXY_HOPS/API_IP_HEADER, the connection limits, API_BOOKINGS_PER_CLIENT_DAY,
 * API_METRICS_TOKEN, YOUX_QUOTE_URL, CRM_WEBHOOK_SECRET, OUTBOX_*, RETENTION_INTERVAL_MS.
 * Accounts and commerce (issue #13; README *Accounts and commerce*), not in that table yet:
 *   COMMERCE=on|off                  sign-in, watchlist, reservations and valuations routes
 *   AUTH_SECRET=…                    signs sessions (else a random one kept in .data/auth-secret)
 *   AUTH_SECURE_COOKIES=on|off       Secure session cookie (off only for plain-http previews on a LAN address)
 *   NOTIFY_SMS_URL=https://…  NOTIFY_EMAIL_URL=https://…  NOTIFY_WEBHOOK_SECRET=…   SMS / e-mail provider webhooks
 *                                    (unset: sign-in codes and confirmations are printed to this log); MESSAGES=on|off
 *   STRIPE_ACCOUNTS={"<slug>":{"secret_key":"sk_…","webhook_secret":"whsec_…"}}   Stripe deposits per site
 *   STRIPE_API_BASE=http://127.0.0.1:…  STRIPE_TEST_CONFIRM_BASE=…   the local Stripe fake (tests only)
 *   RESERVATION_SWEEP_MS=60000       how often the 48-hour holds and unpaid requests are checked
 *   DEALER_API_KEYS={"<slug>":"<24+ random characters>"}   the dealer's reservation routes (sold / cancel / sale-cancelled)
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
  options = apiOptionsFromEnv(
    { ...process.env, ...(values.port ? { PORT: values.port } : {}), ...(values.host ? { HOST: values.host } : {}) },
    log,
  );
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
    api.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log(`api: close failed: ${(err as Error).message}`);
        process.exit(1);
      },
    );
  });
}
