/**
 * One contract, every storage: SQLite always (a WAL file in a temp folder), PostgreSQL when
 * DATABASE_URL is set (`export DATABASE_URL=$(bash scripts/ci-postgres.sh)`), skipped cleanly otherwise.
 * Each PostgreSQL run uses its own schema, dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deidentify, purgeExpired } from '../../src/api/retention.ts';
import { openPostgresStore } from '../../src/api/storage/postgres.ts';
import { openSqliteStore } from '../../src/api/storage/sqlite.ts';
import type { LeadStore, NewLead } from '../../src/api/storage/types.ts';
import { createTenantRegistry } from '../../src/api/tenants.ts';
import { SITES } from '../../src/api/testing/fixtures.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const lead = (n: number, patch: Partial<NewLead> = {}): NewLead => ({
  lead_id: `L${n}`,
  tenant: 'harbour-motors',
  form: 'enquiry',
  created_at: 1_000 + n,
  spam: false,
  idempotency_key: null,
  body_hash: null,
  location_id: null,
  appointment_iso: null,
  payload: {
    name: 'Jo',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode: '2000',
    message: 'hi',
    car_id: 7,
    category: 'General Enquiry',
  },
  deliveries: ['webhook', 'adf'],
  ...patch,
});

function contract(name: string, open: () => Promise<{ store: LeadStore; cleanup: () => Promise<void> }>): void {
  describe(`storage contract: ${name}`, () => {
    let store: LeadStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ store, cleanup } = await open()));
    afterAll(async () => cleanup());

    it('commits a lead with its outbox rows and reads it back', async () => {
      expect(await store.insertLead(lead(1))).toEqual({ status: 'created', lead_id: 'L1' });
      expect(await store.getLead('L1')).toMatchObject({
        lead_id: 'L1',
        tenant: 'harbour-motors',
        spam: false,
        created_at: 1001,
        payload: { name: 'Jo', car_id: 7 },
        deidentified_at: null,
      });
      expect((await store.listDeliveries()).filter((d) => d.lead_id === 'L1').map((d) => [d.kind, d.status, d.attempts])).toEqual([
        ['webhook', 'pending', 0],
        ['adf', 'pending', 0],
      ]);
      expect(await store.getLead('nope')).toBeNull();
    });

    it('one lead per idempotency key, even for concurrent retries; a different body is a conflict', async () => {
      const results = await Promise.all([2, 3, 4, 5].map((n) => store.insertLead(lead(n, { idempotency_key: 'key-A', body_hash: 'h1' }))));
      const winner = results.find((r) => r.status === 'created');
      expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
      expect(
        results.every((r) => r.status !== 'key_conflict' && 'lead_id' in r && r.lead_id === (winner as { lead_id: string }).lead_id),
      ).toBe(true);
      expect(await store.insertLead(lead(6, { idempotency_key: 'key-A', body_hash: 'h2' }))).toEqual({ status: 'key_conflict' });
      expect(await store.insertLead(lead(7, { idempotency_key: 'key-A', body_hash: 'h1', tenant: 'swan-cars' }))).toEqual({
        status: 'created',
        lead_id: 'L7',
      });
      expect((await store.listLeadKeys()).filter((k) => k.idempotency_key === 'key-A')).toHaveLength(2);
    });

    it('one booking per location and instant among non-spam leads', async () => {
      const slot = { location_id: 'hm-sydney', appointment_iso: '2027-03-10T23:30:00.000Z' };
      const [a, b] = await Promise.all([store.insertLead(lead(10, slot)), store.insertLead(lead(11, slot))]);
      expect([a.status, b.status].sort()).toEqual(['created', 'slot_taken']);
      expect(await store.insertLead(lead(12, { ...slot, spam: true, deliveries: [] }))).toMatchObject({ status: 'created' });
      expect(await store.bookedAppointments('harbour-motors', 'hm-sydney', '2027-03-10T13:00:00.000Z', '2027-03-11T13:00:00.000Z')).toEqual(
        [slot.appointment_iso],
      );
      expect(await store.bookedAppointments('harbour-motors', 'hm-sydney', '2027-03-11T13:00:00.000Z', '2027-03-12T13:00:00.000Z')).toEqual(
        [],
      );
    });

    it('counts views, phone reveals and saves valuations', async () => {
      expect((await Promise.all([1, 2, 3].map(() => store.incrementViews('harbour-motors', 'car-a')))).sort()).toEqual([1, 2, 3]);
      expect(await store.incrementViews('swan-cars', 'car-a')).toBe(1);
      await store.recordPhoneReveal({ tenant: 'harbour-motors', car_id: '7', dealership_id: 'hm', website_id: null, created_at: 5 });
      expect(await store.countPhoneReveals('harbour-motors')).toBe(1);
      expect(
        await store.saveMiscellaneous({
          tenant: 'harbour-motors',
          column_name: 'valuation',
          lead_id: 'L1',
          data: { low: 1 },
          created_at: 5,
        }),
      ).toBeGreaterThan(0);
    });

    it('claims due outbox rows once under a lease, records outcomes, and re-offers a row whose lease ran out', async () => {
      const first = await store.claimDeliveries(10_000, 100, 60_000);
      const again = await store.claimDeliveries(10_000, 100, 60_000);
      expect(first.length).toBeGreaterThan(0);
      expect(again).toEqual([]);
      expect(first[0]!.lead.payload).toMatchObject({ name: 'Jo' });
      const [a, b, c] = first;
      await store.completeDelivery(a!.id, { status: 'delivered' }, 10_001);
      await store.completeDelivery(b!.id, { status: 'retry', next_attempt_at: 20_000, error: 'HTTP 503' }, 10_001);
      await store.completeDelivery(c!.id, { status: 'dead', error: 'HTTP 410' }, 10_001);
      const rows = new Map((await store.listDeliveries()).map((d) => [d.id, d]));
      expect([rows.get(a!.id), rows.get(b!.id), rows.get(c!.id)].map((d) => [d!.status, d!.attempts, d!.last_error])).toEqual([
        ['delivered', 1, null],
        ['pending', 1, 'HTTP 503'],
        ['dead', 1, 'HTTP 410'],
      ]);
      const later = await store.claimDeliveries(70_001, 100, 60_000);
      expect(later.map((j) => j.id)).toContain(b!.id);
      expect(later.map((j) => j.id)).not.toContain(a!.id);
      expect(later.find((j) => j.id === b!.id)!.attempts).toBe(1);
    });

    it('retention de-identifies old leads of the tenant only, keeps them countable, drops old valuations', async () => {
      await store.insertLead(lead(20, { tenant: 'harbour-motors', created_at: 50, idempotency_key: 'old' }));
      const now = 50 + 400 * 86_400_000;
      const counts = await purgeExpired(store, createTenantRegistry(SITES), now);
      expect(counts['harbour-motors']).toBeGreaterThan(0);
      const old = await store.getLead('L20');
      expect(old!.payload).toEqual({ car_id: 7, category: 'General Enquiry', deidentified: true });
      expect(old!.idempotency_key).toBeNull();
      expect(old!.deidentified_at).toBe(now);
      expect(await store.countLeads('harbour-motors')).toBeGreaterThan(0);
      expect(await purgeExpired(store, createTenantRegistry(SITES), now)).toMatchObject({ 'harbour-motors': 0 });
    });
  });
}

contract('SQLite (WAL file)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-store-'));
  const store = await openSqliteStore({ path: join(dir, 'leads.sqlite') });
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe.skipIf(!DATABASE_URL)('PostgreSQL (DATABASE_URL)', () => {
  contract('PostgreSQL', async () => {
    const schema = `t_${process.pid}_${Date.now()}`;
    const store = await openPostgresStore({ connectionString: DATABASE_URL!, schema });
    return {
      store,
      cleanup: async () => {
        await store.close();
        const c = new pg.Client({ connectionString: DATABASE_URL });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await c.end();
      },
    };
  });
});

describe('de-identification keeps only non-personal fields', () => {
  it('drops contact details, comments, rego, trade-in, browser and trail; keeps car and category', () => {
    expect(
      deidentify({
        name: 'Jo',
        last_name: 'C',
        email: 'jo@x.com',
        phone: '0412 345 678',
        postcode: '2000',
        message: 'hi',
        Rego: 'ABC1',
        user_agent: 'UA',
        url: 'https://x',
        lead_attributes: { visited_pages: ['/a'] },
        trade_in: { rego: 'X' },
        category: 'Test Drive',
        car_id: 7,
        vehicle: { id: 7 },
        opt_in: true,
        future_field: 'x',
      }),
    ).toEqual({ category: 'Test Drive', car_id: 7, vehicle: { id: 7 }, opt_in: true, deidentified: true });
  });
});
