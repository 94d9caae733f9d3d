/**
 * Which edge API origin a tenant's pages call (issue #6: forms must reach the API on a nightly build
 * without a build flag): the `--api-base` flag, else the tenant's `leads.api_base_url`, else none, with
 * a warning for the build summary.
 */
import { describe, expect, it } from 'vitest';
import { LeadSettings } from '../../src/config/schema/leads.ts';
import { resolveApiBase } from './prepare.ts';

const site = (api_base_url: string | null) => ({ leads: LeadSettings.parse({ api_base_url }) });

describe('resolveApiBase', () => {
  it("uses the tenant's leads.api_base_url on a plain build", () => {
    expect(resolveApiBase(null, site('https://api.example.com.au'))).toEqual({ apiBase: 'https://api.example.com.au', warning: null });
  });

  it('lets --api-base override the tenant (local preview, browser tests), without a trailing slash', () => {
    expect(resolveApiBase('http://127.0.0.1:8787/', site('https://api.example.com.au')).apiBase).toBe('http://127.0.0.1:8787');
  });

  it('warns, naming the setting and the flag, when neither is set', () => {
    const r = resolveApiBase(null, site(null));
    expect(r.apiBase).toBeNull();
    expect(r.warning).toContain('leads.api_base_url');
    expect(r.warning).toContain('--api-base');
    expect(r.warning).toContain("/api/... on the site's own host");
  });

  it('refuses a config value with a path, naming the expected shape', () => {
    const parsed = LeadSettings.safeParse({ api_base_url: 'https://api.example.com.au/v1' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('expected an origin like https://api.example.com.au');
  });
});
