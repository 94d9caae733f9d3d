/**
 * The lead (enquiry) payload and its validation: spec §3 *Lead or enquiry payload*, §4 *Lead form*,
 * §5 *Forms*, §9 *Events and analytics*. ONE zod schema per form variant, built by {@link leadSchema}
 * from the site's switches, validates in the form island and again at the API door (`POST /api/leads`).
 *
 * Pure: imports zod and domain modules only (no DOM, no Node), so islands can bundle it. Written with
 * `zod/mini` (the same zod core, functional API): the lead schema costs ~12 KB gzip in a form island
 * instead of ~28 KB with zod classic (measured with rolldown, minified). The API parses with these
 * very objects, so the rules exist once.
 *
 * Messages: the spec's exact wording where it gives one (postcode, terms, the error heading, the
 * submit fallbacks); our own plain-English wording where it says "not shown" — all in
 * {@link LEAD_MESSAGES}. Every transform is idempotent: parsing a parsed lead gives the same lead, so
 * a form may submit its parse output and the API parses it again.
 */
import * as z from 'zod/mini';
import { parseAuPhone } from './phone.ts';

/** The form variants (spec §2 enquiry pages, §4 *Lead form*, §5 make-an-offer and test-drive rules). */
export const LEAD_FORMS = [
  'enquiry',
  'test_drive',
  'make_an_offer',
  'find_me_something_similar',
  'fleet',
  'service',
  'parts',
  'feedback',
  'careers',
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** Every message the lead schemas produce (spec §5 where given; ours where the spec says "not shown"). */
export const LEAD_MESSAGES = {
  /** Spec §5 heading above the field errors. */
  heading: 'Please fix the following errors:',
  /** Spec §8: shown when the server gives no error text (the spec's spelling). */
  submitFallback: 'An unexpected error occured',
  /** Spec §8 form-level alert. */
  formAlert: 'An error occurred when submitting this form',
  /** Spec §5, for missing, non-digit, short and long postcodes alike. */
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  /** Spec §5 terms checkbox, and its variant note. */
  terms: '*You must agree to the terms of use before submitting.',
  termsLong: '* You must agree to the terms of use before submitting the form.',
  // Ours (spec §5: "Exact per-field messages beyond those above: not shown").
  nameRequired: 'Please enter your first name.',
  nameTooLong: 'Please keep your first name under 80 characters.',
  lastNameTooLong: 'Please keep your last name under 80 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
  phoneRequired: 'Please enter your mobile number.',
  phoneInvalid: 'Please enter a valid Australian phone number, e.g. 0412 345 678.',
  messageRequired: 'Please enter your comments.',
  messageTooLong: 'Please keep your comments under 5,000 characters.',
  categoryRequired: 'Please choose what your enquiry is about.',
  locationRequired: 'Please select a location.',
  dealershipRequired: 'Please select a dealership.',
  regoInvalid: 'Please enter a valid registration number (up to 9 letters and numbers).',
  offerRequired: 'Please enter your offer.',
  offerInvalid: 'Please enter your offer as a dollar amount, e.g. $25,000.',
  appointmentInvalid: 'Please choose a valid date and time.',
  appointmentUnavailable: 'That time is not available. Please choose another time.',
  appointmentTaken: 'That time has just been booked. Please choose another time.',
  appointmentLimit: 'You have already booked the most appointments we take online for that day. Please call us to book another.',
  tradeInYear: 'Please enter the year of your car as four digits, e.g. 2018.',
  tradeInKm: 'Please enter the kilometres as a whole number, e.g. 85000.',
  checkbox: 'Please tick or untick this box.',
  invalidValue: 'This value is not valid.',
} as const;

/** Site switches that change a form's rules (spec §5 *Enquiry form*, terms checkbox). */
export interface LeadSwitches {
  /** Comments required (spec §5: "message required unless the site disables that"). Default true. */
  message_required: boolean;
  /** Terms checkbox shown and required. Default false. */
  terms_required: boolean;
  /** Which spec wording the terms error uses. Default 'short'. */
  terms_message: 'short' | 'long';
  /** Location select shown and required (spec §5). Default false. */
  location_required: boolean;
  /** Allowed location ids, when known (the site's locations). */
  location_ids?: readonly string[];
  /** Preferred-dealership select shown and required (spec §5). Default false. */
  dealership_required: boolean;
  /** Allowed dealership slugs, when known. */
  dealership_slugs?: readonly string[];
}

/** Switch defaults: comments required, no terms, location and dealership selects hidden. */
export const DEFAULT_LEAD_SWITCHES: LeadSwitches = {
  message_required: true,
  terms_required: false,
  terms_message: 'short',
  location_required: false,
  dealership_required: false,
};

/** Forms that may book an appointment slot (`appointment_at`): a test drive, and a service booking (issue 11, /service/). */
export const APPOINTMENT_FORMS: readonly LeadForm[] = ['test_drive', 'service'];

/** Default category and subcategory of each form (spec §5: category default 'General Enquiry'; §2 /fleet). */
export const LEAD_FORM_DEFAULTS: Record<LeadForm, { category: string; subcategory: string | null }> = {
  enquiry: { category: 'General Enquiry', subcategory: null },
  test_drive: { category: 'Test Drive', subcategory: null },
  make_an_offer: { category: 'Make An Offer', subcategory: null },
  find_me_something_similar: { category: 'General Enquiry', subcategory: 'Find Me Something Similar' },
  fleet: { category: 'Fleet Enquiry', subcategory: null },
  service: { category: 'Service Enquiry', subcategory: null },
  parts: { category: 'Parts Enquiry', subcategory: null },
  feedback: { category: 'Feedback', subcategory: null },
  careers: { category: 'Careers Enquiry', subcategory: null },
};

/** The hidden honeypot field: people never see it, bots fill it in. Any non-empty value marks the lead as spam. */
export const LEAD_HONEYPOT_FIELD = 'contact_me_by_fax_only';

const EMAIL_RE = z.regexes.email;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL cannot store (issue #12)
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * Text a database can keep: NUL characters removed and unpaired UTF-16 surrogates replaced by U+FFFD.
 * PostgreSQL refuses both (TEXT cannot hold NUL; JSONB refuses `\u0000` and a lone `\ud800`), and no
 * person types either, so every text field of the API's schemas is cleaned with this before its other
 * checks. Well-formed text is returned as is.
 */
export function storableText(s: string): string {
  UNSTORABLE.lastIndex = 0;
  return UNSTORABLE.test(s) ? s.replace(UNSTORABLE, (m) => (m === '\u0000' ? '' : '\uFFFD')) : s;
}

/** A string schema whose value is made {@link storableText} before any other check: every text field of the lead. */
const safeString = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(z.overwrite(storableText));

/** Output of a pipe that reports an issue and stops (the transform's `ctx` is zod's parse payload). */
const report = (ctx: { issues: unknown[] }, input: unknown, message: string): never => {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
};
/** Maps the input before `schema` parses it (zod classic's `preprocess`). */
const preprocess = <T extends z.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);
const text = (max: number, tooLong: string = LEAD_MESSAGES.invalidValue) =>
  safeString({ error: LEAD_MESSAGES.invalidValue }).check(z.trim(), z.maxLength(max, tooLong));
/** Optional text: absent, null or blank all read as null. */
const optText = (max: number, tooLong?: string) =>
  z.pipe(
    preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.optional(text(max, tooLong))),
    z.transform((v: string | undefined) => v ?? null),
  );
