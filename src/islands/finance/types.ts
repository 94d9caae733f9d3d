/**
 * Props of the finance islands: serialisable slices built at build time by
 * `src/components/finance/finance-view.ts` (never the whole site config).
 */
import type { CalculatorInputs, CalculatorRanges } from '../../domain/finance/calculator.ts';
import type { CalculatorDisclaimer } from '../../domain/finance/disclaimer.ts';
import type { QuoteRequest } from '../../domain/finance/quote.ts';

/** The lender the calculator starts from (a shown `finance_lenders` entry). Rates % p.a. */
export interface CalculatorLender {
  label: string;
  interestRate: number;
  comparisonRate: number;
}

/** Props of `<FinanceCalculator>` (the `#finance-calculator` section's island). */
export interface FinanceCalculatorProps {
  /** Field bounds (spec §5; provider and brand ranges already applied). */
  ranges: CalculatorRanges;
  /** Starting values (spec §9). */
  initial: CalculatorInputs;
  /** Establishment fee financed, AUD dollars (spec §9 fee rule). */
  establishmentFee: number;
  /** 'Cannot be less than {min} or more than $250,000' (spec §5). */
  purchasePriceMessage: string;
  /** Money field quick picks, AUD dollars (spec §5); only those within the amount range are offered. */
  quickPicks: number[];
  /**
   * The disclaimer behind Show More / Show Less (spec §2): the shown lender's own note, then the text
   * the island writes from the site's example and the figures it shows (`calculatorDisclaimer`).
   */
  disclaimer: CalculatorDisclaimer;
  /** Shown fees (one brand, spec §9), or null. */
  fees: { label: string; amount: number }[] | null;
  lender: CalculatorLender | null;
  /** The quote call to make on hydration (spec §7), or null when it must not be sent. */
  quote: { url: string; body: QuoteRequest } | null;
  /** Where 'Enquire for Finance' goes (the car's finance link, spec §8). */
  enquireHref: string;
  /** Text of the finance button under the result ('Apply for Finance'; brand 'Finance Enquiry'). */
  applyLabel: string;
}
