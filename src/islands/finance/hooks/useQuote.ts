/**
 * The quote call (spec §7 POST /api/youx/quote): sent once after hydration when the build decided
 * it may be (enabled, no quote yet, price above 0, quote flow qualifies). The answer becomes the
 * car's quote in the island's state; any failure is silent (spec §8).
 */
import { useEffect, useState } from 'react';
import type { QuoteRequest, QuoteResult } from '../../../domain/finance/quote.ts';

const isQuote = (v: unknown): v is QuoteResult => {
  const q = v as Partial<QuoteResult> | null;
  return !!q && [q.weeklyRepaymentAmount, q.advertisedRate, q.comparisonRate].every((n) => typeof n === 'number' && Number.isFinite(n));
};

export function useQuote(call: { url: string; body: QuoteRequest } | null): QuoteResult | null {
  const [quote, setQuote] = useState<QuoteResult | null>(null);
  useEffect(() => {
    if (!call) return;
    const ctrl = new AbortController();
    fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call.body),
      signal: ctrl.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((data: unknown) => {
        if (isQuote(data)) setQuote({ ...data, estimate: data.estimate === true });
      })
      .catch(() => {
        /* spec §8: finance quote failure is silent */
      });
    return () => ctrl.abort();
  }, [call]);
  return quote;
}
