/**
 * The site slice embedded in a page as JSON (`<script type="application/json" id="lead-form-site">`,
 * written by `src/components/forms/FormSiteData.astro`), for islands that are loaded by another island
 * without it (the search cards' Quick Enquiry). Never throws.
 */
import type { FormSite } from '../types.ts';

/** The element id of the embedded site slice. */
export const FORM_SITE_ELEMENT_ID = 'lead-form-site';

/** The embedded site slice, or null when the page has none. */
export function readFormSite(doc: Pick<Document, 'getElementById'> | null = typeof document === 'undefined' ? null : document): FormSite | null {
  try {
    const text = doc?.getElementById(FORM_SITE_ELEMENT_ID)?.textContent;
    const v = text ? (JSON.parse(text) as FormSite) : null;
    return v && typeof v.apiBase === 'string' && Array.isArray(v.locations) && Array.isArray(v.dealerships) && typeof v.switches === 'object' ? v : null;
  } catch {
    return null;
  }
}
