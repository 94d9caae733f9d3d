/**
 * Money formatting for Australian dollars, through `Intl.NumberFormat('en-AU')`.
 * All amounts are AUD dollars (not cents).
 */

const whole = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 2, minimumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/**
 * Formats AUD dollars: whole dollars as `$29,990`; amounts with cents as `$912.25`.
 * Pass `{ cents: true }` to always show two decimals, `{ cents: false }` to round to dollars.
 */
export function formatAud(amount: number, opts: { cents?: boolean } = {}): string {
  const showCents = opts.cents ?? !Number.isInteger(Math.round(amount * 100) / 100);
  return (showCents ? cents : whole).format(showCents ? amount : Math.round(amount));
}

/** Formats a plain number with thousands separators, e.g. km: `136,517`. */
export function formatNumber(value: number): string {
  return plain.format(value);
}
