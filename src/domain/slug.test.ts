import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Land Rover', 'land-rover'],
    ['RAV4', 'rav4'],
    ['CX-5', 'cx-5'],
    ['Rolls-Royce', 'rolls-royce'],
    ['Škoda', 'skoda'],
    ['Citroën', 'citroen'],
    ['Alfa Romeo', 'alfa-romeo'],
    ['BMW 3 Series', 'bmw-3-series'],
    ['Toyota HiLux SR5 (4x4)', 'toyota-hilux-sr5-4x4'],
    ['i30 N', 'i30-n'],
    ["Dealer's Choice", 'dealers-choice'],
    ['Sales & Service', 'sales-and-service'],
    ['Sport+', 'sport-plus'],
    ['ℌ㎑ ﬁne', 'hkhz-fine'],
    ['  --Used  Cars--  ', 'used-cars'],
    ['Straße', 'strasse'],
    ['Ærø', 'aero'],
    ['2.0L Turbo', '2-0l-turbo'],
    ['new-used-and-demo-cars', 'new-used-and-demo-cars'],
    ['   ', ''],
    ['!!!', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always yields a valid slug or empty, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('carSlug', () => {
  it.each([
    [{ stocknum: 'AB1234', year: 2019, make: 'Toyota', model: 'RAV4', badge: 'GX' }, '2019-toyota-rav4-gx-ab1234'],
    [{ stocknum: '7', year: 1965, make: 'Ford', model: 'Mustang', badge: null }, '1965-ford-mustang-7'],
    [
      { stocknum: 'U/42', year: 2024, make: 'Mercedes-Benz', model: 'EQA', badge: '250 Electric' },
      '2024-mercedes-benz-eqa-250-electric-u-42',
    ],
    [{ stocknum: 'S1', year: 2023, make: 'Peugeot', model: '308', badge: 'GT Sport+' }, '2023-peugeot-308-gt-sport-plus-s1'],
    [
      {
        stocknum: 'R9',
        year: 2022,
        make: 'Land Rover',
        model: 'Range Rover',
        badge: 'P530 First Edition Long Wheelbase Autobiography Black & Bronze Pack',
      },
      '2022-land-rover-range-rover-p530-first-edition-long-wheelbase-autobiography-r9',
    ],
  ])('%j → %s', (car, slug) => {
    expect(carSlug(car)).toBe(slug);
  });
});
