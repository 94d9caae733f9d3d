/**
 * ADF 1.0 XML ("Auto-lead Data Format", the automotive CRM lead standard): one `<prospect>` with its
 * id, requestdate, the vehicle of interest (year, make, model, vin, stock, trim, odometer, price), the
 * trade-in vehicle when given, the customer contact, the vendor (the dealership and its location) and
 * the provider (this website). Elements follow the order of the ADF 1.0 DTD.
 */
import { escapeUTF8 } from 'entities/escape';
import { isoInZone } from '../../domain/time.ts';
import { timezoneForState } from '../../domain/hours.ts';
import type { LeadDocument } from './document.ts';

/** Escapes text for XML 1.0 and drops the control characters XML cannot carry. */
export function xmlText(value: string | number): string {
  return escapeUTF8(String(value).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
}

type Attrs = Record<string, string | number>;
/** `<tag a="1">text</tag>`, or '' when the value is null/empty. */
function el(tag: string, value: string | number | null | undefined, attrs: Attrs = {}): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${tag}${attrText(attrs)}>${xmlText(value)}</${tag}>`;
}
/** `<tag a="1">children</tag>` from already-built children ('' children are skipped). */
function node(tag: string, children: string[], attrs: Attrs = {}): string {
  return `<${tag}${attrText(attrs)}>${children.filter(Boolean).join('')}</${tag}>`;
}
function attrText(attrs: Attrs): string {
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlText(v)}"`)
    .join('');
}

/** ADF vehicle `interest` of a form: 'test-drive' for test drives, otherwise 'buy'. */
function interest(form: string): string {
  return form === 'test_drive' ? 'test-drive' : 'buy';
}

function vehicleOfInterest(d: LeadDocument): string {
  const v = d.vehicle;
  const status = (v?.car_type ?? d.described.car_type) === 'used' ? 'used' : 'new';
  const price =
    d.offer !== null
      ? el('price', d.offer, { type: 'offer', currency: 'AUD' })
      : el('price', v?.price ?? null, { type: 'asking', currency: 'AUD' });
  return node(
    'vehicle',
    [
      v ? el('id', v.id, { sequence: 1, source: d.site.slug }) : '',
      el('year', v?.year ?? null),
      el('make', v?.make ?? d.described.make ?? ''),
      el('model', v?.model ?? d.described.model ?? ''),
      el('vin', v?.vin ?? null),
      el('stock', v?.stocknum ?? d.described.stock_number ?? null),
      el('trim', v?.badge ?? null),
      v?.km !== null && v?.km !== undefined ? el('odometer', v.km, { status: 'original', units: 'km' }) : '',
      v?.colour ? node('colorcombination', [el('exteriorcolor', v.colour), el('preference', 1)]) : '',
      price,
      d.offer !== null && v?.price ? el('pricecomments', `Customer offer; advertised price ${v.price} AUD`) : '',
    ],
    { interest: interest(d.form), status },
  );
}

function tradeInVehicle(d: LeadDocument): string {
  const t = d.trade_in;
  if (!t || !(t.make || t.model || t.year || t.rego)) return '';
  return node(
    'vehicle',
    [
      el('year', t.year),
      el('make', t.make ?? ''),
      el('model', t.model ?? ''),
      t.km !== null ? el('odometer', t.km, { status: 'original', units: 'km' }) : '',
      el('comments', t.rego ? `Rego ${t.rego}${t.rego_state ? ` (${t.rego_state})` : ''}` : null),
    ],
    { interest: 'trade-in', status: 'used' },
  );
}

function comments(d: LeadDocument): string {
  const lines = [
    d.message,
    `Enquiry: ${d.category}${d.subcategory ? ` / ${d.subcategory}` : ''}`,
    d.appointment_iso ? `Test drive requested for ${d.appointment_iso}` : null,
    d.opt_in === null ? null : `Marketing opt-in: ${d.opt_in ? 'yes' : 'no'}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * The ADF 1.0 document of a lead. `requestdate` is the submission time in the location's time zone.
 * Prospect status is "resend" on retries so a CRM can tell a repeat from a new lead.
 */
export function renderAdf(d: LeadDocument): string {
  const zone = timezoneForState(d.location.address.state) ?? d.site.timezone;
  const c = d.customer;
  const mobile = c.phone?.startsWith('04') || c.phone?.startsWith('05');
  const customer = node('customer', [
    node(
      'contact',
      [
        el('name', c.first, { part: 'first' }),
        el('name', c.last, { part: 'last' }),
        el('email', c.email),
        c.phone ? el('phone', c.phone, { type: mobile ? 'cellphone' : 'voice' }) : '',
        c.postcode ? node('address', [el('postalcode', c.postcode), el('country', 'AU')]) : '',
      ],
      { primarycontact: 1 },
    ),
    d.appointment_iso ? node('timeframe', [el('description', 'Test drive booking'), el('earliestdate', d.appointment_iso)]) : '',
    el('comments', comments(d)),
  ]);
  const a = d.location.address;
  const vendor = node('vendor', [
    el('id', d.dealership.id, { sequence: 1, source: 'dealership' }),
    el('vendorname', d.dealership.name),
    el('url', d.site.site_url),
    node(
      'contact',
      [
        el('name', d.location.name, { part: 'full' }),
        el('email', d.location.contact_detail.email ?? d.site.email),
        el('phone', d.location.contact_detail.phone, { type: 'voice' }),
        node('address', [
          el('street', a.street, { line: 1 }),
          el('city', a.city),
          el('regioncode', a.state),
          el('postalcode', a.postcode),
          el('country', 'AU'),
        ]),
      ],
      { primarycontact: 1 },
    ),
  ]);
  const provider = node('provider', [
    el('name', d.site.leads.crm.provider_name, { part: 'full' }),
    el('service', d.category),
    el('url', d.site.site_url),
  ]);
  const prospect = node(
    'prospect',
    [
      el('id', d.lead_id, { sequence: 1, source: d.site.slug }),
      el('requestdate', isoInZone(d.created_at, zone)),
      vehicleOfInterest(d),
      tradeInVehicle(d),
      customer,
      vendor,
      provider,
    ],
    { status: d.resend ? 'resend' : 'new' },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION="1.0"?>\n<adf>${prospect}</adf>\n`;
}
