import { hueChromaOf } from '#common/color/color-values.ts';
import type { TColor } from '#common/schemas/color.ts';

/** Below this chroma a color reads as a grey or a near-neutral: it has no hue a gap could miss. */
export const CHROMATIC = 10;

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

/**
 * The families of hue painters name, counter-clockwise round the CIE LCh wheel (D65), each from its
 * lower bound up to the next one's; magenta runs on past 0° to crimson. CIELAB hue is far from even
 * in the blues (cyan sits at 196°, cerulean at 252°, ultramarine near 300°): the bounds fall between
 * the makers' own chart colours of the paints painters name so, which hue-gap.test.ts lists.
 */
interface THueFamily {
  from: number;
  name: string;
  plural: string;
}
// Past 0° the wheel is still magenta, up to crimson's bound.
const MAGENTA: THueFamily = { from: 338, name: 'magenta', plural: 'magentas' };
const HUE_FAMILIES: readonly THueFamily[] = [
  { from: 17, name: 'crimson', plural: 'crimsons' },
  { from: 27, name: 'red', plural: 'reds' },
  { from: 45, name: 'orange', plural: 'oranges' },
  { from: 74, name: 'yellow', plural: 'yellows' },
  { from: 104, name: 'yellow-green', plural: 'yellow-greens' },
  { from: 135, name: 'green', plural: 'greens' },
  { from: 182, name: 'turquoise', plural: 'turquoises' },
  { from: 242, name: 'blue', plural: 'blues' },
  { from: 304, name: 'violet', plural: 'violets' },
  MAGENTA,
];

const turn = (angle: number) => ((angle % 360) + 360) % 360;

function familyAt(hue: number): THueFamily {
  const angle = turn(hue);
  return HUE_FAMILIES.findLast(({ from }) => from <= angle) ?? MAGENTA;
}

/** The name painters give the hues around an angle. */
export function hueName(hue: number): string {
  return familyAt(hue).name;
}

/**
 * A stretch of the wheel in painters' words, by the families it passes counter-clockwise: 'from
 * green through turquoise to blue', 'from red to orange', or 'among the blues' when it stays in one.
 */
export function hueRangeWords(from: number, width: number): string {
  const crossed = HUE_FAMILIES.filter((family) => {
    const along = turn(family.from - from);
    return along > 0 && along < width;
  }).sort((a, b) => turn(a.from - from) - turn(b.from - from));
  const first = familyAt(from);
  const last = crossed.at(-1);
  if (!last) return `among the ${first.plural}`;
  const between = crossed.slice(0, -1).map(({ name }) => name);
  if (between.length === 0) return `from ${first.name} to ${last.name}`;
  const through = between.length === 1 ? between[0] : `${between.slice(0, -1).join(', ')} and ${between.at(-1)}`;
  return `from ${first.name} through ${through} to ${last.name}`;
}

/** The gap as a sentence: how wide, the hues it spans, and between which colors. */
export function hueGapText(gap: THueGap): string {
  return `Widest gap in hue: ${Math.round(gap.width)}°, ${hueRangeWords(gap.from, gap.width)} (between ${gap.before} and ${gap.after}).`;
}
