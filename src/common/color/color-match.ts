import { converter, differenceCiede2000, modeLab65, modeRgb, useMode as registerColorSpace } from 'culori/fn';
import spectral from 'spectral.js';
import { RECIPE_MOST_PARTS, WASH_STRENGTHS } from '#common/constants.ts';
import { curveHex, ksCurve, mixCurve, type TMixIngredient, type TMixPaint } from './paint-mix';

// Issue 29: the mix of some paints that makes a colour. Every single paint, every pair and every
// triple over a grid of 1 to GRID_PARTS parts each (and, for watercolour, each wash strength of
// the mixing preview) is worked out with the mixing preview's own Kubelka–Munk model
// (paint-mix.ts), on every third band of the curves, and ranked by its Lab distance to the
// target. The closest sets of each kind are then tried at every ratio up to RECIPE_MOST_PARTS on
// every band, and measured as the preview draws them: its sRGB colour and CIEDE2000 to the
// target (decision 028).

registerColorSpace(modeRgb);
registerColorSpace(modeLab65);
const toLab = converter('lab65');
const ciede2000 = differenceCiede2000();

/** One paint of a recipe, by its place among the paints searched, and how many parts of it. */
export interface TRecipePart {
  paint: number;
  parts: number;
}

export type TWashStrength = (typeof WASH_STRENGTHS)[number];

/** A recipe: whole parts of paints, thinned to `strength` (1: as mixed), its colour and its distance to the target. */
export interface TMatchRecipe {
  parts: readonly TRecipePart[];
  strength: TWashStrength;
  hexCode: string;
  deltaE: number;
}

/** The closest recipes of each kind, closest first, each of a different paint or set of paints. */
export interface TMatchAnswer {
  singles: TMatchRecipe[];
  pairs: TMatchRecipe[];
  triples: TMatchRecipe[];
}

/** The parts each paint of a mix takes in the search's grid. */
export const GRID_PARTS = 4;
/** How many recipes of each kind the answer gives. */
export const RECIPES_PER_KIND = 3;
/** The sets of paints of each kind refined, from the search's ranking. */
const REFINED_SETS = 24;
/** Triples are searched among this many paints at most: all of a palette of up to 24 colours. */
export const TRIPLE_PAINTS = 24;
/** Pairs are searched among this many paints at most: all of a palette's grid of up to 60 colours. */
export const PAIR_PAINTS = 60;

/** The bands of spectral.js's reflectance curves (380 to 750 nm). */
const BANDS = 38;

/**
 * spectral.js's colour matching: each band's share of X, Y and Z (a curve's XYZ is linear in its
 * reflectance), read back through its own conversion one band at a time.
 */
const BAND_XYZ = Array.from({ length: BANDS }, (_, band) => {
  const unit = Array.from({ length: BANDS }, (__, i) => (i === band ? 1 : 0));
  const [x = 0, y = 0, z = 0] = new spectral.Color(unit).XYZ;
  return { x, y, z };
});

/** Curves read every `step` bands, each read band standing for its group: the paints' and the colour matching. */
interface TResolution {
  bands: number;
  /** The band a group is read at: its middle. */
  readAt: (group: number) => number;
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  white: { x: number; y: number; z: number };
}

function resolution(step: number): TResolution {
  const bands = Math.ceil(BANDS / step);
  const [x, y, z] = [new Float64Array(bands), new Float64Array(bands), new Float64Array(bands)];
  BAND_XYZ.forEach((share, band) => {
    const group = Math.floor(band / step);
    x[group] = (x[group] ?? 0) + share.x;
    y[group] = (y[group] ?? 0) + share.y;
    z[group] = (z[group] ?? 0) + share.z;
  });
  const sum = (row: Float64Array) => row.reduce((total, value) => total + value, 0);
  const readAt = (group: number) => Math.min(group * step + Math.floor(step / 2), BANDS - 1);
  return { bands, readAt, x, y, z, white: { x: sum(x), y: sum(y), z: sum(z) } };
}

/**
 * The search reads every third band: the curves are smooth (sums of seven smooth basis curves,
 * and their K/S), so the ranking barely changes, for a third of the work (decision 028).
 */
const COARSE = resolution(3);
const FINE = resolution(1);

const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

/**
 * Mixes of the paints at one resolution: their K/S curves, and where each mix measured last lies,
 * in Lab against the white of the paper, at each strength (full, then halved and quartered
 * absorbance: √R, ∜R).
 */
class Mixer {
  private readonly ks: Float64Array;
  readonly lab = new Float64Array(9);

