/**
 * Finance fees (spec §9 *Finance*): the establishment fee that goes into the amount financed, and
 * the fee list one brand shows. Amounts in AUD dollars.
 */

/**
 * Fees a brand shows beside its calculator (config `finance.fees`; spec §9: establishment $395,
 * security registration $6, monthly admin $8, dealer agency $912.25).
 */
export interface ShownFees {
  establishment: number;
  security_registration: number;
  monthly_admin: number;
  dealer_agency: number;
}

/**
 * The establishment fee financed with a loan (spec §9), first found of: the provider's fixed fee
 * from the config (1360.50 for the named lender), the lender's own `establishmentFees`, the
 * establishment fee the site shows (`finance.fees`), else 0.
 */
export function establishmentFee(opts: { providerFee?: number | null; lenderFee?: number | null; siteFees?: ShownFees | null }): number {
  return opts.providerFee ?? opts.lenderFee ?? opts.siteFees?.establishment ?? 0;
}

/** The fee list as label/amount rows, in the spec's order. */
export function shownFeeRows(fees: ShownFees): { label: string; amount: number }[] {
  return [
    { label: 'Establishment fee', amount: fees.establishment },
    { label: 'Security registration fee', amount: fees.security_registration },
    { label: 'Monthly admin fee', amount: fees.monthly_admin },
    { label: 'Dealer agency fee', amount: fees.dealer_agency },
  ];
}
