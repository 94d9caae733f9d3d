import { describe, expect, it } from 'vitest';
import { isPopupExpired, popupId, popupState, popupStorageKey } from './popup.ts';

// The spec's own campaign (§9: a Stocktake Sale runs 2025-07-01 to 2025-07-24).
const sale = { title: 'Stocktake Sale', expiryDate: '2025-07-24' };

describe('promotional popup (spec §4 Popup)', () => {
  it('is visible by default until its expiry date has passed', () => {
    expect(popupState(sale, '2025-07-01', null)).toBe('shown');
    expect(popupState(sale, '2025-07-24', null)).toBe('shown');
    expect(popupState(sale, '2025-07-25', null)).toBe('expired');
    expect(isPopupExpired(null, '2099-01-01')).toBe(false);
  });

  it("a close or link click hides it for that campaign on that site, not the site's next campaign", () => {
    expect(popupState(sale, '2025-07-10', popupId(sale))).toBe('hidden');
    expect(popupState({ ...sale, title: 'End of Financial Year' }, '2025-07-10', popupId(sale))).toBe('shown');
    expect(popupStorageKey('swan-river-auto')).not.toBe(popupStorageKey('value-wheels-adelaide'));
  });

  it('rejects dates that are not YYYY-MM-DD', () => {
    expect(() => isPopupExpired('24/07/2025', '2025-07-10')).toThrow(/expiryDate must be a YYYY-MM-DD date/);
    expect(() => isPopupExpired('2025-07-24', 'today')).toThrow(RangeError);
  });
});