const required = (max: number, missing: string, tooLong: string) =>
  safeString({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
const FLAG_STRINGS: Record<string, boolean> = {
  true: true,
  on: true,
  yes: true,
  '1': true,
  false: false,
  off: false,
  no: false,
  '0': false,
};
/** A checkbox: a boolean, or 'true'/'on'/'yes'/'1' and 'false'/'off'/'no'/'0'. */
const flag = (message: string = LEAD_MESSAGES.checkbox) =>
  z.pipe(
    z.union([z.boolean(), safeString().check(z.refine((s) => Object.hasOwn(FLAG_STRINGS, s.toLowerCase()), message))], { error: message }),
    z.transform((v: boolean | string) => (typeof v === 'boolean' ? v : FLAG_STRINGS[v.toLowerCase()] === true)),
  );
const idLike = z.union(
  [
    z.int({ error: LEAD_MESSAGES.invalidValue }).check(z.nonnegative(LEAD_MESSAGES.invalidValue)),
    safeString().check(z.trim(), z.maxLength(64, LEAD_MESSAGES.invalidValue)),
  ],
  { error: LEAD_MESSAGES.invalidValue },
);
/** Absent or null read as null. */
const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined) => v ?? null),
  );
/** A key whose value is ignored and always null (a field another form variant uses). */
const ignored = () =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform(() => null),
  );
