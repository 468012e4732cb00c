/**
 * Labels round a circle (issue 25): each as near the angle it wants as it can be while consecutive
 * labels keep a given angle apart, so that none overlaps the next however close their wanted angles.
 */

const turn = (angle: number) => ((angle % 360) + 360) % 360;

/**
 * The closest non-decreasing sequence to `values` in least squares (pool adjacent violators):
 * runs that would go down are pooled into their mean.
 */
function nonDecreasing(values: readonly number[]): number[] {
  const blocks: { sum: number; count: number }[] = [];
  for (const value of values) {
    let block = { sum: value, count: 1 };
    for (let previous = blocks.at(-1); previous && previous.sum / previous.count > block.sum / block.count; previous = blocks.at(-1)) {
      blocks.pop();
      block = { sum: previous.sum + block.sum, count: previous.count + block.count };
    }
    blocks.push(block);
  }
  return blocks.flatMap(({ sum, count }) => Array<number>(count).fill(sum / count));
}

/** On a line: the least-squares angles for `wanted` (non-decreasing) with at least `gap` between neighbours. */
function spreadOnLine(wanted: readonly number[], gap: number): number[] {
  // With p[i] = q[i] + i·gap the gaps hold exactly when q does not decrease.
  return nonDecreasing(wanted.map((angle, index) => angle - index * gap)).map((q, index) => q + index * gap);
}

const cost = (placed: readonly number[], wanted: readonly number[]) =>
  placed.reduce((sum, angle, index) => sum + (angle - (wanted[index] ?? angle)) ** 2, 0);

/**
 * Angles (degrees) for labels round a circle, in the cyclic order given, at least `gap` degrees
 * apart (the last and the first too), each moved from its wanted angle as little as can be (least
 * squares). `wanted.length · gap` must not pass 360°.
 */
export function spreadRound(wanted: readonly number[], gap: number): number[] {
  const count = wanted.length;
  if (count * gap > 360 + 1e-9) throw new Error(`${count} labels ${gap}° apart do not fit round a circle`);
  if (count < 2) return [...wanted];
  // Unwrapped in the order given: each angle at or after the one before it.
  const unwrapped = wanted.reduce<number[]>((angles, angle) => {
    const previous = angles.at(-1);
    return [...angles, previous === undefined ? angle : previous + turn(angle - previous)];
  }, []);
  // Cut the circle before each label in turn and spread the labels along the line it leaves; the
  // best cut whose ends also keep their gap across the cut wins.
  let best: { placed: number[]; cost: number } | null = null;
  for (let cut = 0; cut < count; cut += 1) {
    const line = unwrapped.map((_, index) => {
      const from = (cut + index) % count;
      return (unwrapped[from] ?? 0) + (cut + index >= count ? 360 : 0);
    });
    const placed = spreadOnLine(line, gap);
    if ((placed.at(-1) ?? 0) - (placed[0] ?? 0) > 360 - gap + 1e-9) continue;
    const total = cost(placed, line);
    if (!best || total < best.cost) {
      const back = Array<number>(count);
      placed.forEach((angle, index) => (back[(cut + index) % count] = angle));
      best = { placed: back, cost: total };
    }
  }
  if (best) return best.placed.map(turn);
  // So crowded that every cut runs round into itself: evenly spaced, turned to fit best.
  const step = 360 / count;
  const offset = unwrapped.reduce((sum, angle, index) => sum + angle - index * step, 0) / count;
  return unwrapped.map((_, index) => turn(offset + index * step));
}
