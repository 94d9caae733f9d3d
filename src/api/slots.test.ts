import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listTenantSlugs, loadTenant } from '../config/load.ts';
import { isAlternateOffDay } from '../domain/hours.ts';
import { bookableSlot, daySlots } from './slots.ts';

/** The sample tenants whose config has a location with the alternating-Saturday rule (found by property, not by name). */
function alternatingLocations() {
  const sites = join(import.meta.dirname, '../../sites');
  const out = [];
  for (const slug of listTenantSlugs(sites)) {
    const r = loadTenant(sites, slug);
    if (!r.ok) continue;
    for (const loc of r.config.locations) {
      if (loc.alternating_hours && (loc.location_type === 'sales' || loc.location_type === '')) out.push({ site: r.config, loc });
    }
  }
  return out;
}

describe('test-drive slots follow the domain hours rule (spec §4 Saturday hours; special hours)', () => {
  const found = alternatingLocations();
  it('a sample tenant has a sales location with an alternating-Saturday rule', () => {
    expect(found.length).toBeGreaterThan(0);
  });
  const { site, loc } = found[0]!;
  const rule = loc.alternating_hours!;
  const now = Date.parse('2026-11-16T00:00:00Z');
  // Saturdays after `now`: the first on-week one and the first off-week one, by the rule itself.
  const saturdays = Array.from({ length: 4 }, (_, i) =>
    new Date(Date.parse('2026-11-21T00:00:00Z') + i * 7 * 86_400_000).toISOString().slice(0, 10),
  );
  const onWeek = saturdays.find((d) => !isAlternateOffDay(d, rule))!;
  const offWeek = saturdays.find((d) => isAlternateOffDay(d, rule))!;

  it('an on-week Saturday has bookable slots inside its hours', () => {
    const slots = daySlots(site, loc, onWeek, now);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.available)).toBe(true);
  });
  it("an off-week ('By appointment only') Saturday has no slot, and a slot time that day is refused", () => {
    expect(daySlots(site, loc, offWeek, now)).toEqual([]);
    const onSlot = daySlots(site, loc, onWeek, now)[0]!;
    const sameTimeOffWeek = onSlot.start.replace(onWeek, offWeek);
    expect(bookableSlot(site, loc, sameTimeOffWeek, now)).toBeNull();
    expect(bookableSlot(site, loc, onSlot.start, now)).not.toBeNull();
  });
  it('a Closed special-hours date has no slot, an Open one uses its own hours', () => {
    const closed = loc.special_hours.find((s) => s.status === 'Closed')!;
    expect(daySlots(site, loc, closed.date, Date.parse(`${closed.date}T00:00:00Z`) - 20 * 86_400_000)).toEqual([]);
    const open = loc.special_hours.find((s) => s.status === 'Open' && s.start_hour && s.end_hour)!;
    const slots = daySlots(site, loc, open.date, Date.parse(`${open.date}T00:00:00Z`) - 20 * 86_400_000);
    expect(slots[0]!.time).toBe(open.start_hour);
    expect(slots.every((s) => s.time < open.end_hour!)).toBe(true);
  });
});
