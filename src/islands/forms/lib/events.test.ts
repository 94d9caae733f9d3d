import { describe, expect, it } from 'vitest';
import { leadEvent } from './events.ts';
import { testCar } from './testing.ts';

describe('lead event (spec §4, §7, §9)', () => {
  it.each([
    ['enquiry', 'General Enquiry', testCar({ car_type: 'new' }), 14],
    ['enquiry', 'General Enquiry', testCar({ car_type: 'demo' }), 14],
    ['enquiry', 'General Enquiry', null, 14],
    ['enquiry', 'General Enquiry', testCar({ car_type: 'used' }), 15],
    ['enquiry', 'General Enquiry', testCar({ car_type: 'used', tag: 'Test Drive Only' }), 17],
    ['test_drive', 'Test Drive', testCar({ car_type: 'new' }), 17],
    ['test_drive', 'Test Drive', testCar({ car_type: 'used' }), 48],
    ['fleet', 'Fleet Enquiry', null, 19],
    ['enquiry', 'Fleet Enquiry', null, 19],
    ['make_an_offer', 'Make An Offer', testCar({ car_type: 'used' }), 15],
  ] as const)('%s / %s / %j → %i', (form, category, car, id) => {
    expect(leadEvent(form, category, car).id).toBe(id);
  });

  it('carries the enquiry event parameters of the car and never contact details', () => {
    expect(leadEvent('enquiry', 'General Enquiry', testCar()).params).toEqual({
      category: 'General Enquiry',
      car_id: 4711,
      vehicleStatus: 'in_stock',
      vehicleMake: 'Toyota',
      vehicleModel: 'Hilux',
      vehicleYear: 2019,
      vehicleKilometers: 61_234,
      vehicleGrade: 'SR5',
    });
    expect(leadEvent('fleet', 'Fleet Enquiry', null).params).toEqual({ category: 'Fleet Enquiry' });
  });
});
