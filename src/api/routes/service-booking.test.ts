/**
 * Service booking through the API (issue 11 item 3): the test-drive appointment machinery as a 'service'
 * kind. Slots come from a SERVICE location's hours (`GET /api/appointments?kind=service`), and a service
 * lead with `appointment_at` books one, stored with the service category (spec §5 enquiry categories:
 * 'Service Enquiry'). Fixed clock: Wed 10 March 2027, 11:00 in Sydney (fixtures `NOW`).
 */
import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../domain/lead.ts';
import { FROM_SYDNEY, LEAD, postJson, testApi } from '../testing/fixtures.ts';

const HEADERS = { origin: FROM_SYDNEY.origin };
const noLimits = () => testApi({ rateRules: false });
const slotsOf = async (app: ReturnType<typeof testApi>['app'], q: string) => {
  const res = await app.request(`/api/appointments?${q}`, { headers: HEADERS });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const booking = {
  ...LEAD,
  form: 'service',
  subcategory: 'Service Booking',
  Rego: 'ABC123',
  location_id: 'hm-service',
  appointment_at: '2027-03-11T07:30:00+11:00',
};

describe('GET /api/appointments?kind=service (service booking slots)', () => {
  it("lists the service location's slots from its own hours (07:30 to 17:00), not the sales yard's (08:30 to 17:30)", async () => {
    const { status, body } = await slotsOf(noLimits().app, 'location_id=hm-service&date=2027-03-11&kind=service');
    expect(status).toBe(200);
    expect(body).toMatchObject({ location_id: 'hm-service', kind: 'service', timezone: 'Australia/Sydney', slot_minutes: 30 });
    const slots = body.slots as { start: string; time: string; available: boolean }[];
    expect(slots[0]).toEqual({ start: '2027-03-11T07:30:00+11:00', time: '07:30', available: true });
    expect(slots.at(-1)!.time).toBe('16:30');
    expect(slots).toHaveLength(19);
  });

  it('the service location has no slots on its closed Saturday, and the default kind (test drive) refuses it', async () => {
    const { app } = noLimits();
    expect((await slotsOf(app, 'location_id=hm-service&date=2027-03-13&kind=service')).body.slots).toEqual([]);
    const testDrive = await slotsOf(app, 'location_id=hm-service&date=2027-03-11');
    expect(testDrive.status).toBe(422);
    expect(testDrive.body.fields).toEqual({ location_id: LEAD_MESSAGES.locationRequired });
  });

  it('a sales-only location takes no service bookings; an unknown kind is refused', async () => {
    const { app } = noLimits();
    expect((await slotsOf(app, 'location_id=hm-sydney&date=2027-03-11&kind=service')).body.fields).toEqual({
      location_id: LEAD_MESSAGES.locationRequired,
    });
    expect((await slotsOf(app, 'location_id=hm-service&date=2027-03-11&kind=detailing')).status).toBe(422);
  });
});

describe('POST /api/leads: service booking with a slot', () => {
  it("books a service slot once, stored as a 'Service Enquiry' / 'Service Booking' lead; the slot then shows taken", async () => {
    const { app, store } = noLimits();
    const res = await postJson(app, '/api/leads', booking);
    expect(res.status).toBe(200);
    const lead = await store.getLead(((await res.json()) as { lead_id: string }).lead_id);
    expect(lead).toMatchObject({ form: 'service', location_id: 'hm-service', appointment_iso: '2027-03-10T20:30:00.000Z' });
    expect(lead!.payload).toMatchObject({ category: 'Service Enquiry', subcategory: 'Service Booking', Rego: 'ABC123' });
    const slots = (await slotsOf(app, 'location_id=hm-service&date=2027-03-11&kind=service')).body.slots as {
      time: string;
      available: boolean;
    }[];
    expect(slots.find((s) => s.time === '07:30')!.available).toBe(false);
    const twice = await postJson(app, '/api/leads', { ...booking, email: 'other@example.com' });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { fields: unknown }).fields).toEqual({ appointment_at: LEAD_MESSAGES.appointmentTaken });
  });

  it.each([
    ["before the service department opens (the sales yard's hours do not count)", { appointment_at: '2027-03-11T17:00:00+11:00' }],
    ['on its closed Saturday', { appointment_at: '2027-03-13T09:00:00+11:00' }],
  ])('422 for a time %s', async (_label, change) => {
    const res = await postJson(noLimits().app, '/api/leads', { ...booking, ...change });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({ appointment_at: LEAD_MESSAGES.appointmentUnavailable });
  });

  it('a service slot at a sales-only location is refused; a service enquiry without a slot is stored as before', async () => {
    const { app, store } = noLimits();
    const atSales = await postJson(app, '/api/leads', {
      ...booking,
      location_id: 'hm-sydney',
      appointment_at: '2027-03-11T10:00:00+11:00',
    });
    expect(atSales.status).toBe(422);
    expect(((await atSales.json()) as { fields: unknown }).fields).toEqual({ location_id: LEAD_MESSAGES.locationRequired });
    const plain = await postJson(app, '/api/leads', { ...LEAD, form: 'service' });
    expect(plain.status).toBe(200);
    const lead = await store.getLead(((await plain.json()) as { lead_id: string }).lead_id);
    expect(lead).toMatchObject({ appointment_iso: null });
    expect(lead!.payload).toMatchObject({ category: 'Service Enquiry' });
  });
});
