/**
 * Sign-in for the dealer sites (issue #13 item 1; spec §2 `/sign-in`, §6 signed-in user) with
 * better-auth: one-time codes by SMS (phone-number plugin) or e-mail (email-OTP plugin) — no
 * passwords, and no session, token or crypto code of ours. Its tables are in the lead store's database
 * (migration 0003), through the store's own connection (`CommerceStore.authDatabase`).
 *
 * One better-auth instance per tenant (built on first use): its trusted origins are that site's
 * origins, and the sessions it creates carry the tenant, so a session made on one dealer's site is no
 * session on another's (`sessionOf`). A person is one user across the platform (one phone, one
 * e-mail); what they save and reserve is per site.
 *
 * Codes go through the outbox (`outbox_messages`, delivered by `delivery/messages.ts`), 6 digits, valid
 * 5 minutes, 3 tries (`SIGN_IN_CODE` in src/domain/account.ts); sending is rate-limited per IP by
 * better-auth and per recipient here (5 an hour across every IP, against SMS pumping).
 *
 * Cookies: `HttpOnly`, `SameSite=Lax`, `Secure` (unless `secureCookies` is off for a plain-http
 * preview); see the README *Accounts* section for why the API must be same-site with the pages.
 */
import { betterAuth } from 'better-auth';
import { APIError, isAPIError } from 'better-auth/api';
import { emailOTP, phoneNumber } from 'better-auth/plugins';
import { SESSION_LIFETIME, SIGN_IN_CODE } from '../../domain/account.ts';
import { e164Mobile } from '../../domain/phone.ts';
import type { CommerceStore } from '../storage/commerce/types.ts';
import type { Tenant } from '../tenants.ts';

/** Header carrying the client IP to better-auth's rate limiter (set by our door, never trusted from outside). */
export const CLIENT_IP_HEADER = 'x-dealer-client-ip';

/** Where better-auth's routes are mounted. */
export const AUTH_BASE_PATH = '/api/auth';

/** What the auth instances need. */
export interface AuthOptions {
  commerce: CommerceStore;
  /** Signs session cookies (32+ random characters; AUTH_SECRET). */
  secret: string;
  /** `Secure` cookies (default true; false only for plain-http previews on a non-loopback host). */
  secureCookies: boolean;
  /** better-auth's per-IP rate limits on (off in benchmarks / when the API's limits are off). */
  rateLimit: boolean;
  now: () => number;
  /** Called after a message is queued (the Node host wakes the message worker). */
  onMessageQueued?: () => void;
  log: (message: string) => void;
}

export { e164Mobile };

/** Messages of sign-in (ours). */
export const AUTH_MESSAGES = {
  tooManyCodes: 'Too many codes have been sent to this number or address. Please wait an hour and try again.',
  signIn: 'Please sign in.',
  phoneInvalid: 'Please enter an Australian mobile number, e.g. 0412 345 678.',
} as const;

