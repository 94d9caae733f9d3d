import { describe, expect, it } from 'vitest';
import { CAR, LEAD, NOW, postJson, SITES, testApi } from '../testing/fixtures.ts';
import type { StoredLead } from '../storage/types.ts';
import { renderAdf, xmlText } from './adf.ts';
import { leadDocument } from './document.ts';
import { backoffDelay, deliverRound } from './outbox.ts';
import { renderWebhook, signBody } from './webhook.ts';

const site = SITES[0]!;
const stored = (payload: Record<string, unknown>, form = 'enquiry'): StoredLead => ({
  lead_id: 'lead-1',
  tenant: site.slug,
  form,
  created_at: NOW,
  spam: false,
  idempotency_key: null,
  location_id: null,
  appointment_iso: null,
  payload,
  deidentified_at: null,
});
const vehicle = {
  id: CAR.id,
  slug: CAR.slug,
  year: 2021,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  vin: CAR.vin,
  stocknum: 'U1234',
  price: 32990,
  km: 41250,
  car_type: 'used',
  colour: 'Soul Red',
  location_id: 'hm-sydney',
};
const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('ADF 1.0 XML', () => {
  const lead = stored({
    ...LEAD,
    category: 'General Enquiry',
    subcategory: null,
    opt_in: true,
    vehicle,
    trade_in: { year: 2015, make: 'Toyota', model: 'Corolla', km: 120000, rego: 'ABC123', rego_state: 'NSW' },
  });
  const xml = renderAdf(leadDocument(lead, site, false));

  it('has the ADF header, a new prospect with its id and requestdate in the dealer zone', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION="1.0"?>\n<adf><prospect status="new">')).toBe(true);
    expect(xml).toContain('<id sequence="1" source="harbour-motors">lead-1</id><requestdate>2027-03-10T11:00:00+11:00</requestdate>');
  });

  it('vehicle of interest: year, make, model, vin, stock, trim, odometer, price', () => {
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><id sequence="1" source="harbour-motors">4242</id><year>2021</year><make>Mazda</make><model>CX-5</model>' +
        '<vin>JM0KF4W7A00123456</vin><stock>U1234</stock><trim>Maxx Sport</trim><odometer status="original" units="km">41250</odometer>' +
        '<colorcombination><exteriorcolor>Soul Red</exteriorcolor><preference>1</preference></colorcombination><price type="asking" currency="AUD">32990</price></vehicle>',
    );
  });

  it('trade-in vehicle when present', () => {
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2015</year><make>Toyota</make><model>Corolla</model><odometer status="original" units="km">120000</odometer><comments>Rego ABC123 (NSW)</comments></vehicle>',
    );
  });

  it('customer contact and comments; vendor with the dealership and location; provider', () => {
    expect(xml).toContain(
      '<customer><contact primarycontact="1"><name part="first">Jo</name><name part="last">Citizen</name><email>jo@example.com.au</email><phone type="cellphone">0412 345 678</phone><address><postalcode>2000</postalcode><country>AU</country></address></contact>',
    );
    expect(tag(xml, 'comments')).toContain('Is it still available?\nEnquiry: General Enquiry\nMarketing opt-in: yes');
    expect(xml).toContain(
      '<vendor><id sequence="1" source="dealership">hm</id><vendorname>Harbour Motors</vendorname><url>https://www.harbour-motors.example</url><contact primarycontact="1"><name part="full">Harbour Motors Sydney</name>',
    );
    expect(xml).toContain(
      '<address><street line="1">1 George Street</street><city>Sydney</city><regioncode>NSW</regioncode><postalcode>2000</postalcode><country>AU</country></address>',
    );
    expect(xml).toContain(
      '<provider><name part="full">Dealer Website</name><service>General Enquiry</service><url>https://www.harbour-motors.example</url></provider></prospect></adf>',
    );
  });

  it('test drive, offer and retry variants; the car as described when no stock record', () => {
    const td = renderAdf(leadDocument(stored({ ...LEAD, appointment_at: '2027-03-11T10:30:00+11:00', vehicle }, 'test_drive'), site, true));
    expect(td).toContain('<prospect status="resend">');
    expect(td).toContain('<vehicle interest="test-drive" status="used">');
    expect(td).toContain(
      '<timeframe><description>Test drive booking</description><earliestdate>2027-03-11T10:30:00+11:00</earliestdate></timeframe>',
    );
    const offer = renderAdf(leadDocument(stored({ ...LEAD, offer_from_client: 30000, vehicle }, 'make_an_offer'), site, false));
    expect(offer).toContain(
      '<price type="offer" currency="AUD">30000</price><pricecomments>Customer offer; advertised price 32990 AUD</pricecomments>',
    );
    const described = renderAdf(
      leadDocument(
        stored({ ...LEAD, 'Vehicle Make': 'Kia', 'Vehicle Model': 'Sportage', stock_number: 'N77', car_type: 'new' }),
        site,
        false,
      ),
    );
    expect(described).toContain('<vehicle interest="buy" status="new"><make>Kia</make><model>Sportage</model><stock>N77</stock></vehicle>');
    expect(described).not.toContain('interest="trade-in"');
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText('<b>"Tom" & Jerry\'s</b>\u0007')).toBe('&lt;b&gt;&quot;Tom&quot; &amp; Jerry&apos;s&lt;/b&gt;');
    const evil = renderAdf(leadDocument(stored({ ...LEAD, name: '</name><admin>', message: ']]><x>' }), site, false));
    expect(evil).toContain('<name part="first">&lt;/name&gt;&lt;admin&gt;</name>');
    expect(evil).not.toContain('<admin>');
  });
});

