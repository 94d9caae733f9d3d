import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../domain/lead.ts';
import { API_MESSAGES } from '../http.ts';
import { CAR, FROM_SYDNEY, LEAD, postJson, testApi } from '../testing/fixtures.ts';
import { APPOINTMENT_MESSAGES } from './appointments.ts';
import { VIEW_MESSAGES } from './car-views.ts';
import { MISC_MESSAGES } from './miscellaneous.ts';
import { PHONE_REVEAL_MESSAGES } from './phone-reveals.ts';
import { QUOTE_MESSAGES } from './quote.ts';

const HEADERS = { origin: FROM_SYDNEY.origin };
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('POST /api/phone-reveals (spec §7 car_id, dealership_id, website_id)', () => {
  it('records a reveal', async () => {
    const { app, store } = testApi();
    const res = await postJson(app, '/api/phone-reveals', { car_id: CAR.id, dealership_id: 'hm', website_id: 'harbour-motors' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await store.countPhoneReveals('harbour-motors')).toBe(1);
  });

  it.each([
    [{ dealership_id: 'hm' }, { car_id: PHONE_REVEAL_MESSAGES.carId }],
    [{ car_id: 'a b', dealership_id: 'hm' }, { car_id: PHONE_REVEAL_MESSAGES.carId }],
    [{ car_id: CAR.id }, { dealership_id: PHONE_REVEAL_MESSAGES.dealershipId }],
    [{ car_id: CAR.id, dealership_id: 'sc' }, { dealership_id: PHONE_REVEAL_MESSAGES.dealershipId }],
    [{ car_id: CAR.id, dealership_id: 'hm', website_id: 'swan-cars' }, { website_id: PHONE_REVEAL_MESSAGES.websiteId }],
    // Issue 12 item 5: ids the site does not list are refused (a made-up id, and the id as a string of one).
    [{ car_id: 1, dealership_id: 'hm' }, { car_id: PHONE_REVEAL_MESSAGES.carId }],
    [{ car_id: '999999', dealership_id: 'hm' }, { car_id: PHONE_REVEAL_MESSAGES.carId }],
  ])('422 for %j', async (body, fields) => {
    const { app, store } = testApi();
    const res = await postJson(app, '/api/phone-reveals', body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'Please fix the following errors:', fields });
    expect(await store.countPhoneReveals('harbour-motors')).toBe(0);
  });

  it("refuses another tenant's car (issue 12 item 5): a Perth reveal of a Sydney car id is not stored", async () => {
    const { app, store } = testApi();
    const res = await postJson(
      app,
      '/api/phone-reveals',
      { car_id: CAR.id, dealership_id: 'sc' },
      { 'x-site': 'swan-cars', 'content-type': 'application/json' },
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'Please fix the following errors:', fields: { car_id: PHONE_REVEAL_MESSAGES.carId } });
    expect(await store.countPhoneReveals('swan-cars')).toBe(0);
  });
});

describe('GET /api/cars/{slug}/view.json (spec §7 views, car_fields)', () => {
  const url = (q = '') => `/api/cars/${CAR.slug}/view.json${q}`;

  it('counts views and returns no car_fields while the page is current', async () => {
    const { app } = testApi();
    const q = `?photos_count=24&updated_at=${encodeURIComponent(CAR.updated_at)}&website_id=harbour-motors`;
    expect(await json(await app.request(url(q), { headers: HEADERS }))).toEqual({ views: 1, car_fields: {} });
    const res = await app.request(url(q), { headers: HEADERS });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toEqual({ views: 2, car_fields: {} });
  });

  it('returns the live car fields when the static page is stale', async () => {
    const { app } = testApi();
    const body = await json(await app.request(url('?photos_count=20&updated_at=2027-02-01T00:00:00Z'), { headers: HEADERS }));
    expect(body.car_fields).toEqual({
      price: 34990,
      offer_price: 32990,
      before_price: 34990,
      status: 'in_stock',
      reserved: false,
      km: 41250,
      photos_count: 24,
      updated_at: CAR.updated_at,
    });
  });

  it('404 for a car the site does not list, or a slug that is not one', async () => {
    const { app } = testApi();
    for (const slug of ['2020-other-car-1', 'Not_A_Slug']) {
      const res = await app.request(`/api/cars/${slug}/view.json`, { headers: HEADERS });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: API_MESSAGES.notFound });
    }
  });

  it.each([
    ['?photos_count=many', { photos_count: VIEW_MESSAGES.photosCount }],
    ['?updated_at=yesterday', { updated_at: VIEW_MESSAGES.updatedAt }],
    ['?website_id=swan-cars', { website_id: VIEW_MESSAGES.websiteId }],
  ])('422 for %s', async (q, fields) => {
    const res = await testApi().app.request(url(q), { headers: HEADERS });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'Please fix the following errors:', fields });
  });
});

describe('POST /api/miscellaneous (spec §7 valuation + column_name)', () => {
  it('saves a valuation, linked to a lead of the site', async () => {
    const { app } = testApi();
    const { lead_id } = (await (await postJson(app, '/api/leads', LEAD)).json()) as { lead_id: string };
    const res = await postJson(app, '/api/miscellaneous', {
      column_name: 'valuation',
      lead_id,
      rego: 'ABC123',
      regoState: 'NSW',
      estimate: { low: 18000, high: 21000 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, id: 1 });
  });

  it.each([
    [{ estimate: 1 }, { column_name: MISC_MESSAGES.columnName }],
    [{ column_name: 'notes' }, { column_name: MISC_MESSAGES.columnName }],
    [{ column_name: 'valuation', lead_id: 'lead-999' }, { lead_id: MISC_MESSAGES.leadId }],
    [{ column_name: 'valuation', lead_id: 7 }, { lead_id: MISC_MESSAGES.leadId }],
  ])('422 for %j', async (body, fields) => {
    const res = await postJson(testApi().app, '/api/miscellaneous', body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'Please fix the following errors:', fields });
  });
});

