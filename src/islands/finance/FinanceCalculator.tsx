/**
 * The finance calculator island (spec §2 *Finance calculator section*, §3 *Finance calculator
 * inputs*, §5 *Calculator*, §9 *Finance*): purchase price (money field with quick picks and the
 * purchase price message), term, interest, deposit/trade-in and residual; a frequency switch; the
 * result in a live region; fees where the brand shows them; the disclaimer with Show More / Show
 * Less, written from the figures shown. Props: `FinanceCalculatorProps` (see `financeCalculatorProps`).
 * The vehicle page hydrates it when visible (`client:visible`); the finance pages, where it is the main content,
 * on the visitor's first intent (`client:intent={MAIN_FORM_HYDRATION}`). Its text boxes stay disabled until it has
 * hydrated, so nothing typed before then is lost (a tap on one wakes the island and focuses it once ready); its
 * buttons and switches stay pressable (the intent directive holds such a press and replays it).
 */
import { useHydrated } from '../forms/hooks/useHydrated.ts';
import { useQuote } from './hooks/useQuote.ts';
import { useCalculator } from './hooks/useCalculator.ts';
import { Disclaimer } from './ui/Disclaimer.tsx';
import { FrequencySwitch } from './ui/FrequencySwitch.tsx';
import { MoneyField } from './ui/MoneyField.tsx';
import { NumberField } from './ui/NumberField.tsx';
import { RepaymentResult } from './ui/RepaymentResult.tsx';
import { calculatorDisclaimer, formatRate } from '../../domain/finance/disclaimer.ts';
import { formatAud } from '../../domain/money.ts';
import type { FinanceCalculatorProps } from './types.ts';
import './finance.css';

export type { FinanceCalculatorProps } from './types.ts';

export default function FinanceCalculator(props: FinanceCalculatorProps) {
  const { ranges, lender, fees } = props;
  const c = useCalculator(props.initial, ranges, props.establishmentFee);
  const quote = useQuote(props.quote);
  const picks = props.quickPicks.filter((v) => v <= ranges.amount.max);
  const ready = useHydrated();
  const money = (field: 'tradeIn' | 'residual', label: string) => (
    <MoneyField
      label={label}
      text={c.texts[field]}
      onText={(t) => c.type(field, t)}
      onCommit={() => c.commit(field)}
      hint={`${formatAud(ranges[field].min)} to ${formatAud(ranges[field].max)}`}
      disabled={!ready}
    />
  );
  return (
    <div className="fin-calc">
      {lender && (
        <p className="fin-calc__lender">
          {lender.label}: {formatRate(lender.interestRate)} (comparison rate {formatRate(lender.comparisonRate)}*)
        </p>
      )}
      <div className="fin-calc__grid">
        <div className="fin-calc__inputs">
          <MoneyField
            label="Purchase price"
            name="amount"
            text={c.texts.amount}
            onText={(t) => c.type('amount', t)}
            onCommit={() => c.commit('amount')}
            quickPicks={picks}
            onPick={(v) => c.pick('amount', v)}
            error={c.flagged ? props.purchasePriceMessage : null}
            disabled={!ready}
          />
          <NumberField
            label="Loan term"
            unit="years"
            text={c.texts.term}
            onText={(t) => c.type('term', t)}
            onCommit={() => c.commit('term')}
            {...ranges.term}
            disabled={!ready}
          />
          <NumberField
            label="Interest rate"
            unit="% p.a."
            text={c.texts.interest}
            onText={(t) => c.type('interest', t)}
            onCommit={() => c.commit('interest')}
            {...ranges.interest}
            disabled={!ready}
          />
          {money('tradeIn', 'Deposit / trade-in')}
          {money('residual', 'Residual (balloon)')}
          <FrequencySwitch value={c.inputs.frequency} onChange={c.setFrequency} />
        </div>
        <RepaymentResult result={c.result} quote={quote} enquireHref={props.enquireHref} applyLabel={props.applyLabel} />
      </div>
      {fees && (
        <dl className="fin-calc__fees" aria-label="Fees">
          {fees.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{formatAud(f.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* Written from the figures shown, so the words always match them (issue #9). */}
      <Disclaimer text={calculatorDisclaimer(props.disclaimer, c.inputs, lender)} />
    </div>
  );
}