  constructor(
    private readonly at: TResolution,
    paints: readonly TMixPaint[],
    private readonly washes: boolean,
  ) {
    this.ks = new Float64Array(paints.length * at.bands);
    paints.forEach((paint, place) => this.ks.set(this.read(ksCurve(paint)), place * at.bands));
  }

  /** A K/S curve at this resolution. */
  private read(curve: readonly number[]): number[] {
    return Array.from({ length: this.at.bands }, (_, group) => curve[this.at.readAt(group)] ?? 0);
  }

  /** Measures the mix of up to three paints by weight (`third`, or `second` too, -1 for fewer). */
  measure(first: number, second: number, third: number, wa: number, wb: number, wc: number): void {
    const { ks, at, washes } = this;
    const { bands, x, y, z } = at;
    const a = first * bands;
    const b = second * bands;
    const c = third * bands;
    let x1 = 0;
    let y1 = 0;
    let z1 = 0;
    let x2 = 0;
    let y2 = 0;
    let z2 = 0;
    let x4 = 0;
    let y4 = 0;
    let z4 = 0;
    for (let band = 0; band < bands; band += 1) {
      let k = (ks[a + band] ?? 0) * wa;
      if (second >= 0) k += (ks[b + band] ?? 0) * wb;
      if (third >= 0) k += (ks[c + band] ?? 0) * wc;
      const r = 1 + k - Math.sqrt(k * (k + 2));
      const cx = x[band] ?? 0;
      const cy = y[band] ?? 0;
      const cz = z[band] ?? 0;
      x1 += r * cx;
      y1 += r * cy;
      z1 += r * cz;
      if (washes) {
        const half = Math.sqrt(r);
        const quarter = Math.sqrt(half);
        x2 += half * cx;
        y2 += half * cy;
        z2 += half * cz;
        x4 += quarter * cx;
        y4 += quarter * cy;
        z4 += quarter * cz;
      }
    }
    this.toLab(0, x1, y1, z1);
    if (washes) {
      this.toLab(1, x2, y2, z2);
      this.toLab(2, x4, y4, z4);
    }
  }

  /** Lab of a curve's XYZ, into strength `s`'s place. */
  private toLab(s: number, x: number, y: number, z: number): void {
    const { white } = this.at;
    const fx = labF(x / white.x);
    const fy = labF(y / white.y);
    const fz = labF(z / white.z);
    this.lab[3 * s] = 116 * fy - 16;
    this.lab[3 * s + 1] = 500 * (fx - fy);
    this.lab[3 * s + 2] = 200 * (fy - fz);
  }
}

/** A recipe as the search ranks it: its paints, their parts, its strength and squared Lab distance to the target. */
interface TCandidate {
  paints: readonly number[];
  ratio: readonly number[];
  strength: TWashStrength;
  distance: number;
}

/** The `size` closest candidates, one per set of paints: the closest recipe of each set. */
class Closest {
  private readonly bySet = new Map<string, TCandidate>();
  private worst = Number.POSITIVE_INFINITY;

  constructor(private readonly size: number) {}

  /** Whether a candidate this far could enter. */
  admits(distance: number): boolean {
    return this.bySet.size < this.size || distance < this.worst;
  }

  offer(candidate: TCandidate): void {
    const key = candidate.paints.join(' ');
    const kept = this.bySet.get(key);
    if (kept && kept.distance <= candidate.distance) return;
    this.bySet.set(key, candidate);
    if (this.bySet.size > this.size) this.bySet.delete(this.values().at(-1)?.paints.join(' ') ?? '');
    if (this.bySet.size === this.size) this.worst = this.values().at(-1)?.distance ?? Number.POSITIVE_INFINITY;
  }

  values(): TCandidate[] {
    return [...this.bySet.values()].sort((a, b) => a.distance - b.distance);
  }
}

/** Part ratios of `count` paints, 1 to `most` parts each, in lowest terms (2:2 is 1:1). */
export function partRatios(count: number, most: number): number[][] {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let all: number[][] = [[]];
  for (let i = 0; i < count; i += 1) all = all.flatMap((ratio) => Array.from({ length: most }, (_, p) => [...ratio, p + 1]));
  return all.filter((ratio) => ratio.reduce(gcd) === 1);
}

