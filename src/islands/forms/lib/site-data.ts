/**
 * The site slice for islands that are loaded by another island without it (the search cards' Quick
 * Enquiry): embedded in the page as JSON (`<script type="application/json" id="lead-form-site">`,
 * written by `src/components/forms/FormSiteData.astro`), else fetched from {@link FORM_SITE_URL}.
 * Never throws.
 */
import type { FormSite } from '../types.ts';

/** The element id of the embedded site slice. */
export const FORM_SITE_ELEMENT_ID = 'lead-form-site';
/** The static file with the same slice (`src/pages/forms/site.json.ts`). */
export const FORM_SITE_URL = '/forms/site.json';

/** Whether `v` looks like a site slice. */
export function isFormSite(v: unknown): v is FormSite {
  const s = v as FormSite | null;
  return !!s && typeof s.apiBase === 'string' && typeof s.slug === 'string' && Array.isArray(s.locations) && Array.isArray(s.dealerships) && typeof s.switches === 'object';
}

/** The embedded site slice, or null when the page has none. */
export function readFormSite(doc: Pick<Document, 'getElementById'> | null = typeof document === 'undefined' ? null : document): FormSite | null {
  try {
    const text = doc?.getElementById(FORM_SITE_ELEMENT_ID)?.textContent;
    const v: unknown = text ? JSON.parse(text) : null;
    return isFormSite(v) ? v : null;
  } catch {
    return null;
  }
}

/** The slice from the page, else from {@link FORM_SITE_URL}; null when neither answers. */
export async function loadFormSite(doFetch: typeof fetch = fetch): Promise<FormSite | null> {
  const embedded = readFormSite();
  if (embedded) return embedded;
  try {
    const res = await doFetch(FORM_SITE_URL);
    const v: unknown = res.ok ? await res.json() : null;
    return isFormSite(v) ? v : null;
  } catch {
    return null;
  }
}
