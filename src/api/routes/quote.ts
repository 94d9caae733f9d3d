/**
 * `POST /api/youx/quote` — a weekly repayment quote for a car (spec §7; §3 *youxQuote*).
 *
 * Request (spec §7): `{ selfAssessedCreditScore: 'GREAT', purchasePrice, loanTerm: 5, year, vin, nvic,
 * whoIsHelping: '' }`. When a provider URL is configured the body is forwarded there and its answer
 * (validated) returned with `estimate: false`; otherwise — or when the provider fails, times out or
 * answers nonsense — the local model `localQuote()` answers with `estimate: true`, to be labelled as an
 * estimate. Answers 200 `{ weeklyRepaymentAmount, advertisedRate, comparisonRate, estimate }`; 422 with
 * field errors; the door's 400/403/413/415/429. The page treats any failure silently (spec §8).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { localQuote, type QuoteRequest, type QuoteResult } from '../../domain/finance/quote.ts';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import { jsonBody, validated } from '../http.ts';
import { rateLimit } from '../middleware.ts';

/** Messages of this route. */
export const QUOTE_MESSAGES = {
  creditScore: "selfAssessedCreditScore must be 'GREAT'.",
  purchasePrice: 'purchasePrice must be an amount in dollars above 0 and at most 10,000,000.',
  loanTerm: 'loanTerm must be a number of years from 1 to 7.',
  year: 'year must be a 4-digit year.',
  vin: 'vin must be text of at most 17 characters.',
  nvic: 'nvic must be text of at most 10 characters.',
  whoIsHelping: 'whoIsHelping must be text.',
} as const;

const QuoteBody = z.object({
  selfAssessedCreditScore: z.literal('GREAT', { error: QUOTE_MESSAGES.creditScore }).default('GREAT'),
  purchasePrice: z
    .number({ error: QUOTE_MESSAGES.purchasePrice })
    .gt(0, QUOTE_MESSAGES.purchasePrice)
    .max(10_000_000, QUOTE_MESSAGES.purchasePrice),
  loanTerm: z.number({ error: QUOTE_MESSAGES.loanTerm }).min(1, QUOTE_MESSAGES.loanTerm).max(7, QUOTE_MESSAGES.loanTerm).default(5),
  year: z.number({ error: QUOTE_MESSAGES.year }).int(QUOTE_MESSAGES.year).min(1900, QUOTE_MESSAGES.year).max(2100, QUOTE_MESSAGES.year),
  vin: z
    .string({ error: QUOTE_MESSAGES.vin })
    .max(17, QUOTE_MESSAGES.vin)
    .nullish()
    .transform((v) => v || null),
  nvic: z
    .string({ error: QUOTE_MESSAGES.nvic })
    .max(10, QUOTE_MESSAGES.nvic)
    .nullish()
    .transform((v) => v || null),
  whoIsHelping: z
    .string({ error: QUOTE_MESSAGES.whoIsHelping })
    .max(100, QUOTE_MESSAGES.whoIsHelping)
    .optional()
    .transform(() => '' as const),
});

/** What a provider must answer (spec §3 youxQuote). */
const ProviderQuote = z.object({
  weeklyRepaymentAmount: z.number().positive(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
});

async function providerQuote(deps: ResolvedDeps, req: QuoteRequest): Promise<QuoteResult | null> {
  if (!deps.quoteUrl) return null;
  try {
    const res = await deps.fetch(deps.quoteUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(req),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) return null;
    const q = ProviderQuote.safeParse(await res.json());
    return q.success ? { ...q.data, estimate: false } : null;
  } catch {
    return null;
  }
}

/** The quote sub-app (mounted at /api/youx). */
export function quoteRoutes(deps: ResolvedDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/quote', rateLimit(deps, 'read'), jsonBody(deps.bodyLimitBytes), validated('json', QuoteBody), async (c) => {
    const req: QuoteRequest = c.req.valid('json');
    const quote = (await providerQuote(deps, req)) ?? localQuote(req, new Date(deps.now()).getUTCFullYear());
    return c.json(quote, 200);
  });
  return app;
}
