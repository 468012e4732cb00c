import { hueChromaOf, lightnessOf } from '#common/color/color-values.ts';
import type { TColor } from '#common/schemas/color.ts';
import { CHROMATIC, type THueGap } from './hue-gap';
import { spreadRound } from './label-ring';

/**
 * Where each color goes on the hue/chroma wheel, in its drawing's units (the wheel's radius is 100,
 * y pointing down): its dot, and its number's label round the rim, pushed apart so that no two
 * labels overlap, with a leader line back to the dot.
 */
export const WHEEL = {
  radius: 100,
  // Paints rarely pass chroma 120 (CIE LCh); beyond it a dot sits on the rim.
  maxChroma: 120,
  rimRadius: 106,
  rimWidth: 6,
  dotRadius: 5,
  // A label is a disc with the color's number; on a 375 px screen it is about 27 px across.
  labelRadius: 10.5,
  /** Space kept between labels, and between the rim and the first ring of labels. */
  labelSpace: 1.5,
} as const;

/** A point at a hue angle (counter-clockwise from the +a* axis, as colour science draws it) and radius. */
export function at(hue: number, radius: number): [number, number] {
  const radians = (hue * Math.PI) / 180;
  return [radius * Math.cos(radians), -radius * Math.sin(radians)];
}

export interface TPoint {
  x: number;
  y: number;
}

export interface TWheelMark {
  color: TColor;
  /** 1, 2, … round the wheel from the widest gap, counter-clockwise; near-neutrals last. */
  number: number;
  /** CIE LCh hue, or null for a near-neutral (chroma under 10), which no gap misses. */
  hue: number | null;
  chroma: number;
  dot: TPoint;
  label: TPoint;
}

export interface TWheelLayout {
  marks: TWheelMark[];
  /** Half the drawing's width: the rim, the labels' rings and a margin. */
  extent: number;
}

const turn = (angle: number) => ((angle % 360) + 360) % 360;
const point = ([x, y]: [number, number]): TPoint => ({ x, y });
const ringRadius = (ring: number) =>
  WHEEL.rimRadius + WHEEL.rimWidth / 2 + WHEEL.labelSpace + WHEEL.labelRadius + ring * (2 * WHEEL.labelRadius + WHEEL.labelSpace);
/** The least angle between neighbours on a ring so that their discs keep `labelSpace` apart. */
const ringGap = (ring: number) => (2 * Math.asin((WHEEL.labelRadius + WHEEL.labelSpace / 2) / ringRadius(ring)) * 180) / Math.PI;

/**
 * The colors' marks, numbered round the wheel. Numbers start after the widest gap and run
 * counter-clockwise by hue, so the list reads round the palette without a break; near-neutrals
 * follow, lightest first, their labels in the gap (their dots sit in the middle, whatever their hue).
 * Labels keep to one ring round the rim while they fit (33 of them), else take more rings.
 */
export function wheelLayout(colors: readonly TColor[], gap: THueGap | null): TWheelLayout {
  const chromatic: { color: TColor; angle: number; chroma: number }[] = [];
  const neutral: typeof chromatic = [];
  for (const color of colors) {
    const { hue, chroma } = hueChromaOf(color.hexCode);
    (hue !== null && chroma >= CHROMATIC ? chromatic : neutral).push({ color, angle: hue ?? 0, chroma });
  }
  // The middle of the widest gap: where the numbering starts, and where near-neutrals' labels go.
  const start = gap ? gap.from + gap.width / 2 : chromatic[0] ? chromatic[0].angle + 180 : 90;
  const ordered = [
    ...chromatic
      .sort((a, b) => turn(a.angle - start) - turn(b.angle - start))
      .map((entry) => ({ ...entry, hue: entry.angle, wants: entry.angle })),
    ...neutral
      .sort((a, b) => lightnessOf(b.color.hexCode) - lightnessOf(a.color.hexCode))
      .map((entry) => ({ ...entry, hue: null, wants: start })),
  ];
  const rings = Math.max(1, Math.ceil(ordered.length / Math.floor(360 / ringGap(0))));
  const labels = Array<TPoint>(ordered.length);
  for (let ring = 0; ring < rings; ring += 1) {
    // Every rings-th label on this ring, so neighbours on the wheel alternate rings.
    const indexes = ordered.flatMap((_, index) => (index % rings === ring ? [index] : []));
    const angles = spreadRound(
      indexes.map((index) => ordered[index]?.wants ?? 0),
      ringGap(ring),
    );
    indexes.forEach((index, k) => (labels[index] = point(at(angles[k] ?? 0, ringRadius(ring)))));
  }
  const marks = ordered.map(({ color, angle, hue, chroma }, index) => ({
    color,
    number: index + 1,
    hue,
    chroma,
    dot: point(at(angle, (Math.min(chroma, WHEEL.maxChroma) / WHEEL.maxChroma) * WHEEL.radius)),
    label: labels[index] ?? { x: 0, y: 0 },
  }));
  return { marks, extent: ringRadius(rings - 1) + WHEEL.labelRadius + 2 };
}

const distance = (a: TPoint, b: TPoint) => Math.hypot(a.x - b.x, a.y - b.y);
/** How far from a mark (its dot or its label, whichever is nearer) a tap still picks it. */
const PICK_REACH = 14;

/**
 * The mark a tap at `spot` (drawing units) picks: the nearest by its dot or its label, if within
 * reach. Where dots lie on one another, tapping again picks the next of them.
 */
export function markAt(marks: readonly TWheelMark[], spot: TPoint, selected: number | null): TWheelMark | null {
  const reach = marks.map((mark) => ({
    mark,
    away: Math.min(Math.max(0, distance(mark.dot, spot) - WHEEL.dotRadius), Math.max(0, distance(mark.label, spot) - WHEEL.labelRadius)),
  }));
  const nearest = Math.min(...reach.map(({ away }) => away));
  if (!(nearest <= PICK_REACH)) return null;
  const tied = reach.filter(({ away }) => away <= nearest + 0.5).map(({ mark }) => mark);
  const current = tied.findIndex((mark) => mark.number === selected);
  return tied[(current + 1) % tied.length] ?? null;
}

/** The other marks whose dots lie on this one's. */
export function marksOnSameSpot(marks: readonly TWheelMark[], mark: TWheelMark): TWheelMark[] {
  return marks.filter((other) => other !== mark && distance(other.dot, mark.dot) < WHEEL.dotRadius);
}
