/**
 * Session and CSRF gates of the signed-in routes (issue #13). The session is better-auth's
 * (`auth/auth.ts`); CSRF protection is layered: the session cookie is `SameSite=Lax` (a cross-site
 * form or fetch does not carry it), every state-changing call must be JSON (a cross-origin JSON POST
 * needs a CORS preflight, which only the site's own origins pass) AND must carry an `Origin` header that
 * the door (`tenantGate`) matched to this site — a request with the cookie but without an allowed
 * Origin is refused here (403) before anything changes.
 */
import type { MiddlewareHandler } from 'hono';
import type { Auth, SessionUser } from './auth/auth.ts';
import type { ApiEnv } from './deps.ts';
import { fail } from './http.ts';

/** The Hono environment of signed-in routes: the door's variables plus the user. */
export interface SessionEnv {
  Variables: ApiEnv['Variables'] & { user: SessionUser | null };
}

/** Messages of the session gates. */
export const SESSION_MESSAGES = {
  signIn: 'Please sign in to continue.',
  csrf: 'This request must come from the website itself (missing or foreign Origin).',
} as const;

/** Sets `c.var.user` (null without a session on this site); `required` answers 401 without one. */
export function withSession(auth: Auth, required: boolean): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const user = await auth.sessionOf(c.get('tenant'), c.req.raw.headers);
    if (!user && required) return c.json({ error: SESSION_MESSAGES.signIn }, 401);
    c.set('user', user);
    return next();
  };
}

/**
 * True when a request without Origin came from the site's own page through the site's own host (the CDN
 * route or `npm start`'s preview proxy, which names the site in `X-Site` and drops Origin): the browser's
 * `Sec-Fetch-Site: same-origin`, a header no page can set, says the page and the host it called are one origin.
 */
export function viaSiteHost(headers: { header(name: string): string | undefined }): boolean {
  return headers.header('x-site') !== undefined && headers.header('sec-fetch-site') === 'same-origin';
}

/** CSRF: a state-changing call must carry an Origin (the door has already checked it is this site's), or come from the site's own host (`viaSiteHost`). */
export function sameSiteWrite(): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !c.req.header('origin') && !viaSiteHost(c.req))
      return fail(c, 403, SESSION_MESSAGES.csrf);
    return next();
  };
}
