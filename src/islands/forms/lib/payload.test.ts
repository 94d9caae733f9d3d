import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, leadSchema } from '../../../domain/lead.ts';
import { initialValues, visibleSteps } from './fields.ts';
import { FORM_KINDS, type FormKindName } from './kinds.ts';
import { buildLeadBody, leadDealershipSlug, wholeNumberText, type LeadContext } from './payload.ts';
import { testCar, testSite, TYPED } from './testing.ts';
import type { FieldName, FormCar, FormValues } from '../types.ts';

const trail = { visited_pages: ['/', '/search/', '/cars/x/'], linked_query_params: { utm_source: 'google' } };

function ctx(kindName: FormKindName, car: FormCar | null = testCar(), site = testSite()): LeadContext {
  const kind = FORM_KINDS[kindName];
  const shown = new Set<FieldName>(visibleSteps(kind, site, car).flatMap((s) => s.fields));
  return { kind, site, car, shown, url: 'https://acme.example/cars/x/', userAgent: 'UA', trail };
}
const typed = (kindName: FormKindName, c: LeadContext, over: Partial<FormValues> = {}): FormValues => ({
  ...initialValues(FORM_KINDS[kindName], c.site, c.car),
  ...TYPED,
  ...over,
});

describe('lead body (spec §3 payload and defaults list)', () => {
  it('carries the form values, category, url, source, user agent, car and the visit trail', () => {
    const c = ctx('vehicle');
    const body = buildLeadBody(typed('vehicle', c), c);
    expect(body).toMatchObject({
      form: 'enquiry',
      category: 'General Enquiry',
      subcategory: null,
      name: 'Jo',
      email: 'Jo@Example.com.au',
      url: 'https://acme.example/cars/x/',
      source: 'Website',
      user_agent: 'UA',
      car_id: 4711,
      car_dealership_id: 'd2',
      lead_attributes: trail,
      stock_number: 'U1234',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Hilux',
      car_type: 'used',
      vehicle_status: 'in_stock',
      opt_in: true,
      opt_in_finance: false,
      opt_in_trade: false,
      message: 'Is it still available?',
      location_id: 'par',
      location: 'Acme Parramatta',
    });
  });

  it("sends the car's dealership, with autogauge_enabled from its autograb flag", () => {
    const c = ctx('vehicle');
    expect(buildLeadBody(typed('vehicle', c), c)).toMatchObject({ dealership_slug: 'acme-west', autogauge_enabled: true });
  });

  it("without a car: the chosen location's dealership, else the site's own", () => {
    const c = ctx('general', null);
    expect(leadDealershipSlug({ dealership_slug: '', location_id: 'par' }, c)).toBe('acme-west');
    expect(leadDealershipSlug({ dealership_slug: '', location_id: '' }, c)).toBe('acme-sydney');
  });

  it("the visitor's dealership pick wins where the picker is shown", () => {
    const c = ctx('vehicle', testCar(), testSite({ dealership_required: true }));
    expect(buildLeadBody(typed('vehicle', c, { dealership_slug: 'acme-sydney' }), c).dealership_slug).toBe('acme-sydney');
  });

  it('make-an-offer sends offer_from_client and no message or opt-in (spec §5)', () => {
    const c = ctx('offer');
    const body = buildLeadBody(typed('offer', c, { offer_from_client: '42,500' }), c);
    expect(body.offer_from_client).toBe('42,500');
    expect('message' in body || 'opt_in' in body).toBe(false);
    expect(leadSchema('make_an_offer').parse(body).offer_from_client).toBe(42_500);
  });

  it('the opt-in the visitor unticked is sent as false', () => {
    const c = ctx('general', null);
    expect(buildLeadBody(typed('general', c, { opt_in: false }), c).opt_in).toBe(false);
  });

  it('valuation: the trade-in car, numbers read from text; opt_in_trade on trade-ins', () => {
    const c = ctx('tradeIn', null);
    const body = buildLeadBody(
      typed('tradeIn', c, {
        'trade_in.rego': 'abc123',
        'trade_in.rego_state': 'NSW',
        'trade_in.year': '2018',
        'trade_in.km': '85,000',
        'trade_in.make': 'Mazda',
        'trade_in.model': '3',
      }),
      c,
    );
    expect(body).toMatchObject({
      category: 'Trade-In Valuation',
      opt_in_trade: true,
      trade_in: { rego: 'abc123', rego_state: 'NSW', year: 2018, km: 85_000, make: 'Mazda', model: '3' },
    });
    expect(leadSchema('enquiry').parse(body).trade_in).toEqual({
      rego: 'abc123',
      rego_state: 'NSW',
      year: 2018,
      km: 85_000,
      make: 'Mazda',
      model: '3',
    });
  });

  it('test drive: the chosen slot as appointment_at, or null', () => {
    const c = ctx('testDrive');
    expect(buildLeadBody(typed('testDrive', c, { appointment_at: '2027-03-15T10:30:00+11:00' }), c).appointment_at).toBe(
      '2027-03-15T10:30:00+11:00',
    );
    expect(buildLeadBody(typed('testDrive', c), c).appointment_at).toBeNull();
  });

  it('service booking: the chosen drop-off slot as appointment_at, with the Service Enquiry category; a service enquiry sends none', () => {
    const c = ctx('serviceBooking', null);
    const body = buildLeadBody(typed('serviceBooking', c, { appointment_at: '2027-03-15T07:30:00+11:00' }), c);
    expect(body).toMatchObject({
      form: 'service',
      category: 'Service Enquiry',
      subcategory: 'Service Booking',
      appointment_at: '2027-03-15T07:30:00+11:00',
    });
    expect('appointment_at' in buildLeadBody(typed('service', ctx('service', null)), ctx('service', null))).toBe(false);
  });

  it("a subcategory decided at submit time overrides the kind's", () => {
    const c = { ...ctx('sellCar', null), subcategory: 'Appraisal Required' };
    expect(buildLeadBody(typed('sellCar', c), c).subcategory).toBe('Appraisal Required');
  });

  it.each(Object.keys(FORM_KINDS) as FormKindName[])('%s: a filled-in form passes the shared schema the API uses', (name) => {
    const c = ctx(name);
    const values = typed(name, c, { offer_from_client: '30000', message: c.kind.messagePrefill?.(c.car) || 'Hello' });
    const r = leadSchema(c.kind.form, c.site.switches).safeParse(buildLeadBody(values, c));
    expect(r.success ? [] : r.error.issues).toEqual([]);
  });

  it("careers are sent as General Enquiry, subcategory Career Enquiry (spec §4); the general form's select too", () => {
    const c = ctx('careers', null);
    expect(leadSchema('careers').parse(buildLeadBody(typed('careers', c), c))).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
    const g = ctx('general', null);
    expect(leadSchema('enquiry').parse(buildLeadBody(typed('general', g, { category: 'Careers Enquiry' }), g))).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('a blank postcode gets the spec message from the same schema', () => {
    const c = ctx('general', null);
    const r = leadSchema('enquiry').safeParse(buildLeadBody(typed('general', c, { postcode: '' }), c));
    expect(r.success ? null : r.error.issues[0]!.message).toBe(LEAD_MESSAGES.postcode);
  });
});

describe('wholeNumberText', () => {
  it.each([
    ['85000', 85_000],
    ['85,000', 85_000],
    [' 1 000 ', 1000],
    ['', null],
    ['8.5', Number.NaN],
    ['abc', Number.NaN],
  ] as const)('%j → %s', (t, n) => {
    expect(wholeNumberText(t)).toBe(n);
  });
});