/** A kind of mix's ratios, and the paints' weights in each (summing to 1), three to a ratio. */
function grid(count: number, most: number): { ratios: number[][]; weights: Float64Array } {
  const all = partRatios(count, most);
  const weights = new Float64Array(all.length * 3);
  all.forEach((ratio, n) => {
    const total = ratio.reduce((sum, parts) => sum + parts, 0);
    ratio.forEach((parts, i) => {
      weights[3 * n + i] = parts / total;
    });
  });
  return { ratios: all, weights };
}

const GRIDS = [1, 2, 3].map((count) => grid(count, GRID_PARTS));
const REFINED_GRIDS = [1, 2, 3].map((count) => grid(count, RECIPE_MOST_PARTS));

/**
 * The paints whose pairs are searched, by place: all, or of more than PAIR_PAINTS (a studio of
 * hundreds of tubes), half those nearest the target alone (what a touch of another paint brings
 * closer) and half a spread of the rest, each the farthest in Lab from those chosen (so that the
 * two a mix needs, a yellow and a blue for a green, are among them).
 */
export function pairedPaints(target: string, paints: readonly TMixPaint[]): number[] {
  const all = [...paints.keys()];
  if (paints.length <= PAIR_PAINTS) return all;
  const labs = paints.map(({ hexCode }) => toLab(hexCode) ?? { l: 0, a: 0, b: 0 });
  const toward = toLab(target) ?? { l: 0, a: 0, b: 0 };
  const apart = (x: { l: number; a: number; b: number }, y: { l: number; a: number; b: number }) =>
    (x.l - y.l) ** 2 + (x.a - y.a) ** 2 + (x.b - y.b) ** 2;
  const near = [...all].sort((i, j) => apart(labs[i] ?? toward, toward) - apart(labs[j] ?? toward, toward)).slice(0, PAIR_PAINTS / 2);
  const chosen = new Set(near);
  // Each paint's distance to the nearest chosen one.
  const gap = all.map((i) => Math.min(...near.map((j) => apart(labs[i] ?? toward, labs[j] ?? toward))));
  while (chosen.size < PAIR_PAINTS) {
    const farthest = all.reduce((best, i) => ((gap[i] ?? 0) > (gap[best] ?? 0) ? i : best), 0);
    chosen.add(farthest);
    for (const i of all) gap[i] = Math.min(gap[i] ?? 0, apart(labs[i] ?? toward, labs[farthest] ?? toward));
  }
  return [...chosen].sort((i, j) => i - j);
}

/**
 * A recipe's colour as the mixing preview draws it (its paints mixed by parts, thinned to
 * `strength`) and its CIEDE2000 distance to `target`: how a recipe is measured here and when saved.
 */
export function recipeColor(options: {
  target: string | Parameters<typeof ciede2000>[0];
  paints: readonly TMixIngredient[];
  strength: number;
}): { hexCode: string; deltaE: number } {
  const hexCode = curveHex(mixCurve(options.paints), options.strength);
  return { hexCode, deltaE: ciede2000(options.target, hexCode) };
}

/**
 * Searches the mixes of `paints` (swatch colours, with their pigments where known) for `target`:
 * singles, pairs and triples, with `washes` (watercolour) also at each wash strength of the mixing preview.
 */
