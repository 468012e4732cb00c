import type { TColor } from '../../../common/schemas/color';
import { hueChromaOf } from '../../../common/color/color-values';

/** Below this chroma a color reads as a grey or a near-neutral: it has no hue a gap could miss. */
const CHROMATIC = 10;

/** A palette's widest stretch of hue with no color in it, between the two colors either side. */
export interface THueGap {
  /** Where the gap begins, counter-clockwise, and how wide it is, in degrees (CIE LCh hue). */
  from: number;
  width: number;
  before: string;
  after: string;
}

/** The widest gap in hue among the palette's chromatic colors; none unless they have two hues at least. */
export function widestHueGap(colors: readonly Pick<TColor, 'paintName' | 'hexCode'>[]): THueGap | null {
  const hues = colors
    .map((color) => ({ name: color.paintName, ...hueChromaOf(color.hexCode) }))
    .flatMap(({ name, hue, chroma }) => (hue !== null && chroma >= CHROMATIC ? [{ name, hue }] : []))
    .sort((a, b) => a.hue - b.hue);
  // The same paint twice is one hue: no stretch of the wheel lies between them.
  if (new Set(hues.map(({ hue }) => hue.toFixed(1))).size < 2) return null;
  let widest: THueGap | null = null;
  hues.forEach((current, index) => {
    const next = hues[(index + 1) % hues.length] ?? current;
    const width = index === hues.length - 1 ? next.hue + 360 - current.hue : next.hue - current.hue;
    if (!widest || width > widest.width) widest = { from: current.hue, width, before: current.name, after: next.name };
  });
  return widest;
}

// Where the hues painters name lie on the CIE LCh wheel (D65), each up to its upper bound.
const HUE_NAMES: ReadonlyArray<readonly [number, string]> = [
  [20, 'red-violet'],
  [50, 'red'],
  [75, 'orange'],
  [100, 'yellow'],
  [130, 'yellow-green'],
  [165, 'green'],
  [215, 'blue-green'],
  [295, 'blue'],
  [325, 'violet'],
  [360, 'red-violet'],
];

/** The name painters give the hues around an angle. */
export function hueName(hue: number): string {
  const angle = ((hue % 360) + 360) % 360;
  return HUE_NAMES.find(([upTo]) => angle < upTo)?.[1] ?? 'red-violet';
}

/** The gap as a sentence: how wide, around which hue, and between which colors. */
export function hueGapText(gap: THueGap): string {
  return `Widest gap in hue: ${Math.round(gap.width)}°, around ${hueName(gap.from + gap.width / 2)} (between ${gap.before} and ${gap.after}).`;
}
