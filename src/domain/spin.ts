/**
 * The spin-to-win promotion (spec §2 `/spin-to-win`, §6 gated on some sites; the screen and the draw are
 * not shown in the spec — designed: a signed-in buyer spins once per campaign, the edge API draws the
 * prize with the configured weights, the win is stored and sent to the dealer as a lead, and a second
 * spin shows the same prize). Pure: the API draws, the page shows the odds and the result.
 */

/** One prize and its weight (relative: a weight-3 prize is won three times as often as a weight-1 prize). */
export interface Prize {
  label: string;
  weight: number;
}

/** The lead category of a win (the dealer's CRM sees who won what). */
export const SPIN_CATEGORY = 'Spin to Win';

/** Words of the promotion. */
export const SPIN_MESSAGES = {
  off: 'There is no spin-to-win promotion running at the moment.',
  won: (prize: string) => `You won: ${prize}`,
  already: (prize: string) => `You have already spun in this promotion. Your prize: ${prize}`,
  claim: (dealer: string) => `${dealer} has your win on record. Show this page or your confirmation when you pick up your car.`,
} as const;

/**
 * The prize a draw lands on: `unit` is a uniform random number in [0, 1) (the API's crypto random), mapped
 * onto the prizes' cumulative weights in their configured order.
 * @returns the prize's index.
 * @throws Error when there is no prize or a weight is not positive (the config schema prevents both).
 */
export function drawPrize(prizes: readonly Prize[], unit: number): number {
  if (prizes.length === 0 || prizes.some((p) => !(p.weight > 0))) throw new Error('drawPrize: every prize needs a positive weight');
  const total = prizes.reduce((n, p) => n + p.weight, 0);
  let point = Math.min(Math.max(unit, 0), 1 - Number.EPSILON) * total;
  for (let i = 0; i < prizes.length; i++) {
    point -= prizes[i]!.weight;
    if (point < 0) return i;
  }
  return prizes.length - 1;
}

/** Each prize's chance in percent, rounded to 1 decimal (shown on the page: the odds are part of the terms). */
export function prizeChances(prizes: readonly Prize[]): number[] {
  const total = prizes.reduce((n, p) => n + p.weight, 0);
  return prizes.map((p) => Math.round((p.weight / total) * 1000) / 10);
}

/** Where the wheel stops for prize `index` of `count` equal segments: degrees of clockwise turn, after `turns` full turns (segment centre under the top pointer). */
export function wheelStopDegrees(index: number, count: number, turns = 5): number {
  const segment = 360 / count;
  return turns * 360 + (360 - (index * segment + segment / 2));
}
