import { describe, expect, it } from 'vitest';
import { LEAD_HONEYPOT_FIELD, LEAD_MESSAGES } from '../../domain/lead.ts';
import { API_MESSAGES } from '../http.ts';
import { CAR, FROM_SYDNEY, LEAD, postJson, testApi } from '../testing/fixtures.ts';

const PERTH_HEADERS = { origin: 'https://swan-cars.example', 'content-type': 'application/json' };
const noLimits = () => testApi({ rateRules: false });

async function fieldsOf(res: Response): Promise<Record<string, string>> {
  const body = (await res.json()) as { error: string; fields: Record<string, string> };
  expect(body.error).toBe('Please fix the following errors:');
  return body.fields;
}

describe('POST /api/leads: accepted leads', () => {
  it('answers { lead_id } after the lead and its CRM outbox rows are committed', async () => {
    const { app, store } = noLimits();
    const res = await postJson(app, '/api/leads', {
      ...LEAD,
      car_id: CAR.id,
      lead_attributes: { visited_pages: ['/cars/x'], linked_query_params: { utm_source: 'google' } },
    });
    expect(res.status).toBe(200);
    const { lead_id } = (await res.json()) as { lead_id: string };
    const lead = await store.getLead(lead_id);
    expect(lead).toMatchObject({ tenant: 'harbour-motors', form: 'enquiry', spam: false });
    expect(lead!.payload).toMatchObject({
      category: 'General Enquiry',
      source: 'Website',
      opt_in: true,
      phone: '0412 345 678',
      vehicle: { id: CAR.id, price: 32990, stocknum: 'U1234' },
    });
    expect((await store.listDeliveries()).map((d) => [d.lead_id, d.kind, d.status])).toEqual([
      [lead_id, 'webhook', 'pending'],
      [lead_id, 'adf', 'pending'],
    ]);
  });

  it('takes the user agent from the request when the form does not send one', async () => {
    const { app, store } = noLimits();
    const res = await postJson(app, '/api/leads', LEAD, { ...FROM_SYDNEY, 'user-agent': 'Mozilla/5.0 test' });
    expect((await store.getLead(((await res.json()) as { lead_id: string }).lead_id))!.payload.user_agent).toBe('Mozilla/5.0 test');
  });

  it('stores the careers rewrite (spec §4) and the make-an-offer amount', async () => {
    const { app, store } = noLimits();
    const careers = (await (await postJson(app, '/api/leads', { ...LEAD, form: 'careers' })).json()) as { lead_id: string };
    expect((await store.getLead(careers.lead_id))!.payload).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    const offer = (await (await postJson(app, '/api/leads', { ...LEAD, form: 'make_an_offer', offer_from_client: '$31,500' })).json()) as {
      lead_id: string;
    };
    expect((await store.getLead(offer.lead_id))!.payload).toMatchObject({ offer_from_client: 31500, category: 'Make An Offer' });
  });
});