/** A whole number in [min, max] with one message for every failure. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));

/** Postcode (spec §5): required, exactly 4 digits, maximum length 4, one message for every failure. */
export const Postcode = safeString({ error: LEAD_MESSAGES.postcode }).check(
  z.trim(),
  z.maxLength(4, LEAD_MESSAGES.postcode),
  z.regex(/^\d{4}$/, LEAD_MESSAGES.postcode),
);

/** Australian phone (mobile or landline, any notation), output in display form '0412 345 678'. */
export const Phone = z.pipe(
  required(40, LEAD_MESSAGES.phoneRequired, LEAD_MESSAGES.phoneInvalid).check(
    z.refine((v) => ['mobile', 'landline'].includes(parseAuPhone(v)?.kind ?? ''), LEAD_MESSAGES.phoneInvalid),
  ),
  z.transform((v: string) => parseAuPhone(v)?.display ?? v),
);

/** Email, lower-cased, at most 254 characters. */
export const Email = z.pipe(
  required(254, LEAD_MESSAGES.emailRequired, LEAD_MESSAGES.emailInvalid).check(z.regex(EMAIL_RE, LEAD_MESSAGES.emailInvalid)),
  z.transform((v: string) => v.toLowerCase()),
);

/** Offer in AUD dollars (spec §3 offer_from_client, a currency field): 25000, '25000', '$25,000.50'. */
export const OfferAmount = z.pipe(
  z.union([z.number(), safeString()], { error: LEAD_MESSAGES.offerRequired }),
  z.transform((v: number | string, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.replace(/[$,\s]/g, '');
    if (s === '') return report(ctx, v, LEAD_MESSAGES.offerRequired);
    const n = /^\d{1,9}(\.\d{1,2})?$/.test(s) ? Number(s) : NaN;
    if (!(n > 0)) return report(ctx, v, LEAD_MESSAGES.offerInvalid);
    return n;
  }),
);

