/**
 * The search constants of spec §9 and the card buttons of spec §2, each asserted once where it lives.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_OPTIONS } from '../../config/schema/search.ts';
import { RESULT_CACHE_SIZE } from '../../search/cache.ts';
import { DEFAULT_HITS_PER_PAGE } from '../../search/embedded/engine.ts';
import { FACET_DEFINITIONS } from '../../search/facets.ts';
import { sortIndexName } from '../../search/sort.ts';
import { DEALERSHIP_PLACEHOLDER } from '../../domain/locations.ts';
import { DEALERSHIP_LIMIT } from './widgets/DealershipPicker.tsx';
import { MAKE_MORE_LABELS } from './widgets/MakeCards.tsx';
import { QUERY_DEBOUNCE_MS } from './widgets/QueryBox.tsx';
import { SLIDER_DEBOUNCE_MS } from './widgets/RangeFacet.tsx';
import { RECORD_AFTER_MS } from './hooks/useRecordSearch.ts';
import { CardButtons, checkoutPath, enquiryPath } from './ui/CardButtons.tsx';
import { MODEL_TOGGLE_LABELS } from './ui/MakeCard.tsx';

describe('spec §9 search constants', () => {
  it.each<[string, unknown, unknown]>([
    ['page size 21', DEFAULT_HITS_PER_PAGE, 21],
    ['result cache about 10 per search', RESULT_CACHE_SIZE, 10],
    ['text debounce 300 ms', QUERY_DEBOUNCE_MS, 300],
    ['slider debounce 400 ms', SLIDER_DEBOUNCE_MS, 400],
    ['make list shows 7', FACET_DEFINITIONS.make.kind === 'refinement' && FACET_DEFINITIONS.make.limit, 7],
    ['model list limit 30', FACET_DEFINITIONS.model.kind === 'refinement' && FACET_DEFINITIONS.model.limit, 30],
    ['city limit 20', FACET_DEFINITIONS.city.kind === 'refinement' && FACET_DEFINITIONS.city.limit, 20],
    ['dealership limit 40', DEALERSHIP_LIMIT, 40],
    [
      'car type order new, demo, used',
      FACET_DEFINITIONS.car_type.kind === 'refinement' && FACET_DEFINITIONS.car_type.order,
      ['new', 'demo', 'used'],
    ],
    ['default sorts', DEFAULT_SORT_OPTIONS, ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice']],
    ['price ascending replica', sortIndexName('cars', 'lowestPrice'), 'cars:price:asc'],
    [
      'toggle labels (spec §4)',
      [...MAKE_MORE_LABELS, ...MODEL_TOGGLE_LABELS],
      ['Show all makes', 'Hide extra makes', 'Select models', 'Hide'],
    ],
    ['dealership placeholder (spec §2)', DEALERSHIP_PLACEHOLDER, 'Please select a dealership...'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
  it('a search is remembered once it has settled for a second', () => {
    expect(RECORD_AFTER_MS).toBe(1000);
  });
});

describe('card buttons (spec §2: Quick Enquiry, Reserve This Car with amount, or Find Me Something Similar)', () => {
  const render = (p: Partial<Parameters<typeof CardButtons>[0]>) =>
    renderToString(
      <CardButtons slug="2020-mazda-cx-5-9" status="in_stock" name="2020 Mazda CX-5" reserveAmount={200} findSimilar={false} {...p} />,
    ).replace(/<!-- -->/g, '');
  it('in stock: Quick Enquiry (the vehicle page’s enquiry section without JavaScript) and Reserve for $200', () => {
    const html = render({});
    expect(html).toContain('href="/cars/2020-mazda-cx-5-9/#enquire"');
    expect(html).toContain('Quick Enquiry');
    expect(html).toContain(`href="${checkoutPath('2020-mazda-cx-5-9')}"`);
    expect(html).toContain('Reserve This Car for $200');
    expect(checkoutPath('x')).toBe('/cars/x/checkout/');
  });
  it('the configured amount; no reserve when the rule says no', () => {
    expect(render({ reserveAmount: 500 })).toContain('Reserve This Car for $500');
    expect(render({ reserveAmount: null })).not.toContain('Reserve');
  });
  it('sold: Find Me Something Similar only, to the vehicle page’s #find-similar section (the id its page has)', () => {
    const html = render({ status: 'sold', findSimilar: true });
    expect(html).toContain('Find Me Something Similar');
    expect(html).toContain('href="/cars/2020-mazda-cx-5-9/#find-similar"');
    expect(enquiryPath('x', 'withdrawn')).toBe('/cars/x/#find-similar'); // any other status counts as sold (spec §4)
    expect(enquiryPath('x', 'coming_soon')).toBe('/cars/x/#enquire');
    expect(html).not.toContain('Quick Enquiry');
    expect(html).not.toContain('Reserve');
  });
  it('opens the modal when the form exists (a dialog button)', () => {
    expect(render({ onQuickEnquiry: () => undefined })).toContain('aria-haspopup="dialog"');
  });
});

import { hitTag } from './widgets/ResultList.tsx';
import { makeDoc } from '../../search/testing/fixtures.ts';

describe('card tag of a search hit (spec §4 priority, config names)', () => {
  const now = 1_750_000_000;
  const settings = { now, tags: { just_arrived_days: 8, just_arrived_tag_name: 'New In', sold_tag_name: 'SOLD OUT' } };
  it.each<[string, Parameters<typeof makeDoc>[0], string]>([
    ['sold: the configured sold name', { id: 1, status: 'sold' }, 'SOLD OUT'],
    ['electric from simple_fuel', { id: 2, fuel: 'Electric', reserved: true }, 'Electric'],
    ['hybrid from the feed text when simple_fuel is blank', { id: 3, fuel: null, fuel_text: 'Petrol - Electric' }, 'Hybrid'],
    ['reserved before certified', { id: 4, reserved: true, certified: true }, 'Reserved'],
    ['just arrived within 8 days: the configured name', { id: 5, created_at_timestamp: now - 8 * 86_400 }, 'New In'],
    ['9 days: none', { id: 6, created_at_timestamp: now - 9 * 86_400 }, ''],
  ])('%s', (_n, over, label) => {
    const tag = hitTag({ ...makeDoc(over), objectID: '1' } as never, settings);
    expect(tag.kind === 'none' ? '' : tag.label).toBe(label);
  });
});