describe('POST /api/leads: every validation message (spec §5 wording where given)', () => {
  const { app } = noLimits();
  it.each([
    ['postcode', { postcode: '12345' }, LEAD_MESSAGES.postcode],
    ['postcode', { postcode: undefined }, LEAD_MESSAGES.postcode],
    ['name', { name: ' ' }, LEAD_MESSAGES.nameRequired],
    ['name', { name: 'x'.repeat(81) }, LEAD_MESSAGES.nameTooLong],
    ['last_name', { last_name: 'x'.repeat(81) }, LEAD_MESSAGES.lastNameTooLong],
    ['email', { email: undefined }, LEAD_MESSAGES.emailRequired],
    ['email', { email: 'not-an-email' }, LEAD_MESSAGES.emailInvalid],
    ['phone', { phone: undefined }, LEAD_MESSAGES.phoneRequired],
    ['phone', { phone: '555' }, LEAD_MESSAGES.phoneInvalid],
    ['message', { message: '' }, LEAD_MESSAGES.messageRequired],
    ['message', { message: 'x'.repeat(5001) }, LEAD_MESSAGES.messageTooLong],
    ['category', { category: '' }, LEAD_MESSAGES.categoryRequired],
    ['Rego', { Rego: '!!' }, LEAD_MESSAGES.regoInvalid],
    ['opt_in', { opt_in: 'perhaps' }, LEAD_MESSAGES.checkbox],
    ['form', { form: 'lottery' }, LEAD_MESSAGES.invalidValue],
    ['trade_in.year', { trade_in: { year: 99 } }, LEAD_MESSAGES.tradeInYear],
    ['trade_in.km', { trade_in: { km: 1.5 } }, LEAD_MESSAGES.tradeInKm],
    ['appointment_at', { form: 'test_drive', location_id: 'hm-sydney', appointment_at: 'soon' }, LEAD_MESSAGES.appointmentInvalid],
    ['offer_from_client', { form: 'make_an_offer' }, LEAD_MESSAGES.offerRequired],
    ['offer_from_client', { form: 'make_an_offer', offer_from_client: 'a lot' }, LEAD_MESSAGES.offerInvalid],
    ['location_id', { location_id: 'elsewhere' }, LEAD_MESSAGES.locationRequired],
    ['dealership_slug', { dealership_slug: 'elsewhere' }, LEAD_MESSAGES.dealershipRequired],
  ])('422 %s for %j', async (field, patch, message) => {
    const res = await postJson(app, '/api/leads', { ...LEAD, ...patch });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual({ [field]: message });
  });

  it('lists every failing field at once', async () => {
    const fields = await fieldsOf(await postJson(app, '/api/leads', {}));
    expect(fields).toEqual({
      name: LEAD_MESSAGES.nameRequired,
      email: LEAD_MESSAGES.emailRequired,
      phone: LEAD_MESSAGES.phoneRequired,
      postcode: LEAD_MESSAGES.postcode,
      message: LEAD_MESSAGES.messageRequired,
    });
  });

  it('applies the tenant switches: terms (long wording) and location required, comments optional', async () => {
    const fields = await fieldsOf(await postJson(app, '/api/leads', { ...LEAD, message: '' }, PERTH_HEADERS));
    expect(fields).toEqual({
      location_id: LEAD_MESSAGES.locationRequired,
      terms_conditions: '* You must agree to the terms of use before submitting the form.',
    });
    const ok = await postJson(app, '/api/leads', { ...LEAD, message: '', location_id: 'sc-perth', terms_conditions: true }, PERTH_HEADERS);
    expect(ok.status).toBe(200);
  });
});

describe('POST /api/leads: Idempotency-Key', () => {
  it('a retried submit stores once and answers the same lead_id', async () => {
    const { app, store } = noLimits();
    const headers = { ...FROM_SYDNEY, 'idempotency-key': 'submit-7f3a' };
    const first = await postJson(app, '/api/leads', LEAD, headers);
    const again = await Promise.all([postJson(app, '/api/leads', LEAD, headers), postJson(app, '/api/leads', LEAD, headers)]);
    const ids = await Promise.all([first, ...again].map(async (r) => ((await r.json()) as { lead_id: string }).lead_id));
    expect(new Set(ids).size).toBe(1);
    expect(again.map((r) => r.headers.get('idempotent-replayed'))).toEqual(['true', 'true']);
    expect(await store.countLeads()).toBe(1);
    expect(await store.listDeliveries()).toHaveLength(2);
  });

  it('409 when the key comes back with a different body; 400 for a malformed key', async () => {
    const { app } = noLimits();
    await postJson(app, '/api/leads', LEAD, { ...FROM_SYDNEY, 'idempotency-key': 'k1' });
    const other = await postJson(app, '/api/leads', { ...LEAD, message: 'Something else' }, { ...FROM_SYDNEY, 'idempotency-key': 'k1' });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: API_MESSAGES.idempotencyConflict });
    const bad = await postJson(app, '/api/leads', LEAD, { ...FROM_SYDNEY, 'idempotency-key': 'has space' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: API_MESSAGES.idempotencyKey });
  });
});

