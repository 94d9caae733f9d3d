import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LEAD_FORMS,
  LEAD_HONEYPOT_FIELD,
  LEAD_MESSAGES,
  leadEventId,
  leadFieldErrors,
  leadSchema,
  rewriteCareers,
  shouldSaveUserData,
  type LeadForm,
} from './lead.ts';

const valid = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'Jo@Example.com.au',
  phone: '+61 412 345 678',
  postcode: '2000',
  message: 'Is it still available?',
};

function errors(form: LeadForm, body: unknown, switches = {}): Record<string, string> {
  const r = leadSchema(form, switches).safeParse(body);
  return r.success ? {} : leadFieldErrors(r.error);
}

describe('lead schema: spec §5 messages', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['3 digits', '200'],
    ['5 digits (max length 4)', '20000'],
    ['letters', 'abcd'],
    ['a number', 2000],
  ])('postcode %s → the spec message', (_label, postcode) => {
    expect(errors('enquiry', { ...valid, postcode })).toEqual({ postcode: 'Invalid postcode. Please enter a 4-digit number.' });
  });

  it('accepts a 4-digit postcode with surrounding spaces, and a leading zero', () => {
    expect(leadSchema('enquiry').parse({ ...valid, postcode: ' 0800 ' }).postcode).toBe('0800');
  });

  it.each([
    ['short', '*You must agree to the terms of use before submitting.'],
    ['long', '* You must agree to the terms of use before submitting the form.'],
  ] as const)('terms checkbox (%s variant) is required where shown', (variant, message) => {
    for (const terms_conditions of [undefined, false, 'false', 'off']) {
      expect(errors('enquiry', { ...valid, terms_conditions }, { terms_required: true, terms_message: variant })).toEqual({
        terms_conditions: message,
      });
    }
    expect(leadSchema('enquiry', { terms_required: true }).parse({ ...valid, terms_conditions: 'on' }).terms_conditions).toBe(true);
  });

  it('terms are not required where not shown', () => {
    expect(errors('enquiry', valid)).toEqual({});
  });

  it.each([
    ['name', { name: '' }, LEAD_MESSAGES.nameRequired],
    ['name', { name: 'x'.repeat(81) }, LEAD_MESSAGES.nameTooLong],
    ['last_name', { last_name: 'x'.repeat(81) }, LEAD_MESSAGES.lastNameTooLong],
    ['email', { email: undefined }, LEAD_MESSAGES.emailRequired],
    ['email', { email: 'jo@' }, LEAD_MESSAGES.emailInvalid],
    ['phone', { phone: ' ' }, LEAD_MESSAGES.phoneRequired],
    ['phone', { phone: '1300 123 456' }, LEAD_MESSAGES.phoneInvalid],
    ['phone', { phone: '12345' }, LEAD_MESSAGES.phoneInvalid],
    ['message', { message: '' }, LEAD_MESSAGES.messageRequired],
    ['message', { message: 'x'.repeat(5001) }, LEAD_MESSAGES.messageTooLong],
    ['category', { category: '' }, LEAD_MESSAGES.categoryRequired],
    ['Rego', { Rego: 'ABC-123-XYZ' }, LEAD_MESSAGES.regoInvalid],
    ['opt_in', { opt_in: 'maybe' }, LEAD_MESSAGES.checkbox],
    ['car_id', { car_id: { id: 1 } }, LEAD_MESSAGES.invalidValue],
  ])('%s: our message for %j', (field, patch, message) => {
    expect(errors('enquiry', { ...valid, ...patch })).toEqual({ [field]: message });
  });

  it('message is optional when the site disables it, and on the test-drive form', () => {
    expect(errors('enquiry', { ...valid, message: '' }, { message_required: false })).toEqual({});
    expect(errors('test_drive', { ...valid, message: undefined })).toEqual({});
  });

  it("location and dealership selects are required when shown, and must be the site's own", () => {
    const sw = { location_required: true, location_ids: ['loc-1'], dealership_required: true, dealership_slugs: ['acme'] };
    expect(errors('enquiry', valid, sw)).toEqual({
      location_id: LEAD_MESSAGES.locationRequired,
      dealership_slug: LEAD_MESSAGES.dealershipRequired,
    });
    expect(errors('enquiry', { ...valid, location_id: 'elsewhere', dealership_slug: 'other' }, sw)).toEqual({
      location_id: LEAD_MESSAGES.locationRequired,
      dealership_slug: LEAD_MESSAGES.dealershipRequired,
    });
    expect(errors('enquiry', { ...valid, location_id: 'loc-1', dealership_slug: 'acme' }, sw)).toEqual({});
  });
});

