/** The ΔE00 under which each verdict holds (the last, 'far', is everything from `near` up). */
export const MATCH_VERDICT_BELOW = { indistinguishable: 2, close: 5, near: 10 } as const;

export type TMatchVerdict = keyof typeof MATCH_VERDICT_BELOW | 'far';

/** Issue 29: the verdict a painter reads beside a recipe's ΔE00 to the colour it matches. */
export function matchVerdict(deltaE: number): TMatchVerdict {
  if (deltaE < MATCH_VERDICT_BELOW.indistinguishable) return 'indistinguishable';
  if (deltaE < MATCH_VERDICT_BELOW.close) return 'close';
  if (deltaE < MATCH_VERDICT_BELOW.near) return 'near';
  return 'far';
}
