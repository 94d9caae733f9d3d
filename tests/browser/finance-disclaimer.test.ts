/**
 * The finance disclaimer says what the calculator shows (issue #9: the brand template said "10.0%
 * deposit and a 30% final payment" beside a calculator at $0 deposit and $0 balloon). On every tenant
 * whose disclaimer names figures (`finance.disclaimer.variant`), on the vehicle page of a car with a
 * shown lender and of one without, and on /finance/: the term, deposit, final payment and interest
 * rate in the words equal the calculator's fields, before and after the visitor changes them.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchDoc } from '../../src/stock/search-document.ts';
import { chromiumForFile } from './chromium.ts';
import { tenantConfig, listedSearchDocs } from './tenant.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

/** The calculator's fields as numbers (AUD dollars, years, % p.a.) and its disclaimer, fully expanded. */
async function readCalculator(page: Page) {
  const calc = page.locator('#finance-calculator');
  const num = async (label: string) => Number((await calc.getByLabel(label, { exact: true }).inputValue()).replace(/[$,\s]/g, ''));
  const more = calc.getByRole('button', { name: 'Show More' });
  if (await more.count()) await more.click();
  return {
    amount: await num('Purchase price'),
    term: await num('Loan term'),
    interest: await num('Interest rate'),
    tradeIn: await num('Deposit / trade-in'),
    residual: await num('Residual (balloon)'),
    text: ((await calc.locator('.fin-disclaimer__text').textContent()) ?? '').replace(/\s+/g, ' '),
  };
}

type Shown = Awaited<ReturnType<typeof readCalculator>>;
const share = (part: number, amount: number) => (part / amount) * 100;

/** Checks the words against the fields; returns what was compared, for the failure message. */
function expectWordsMatch(variant: string, s: Shown, where: string) {
  if (variant === 'deposit_balloon') {
    const m = /based on an? ([\d.]+)-year term, (no deposit|an? ([\d.]+)% deposit) and (no final payment|an? ([\d.]+)% final payment)/.exec(
      s.text,
    );
    expect(m, `${where}: ${s.text}`).not.toBeNull();
    expect(Number(m![1]), `${where}: term`).toBe(s.term);
    if (m![3] === undefined) expect(s.tradeIn, `${where}: "no deposit"`).toBe(0);
    else
      expect(
        Math.abs(Number(m![3]) - share(s.tradeIn, s.amount)),
        `${where}: deposit ${m![3]}% vs $${s.tradeIn} of $${s.amount}`,
      ).toBeLessThan(0.06);
    if (m![5] === undefined) expect(s.residual, `${where}: "no final payment"`).toBe(0);
    else
      expect(
        Math.abs(Number(m![5]) - share(s.residual, s.amount)),
        `${where}: final payment ${m![5]}% vs $${s.residual} of $${s.amount}`,
      ).toBeLessThan(0.06);
  } else {
    const m = /based on an interest rate of ([\d.]+)% p\.a\..*? with (no deposit|an? ([\d.]+)% deposit)/.exec(s.text);
    expect(m, `${where}: ${s.text}`).not.toBeNull();
    expect(Number(m![1]), `${where}: interest`).toBe(s.interest);
    if (m![3] === undefined) expect(s.tradeIn, `${where}: "no deposit"`).toBe(0);
    else expect(Math.abs(Number(m![3]) - share(s.tradeIn, s.amount)), `${where}: deposit`).toBeLessThan(0.06);
  }
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const variant = tenantConfig(slug).finance.disclaimer.variant;
  let cars: SearchDoc[];
  beforeAll(async () => {
    cars = await listedSearchDocs(base);
  });

  it("says the term, deposit, final payment and rate the calculator shows, and follows the visitor's changes", async (ctx) => {
    if (variant === 'secured_loan_example') ctx.skip(`${slug}: its disclaimer (secured_loan_example) names no figures`);
    const inStock = cars.filter((c) => c.status === 'in_stock' && (c.price ?? 0) > 5_000);
    const paths = [
      ...[inStock.find((c) => c.finance === null), inStock.find((c) => c.finance !== null)]
        .filter((c) => c !== undefined)
        .map((c) => `/cars/${c.slug}/`),
      '/finance/',
    ];
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await page.goto(`${base}${path}`);
      const calc = page.locator('#finance-calculator');
      await calc.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () =>
          document.querySelector('#finance-calculator astro-island') && !document.querySelector('#finance-calculator astro-island[ssr]'),
      );
      expectWordsMatch(variant, await readCalculator(page), `${slug}${path}`);
      const deposit = calc.getByLabel('Deposit / trade-in', { exact: true });
      await deposit.fill('2,000');
      await deposit.press('Tab');
      const after = await readCalculator(page);
      expect(after.tradeIn).toBe(2_000);
      expectWordsMatch(variant, after, `${slug}${path} after typing a $2,000 deposit`);
      await page.context().close();
    }
  });
});
