/**
 * The visit trail a lead carries (spec §3 `lead_attributes`): `visited_pages`, the last pages this
 * visitor viewed on the site in this browser tab session, and `linked_query_params`, the campaign
 * parameters (utm_*, click ids) of the URL they landed on. Kept in `sessionStorage`, so it ends with
 * the session and never leaves the device except inside a lead. Paths only: query strings can carry
 * personal data, so they are not recorded. Never throws.
 */

/** The part of the Web Storage API used here. */
export interface TrailStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What a lead carries (the lead schema's `lead_attributes`). */
export interface LeadTrail {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

export const VISITED_PAGES_KEY = 'lead-visited-pages';
export const LINKED_PARAMS_KEY = 'lead-linked-params';
/** Pages kept, newest last (the schema accepts up to 50). */
export const MAX_VISITED_PAGES = 20;
const CLICK_IDS = new Set(['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'ttclid', 'li_fat_id']);

/** Campaign parameters of a query string: `utm_*` and the ad networks' click ids; values cut to 500 characters, at most 20. */
export function campaignParams(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const k = key.toLowerCase();
    if ((k.startsWith('utm_') || CLICK_IDS.has(k)) && value !== '' && k.length <= 100 && Object.keys(out).length < 20)
      out[k] = value.slice(0, 500);
  }
  return out;
}

function readJson<T>(storage: TrailStorage | null, key: string, valid: (v: unknown) => v is T, fallback: T): T {
  try {
    const raw = storage?.getItem(key);
    const v: unknown = raw ? JSON.parse(raw) : null;
    return valid(v) ? v : fallback;
  } catch {
    return fallback;
  }
}
const isPathList = (v: unknown): v is string[] => Array.isArray(v) && v.every((p) => typeof p === 'string');
const isParams = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/**
 * Records a page view: appends the path (not when it repeats the last one), keeps the last
 * {@link MAX_VISITED_PAGES}; the first page with campaign parameters sets `linked_query_params`
 * (later campaign links in the same session replace them).
 */
export function recordVisit(storage: TrailStorage | null, location: { pathname: string; search: string }): void {
  if (!storage) return;
  try {
    const pages = readJson(storage, VISITED_PAGES_KEY, isPathList, []);
    const path = location.pathname.slice(0, 300);
    if (pages[pages.length - 1] !== path) pages.push(path);
    storage.setItem(VISITED_PAGES_KEY, JSON.stringify(pages.slice(-MAX_VISITED_PAGES)));
    const params = campaignParams(location.search);
    if (Object.keys(params).length > 0) storage.setItem(LINKED_PARAMS_KEY, JSON.stringify(params));
  } catch {
    // Storage full or blocked: the lead goes without a trail.
  }
}

/** The trail to send with a lead; the current page's campaign parameters count when none were stored. */
export function readTrail(storage: TrailStorage | null, location?: { search: string }): LeadTrail {
  const stored = readJson(storage, LINKED_PARAMS_KEY, isParams, {});
  return {
    visited_pages: readJson(storage, VISITED_PAGES_KEY, isPathList, []).slice(-MAX_VISITED_PAGES),
    linked_query_params: Object.keys(stored).length > 0 ? stored : campaignParams(location?.search ?? ''),
  };
}

/** `sessionStorage` when the browser allows it, else null. */
export function sessionTrailStorage(): TrailStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
