/**
 * Shared answers of the API door: JSON error bodies with a human message, field errors under the
 * spec §5 heading, and the JSON-body gate (415 not JSON, 413 too large, 400 malformed). Bad input is
 * always a 4xx with a message, never a 5xx.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { $ZodType } from 'zod/v4/core';
import { LEAD_MESSAGES, leadFieldErrors } from '../domain/lead.ts';
import type { ApiEnv } from './deps.ts';

/** Every API error message (routes add their field messages from the lead schema). */
export const API_MESSAGES = {
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  tooLarge: (kb: number) => `The request body is too large (the limit is ${kb} KB).`,
  malformed: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object.',
  originNotAllowed: 'This website is not allowed to use this API.',
  siteMismatch: 'The X-Site header does not match the calling website.',
  ambiguousOrigin: 'Several sites share this origin: send an X-Site header with the site slug.',
  noSite: 'Say which site this request is for: send an Origin or an X-Site header.',
  unknownSite: 'Unknown site.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  notFound: 'Not found.',
  storeDown: 'We could not save your request just now. Please try again in a moment.',
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  idempotencyKey: 'Idempotency-Key must be 1 to 200 visible ASCII characters.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different submission.',
} as const;

/** `{ error }` with a status. */
export function fail(c: Context, status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503, error: string): Response {
  return c.json({ error }, status);
}

/** 422 `{ error: 'Please fix the following errors:', fields: { field: message } }` (spec §5). */
export function fieldErrors(c: Context, fields: Record<string, string>, status: 409 | 422 = 422): Response {
  return c.json({ error: LEAD_MESSAGES.heading, fields }, status);
}

/**
 * An answer given before the request body was read (too large, not JSON): with `Connection: close`,
 * so the unread rest of the body is never parsed as the next request on a keep-alive connection
 * (which reset that next request).
 */
function closing(c: Context, status: 413 | 415, error: string): Response {
  c.header('Connection', 'close');
  return fail(c, status, error);
}

/** The JSON-body gate for POST routes: sets `c.var.body` to the parsed object. */
export function jsonBody(limitBytes: number): MiddlewareHandler<ApiEnv> {
  const limit = bodyLimit({ maxSize: limitBytes, onError: (c) => closing(c, 413, API_MESSAGES.tooLarge(Math.round(limitBytes / 1024))) });
  return async (c, next) => {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return closing(c, 415, API_MESSAGES.notJson);
    return limit(c, async () => {
      const text = await c.req.text(); // a body over the limit throws here, and bodyLimit answers 413
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        c.res = fail(c, 400, API_MESSAGES.malformed);
        return;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        c.res = fail(c, 400, API_MESSAGES.notObject);
        return;
      }
      c.set('body', value as Record<string, unknown>);
      await next();
    });
  };
}

/** A well-formed `Idempotency-Key`: 1 to 200 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The optional `Idempotency-Key` header of a submission (one key per submission; a retry sends the same
 * key): a malformed key answers 400 {@link API_MESSAGES}.idempotencyKey; otherwise the route reads it
 * from `c.get('idempotencyKey')` (null when absent). The one place the key is checked.
 */
export function idempotencyKeyHeader(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key') ?? null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) return fail(c, 400, API_MESSAGES.idempotencyKey);
    c.set('idempotencyKey', key);
    return next();
  };
}

/**
 * A route's input schema as middleware (`@hono/zod-validator`): the JSON body (behind {@link jsonBody},
 * which answers 415/413/400 first) or the query string is parsed with `schema`, a failure answers 422
 * `{ error: 'Please fix the following errors:', fields }` with the schema's messages (spec §5), and the
 * handler reads the typed result from `c.req.valid(target)`.
 */
export function validated<T extends $ZodType, Target extends 'json' | 'query'>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => (result.success ? undefined : fieldErrors(c, leadFieldErrors(result.error))));
}