/** Lead metadata the form adds (spec §3): page, source 'Website', browser, car and the visit trail. */
const metaShape = {
  url: optText(2048),
  source: z._default(z.literal('Website', { error: "source must be 'Website'" }), 'Website'),
  user_agent: optText(512),
  car_id: orNull(idLike),
  car_dealership_id: optText(64),
  lead_id: optText(64),
  lead_attributes: z._default(
    z.object(
      {
        visited_pages: z._default(
          z
            .array(safeString().check(z.maxLength(2048)), { error: LEAD_MESSAGES.invalidValue })
            .check(z.maxLength(50, LEAD_MESSAGES.invalidValue)),
          () => [],
        ),
        linked_query_params: z._default(
          z
            .record(safeString().check(z.maxLength(100)), safeString().check(z.maxLength(500)), { error: LEAD_MESSAGES.invalidValue })
            .check(z.refine((r) => Object.keys(r).length <= 50, LEAD_MESSAGES.invalidValue)),
          () => ({}),
        ),
      },
      { error: LEAD_MESSAGES.invalidValue },
    ),
    () => ({ visited_pages: [], linked_query_params: {} }),
  ),
  // Defaults list (spec §3): car and dealer context the form fills in.
  manufacturer_slug: optText(100),
  stock_number: optText(64),
  'Vehicle Make': optText(100),
  'Vehicle Model': optText(100),
  car_type: optText(32),
  vehicle_status: optText(32),
  opt_in_finance: z._default(flag(), false),
  opt_in_trade: z._default(flag(), false),
  autogauge_enabled: z._default(flag(), false),
  // Form fields (spec §3).
  name: required(80, LEAD_MESSAGES.nameRequired, LEAD_MESSAGES.nameTooLong),
  last_name: optText(80, LEAD_MESSAGES.lastNameTooLong),
  email: Email,
  phone: Phone,
  postcode: Postcode,
  Rego: z.pipe(
    preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.optional(
        safeString({ error: LEAD_MESSAGES.regoInvalid }).check(
          z.trim(),
          z.toUpperCase(),
          z.regex(/^[A-Z0-9 -]{1,9}$/, LEAD_MESSAGES.regoInvalid),
        ),
      ),
    ),
    z.transform((v: string | undefined) => v ?? null),
  ),
  page_id: optText(64),
  additional_services: z._default(
    z
      .array(safeString().check(z.trim(), z.maxLength(100)), { error: LEAD_MESSAGES.invalidValue })
      .check(z.maxLength(20, LEAD_MESSAGES.invalidValue)),
    () => [],
  ),
  distribution_location: optText(100),
  /** The customer's car to trade in, when the form asks (valuation flow, opt_in_trade); delivered as the ADF trade-in vehicle. */
  trade_in: orNull(
    z.object(
      {
        year: orNull(wholeNumber(1900, 2100, LEAD_MESSAGES.tradeInYear)),
        make: optText(60),
        model: optText(60),
        km: orNull(wholeNumber(0, 2_000_000, LEAD_MESSAGES.tradeInKm)),
        rego: optText(12),
        rego_state: optText(3),
      },
      { error: LEAD_MESSAGES.invalidValue },
    ),
  ),
  [LEAD_HONEYPOT_FIELD]: z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => v !== undefined && v !== null && v !== '' && v !== false),
  ),
} as const;

/** Careers rewrite (spec §4): Careers Enquiry is sent as General Enquiry with subcategory Career Enquiry. */
export function rewriteCareers<T extends { category: string; subcategory: string | null }>(lead: T): T {
  return lead.category === 'Careers Enquiry' ? { ...lead, category: 'General Enquiry', subcategory: 'Career Enquiry' } : lead;
}

/** True when `v` is empty or one of `ids` (or no list is known). */
const isOneOf = (ids: readonly string[] | undefined) => (v: string | null) => v === null || !ids || ids.includes(v);

/**
 * The zod schema of one form variant under the site's switches (spec §5). Output: the lead with
 * defaults filled (category, subcategory, source 'Website', opt_in true, empty lists, nulls), the phone
 * in display form, email lower-cased, the careers rewrite applied, and `contact_me_by_fax_only` as a
 * boolean spam flag. Unknown keys are dropped. Variant rules: make_an_offer requires offer_from_client
 * and has no message or opt_in (spec §5); test_drive has an optional message and `appointment_at`; service may carry `appointment_at`
 * (ISO date-time with offset); every other form requires the message unless `message_required` is false.
 */
export function leadSchema(form: LeadForm, switches: Partial<LeadSwitches> = {}): LeadSchema {
  const resolved = { ...DEFAULT_LEAD_SWITCHES, ...switches };
  // Building a schema costs ~1 ms; every form island's server render asks for one (issue #14: build cost).
  const key = `${form}\u0000${JSON.stringify(resolved)}`;
  const cached = schemaMemo.get(key);
  if (cached) return cached;
  const base = leadObject(form, resolved);
  const variant = form === 'make_an_offer' ? z.omit(base, { message: true, opt_in: true }) : base;
  const schema = z.pipe(
    variant,
    z.transform((lead) => rewriteCareers(lead as typeof lead & { subcategory: string | null })),
  ) as unknown as LeadSchema;
  if (schemaMemo.size >= SCHEMA_MEMO_SIZE) schemaMemo.delete(schemaMemo.keys().next().value!);
  schemaMemo.set(key, schema);
  return schema;
}

/** Schemas are immutable: the last few built (per form and switches) are reused. */
const SCHEMA_MEMO_SIZE = 64;
const schemaMemo = new Map<string, LeadSchema>();