/** The message text of a sign-in code. */
export function codeText(siteName: string, code: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in ${Math.round(SIGN_IN_CODE.expiresInSeconds / 60)} minutes. Never share it.`;
}

/** True for a refusal better-auth answers with a 4xx (the request's fault, not the API's). */
function isClientError(error: unknown): boolean {
  // isAPIError, not instanceof: the request parser throws better-call's APIError, a different class.
  return isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500;
}

function createTenantAuth(tenant: Tenant, o: AuthOptions) {
  const queue = async (channel: 'sms' | 'email', recipient: string, code: string): Promise<void> => {
    const now = o.now();
    if ((await o.commerce.countMessagesTo(recipient, now - 3600_000)) >= SIGN_IN_CODE.perRecipientPerHour) {
      throw new APIError('TOO_MANY_REQUESTS', { message: AUTH_MESSAGES.tooManyCodes });
    }
    const text = codeText(tenant.site.name, code);
    await o.commerce.enqueueMessage(
      {
        tenant: tenant.slug,
        channel,
        recipient,
        kind: 'sign_in_code',
        body: channel === 'sms' ? { text, code } : { subject: `Your ${tenant.site.name} sign-in code`, text, code },
      },
      now,
    );
    o.onMessageQueued?.();
  };
  return betterAuth({
    appName: tenant.site.name,
    secret: o.secret,
    basePath: AUTH_BASE_PATH,
    baseURL: tenant.site.site_url,
    trustedOrigins: [...tenant.origins],
    database: o.commerce.authDatabase(),
    telemetry: { enabled: false },
    logger: { level: 'error', log: (_level, message) => o.log(`auth(${tenant.slug}): ${message}`) },
    // better-auth's default handler logs every refused request (bad JSON, a wrong Content-Type, a wrong code) at
    // ERROR through its own console logger, so a stray client looked like an outage in the API's log. A refusal
    // (4xx) is the client's and is answered as such; only a failure of ours (5xx or not an APIError) is logged.
    onAPIError: {
      onError: (error) => {
        if (isClientError(error)) return;
        o.log(`auth(${tenant.slug}): ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      },
    },
    user: {
      modelName: 'auth_user',
      deleteUser: { enabled: true, beforeDelete: async (user) => o.commerce.deleteUserData(user.id) },
    },
    session: {
      modelName: 'auth_session',
      expiresIn: SESSION_LIFETIME.expiresInSeconds,
      updateAge: SESSION_LIFETIME.updateAgeSeconds,
      additionalFields: { tenant: { type: 'string', required: true, input: false } },
    },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    databaseHooks: {
      session: { create: { before: async (session) => ({ data: { ...session, tenant: tenant.slug } }) } },
    },
    rateLimit: {
      enabled: o.rateLimit,
      window: 60,
      max: 60,
      customRules: {
        '/phone-number/send-otp': { window: 60, max: 3 },
        '/email-otp/send-verification-otp': { window: 60, max: 3 },
        '/phone-number/verify': { window: 60, max: 10 },
        '/sign-in/email-otp': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'dealer',
      useSecureCookies: o.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: o.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      phoneNumber({
        otpLength: SIGN_IN_CODE.length,
        expiresIn: SIGN_IN_CODE.expiresInSeconds,
        allowedAttempts: SIGN_IN_CODE.allowedAttempts,
        phoneNumberValidator: (p) => e164Mobile(p) === p,
        sendOTP: ({ phoneNumber: phone, code }) => queue('sms', phone, code),
        // A phone-only account still needs an e-mail in better-auth's user table: a reserved .invalid address.
        signUpOnVerification: { getTempEmail: (p) => `${p.replace(/\D/g, '')}@phone.invalid`, getTempName: () => '' },
      }),
      emailOTP({
        otpLength: SIGN_IN_CODE.length,
        expiresIn: SIGN_IN_CODE.expiresInSeconds,
        allowedAttempts: SIGN_IN_CODE.allowedAttempts,
        sendVerificationOTP: ({ email, otp }) => queue('email', email, otp),
      }),
    ],
  });
}

/** One tenant's better-auth instance. */
export type TenantAuth = ReturnType<typeof createTenantAuth>;

/** The signed-in user of a request, as our routes use it. */
export interface SessionUser {
  userId: string;
  email: string | null;
  /** E.164 when the account has a verified phone. */
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  expiresAt: number;
}

/** Per-tenant auth instances, built on first use. */
export interface Auth {
  forTenant(tenant: Tenant): TenantAuth;
  /** The session of this request on this tenant's site, or null (none, expired, or made on another site). */
  sessionOf(tenant: Tenant, headers: Headers): Promise<SessionUser | null>;
}

/** Creates the auth registry. */
export function createAuth(o: AuthOptions): Auth {
  const byTenant = new Map<string, TenantAuth>();
  const forTenant = (tenant: Tenant): TenantAuth => {
    let a = byTenant.get(tenant.slug);
    if (!a) byTenant.set(tenant.slug, (a = createTenantAuth(tenant, o)));
    return a;
  };
  return {
    forTenant,
    async sessionOf(tenant, headers) {
      if (!headers.has('cookie')) return null;
      const s = await forTenant(tenant).api.getSession({ headers });
      if (!s || (s.session as { tenant?: string }).tenant !== tenant.slug) return null;
      const u = s.user as typeof s.user & { phoneNumber?: string | null; phoneNumberVerified?: boolean | null };
      return {
        userId: u.id,
        email: u.email.endsWith('@phone.invalid') ? null : u.email,
        phoneNumber: u.phoneNumber ?? null,
        phoneNumberVerified: Boolean(u.phoneNumberVerified),
        expiresAt: new Date(s.session.expiresAt).getTime(),
      };
    },
  };
}
