import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addAnalyticsSink,
  ANALYTICS_EVENTS,
  scrubParams,
  track,
  trackViewContent,
  vehicleEventParams,
  type AnalyticsEvent,
} from './analytics.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('analytics tracker (spec §7)', () => {
  it('sends the event id and parameters to every sink and to window.dataLayer', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    const got: AnalyticsEvent[] = [];
    const stop = addAnalyticsSink((e) => got.push(e));
    track(ANALYTICS_EVENTS.callClick, { car_id: 7 });
    stop();
    expect(got).toEqual([{ id: 25, params: { car_id: 7 } }]);
    expect(win.dataLayer).toEqual([{ event: 'dealer_event', event_id: 25, car_id: 7 }]);
  });

  it('swallows a failing destination with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = addAnalyticsSink(() => {
      throw new Error('blocked by an ad blocker');
    });
    expect(() => track(39, { car_id: 1 })).not.toThrow();
    stop();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never sends phone numbers or e-mail addresses', () => {
    expect(
      scrubParams({
        phone: '0412 345 678',
        phone_number: '1',
        email: 'a@b.example',
        name: 'Jo',
        last_name: 'Citizen',
        postcode: '2000',
        message: 'call me on +61 2 9876 5432',
        note: 'me@x.example.com',
        short: 'ring 13 22 65',
        local: '1300 975 707',
        car_id: 12345678,
        price: 32990,
        vehicleMake: 'Toyota',
        dealership_name: 'Value Wheels',
        stock: 'UXKT42N',
      }),
    ).toEqual({ car_id: 12345678, price: 32990, vehicleMake: 'Toyota', dealership_name: 'Value Wheels', stock: 'UXKT42N' });
  });

  it('sends the view-content event with price, make, model, year, colour and AUD, and to the pixel when present', () => {
    const fbq = vi.fn();
    vi.stubGlobal('window', { fbq });
    const got: AnalyticsEvent[] = [];
    const stop = addAnalyticsSink((e) => got.push(e));
    trackViewContent({ price: 32990, make: 'Toyota', model: 'RAV4', year: 2019, colour: 'White' });
    stop();
    expect(got[0]).toEqual({
      id: 'view_content',
      params: { price: 32990, make: 'Toyota', model: 'RAV4', year: 2019, colour: 'White', currency: 'AUD' },
    });
    expect(fbq).toHaveBeenCalledWith('track', 'ViewContent', expect.objectContaining({ value: 32990, currency: 'AUD' }));
  });

  it('builds the enquiry event parameters (spec §7)', () => {
    expect(vehicleEventParams({ status: 'in_stock', make: 'Mazda', model: 'CX-5', year: 2021, km: 41000, badge: 'Maxx Sport' })).toEqual({
      vehicleStatus: 'in_stock',
      vehicleMake: 'Mazda',
      vehicleModel: 'CX-5',
      vehicleYear: 2021,
      vehicleKilometers: 41000,
      vehicleGrade: 'Maxx Sport',
    });
  });
});