describe('GET /api/appointments (test-drive slots)', () => {
  it('lists slots inside opening hours in the location zone, minus booked and too-soon ones', async () => {
    const { app } = testApi();
    await postJson(app, '/api/leads', {
      ...LEAD,
      form: 'test_drive',
      location_id: 'hm-sydney',
      appointment_at: '2027-03-10T14:00:00+11:00',
    });
    const body = await json(await app.request('/api/appointments?location_id=hm-sydney&date=2027-03-10', { headers: HEADERS }));
    expect(body).toMatchObject({ location_id: 'hm-sydney', date: '2027-03-10', timezone: 'Australia/Sydney', slot_minutes: 30 });
    const slots = body.slots as Array<{ start: string; time: string; available: boolean }>;
    expect(slots[0]).toEqual({ start: '2027-03-10T08:30:00+11:00', time: '08:30', available: false });
    expect(slots.at(-1)!.time).toBe('17:00');
    expect(slots.filter((s) => s.available).map((s) => s.time)).toEqual([
      '13:00',
      '13:30',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
  });

  it('Saturday hours, a special closed day and Sunday', async () => {
    const { app } = testApi();
    const times = async (date: string) =>
      (
        (await json(await app.request(`/api/appointments?location_id=hm-sydney&date=${date}`, { headers: HEADERS }))).slots as Array<{
          time: string;
        }>
      ).map((s) => s.time);
    expect(await times('2027-03-13')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(await times('2027-03-12')).toEqual([]);
    expect(await times('2027-03-14')).toEqual([]);
  });

  it.each([
    ['', { location_id: LEAD_MESSAGES.locationRequired, date: APPOINTMENT_MESSAGES.date }],
    ['?location_id=hm-service&date=2027-03-11', { location_id: LEAD_MESSAGES.locationRequired }],
    ['?location_id=hm-sydney&date=2027-02-30', { date: APPOINTMENT_MESSAGES.date }],
    ['?location_id=hm-sydney&date=2027-03-09', { date: APPOINTMENT_MESSAGES.window }],
    ['?location_id=hm-sydney&date=2027-06-01', { date: APPOINTMENT_MESSAGES.window }],
  ])('422 for %s', async (q, fields) => {
    const res = await testApi().app.request(`/api/appointments${q}`, { headers: HEADERS });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'Please fix the following errors:', fields });
  });
});

describe('POST /api/youx/quote (spec §7)', () => {
  const body = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5, year: 2025, vin: null, nvic: null, whoIsHelping: '' };

  it('answers a local estimate when no provider is configured', async () => {
    const res = await postJson(testApi().app, '/api/youx/quote', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ estimate: true, weeklyRepaymentAmount: expect.any(Number) });
  });

  it('forwards to the provider and returns its quote; falls back to the estimate when it fails', async () => {
    const seen: unknown[] = [];
    const provider = (answer: Response | Error) =>
      (async (_url: string | URL | Request, init?: RequestInit) => {
        seen.push(JSON.parse(String(init?.body)));
        if (answer instanceof Error) throw answer;
        return answer;
      }) as typeof fetch;
    const ok = testApi({
      quoteUrl: 'https://quotes.example/q',
      fetch: provider(Response.json({ weeklyRepaymentAmount: 140, advertisedRate: 7.99, comparisonRate: 8.4 })),
    });
    expect(await (await postJson(ok.app, '/api/youx/quote', body)).json()).toEqual({
      weeklyRepaymentAmount: 140,
      advertisedRate: 7.99,
      comparisonRate: 8.4,
      estimate: false,
    });
    expect(seen[0]).toEqual(body);
    for (const answer of [new Response('busy', { status: 503 }), Response.json({ nonsense: true }), new Error('ECONNREFUSED')]) {
      const down = testApi({ quoteUrl: 'https://quotes.example/q', fetch: provider(answer) });
      expect(await (await postJson(down.app, '/api/youx/quote', body)).json()).toMatchObject({ estimate: true });
    }
  });

  it.each([
    [{ ...body, purchasePrice: 0 }, { purchasePrice: QUOTE_MESSAGES.purchasePrice }],
    [{ ...body, purchasePrice: '30000' }, { purchasePrice: QUOTE_MESSAGES.purchasePrice }],
    [{ ...body, loanTerm: 30 }, { loanTerm: QUOTE_MESSAGES.loanTerm }],
    [{ ...body, year: 25 }, { year: QUOTE_MESSAGES.year }],
    [{ ...body, selfAssessedCreditScore: 'POOR' }, { selfAssessedCreditScore: QUOTE_MESSAGES.creditScore }],
    [{ ...body, vin: 'X'.repeat(18) }, { vin: QUOTE_MESSAGES.vin }],
    [{ ...body, nvic: 12 }, { nvic: QUOTE_MESSAGES.nvic }],
    [{ ...body, whoIsHelping: 3 }, { whoIsHelping: QUOTE_MESSAGES.whoIsHelping }],
  ])('422 for %j', async (b, fields) => {
    const res = await postJson(testApi().app, '/api/youx/quote', b);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'Please fix the following errors:', fields });
  });
});
