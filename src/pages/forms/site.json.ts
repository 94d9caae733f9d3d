/**
 * `/forms/site.json`: the lead form site slice (`formSite`), for form islands loaded by another island
 * without it (the search cards' Quick Enquiry fetches it once when the page does not embed it).
 * Static, a few hundred bytes; nothing secret (the same values every form page carries as props).
 */
import { site, build, getStock } from 'virtual:tenant';
import { formSite } from '../../components/forms/form-site.ts';

export function GET(): Response {
  return new Response(JSON.stringify(formSite(site, build, getStock())), { headers: { 'content-type': 'application/json' } });
}
