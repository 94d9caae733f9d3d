/**
 * The API's environment goes through one zod schema (issue 12 item 4): every setting is checked, and a
 * typo stops the API with a sentence naming the variable instead of silently meaning the default
 * (before, `API_SQLITE_SYNC=ful` meant FULL and `API_RATE_LIMITS=of` meant on).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiOptionsFromEnv, DEFAULT_API_PORT } from './api-options.ts';

const parse = (env: Record<string, string>) => apiOptionsFromEnv(env, () => undefined);

describe('apiOptionsFromEnv: the API settings from the environment', () => {
  it('an empty environment gives the documented defaults', () => {
    const o = parse({});
    expect(o).toMatchObject({
      port: DEFAULT_API_PORT,
      host: '127.0.0.1',
      sitesDir: resolve('sites'),
      sqliteSync: 'FULL',
      rateLimits: true,
      databaseUrl: null,
      trustedProxyHops: 0,
      ipHeader: 'x-forwarded-for',
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      maxConnections: 1_000,
      bookingsPerClientDay: 2,
      metricsToken: null,
      quoteUrl: null,
    });
    expect(o.outbox).toMatchObject({ enabled: true, maxAttempts: 10, deadRetryMs: 30 * 60_000, deadRetryForMs: 7 * 86_400_000 });
  });

  it('reads every setting, any case where a word is expected; blank means unset', () => {
    const o = parse({
      PORT: '9000',
      API_SQLITE_SYNC: 'normal',
      API_RATE_LIMITS: 'OFF',
      OUTBOX: 'no',
      API_TRUSTED_PROXY_HOPS: '2',
      API_IP_HEADER: 'X-Forwarded-For',
      DATABASE_URL: 'postgres://u:p@db.example:5432/leads',
      DATABASE_SCHEMA: 'tenant_a',
      API_BOOKINGS_PER_CLIENT_DAY: '0',
      HOST: '',
    });
    expect(o).toMatchObject({
      port: 9000,
      sqliteSync: 'NORMAL',
      rateLimits: false,
      trustedProxyHops: 2,
      ipHeader: 'x-forwarded-for',
      databaseUrl: 'postgres://u:p@db.example:5432/leads',
      databaseSchema: 'tenant_a',
      bookingsPerClientDay: 0,
      host: '127.0.0.1',
    });
    expect(o.outbox.enabled).toBe(false);
  });

  it.each([
    [{ API_SQLITE_SYNC: 'ful' }, /^API_SQLITE_SYNC must be FULL or NORMAL, got "ful"\.$/],
    [{ API_RATE_LIMITS: 'of' }, /^API_RATE_LIMITS must be on or off, got "of"\.$/],
    [{ PORT: '80a' }, /^PORT must be a whole number from 0 to 65535, got "80a"\.$/],
    [{ API_REQUEST_TIMEOUT_MS: '300000' }, /^API_REQUEST_TIMEOUT_MS must be a whole number from 1000 to 30000, got "300000"\.$/],
    [{ API_TRUSTED_PROXY_HOPS: 'yes' }, /^API_TRUSTED_PROXY_HOPS must be a whole number from 0 to 9/],
    [{ API_IP_HEADER: 'x-real-ip' }, /^API_IP_HEADER needs API_TRUSTED_PROXY_HOPS too/],
    [{ YOUX_QUOTE_URL: 'ftp://quotes.example' }, /^YOUX_QUOTE_URL must be an http\(s\) URL/],
    [{ DATABASE_SCHEMA: 'Robert"; DROP' }, /^DATABASE_SCHEMA must be a lower-case SQL name/],
  ])('%j stops the API with a sentence naming the variable', (env, message) => {
    expect(() => parse(env)).toThrow(message);
  });

  it('reports every bad variable at once, and never repeats a secret', () => {
    let message = '';
    try {
      parse({ API_SQLITE_SYNC: 'ful', DATABASE_URL: 'mysql://user:hunter2@db/leads', OUTBOX_MAX_ATTEMPTS: '-1' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/API_SQLITE_SYNC must be FULL or NORMAL/);
    expect(message).toMatch(/DATABASE_URL must be a postgres:\/\/ URL\./);
    expect(message).toMatch(/OUTBOX_MAX_ATTEMPTS must be a whole number/);
    expect(message).not.toContain('hunter2');
  });
});
