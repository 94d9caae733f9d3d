/**
 * The money field's text (spec §5 *Money field*): a dollar prefix shown beside the input,
 * thousands separators in the text, and the quick picks. Amounts in AUD dollars.
 */
import { formatNumber } from '../money.ts';

/** Standard quick picks (spec §5): $5,000 … $70,000. */
export const STANDARD_QUICK_PICKS: readonly number[] = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000];
/** High-value quick picks some sites use (spec §5): $300,000 to $800,000 in $100,000 steps. */
export const HIGH_VALUE_QUICK_PICKS: readonly number[] = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000];

/**
 * Reads typed money text: drops `$`, commas and spaces; keeps a leading minus and one decimal
 * point. Empty or unreadable text is NaN (the caller clamps it).
 */
export function parseMoneyInput(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^-?\d*\.?\d*$/.test(cleaned) || !/\d/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Money field text of an amount: whole dollars with thousands separators, no `$` (`29990` → `29,990`). */
export function formatMoneyInput(amount: number): string {
  return Number.isFinite(amount) ? formatNumber(amount) : '';
}
