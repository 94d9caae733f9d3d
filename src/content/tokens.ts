/**
 * The `{{token}}` placeholders of Markdown content (platform defaults are written once for every
 * tenant, e.g. "{{legal.entity}} collects…", and filled per tenant when the content is resolved,
 * `resolve.ts`). Values come from the tenant's `site.json` and the domain's constants, so a page never
 * states a rule the code does not follow (the privacy policy's retention period is the API's
 * `leads.retention_days`).
 *
 * Tokens are filled in the Markdown body only (frontmatter is literal YAML). An unknown token is an
 * error naming the file and line, never left on the page.
 */
import type { SiteConfig } from '../config/schema/site.ts';
import { MONEY_BACK_GUARANTEE_HOURS, PRIVACY_COMPLAINT_RESPONSE_DAYS, RESERVATION_HOLD_HOURS } from '../domain/legal.ts';
import { formatAud } from '../domain/money.ts';
import { formatAuPhone } from '../domain/phone.ts';

/** Token name → text, e.g. `{ 'site.name': 'Harbourline Mazda', 'leads.retention_days': '365' }`. */
export type ContentTokens = Readonly<Record<string, string>>;

/** The tenant's primary location (the first when none is marked primary). */
function primaryLocation(site: SiteConfig) {
  return site.locations.find((l) => l.primary) ?? site.locations[0]!;
}

/**
 * Every token a tenant's Markdown may use, with its value for `site`:
 * - `site.name`, `site.email`, `site.url`, `site.phone` (primary location, Australian format), `site.address`
 *   (primary location, one line);
 * - `legal.entity` (entity name, with its ABN when set), `legal.entity_name`, `legal.privacy_email`;
 * - `leads.retention_days` (personal data de-identified after this many days, the API's rule);
 * - `privacy.response_days` (30, spec §9); `reservation.hold_hours` (48, spec §9), `reservation.deposit`
 *   ('$200', `features.reserve_amount`); `guarantee.money_back_hours` (48, spec §9);
 * - `complaints.name`, `complaints.title`, `complaints.phone`, `complaints.email` (`complaints_contact`,
 *   else a 'Customer Relations' team at the site's e-mail and main phone);
 * - `manufacturer.network` ('Mazda and its dealer network', or 'the manufacturers of the vehicles you enquire
 *   about and their dealer networks' on a multi-brand site).
 */
export function contentTokens(site: SiteConfig): ContentTokens {
  const primary = primaryLocation(site);
  const a = primary.address;
  const phone = formatAuPhone(primary.contact_detail.phone) ?? primary.contact_detail.phone;
  const entityName = site.legal.entity_name ?? site.name;
  const complaints = site.complaints_contact;
  return {
    'site.name': site.name,
    'site.email': site.email,
    'site.url': site.site_url.replace(/\/+$/, ''),
    'site.phone': phone,
    'site.address': `${a.street}, ${a.city} ${a.state} ${a.postcode}`,
    'legal.entity_name': entityName,
    'legal.entity': site.legal.abn ? `${entityName} (ABN ${site.legal.abn})` : entityName,
    'legal.privacy_email': site.legal.privacy_email ?? site.email,
    'leads.retention_days': String(site.leads.retention_days),
    'privacy.response_days': String(PRIVACY_COMPLAINT_RESPONSE_DAYS),
    'reservation.hold_hours': String(RESERVATION_HOLD_HOURS),
    'reservation.deposit': formatAud(site.features.reserve_amount),
    'guarantee.money_back_hours': String(MONEY_BACK_GUARANTEE_HOURS),
    'complaints.name': complaints?.name ?? 'Customer Relations',
    'complaints.title': complaints?.title ?? `Customer Relations, ${site.name}`,
    'complaints.phone': formatAuPhone(complaints?.phone) ?? phone,
    'complaints.email': complaints?.email ?? site.email,
    'manufacturer.network': site.manufacturer
      ? `${site.manufacturer.name} and its dealer network`
      : 'the manufacturers of the vehicles you enquire about and their dealer networks',
  };
}

const TOKEN = /\{\{\s*([a-z0-9_.]+)\s*\}\}/gi;
/** Characters that would change the Markdown around a value (emphasis, links, HTML, code). */
const MARKDOWN_SPECIAL = /[\\`*_[\]<>]/g;

/** One unknown token: its name and 1-based line. */
export interface TokenProblem {
  token: string;
  line: number;
}

/**
 * Fills the `{{token}}` placeholders of a Markdown body with `tokens` (values escaped so they stay plain
 * text). Returns the text and every unknown token with its line (the text keeps those placeholders).
 */
export function fillTokens(markdown: string, tokens: ContentTokens): { text: string; unknown: TokenProblem[] } {
  const unknown: TokenProblem[] = [];
  const text = markdown.replace(TOKEN, (whole, name: string, offset: number) => {
    const value = tokens[name];
    if (value === undefined) {
      unknown.push({ token: name, line: markdown.slice(0, offset).split('\n').length });
      return whole;
    }
    return value.replace(MARKDOWN_SPECIAL, (c) => `\\${c}`);
  });
  return { text, unknown };
}