export function matchColor(options: {
  target: string;
  paints: readonly TMixPaint[];
  washes: boolean;
  /** Triples are searched among this many paints at most (TRIPLE_PAINTS unless fewer are asked for). */
  triplePaints?: number;
  /**
   * The least Lab distance (CIE76) between two paints of one mix: paints nearer than that are one
   * colour to a painter (two makers' Sap Green), and mixing them is no recipe. None unless asked.
   */
  apart?: number;
}): TMatchAnswer {
  const { paints, washes, triplePaints = TRIPLE_PAINTS, apart = 0 } = options;
  const labs = apart > 0 ? paints.map(({ hexCode }) => toLab(hexCode) ?? { l: 0, a: 0, b: 0 }) : [];
  /** Whether two paints are far enough apart to be mixed (always, unless `apart` is asked for). */
  const mixable = (i: number, j: number) => {
    const [x, y] = [labs[i], labs[j]];
    return !x || !y || (x.l - y.l) ** 2 + (x.a - y.a) ** 2 + (x.b - y.b) ** 2 >= apart ** 2;
  };
  const targetLab = toLab(options.target);
  if (!targetLab) throw new RangeError(`${options.target} is no colour.`);
  const strengths: readonly TWashStrength[] = washes ? WASH_STRENGTHS : [1];
  // The target is measured as the paints are, from its own curve: the last "paint".
  const measured = [...paints, { hexCode: options.target }];

  /** Mixes at one resolution, each offered at each strength to the closest of its kind. */
  const mixing = (at: TResolution) => {
    const mixer = new Mixer(at, measured, washes);
    mixer.measure(paints.length, -1, -1, 1, 0, 0);
    const [tl = 0, ta = 0, tb = 0] = mixer.lab;
    /** Offers a set at the grid's `n`th ratio, at each strength; the closest it came. */
    return (set: readonly number[], ratios: { ratios: number[][]; weights: Float64Array }, n: number, closest: Closest): number => {
      const { weights } = ratios;
      mixer.measure(set[0] ?? 0, set[1] ?? -1, set[2] ?? -1, weights[3 * n] ?? 0, weights[3 * n + 1] ?? 0, weights[3 * n + 2] ?? 0);
      const { lab } = mixer;
      let nearest = Number.POSITIVE_INFINITY;
      for (let s = 0; s < strengths.length; s += 1) {
        const distance = ((lab[3 * s] ?? 0) - tl) ** 2 + ((lab[3 * s + 1] ?? 0) - ta) ** 2 + ((lab[3 * s + 2] ?? 0) - tb) ** 2;
        nearest = Math.min(nearest, distance);
        if (closest.admits(distance)) closest.offer({ paints: set, ratio: ratios.ratios[n] ?? [], strength: strengths[s] ?? 1, distance });
      }
      return nearest;
    };
  };

  // The search: every set of one to three paints over the grid, on the coarse bands.
  const coarse = mixing(COARSE);
  const kinds = GRIDS.map(() => new Closest(REFINED_SETS));
  const [singles, pairs, triples] = kinds as [Closest, Closest, Closest];
  const [one, two, three] = GRIDS as [(typeof GRIDS)[number], (typeof GRIDS)[number], (typeof GRIDS)[number]];
  // How close each paint came, alone or in a pair: what chooses the paints of the triples.
  const reach = new Float64Array(paints.length).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < paints.length; i += 1) reach[i] = coarse([i], one, 0, singles);
  const paired = pairedPaints(options.target, paints);
  for (const [at, i] of paired.entries()) {
    for (const j of paired.slice(at + 1)) {
      if (!mixable(i, j)) continue;
      const pair = [i, j];
      for (let n = 0; n < two.ratios.length; n += 1) {
        const nearest = coarse(pair, two, n, pairs);
        reach[i] = Math.min(reach[i] ?? 0, nearest);
        reach[j] = Math.min(reach[j] ?? 0, nearest);
      }
    }
  }
  // Every triple of a palette of up to `triplePaints` colours; of a larger one, the triples of the
  // `triplePaints` paints that came closest alone or in a pair (triples grow with the cube).
  const pool = [...reach.keys()]
    .sort((a, b) => (reach[a] ?? 0) - (reach[b] ?? 0))
    .slice(0, triplePaints)
    .sort((a, b) => a - b);
  for (const [at, i] of pool.entries()) {
    for (const [after, j] of pool.slice(at + 1).entries()) {
      if (!mixable(i, j)) continue;
      for (const k of pool.slice(at + after + 2)) {
        if (!mixable(i, k) || !mixable(j, k)) continue;
        const triple = [i, j, k];
        for (let n = 0; n < three.ratios.length; n += 1) coarse(triple, three, n, triples);
      }
    }
  }

  // Each set found, at every ratio up to RECIPE_MOST_PARTS on every band; its closest recipe measured
  // as the mixing preview draws it.
  const fine = mixing(FINE);
  const exact = ({ paints: set, ratio, strength }: TCandidate): TMatchRecipe => {
    const parts = set.map((paint, i) => ({ paint, parts: ratio[i] ?? 1 }));
    const ingredients = parts.map(({ paint, parts }) => ({ hexCode: '', ...paints[paint], parts }));
    return { parts, strength, ...recipeColor({ target: targetLab, paints: ingredients, strength }) };
  };
  return Object.fromEntries(
    (['singles', 'pairs', 'triples'] as const).map((kind, size) => {
      const refinedGrid = REFINED_GRIDS[size] ?? one;
      const recipes = (kinds[size] ?? singles).values().flatMap((found) => {
        const closest = new Closest(1);
        for (let n = 0; n < refinedGrid.ratios.length; n += 1) fine(found.paints, refinedGrid, n, closest);
        return closest.values().map(exact);
      });
      return [kind, recipes.sort((a, b) => a.deltaE - b.deltaE).slice(0, RECIPES_PER_KIND)];
    }),
  ) as unknown as TMatchAnswer;
}
