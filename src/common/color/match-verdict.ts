/** Issue 29: the verdict a painter reads beside a recipe's ΔE00 to the colour it matches. */
export function matchVerdict(deltaE: number): 'indistinguishable' | 'close' | 'near' | 'far' {
  if (deltaE < 2) return 'indistinguishable';
  if (deltaE < 5) return 'close';
  if (deltaE < 10) return 'near';
  return 'far';
}
