/**
 * The site slice for islands that are loaded by another island without it (the search cards' Quick
 * Enquiry): fetched from {@link FORM_SITE_URL} (a static file the build writes). Never throws.
 */
import type { FormSite } from '../types.ts';

/** The static file with the same slice (`src/pages/forms/site.json.ts`). */
export const FORM_SITE_URL = '/forms/site.json';

/** Whether `v` looks like a site slice. */
export function isFormSite(v: unknown): v is FormSite {
  const s = v as FormSite | null;
  return (
    !!s &&
    typeof s.apiBase === 'string' &&
    typeof s.slug === 'string' &&
    Array.isArray(s.locations) &&
    Array.isArray(s.dealerships) &&
    typeof s.year === 'number' &&
    typeof s.switches === 'object'
  );
}

/** The slice from {@link FORM_SITE_URL}; null when it does not answer with one. */
export async function loadFormSite(doFetch: typeof fetch = fetch): Promise<FormSite | null> {
  try {
    const res = await doFetch(FORM_SITE_URL);
    const v: unknown = res.ok ? await res.json() : null;
    return isFormSite(v) ? v : null;
  } catch {
    return null;
  }
}
