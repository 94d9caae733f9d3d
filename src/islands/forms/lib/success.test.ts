import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { rememberSuccess, SUCCESS_CAR_KEY, SUCCESS_CATEGORY_KEY, takeSuccess, thankYou } from './success.ts';
import { testCar } from './testing.ts';

describe('success marker (spec §4)', () => {
  it('stores the category and the car; the success page reads and clears them', () => {
    const s = memoryStorage();
    rememberSuccess(s, 'Test Drive', testCar());
    expect(s.data.get(SUCCESS_CATEGORY_KEY)).toBe('Test Drive');
    expect(takeSuccess(s)).toEqual({
      category: 'Test Drive',
      car: {
        id: 4711,
        slug: 'used-2019-toyota-hilux-sr5-4711',
        name: '2019 Toyota Hilux SR5',
        image: { src: '/img/hilux-640.webp', alt: '2019 Toyota Hilux SR5' },
      },
    });
    expect(s.data.size).toBe(0);
    expect(takeSuccess(s)).toEqual({ category: null, car: null });
  });

  it('a lead without a car clears a stale car', () => {
    const s = memoryStorage();
    rememberSuccess(s, 'Test Drive', testCar());
    rememberSuccess(s, 'General Enquiry', null);
    expect(s.data.has(SUCCESS_CAR_KEY)).toBe(false);
  });

  it('junk and blocked storage give the generic thanks, never a crash', () => {
    const s = memoryStorage();
    s.setItem(SUCCESS_CAR_KEY, '{"oops"');
    expect(takeSuccess(s)).toEqual({ category: null, car: null });
    expect(takeSuccess(memoryStorage(true))).toEqual({ category: null, car: null });
    expect(takeSuccess(null)).toEqual({ category: null, car: null });
    expect(() => rememberSuccess(memoryStorage(true), 'x', null)).not.toThrow();
  });

  it('thanks per category; a generic thank-you without a marker', () => {
    expect(thankYou(null).title).toBe('Thank you');
    expect(thankYou('Reserve Online').text).toMatch(/48-hour hold.*fully refundable deposit/);
    expect(thankYou('Something New').title).toBe('Thanks for your enquiry');
  });
});
