/**
 * Money formatting for Australian dollars, through `Intl.NumberFormat('en-AU')`.
 * All amounts are AUD dollars (not cents).
 */

const whole = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 2, minimumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
}

/**
 * Formats AUD dollars: whole dollars as `$29,990`; amounts with cents as `$912.25`.
 * Pass `{ cents: true }` to always show two decimals, `{ cents: false }` to round to dollars.
 * A value that rounds to zero never shows a minus sign (`-0.004` → `$0`).
 * @throws RangeError when `amount` is NaN or infinite (a bug upstream, never a price to show).
 */
export function formatAud(amount: number, opts: { cents?: boolean } = {}): string {
  assertFinite(amount, 'formatAud amount');
  const rounded = Math.round(amount * 100) / 100;
  const showCents = opts.cents ?? !Number.isInteger(rounded);
  // `|| 0` turns -0 into 0 so Intl does not print "-$0".
  const value = (showCents ? rounded : Math.round(amount)) || 0;
  return (showCents ? cents : whole).format(value);
}

/**
 * Formats a plain number with thousands separators, rounded to a whole number, e.g. km: `136,517`.
 * Not for years (1965 would read `1,965`). @throws RangeError when `value` is not finite.
 */
export function formatNumber(value: number): string {
  assertFinite(value, 'formatNumber value');
  return plain.format(Math.round(value) || 0);
}
