/**
 * The calculator result (spec §9, §8): the repayment per period in a polite live region, or
 * 'Enquire for Finance' at or below $25; the amount financed and total payable; the car's quote
 * (labelled 'Estimate' when local). Props only.
 */
import type { CalculatorResult } from '../../../domain/finance/calculator.ts';
import { formatRate } from '../../../domain/finance/disclaimer.ts';
import type { QuoteResult } from '../../../domain/finance/quote.ts';
import { formatAud } from '../../../domain/money.ts';

const PER: Record<CalculatorResult['frequency'], string> = { weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month' };

export interface RepaymentResultProps {
  result: CalculatorResult;
  quote: QuoteResult | null;
  enquireHref: string;
  applyLabel: string;
}

export function RepaymentResult({ result, quote, enquireHref, applyLabel }: RepaymentResultProps) {
  return (
    <div className="fin-result">
      <p className="fin-result__headline" role="status" aria-live="polite" aria-atomic="true">
        {result.enquire ? (
          <span className="fin-result__enquire">Enquire for Finance</span>
        ) : (
          <>
            <span className="fin-result__amount">{formatAud(result.repayment)}</span>{' '}
            <span className="fin-result__per">{PER[result.frequency]}*</span>
          </>
        )}
      </p>
      <dl className="fin-result__facts">
        <div>
          <dt>Total amount financed</dt>
          <dd>{formatAud(Math.max(0, result.financed))}</dd>
        </div>
        {!result.enquire && (
          <div>
            <dt>Total payable</dt>
            <dd>{formatAud(result.totalPayable)}</dd>
          </div>
        )}
      </dl>
      {quote && (
        <p className="fin-result__quote">
          {quote.estimate && <span className="fin-badge">Estimate</span>} Quote: {formatAud(quote.weeklyRepaymentAmount)} per week at{' '}
          {formatRate(quote.advertisedRate)} (comparison rate {formatRate(quote.comparisonRate)}*)
        </p>
      )}
      <a className="btn btn--block" href={enquireHref}>
        {result.enquire ? 'Enquire for Finance' : applyLabel}
      </a>
    </div>
  );
}
