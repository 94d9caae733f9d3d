/**
 * Sign-in and the account (issue #13 item 1; spec §2 `/sign-in`, §6):
 * - `/api/auth/*` — better-auth's own routes for this site: `POST phone-number/send-otp`
 *   `{ phoneNumber }`, `POST phone-number/verify` `{ phoneNumber, code }` (signs in, creating the
 *   account), `POST email-otp/send-verification-otp` `{ email, type: 'sign-in' }`, `POST sign-in/email-otp`
 *   `{ email, otp }`, `POST sign-out`, `POST delete-user` (APP 11.2; the user's watchlists go with it),
 *   `GET get-session`. The client IP our door resolved is passed in for better-auth's rate limits.
 * - `GET /api/account` — `{ signed_in, user: { email, phone_number } | null }` for this site (a session
 *   made on another site of the platform does not count).
 */
import { Hono } from 'hono';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import type { CommerceDeps } from '../commerce.ts';
import type { ResolvedDeps } from '../deps.ts';
import { rateLimit } from '../middleware.ts';
import { sameSiteWrite, viaSiteHost, withSession, type SessionEnv } from '../session.ts';

/** better-auth's routes (mounted at /api/auth). */
export function authRoutes(deps: ResolvedDeps, commerce: CommerceDeps): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.on(['GET', 'POST'], '/*', rateLimit(deps, 'write'), sameSiteWrite(), async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, deps.clientIp(c));
    // Through the site's own host (no Origin, see `viaSiteHost`): better-auth's origin check gets the site's origin.
    if (!headers.has('origin') && viaSiteHost(c.req)) headers.set('origin', new URL(c.get('tenant').site.site_url).origin);
    const init: RequestInit = { method: c.req.method, headers };
    if (c.req.method === 'POST') init.body = await c.req.raw.arrayBuffer();
    const res = await commerce.auth.forTenant(c.get('tenant')).handler(new Request(c.req.url, init));
    const out = new Response(res.body, res);
    // The door's CORS headers were set on this context; a raw Response does not carry them by itself.
    for (const [k, v] of c.res.headers) if (k.startsWith('access-control-') || k === 'vary') out.headers.set(k, v);
    out.headers.set('Cache-Control', 'no-store');
    return out;
  });
  return app;
}

/** `GET /api/account`. */
export function accountRoutes(deps: ResolvedDeps, commerce: CommerceDeps): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.get('/', rateLimit(deps, 'read'), withSession(commerce.auth, false), (c) => {
    const u = c.get('user');
    c.header('Cache-Control', 'no-store');
    return c.json({
      signed_in: u !== null,
      user: u ? { email: u.email, phone_number: u.phoneNumberVerified ? u.phoneNumber : null } : null,
    });
  });
  return app;
}
