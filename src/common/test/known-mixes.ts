import { curveHex, mixCurve, type TMixPaint } from '#common/color/paint-mix.ts';

/** A deterministic stream of numbers in [0, 1) (Park–Miller), so a run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/**
 * Issue 29: mixes made with the paint model, to be found again: each case a palette of `paints`
 * random swatch colours, and a target mixed from one to three of them, 1 to `mostParts` parts
 * each, at one of `strengths`.
 */
export function knownMixes(options: {
  seed: number;
  cases: number;
  paints: number;
  mostParts: number;
  strengths: readonly number[];
}): { paints: TMixPaint[]; target: string }[] {
  const random = seededRandom(options.seed);
  const below = (n: number) => Math.floor(random() * n);
  const hex = () =>
    `#${Array.from({ length: 3 }, () => below(256).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()}`;
  return Array.from({ length: options.cases }, () => {
    const paints = Array.from({ length: options.paints }, (): TMixPaint => ({ hexCode: hex() }));
    const chosen = new Set<number>();
    const size = 1 + below(3);
    while (chosen.size < size) chosen.add(below(paints.length));
    const ingredients = [...chosen].map((paint) => ({ hexCode: '', ...paints[paint], parts: 1 + below(options.mostParts) }));
    const strength = options.strengths[below(options.strengths.length)] ?? 1;
    return { paints, target: curveHex(mixCurve(ingredients), strength) };
  });
}