describe('JSON webhook', () => {
  it('carries the lead, site, dealership and location; the signature is a keyed HMAC of timestamp.body', async () => {
    const lead = stored({ ...LEAD, vehicle });
    const body = JSON.parse(renderWebhook(lead, leadDocument(lead, site, false)));
    expect(body).toMatchObject({
      event: 'lead.created',
      lead_id: 'lead-1',
      site: 'harbour-motors',
      resend: false,
      created_at: '2027-03-10T11:00:00+11:00',
      dealership: { id: 'hm', slug: 'harbour-motors', name: 'Harbour Motors' },
      location: { id: 'hm-sydney' },
      lead: { name: 'Jo', vehicle: { stocknum: 'U1234' } },
    });
    const sig = await signBody('s3cret', 1_800_000_000, '{"a":1}');
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(await signBody('s3cret', 1_800_000_000, '{"a":1}')).toBe(sig);
    expect(await signBody('other', 1_800_000_000, '{"a":1}')).not.toBe(sig);
  });
});

describe('outbox worker', () => {
  it('backoff doubles per attempt with equal jitter, capped', () => {
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, 1000, 60_000, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, 1000, 60_000, () => 0.999999))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(30, 1000, 60_000, () => 0.5)).toBe(45_000);
  });

  it('delivers both formats with idempotency and signature headers; retries failures; dead-letters after maxAttempts', async () => {
    let clock = NOW;
    const { app, store, tenants } = testApi({ now: () => clock });
    await postJson(app, '/api/leads', { ...LEAD, car_id: CAR.id });
    const calls: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
    let up = false;
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), headers: init?.headers as Record<string, string>, body: String(init?.body) });
      return new Response(null, { status: up ? 200 : 503 });
    }) as typeof globalThis.fetch;
    const opts = { store, tenants, fetch, now: () => clock, random: () => 0, maxAttempts: 3, baseDelayMs: 1000, secret: 'k' };

    expect(await deliverRound(opts)).toEqual({ claimed: 2, delivered: 0, retried: 2, dead: 0 });
    expect(await deliverRound(opts)).toEqual({ claimed: 0, delivered: 0, retried: 0, dead: 0 });
    clock += 500;
    up = true;
    expect(await deliverRound(opts)).toEqual({ claimed: 2, delivered: 2, retried: 0, dead: 0 });
    // The two deliveries of a round run concurrently: find each by its destination.
    const last = calls.slice(-2);
    const hook = last.find((c) => c.url === 'https://crm.example/hook');
    const adf = last.find((c) => c.url === 'https://crm.example/adf');
    expect(hook).toBeDefined();
    expect(hook!.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'lead-1:webhook',
      'x-signature-timestamp': String(Math.floor(clock / 1000)),
    });
    expect(hook!.headers['x-signature-sha256']).toBe(await signBody('k', Math.floor(clock / 1000), hook!.body));
    expect(JSON.parse(hook!.body)).toMatchObject({ lead_id: 'lead-1', resend: true });
    expect(adf).toBeDefined();
    expect(adf!.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(adf!.body).toContain('<prospect status="resend">');

    up = false;
    await postJson(app, '/api/leads', LEAD);
    for (let i = 0; i < 3; i++) {
      await deliverRound(opts);
      clock += 10_000;
    }
    expect((await store.listDeliveries()).map((d) => [d.lead_id, d.kind, d.status, d.attempts, d.last_error])).toEqual([
      ['lead-1', 'webhook', 'delivered', 2, null],
      ['lead-1', 'adf', 'delivered', 2, null],
      ['lead-2', 'webhook', 'dead', 3, 'HTTP 503'],
      ['lead-2', 'adf', 'dead', 3, 'HTTP 503'],
    ]);
  });

  it('network errors and timeouts are retried; a destination removed from the config is dead at once', async () => {
    const { app, store, tenants } = testApi();
    await postJson(app, '/api/leads', LEAD);
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    expect(await deliverRound({ store, tenants, fetch, now: () => NOW })).toMatchObject({ retried: 2 });
    expect((await store.listDeliveries())[0]!.last_error).toBe('network: fetch failed');
    const bare = {
      ...tenants,
      get: (slug: string) => {
        const t = tenants.get(slug)!;
        return { ...t, site: { ...t.site, leads: { ...t.site.leads, crm: { ...t.site.leads.crm, adf_url: null } } } };
      },
    };
    const ok = (async () => new Response('ok')) as typeof globalThis.fetch;
    expect(await deliverRound({ store, tenants: bare, fetch: ok, now: () => NOW + 3_600_000 })).toMatchObject({ delivered: 1, dead: 1 });
  });
});