/** The zod object of one form under resolved switches, before the variant's omissions and the careers rewrite. */
function leadObject(form: LeadForm, s: LeadSwitches) {
  const defaults = LEAD_FORM_DEFAULTS[form];
  const messageRequired = s.message_required && form !== 'test_drive';
  const select = (shown: boolean, ids: readonly string[] | undefined, message: string) =>
    shown ? required(100, message, message).check(z.refine(isOneOf(ids), message)) : optText(100).check(z.refine(isOneOf(ids), message));
  const termsMessage = s.terms_message === 'long' ? LEAD_MESSAGES.termsLong : LEAD_MESSAGES.terms;
  const subcategory = defaults.subcategory;
  return z.object({
    ...metaShape,
    form: z._default(
      z.enum(LEAD_FORMS, { error: LEAD_MESSAGES.invalidValue }).check(z.refine((v) => v === form, LEAD_MESSAGES.invalidValue)),
      form,
    ),
    category: z._default(required(100, LEAD_MESSAGES.categoryRequired, LEAD_MESSAGES.categoryRequired), defaults.category),
    subcategory:
      subcategory === null
        ? optText(100)
        : z.pipe(
            optText(100),
            z.transform((v: string | null) => v ?? subcategory),
          ),
    message: messageRequired
      ? required(5000, LEAD_MESSAGES.messageRequired, LEAD_MESSAGES.messageTooLong)
      : optText(5000, LEAD_MESSAGES.messageTooLong),
    opt_in: z._default(flag(), true),
    location: optText(100),
    location_id: select(s.location_required, s.location_ids, LEAD_MESSAGES.locationRequired),
    dealership_slug: select(s.dealership_required, s.dealership_slugs, LEAD_MESSAGES.dealershipRequired),
    terms_conditions: s.terms_required
      ? z.pipe(
          z.optional(z.unknown()).check(z.refine((v) => flag().safeParse(v).data === true, termsMessage)),
          z.transform(() => true),
        )
      : z._default(flag(), false),
    appointment_at: APPOINTMENT_FORMS.includes(form)
      ? orNull(z.iso.datetime({ offset: true, error: LEAD_MESSAGES.appointmentInvalid }))
      : ignored(),
    offer_from_client: form === 'make_an_offer' ? OfferAmount : ignored(),
  });
}

type LeadObject = ReturnType<typeof leadObject>;
/**
 * A validated lead of any variant (the output of {@link leadSchema}). `message` and `opt_in` are
 * absent on the make-an-offer form (spec §5) and present on every other.
 */
export type Lead = Omit<z.output<LeadObject>, 'message' | 'opt_in'> & { message?: string | null; opt_in?: boolean };
/** What a form may send (the input of {@link leadSchema}). */
export type LeadInput = z.input<LeadObject>;
/** The schema {@link leadSchema} returns: parse/safeParse give a {@link Lead}. */
export type LeadSchema = z.ZodMiniType<Lead, LeadInput>;

/**
 * Field errors keyed by field (dotted path for nested ones), first message per field, in the
 * order zod reports them — shown under {@link LEAD_MESSAGES.heading} (spec §5).
 */
export function leadFieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** User data is stored on the device only when name, email and phone are all present (spec §5). */
export function shouldSaveUserData(values: { name?: unknown; email?: unknown; phone?: unknown }): boolean {
  return [values.name, values.email, values.phone].every((v) => typeof v === 'string' && v.trim() !== '');
}

/**
 * Analytics event id of a submitted lead (spec §4 *Lead form*, §7, §9 *Events and analytics*):
 * fleet enquiry 19; a test drive 17 for new or other cars and 48 for used; an enquiry about a car
 * tagged 'Test Drive Only' 17; otherwise 15 for used and 14 for new or other.
 */
export function leadEventId(form: LeadForm, car: { car_type?: string | null; tag?: string | null } | null): number {
  if (form === 'fleet') return 19;
  const used = car?.car_type === 'used';
  if (form === 'test_drive') return used ? 48 : 17;
  if (car?.tag === 'Test Drive Only') return 17;
  return used ? 15 : 14;
}
