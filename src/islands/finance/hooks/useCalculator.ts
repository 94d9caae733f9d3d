/**
 * Calculator state (spec §5 *Calculator*): the typed text of each field, the clamped values the
 * result uses, the purchase price flag and the result. Typed text stays as typed until the field
 * loses focus, then shows the clamped value.
 */
import { useMemo, useState } from 'react';
import type { Frequency } from '../../../domain/finance/amortisation.ts';
import {
  calculate,
  clampField,
  purchasePriceFlagged,
  type CalculatorField,
  type CalculatorInputs,
  type CalculatorRanges,
} from '../../../domain/finance/calculator.ts';
import { formatMoneyInput, parseMoneyInput } from '../../../domain/finance/money-input.ts';

const MONEY: ReadonlySet<CalculatorField> = new Set(['amount', 'tradeIn', 'residual']);
const show = (field: CalculatorField, v: number) => (MONEY.has(field) ? formatMoneyInput(v) : String(v));
const parse = (field: CalculatorField, text: string) =>
  MONEY.has(field) ? parseMoneyInput(text) : text.trim() === '' ? Number.NaN : Number(text);
const FIELDS: CalculatorField[] = ['amount', 'term', 'interest', 'tradeIn', 'residual'];

export function useCalculator(initial: CalculatorInputs, ranges: CalculatorRanges, establishmentFee: number) {
  const [inputs, setInputs] = useState(initial);
  const [texts, setTexts] = useState(
    () => Object.fromEntries(FIELDS.map((f) => [f, show(f, initial[f])])) as Record<CalculatorField, string>,
  );
  const result = useMemo(() => calculate(inputs, establishmentFee), [inputs, establishmentFee]);

  const type = (field: CalculatorField, text: string) => {
    setTexts((t) => ({ ...t, [field]: text }));
    setInputs((i) => ({ ...i, [field]: clampField(field, parse(field, text), ranges) }));
  };
  const commit = (field: CalculatorField) => setTexts((t) => ({ ...t, [field]: show(field, inputs[field]) }));
  const pick = (field: CalculatorField, value: number) => {
    const v = clampField(field, value, ranges);
    setInputs((i) => ({ ...i, [field]: v }));
    setTexts((t) => ({ ...t, [field]: show(field, v) }));
  };
  const setFrequency = (frequency: Frequency) => setInputs((i) => ({ ...i, frequency }));
  return { inputs, texts, result, flagged: purchasePriceFlagged(inputs.amount, ranges), type, commit, pick, setFrequency };
}