describe('POST /api/leads: honeypot', () => {
  it('answers like an accepted lead, stores it flagged as spam, delivers nothing', async () => {
    const { app, store } = noLimits();
    const res = await postJson(app, '/api/leads', { ...LEAD, [LEAD_HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.status).toBe(200);
    const { lead_id } = (await res.json()) as { lead_id: string };
    const lead = await store.getLead(lead_id);
    expect(lead!.spam).toBe(true);
    expect(LEAD_HONEYPOT_FIELD in lead!.payload).toBe(false);
    expect(await store.listDeliveries()).toEqual([]);
  });
});

describe('POST /api/leads: test-drive booking', () => {
  const booking = { ...LEAD, form: 'test_drive', location_id: 'hm-sydney', appointment_at: '2027-03-11T10:30:00+11:00' };

  it('books a free slot once; the second booking of it is a 409 field error', async () => {
    const { app, store } = noLimits();
    const res = await postJson(app, '/api/leads', booking);
    expect(res.status).toBe(200);
    expect((await store.getLead(((await res.json()) as { lead_id: string }).lead_id))!.appointment_iso).toBe('2027-03-10T23:30:00.000Z');
    const twice = await postJson(app, '/api/leads', { ...booking, email: 'other@example.com' });
    expect(twice.status).toBe(409);
    expect(await fieldsOf(twice)).toEqual({ appointment_at: LEAD_MESSAGES.appointmentTaken });
  });

  it.each([
    ['outside opening hours', '2027-03-11T18:00:00+11:00'],
    ['not on a slot boundary', '2027-03-11T10:40:00+11:00'],
    ['on a special closed day', '2027-03-12T10:00:00+11:00'],
    ['on a Sunday', '2027-03-14T10:00:00+11:00'],
    ['within the notice period (now + 2 h)', '2027-03-10T12:00:00+11:00'],
    ['in the past', '2027-03-09T10:00:00+11:00'],
    ['beyond 60 days', '2027-06-01T10:00:00+10:00'],
  ])('422 for a time %s', async (_label, appointment_at) => {
    const { app } = noLimits();
    const res = await postJson(app, '/api/leads', { ...booking, appointment_at });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual({ appointment_at: LEAD_MESSAGES.appointmentUnavailable });
  });

  it('caps one client at 2 bookings of a day (issue 12 item 5): by IP, and by e-mail from another IP', async () => {
    const { app } = noLimits();
    const at = (hhmm: string, day = '11') => `2027-03-${day}T${hhmm}:00+11:00`;
    const from = (ip: string) => ({ ...FROM_SYDNEY, 'x-test-ip': ip });
    expect((await postJson(app, '/api/leads', { ...booking, appointment_at: at('09:00') }, from('198.51.100.1'))).status).toBe(200);
    expect(
      (await postJson(app, '/api/leads', { ...booking, email: 'b@example.com', appointment_at: at('09:30') }, from('198.51.100.1'))).status,
    ).toBe(200);
    // A third slot of the same day from the same IP, with yet another e-mail: refused, the slot stays free.
    const third = await postJson(
      app,
      '/api/leads',
      { ...booking, email: 'c@example.com', appointment_at: at('10:00') },
      from('198.51.100.1'),
    );
    expect(third.status).toBe(422);
    expect(await fieldsOf(third)).toEqual({ appointment_at: LEAD_MESSAGES.appointmentLimit });
    // The first e-mail holds one booking: from another IP it may take a second, and from a third IP it is refused.
    expect((await postJson(app, '/api/leads', { ...booking, appointment_at: at('10:30') }, from('198.51.100.2'))).status).toBe(200);
    const byEmail = await postJson(app, '/api/leads', { ...booking, appointment_at: at('11:00') }, from('198.51.100.3'));
    expect(byEmail.status).toBe(422);
    expect(await fieldsOf(byEmail)).toEqual({ appointment_at: LEAD_MESSAGES.appointmentLimit });
    // Another client books the slot the capped one was refused; the capped client can still book another day.
    expect(
      (await postJson(app, '/api/leads', { ...booking, email: 'd@example.com', appointment_at: at('10:00') }, from('198.51.100.4'))).status,
    ).toBe(200);
    expect(
      (await postJson(app, '/api/leads', { ...booking, email: 'c@example.com', appointment_at: at('10:00', '15') }, from('198.51.100.1')))
        .status,
    ).toBe(200);
  });

  it('the cap is a setting: 0 switches it off', async () => {
    const { app } = testApi({ rateRules: false, bookingsPerClientDay: 0 });
    for (const hhmm of ['09:00', '09:30', '10:00', '10:30']) {
      expect((await postJson(app, '/api/leads', { ...booking, appointment_at: `2027-03-11T${hhmm}:00+11:00` })).status).toBe(200);
    }
  });

  it('needs a sales location', async () => {
    const { app } = noLimits();
    const res = await postJson(app, '/api/leads', { ...booking, location_id: 'hm-service' });
    expect(await fieldsOf(res)).toEqual({ location_id: LEAD_MESSAGES.locationRequired });
  });
});