describe('lead schema: variants and defaults', () => {
  it('fills the spec defaults: category General Enquiry, source Website, opt_in true', () => {
    const lead = leadSchema('enquiry').parse(valid);
    expect(lead).toMatchObject({
      form: 'enquiry',
      category: 'General Enquiry',
      source: 'Website',
      opt_in: true,
      opt_in_finance: false,
      opt_in_trade: false,
      email: 'jo@example.com.au',
      phone: '0412 345 678',
    });
    expect(lead.lead_attributes).toEqual({ visited_pages: [], linked_query_params: {} });
  });

  it.each([
    ['fleet', 'Fleet Enquiry', null],
    ['service', 'Service Enquiry', null],
    ['parts', 'Parts Enquiry', null],
    ['feedback', 'Feedback', null],
    ['test_drive', 'Test Drive', null],
    ['find_me_something_similar', 'General Enquiry', 'Find Me Something Similar'],
    ['careers', 'General Enquiry', 'Career Enquiry'],
  ] as const)('%s defaults to category %s, subcategory %s', (form, category, subcategory) => {
    expect(leadSchema(form).parse(valid)).toMatchObject({ category, subcategory });
  });

  it('careers rewrite (spec §4) also applies when a form sends category Careers Enquiry', () => {
    expect(leadSchema('enquiry').parse({ ...valid, category: 'Careers Enquiry', subcategory: 'x' })).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
    expect(rewriteCareers({ category: 'Service Enquiry', subcategory: null })).toEqual({ category: 'Service Enquiry', subcategory: null });
  });

  it('make-an-offer: offer_from_client required, message and opt-in removed (spec §5)', () => {
    expect(errors('make_an_offer', { ...valid })).toEqual({ offer_from_client: LEAD_MESSAGES.offerRequired });
    expect(errors('make_an_offer', { ...valid, offer_from_client: '' })).toEqual({ offer_from_client: LEAD_MESSAGES.offerRequired });
    expect(errors('make_an_offer', { ...valid, offer_from_client: 'lots' })).toEqual({ offer_from_client: LEAD_MESSAGES.offerInvalid });
    expect(errors('make_an_offer', { ...valid, offer_from_client: -5 })).toEqual({ offer_from_client: LEAD_MESSAGES.offerInvalid });
    const lead = leadSchema('make_an_offer').parse({ ...valid, message: '', opt_in: true, offer_from_client: '$25,000.50' });
    expect(lead.offer_from_client).toBe(25000.5);
    expect('message' in lead).toBe(false);
    expect('opt_in' in lead).toBe(false);
  });

  it('test drive: optional ISO date-time with offset; other forms drop it', () => {
    expect(leadSchema('test_drive').parse({ ...valid, appointment_at: '2027-03-15T10:30:00+11:00' }).appointment_at).toBe(
      '2027-03-15T10:30:00+11:00',
    );
    expect(errors('test_drive', { ...valid, appointment_at: 'tomorrow' })).toEqual({ appointment_at: LEAD_MESSAGES.appointmentInvalid });
    expect(leadSchema('enquiry').parse({ ...valid, appointment_at: 'tomorrow' }).appointment_at).toBeNull();
  });

  it('the honeypot becomes a spam flag', () => {
    expect(leadSchema('enquiry').parse({ ...valid, [LEAD_HONEYPOT_FIELD]: 'buy now' })[LEAD_HONEYPOT_FIELD]).toBe(true);
    expect(leadSchema('enquiry').parse({ ...valid, [LEAD_HONEYPOT_FIELD]: '' })[LEAD_HONEYPOT_FIELD]).toBe(false);
  });

  it('drops unknown keys', () => {
    expect('admin' in leadSchema('enquiry').parse({ ...valid, admin: true })).toBe(false);
  });

  it('parsing is idempotent for every form (a form may submit its parse output)', () => {
    const arb = fc.record({
      form: fc.constantFrom(...LEAD_FORMS),
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
      phone: fc.constantFrom('0412345678', '+61 2 9876 5432', '(03) 9876 5432', '61412345678'),
      category: fc.constantFrom('General Enquiry', 'Careers Enquiry', 'Test Drive'),
      offer_from_client: fc.integer({ min: 1, max: 999_999 }),
    });
    fc.assert(
      fc.property(arb, ({ form, ...rest }) => {
        const schema = leadSchema(form, { terms_required: true });
        const once = schema.parse({ ...valid, ...rest, terms_conditions: true });
        expect(schema.parse(once)).toEqual(once);
      }),
      { numRuns: 200 },
    );
  });
});

describe('lead helpers', () => {
  it('user data is saved only with name, email and phone (spec §5)', () => {
    expect(shouldSaveUserData({ name: 'Jo', email: 'a@b.co', phone: '0412345678' })).toBe(true);
    expect(shouldSaveUserData({ name: 'Jo', email: 'a@b.co', phone: ' ' })).toBe(false);
  });

  it.each([
    ['fleet', null, 19],
    ['test_drive', { car_type: 'new' }, 17],
    ['test_drive', { car_type: 'used' }, 48],
    ['enquiry', { car_type: 'used', tag: 'Test Drive Only' }, 17],
    ['enquiry', { car_type: 'used' }, 15],
    ['enquiry', { car_type: 'new' }, 14],
    ['enquiry', { car_type: 'demo' }, 14],
    ['enquiry', null, 14],
  ] as const)('event id: %s %j → %i (spec §4, §9)', (form, car, id) => {
    expect(leadEventId(form, car)).toBe(id);
  });
});

describe('lead schema: trade-in vehicle', () => {
  it('is optional, and checks year and km with our messages', () => {
    expect(leadSchema('enquiry').parse(valid).trade_in).toBeNull();
    expect(leadSchema('enquiry').parse({ ...valid, trade_in: { year: 2018, make: 'Mazda', model: '3', km: 85000 } }).trade_in).toEqual({
      year: 2018,
      make: 'Mazda',
      model: '3',
      km: 85000,
      rego: null,
      rego_state: null,
    });
    expect(errors('enquiry', { ...valid, trade_in: { year: 18, km: -1 } })).toEqual({
      'trade_in.year': LEAD_MESSAGES.tradeInYear,
      'trade_in.km': LEAD_MESSAGES.tradeInKm,
    });
  });
});
