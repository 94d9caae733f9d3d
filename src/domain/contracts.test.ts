/**
 * Drift guard: the domain takes plain structural types and never imports config or stock modules, so
 * this type-only test checks that the real Car and site-config shapes still fit the domain's parameter
 * types (checked by `tsc --noEmit`; the runtime assertions are no-ops). Also guards the layer rule of
 * docs/architecture.md: domain source imports only domain source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Car } from '../stock/car-schema.ts';
import type { Location, Dealership } from '../config/schema/locations.ts';
import type { SiteConfig } from '../config/schema/site.ts';
import type { StockFilter } from '../config/schema/stock.ts';
import type { ButtonCarFields } from './buttons.ts';
import type { OpeningHoursEntry, SpecialHoursEntry } from './hours.ts';
import type { MarketPrices } from './market.ts';
import type { PhonesByCarType } from './phone.ts';
import type { PriceFields } from './price.ts';
import type { reviewSummary } from './ratings.ts';
import type { CarSlugFields } from './slug.ts';
import type { CaravanSpecFields, VariantFields, VehicleDetailFields } from './specs.ts';
import type { FilterFields, StockFilterRule, VisibilityFields } from './stock.ts';
import type { TagFields, TagSettings } from './tags.ts';

describe('domain parameter types accept the real shapes', () => {
  it('Car', () => {
    expectTypeOf<Car>().toExtend<PriceFields>();
    expectTypeOf<Car>().toExtend<VisibilityFields>();
    expectTypeOf<Car>().toExtend<FilterFields>();
    expectTypeOf<Car>().toExtend<TagFields>();
    expectTypeOf<Car>().toExtend<ButtonCarFields>();
    expectTypeOf<Car>().toExtend<VehicleDetailFields>();
    expectTypeOf<Car>().toExtend<CarSlugFields>();
    expectTypeOf<NonNullable<Car['variant']>>().toExtend<VariantFields>();
    expectTypeOf<NonNullable<Car['specifications']>>().toExtend<CaravanSpecFields>();
    expectTypeOf<NonNullable<Car['autograb_data']>>().toExtend<MarketPrices>();
  });

  it('site config', () => {
    expectTypeOf<SiteConfig['phones']>().toExtend<PhonesByCarType>();
    expectTypeOf<SiteConfig['specifications'] & { electric_hybrid_tag: boolean }>().toExtend<TagSettings>();
    expectTypeOf<StockFilter>().toExtend<StockFilterRule>();
    expectTypeOf<Location['contact_detail']['opening_hours'][number]>().toExtend<OpeningHoursEntry>();
    expectTypeOf<Location['special_hours'][number]>().toExtend<SpecialHoursEntry>();
    expectTypeOf<Location>().toExtend<Parameters<typeof reviewSummary>[0]>();
    expectTypeOf<Dealership>().toExtend<Parameters<typeof reviewSummary>[0]>();
  });
});

describe('layer rule (docs/architecture.md): src/domain is pure', () => {
  const dir = new URL('.', import.meta.url);
  const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  it.each(sources)('%s imports only ./ domain modules and touches no process, DOM or file system', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    // Packages allowed: zod (zod/mini in the browser-sized lead schema): the shared lead schema
    // (lead.ts) validates in islands and the API alike; and @date-fns/tz, the time-zone library of the
    // one time-zone module (time.ts, issue 12 item 4). `./finance/…` is the domain's finance folder (pure too,
    // src/domain/finance/purity.test.ts).
    for (const s of specifiers) expect(s, `${file} imports ${s}`).toMatch(/^(?:\.\/(?:finance\/)?[\w-]+\.ts|zod|zod\/mini|@date-fns\/tz)$/);
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '');
    expect(code).not.toMatch(/\bprocess\.|\bwindow\.|\bdocument\.|\blocalStorage\b|node:fs|Date\.now\(|new Date\(\)/);
  });
});
