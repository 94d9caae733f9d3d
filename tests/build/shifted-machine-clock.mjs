/**
 * Loaded with `node --import` into every process of a test build (tests/build/machine-clock.test.ts): moves the
 * machine's clock as the code sees it (`Date.now()`, `new Date()`) 3 years and 200 days and 7 hours on. Dates made
 * from a given time are unchanged, so only code that reads the machine's clock sees the shift.
 */
const RealDate = Date;
const SHIFT_MS = ((3 * 365 + 200) * 24 + 7) * 3600_000;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + SHIFT_MS);
    else super(...args);
  }
  static now() {
    return RealDate.now() + SHIFT_MS;
  }
}
globalThis.Date = ShiftedDate;
