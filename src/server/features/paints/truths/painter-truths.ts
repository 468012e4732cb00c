// Issue 25: things painters know, as tables the truths suite (painter-truths.test.ts) runs on the
// shipped catalogue. A paint is named 'Maker|Paint name'. Each truth fails if the catalogue's data
// or the colour logic regresses; none is tuned to a number the logic happens to give: every bound
// is a painter's reading of a swatch (a neutral grey has almost no chroma, a green's hue is green).
import { converter } from 'culori';
import { curveHex, mixCurve, type TMixIngredient } from '#common/color/paint-mix.ts';
import type { TBias, THueFamily } from '#common/color/pigment-facts.ts';

const toOklch = converter('oklch');
const toLch = converter('lch65');

/** A colour as the truths read it: CIE L* and C* (what a painter calls value and intensity), OKLCh hue (even in blues). */
export function look(hex: string) {
  const lch = toLch(hex);
  const oklch = toOklch(hex);
  return { lightness: lch?.l ?? 0, chroma: lch?.c ?? 0, hue: oklch?.h ?? 0 };
}

/** Is a hue within [from, to] degrees, counter-clockwise, wrapping past 360? */
export function hueWithin(hue: number, [from, to]: readonly [number, number]): boolean {
  return from <= to ? hue >= from && hue <= to : hue >= from || hue <= to;
}

/** OKLCh hue ranges painters name. */
export const HUES = {
  green: [125, 180],
  blue: [225, 285],
  magentaToViolet: [300, 10],
  orange: [30, 65],
} as const satisfies Record<string, readonly [number, number]>;

export type TMix = ReadonlyArray<readonly [string, number]>;
/** A mix of catalogue paints at full strength and as washes. */
export interface TMixed {
  full: ReturnType<typeof look>;
  half: ReturnType<typeof look>;
  quarter: ReturnType<typeof look>;
  hexes: { full: string; half: string; quarter: string };
}

export function mixOf(recipe: readonly TMixIngredient[]): TMixed {
  const curve = mixCurve(recipe);
  const [full, half, quarter] = [1, 0.5, 0.25].map((strength) => curveHex(curve, strength)) as [string, string, string];
  return { full: look(full), half: look(half), quarter: look(quarter), hexes: { full, half, quarter } };
}

/** The two makers most truths name. */
export const DS = 'Daniel Smith';
export const WN = 'Winsor & Newton';

/** Two or three paints mixed: what painters see. `holds` receives the mixes of each listed recipe, in order. */
interface TMixTruth {
  truth: string;
  recipes: TMix[];
  holds: (mixes: TMixed[]) => boolean;
}

export const MIX_TABLE: TMixTruth[] = [
  ...[DS, WN].flatMap((maker): TMixTruth[] => [
    {
      truth: `${maker} French Ultramarine and Burnt Sienna make a neutral grey at some ratio`,
      recipes: [1, 3].flatMap((a) =>
        [1, 3].map(
          (b): TMix => [
            [`${maker}|French Ultramarine`, a],
            [`${maker}|Burnt Sienna`, b],
          ],
        ),
      ),
      holds: (mixes: TMixed[]) => Math.min(...mixes.map((mix) => mix.full.chroma)) < 6,
    },
    {
      truth: `${maker} French Ultramarine and Burnt Sienna never make a green`,
      recipes: [1, 3].flatMap((a) =>
        [1, 3].map(
          (b): TMix => [
            [`${maker}|French Ultramarine`, a],
            [`${maker}|Burnt Sienna`, b],
          ],
        ),
      ),
      holds: (mixes: TMixed[]) =>
        mixes.every(({ full, quarter }) => [full, quarter].every((c) => c.chroma < 6 || !hueWithin(c.hue, HUES.green))),
    },
    {
      truth: `${maker} French Ultramarine with a little Burnt Sienna is a blue-grey`,
      recipes: [
        [
          [`${maker}|French Ultramarine`, 3],
          [`${maker}|Burnt Sienna`, 1],
        ],
      ],
      holds: ([mix]: TMixed[]) => Boolean(mix && hueWithin(mix.half.hue, HUES.blue) && mix.half.chroma < 40),
    },
  ]),
  {
    truth: 'Phthalo Blue (Green Shade) and Hansa Yellow Medium make a clear green',
    recipes: [
      [
        [`${DS}|Phthalo Blue (Green Shade)`, 1],
        [`${DS}|Hansa Yellow Medium`, 3],
      ],
    ],
    holds: ([mix]) => Boolean(mix && hueWithin(mix.full.hue, HUES.green) && mix.full.chroma >= 40),
  },
  {
    truth: 'Winsor Blue (Green Shade) and a hansa yellow make a clear green',
    recipes: [
      [
        [`${WN}|Winsor Blue (Green Shade)`, 1],
        [`${DS}|Hansa Yellow Medium`, 3],
      ],
    ],
    holds: ([mix]) => Boolean(mix && hueWithin(mix.full.hue, HUES.green) && mix.full.chroma >= 40),
  },
  ...(
    [
      [1, 3],
      [1, 1],
    ] as const
  ).map(
    ([blue, yellow]): TMixTruth => ({
      truth: `Cadmium Yellow and French Ultramarine (${blue}:${yellow}) make a duller green than phthalo blue and hansa yellow`,
      recipes: [
        [
          [`${WN}|French Ultramarine`, blue],
          [`${WN}|Cadmium Yellow`, yellow],
        ],
        [
          [`${DS}|Phthalo Blue (Green Shade)`, blue],
          [`${DS}|Hansa Yellow Medium`, yellow],
        ],
      ],
      holds: ([dull, clear]: TMixed[]) =>
        Boolean(dull && clear && dull.full.chroma + 5 < clear.full.chroma && dull.half.chroma + 5 < clear.half.chroma),
    }),
  ),
  ...[`${DS}|Phthalo Green (Blue Shade)`, `${DS}|Phthalo Green (Yellow Shade)`, `${WN}|Winsor Green (Blue Shade)`].map(
    (green): TMixTruth => ({
      truth: `${green.replace('|', ' ')} and a hansa yellow make a clear green`,
      recipes: [
        [
          [green, 1],
          [`${DS}|Hansa Yellow Medium`, 3],
        ],
      ],
      holds: ([mix]) => Boolean(mix && hueWithin(mix.full.hue, HUES.green) && mix.full.chroma >= 40),
    }),
  ),
  {
    // A deep yellow absorbs the greens short of its edge, and ultramarine the greens past its band:
    // what is left is an olive, still a colour a painter names (C* 15 and more), not a grey.
    truth: 'Cadmium Yellow Deep and French Ultramarine make an olive green, not a grey',
    recipes: [
      [
        [`${WN}|Cadmium Yellow Deep`, 3],
        [`${WN}|French Ultramarine`, 1],
      ],
    ],
    holds: ([mix]) => Boolean(mix && hueWithin(mix.full.hue, HUES.green) && mix.full.chroma >= 15),
  },
  {
    truth: 'Phthalo blue leads a mix: one part to one of hansa yellow is a blue-green',
    recipes: [
      [
        [`${DS}|Phthalo Blue (Green Shade)`, 1],
        [`${DS}|Hansa Yellow Medium`, 1],
      ],
    ],
    holds: ([mix]) => Boolean(mix && mix.full.hue >= 165 && mix.full.hue <= 215),
  },
  {
    truth: 'A little phthalo blue goes a long way: one part to three of hansa yellow is still a full green, not a yellow-green',
    recipes: [
      [
        [`${DS}|Phthalo Blue (Green Shade)`, 1],
        [`${DS}|Hansa Yellow Medium`, 3],
      ],
    ],
    holds: ([mix]) => Boolean(mix && mix.full.hue >= 140),
  },
  {
    truth: 'Quinacridone Rose and Ultramarine Violet make a clean red-violet',
    recipes: [
      [
        [`${DS}|Quinacridone Rose`, 1],
        [`${DS}|Ultramarine Violet`, 1],
      ],
    ],
    holds: ([mix]) => Boolean(mix && hueWithin(mix.full.hue, HUES.magentaToViolet) && mix.full.chroma >= 35),
  },
  {
    truth: 'Quinacridone Rose and French Ultramarine make a violet',
    recipes: [
      [
        [`${DS}|Quinacridone Rose`, 1],
        [`${DS}|French Ultramarine`, 1],
      ],
    ],
    holds: ([mix]) => Boolean(mix && hueWithin(mix.half.hue, [265, 320]) && mix.half.chroma >= 25),
  },
  {
    truth: 'Hansa Yellow Deep and Pyrrol Scarlet make a bright orange',
    recipes: [
      [
        [`${DS}|Hansa Yellow Deep`, 1],
        [`${DS}|Pyrrol Scarlet`, 1],
      ],
    ],
    holds: ([mix]) => Boolean(mix && hueWithin(mix.full.hue, HUES.orange) && mix.full.chroma >= 60),
  },
  {
    truth: 'Split primaries: a warm yellow and a warm red make a brighter orange than a cool yellow and a cool red',
    recipes: [
      [
        [`${DS}|Hansa Yellow Deep`, 1],
        [`${DS}|Pyrrol Scarlet`, 1],
      ],
      [
        [`${DS}|Hansa Yellow Light`, 1],
        [`${DS}|Quinacridone Rose`, 1],
      ],
    ],
    holds: ([warm, cool]) => Boolean(warm && cool && warm.full.chroma > cool.full.chroma + 5 && warm.half.chroma > cool.half.chroma + 5),
  },
  {
    truth: 'Split primaries: a cool red and ultramarine make a brighter violet than a warm red and ultramarine',
    recipes: [
      [
        [`${DS}|Quinacridone Rose`, 1],
        [`${DS}|French Ultramarine`, 1],
      ],
      [
        [`${DS}|Pyrrol Scarlet`, 1],
        [`${DS}|French Ultramarine`, 1],
      ],
    ],
    holds: ([cool, warm]) => Boolean(cool && warm && cool.half.chroma > warm.half.chroma + 10),
  },
  {
    truth: 'Complements neutralise: Pyrrol Scarlet and Phthalo Green (Blue Shade) make a near-black',
    recipes: [
      [
        [`${DS}|Pyrrol Scarlet`, 1],
        [`${DS}|Phthalo Green (Blue Shade)`, 1],
      ],
    ],
    holds: ([mix]) => Boolean(mix && mix.full.chroma < 12 && mix.full.lightness < 35),
  },
  {
    truth: 'The three primaries together make a dark neutral',
    recipes: [
      [
        [`${DS}|Quinacridone Rose`, 1],
        [`${DS}|Hansa Yellow Medium`, 1],
        [`${DS}|Phthalo Blue (Green Shade)`, 1],
      ],
    ],
    holds: ([mix]) => Boolean(mix && mix.full.chroma < 15 && mix.full.lightness < 40),
  },
  ...[
    `${DS}|French Ultramarine`,
    `${DS}|Quinacridone Rose`,
    `${DS}|Hansa Yellow Medium`,
    `${WN}|Burnt Sienna`,
    `${DS}|Phthalo Green (Blue Shade)`,
    `${DS}|Cobalt Blue`,
  ].map(
    (paint): TMixTruth => ({
      truth: `${paint.replace('|', ' ')} lightens in a wash and keeps its hue`,
      recipes: [[[paint, 1]]],
      holds: ([mix]: TMixed[]) => {
        if (!mix) return false;
        // Within 20° of OKLCh hue a colour keeps its name: a quinacridone rose wash is a pink, not a red or a violet.
        const turn = Math.abs(((mix.quarter.hue - mix.full.hue + 540) % 360) - 180);
        return mix.full.lightness + 2 < mix.half.lightness && mix.half.lightness + 2 < mix.quarter.lightness && turn < 20;
      },
    }),
  ),
];

/**
 * Issue 42: complements of any two makers pass through a grey at some ratio a painter can measure
 * (whole parts, 1 to RECIPE_MOST_PARTS each): the most neutral mix is a near-neutral
 * (NEAR_NEUTRAL_CHROMA, no more chroma than the makers' own Payne's greys). `gap` marks a pair the
 * paint model cannot yet bring to grey, and why: the suite holds that it does not, so a model that
 * greys it fails there until the gap is struck.
 */
export const COMPLEMENT_TABLE: Array<{ pair: readonly [string, string]; gap?: string }> = [
  // Issue 42: cadmium orange and cobalt, textbook complements, grey once their pigments shape their
  // curves (pigment-spectra.ts: an orange's step, a cobalt's band) instead of spectral.js's smooth sums.
  { pair: ['M. Graham|Cadmium Orange', 'M. Graham|Cobalt Blue'] },
  { pair: ['Holbein|Cadmium Orange', `${DS}|Cobalt Blue`] },
  {
    pair: [`${WN}|Cadmium Orange`, `${WN}|Cobalt Blue`],
    // Its swatch (#FF9B07, PR108 and PY35) steps up at some 550 nm, a deep yellow's edge, so it keeps
    // spectral.js's curve, whose green band the cobalt shares: C* 24.5 at best, at 1:5.
    gap: "this cadmium orange's swatch is a deep yellow's, whose sRGB-built spectrum keeps a green band the cobalt shares",
  },
  { pair: [`${DS}|French Ultramarine`, `${DS}|Burnt Sienna`] },
  { pair: [`${WN}|French Ultramarine`, `${WN}|Burnt Sienna`] },
  { pair: ['M. Graham|Ultramarine Blue', `${WN}|Burnt Sienna`] },
  // A quinacridone's notch and a phthalo green's band (decision 035): C* 11.9 by the colours alone, 3.9 at 7:6.
  { pair: [`${DS}|Quinacridone Rose`, `${DS}|Phthalo Green (Blue Shade)`] },
  {
    // Issue 42's swatch rules put M. Graham's rose, recorded at its Cadmium Red's hue, at the rose of
    // four other makers. Its notch keeps a violet lobe where the green's band still reflects the
    // blues: C* 13.3 by the colours alone, 10.5 with the shapes (3:5, a slate blue at L* 30).
    pair: ['M. Graham|Quinacridone Rose', `${WN}|Winsor Green (Blue Shade)`],
    gap: "this rose's violet lobe and the phthalo green's band share the blues (C* 10.5 at best, at 3:5)",
  },
  { pair: [`${DS}|Quinacridone Rose`, `${DS}|Phthalo Green (Yellow Shade)`] },
  { pair: [`${DS}|Hansa Yellow Medium`, `${DS}|Carbazole Violet`] },
  { pair: ['M. Graham|Hansa Yellow', 'M. Graham|Dioxazine Purple'] },
  { pair: [`${WN}|Cadmium Yellow`, `${WN}|Winsor Violet (Dioxazine)`] },
  { pair: [`${WN}|Winsor Yellow`, `${DS}|Carbazole Violet`] },
];

/** How the palette check reads a catalogue paint's family and lean. */
export const BIAS_TABLE: Array<{ paint: string; family: THueFamily | null; bias?: TBias; basis?: 'pigments' | 'colour' }> = [
  { paint: `${DS}|Phthalo Blue (Green Shade)`, family: 'blue', bias: 'cool', basis: 'pigments' },
  { paint: `${WN}|Winsor Blue (Green Shade)`, family: 'blue', bias: 'cool', basis: 'pigments' },
  { paint: `${WN}|Winsor Blue (Red Shade)`, family: 'blue', bias: 'warm', basis: 'pigments' },
  { paint: `${DS}|French Ultramarine`, family: 'blue', bias: 'warm', basis: 'pigments' },
  { paint: `${WN}|French Ultramarine`, family: 'blue', bias: 'warm', basis: 'pigments' },
  { paint: `${DS}|Indanthrone Blue`, family: 'blue', bias: 'warm', basis: 'pigments' },
  { paint: `${DS}|Cobalt Blue`, family: 'blue', bias: 'mid', basis: 'pigments' },
  { paint: `${DS}|Cerulean Blue`, family: 'blue', bias: 'cool', basis: 'pigments' },
  { paint: 'Da Vinci|Cadmium Yellow Medium', family: 'yellow', bias: 'warm', basis: 'pigments' },
  { paint: `${WN}|Cadmium Yellow Deep`, family: 'yellow', bias: 'warm', basis: 'pigments' },
  { paint: `${WN}|Cadmium Lemon`, family: 'yellow', bias: 'cool', basis: 'pigments' },
  { paint: `${DS}|Hansa Yellow Light`, family: 'yellow', bias: 'cool', basis: 'pigments' },
  { paint: `${DS}|Hansa Yellow Deep`, family: 'yellow', bias: 'warm', basis: 'pigments' },
  { paint: `${DS}|Perylene Maroon`, family: 'red', bias: 'cool', basis: 'pigments' },
  { paint: `${DS}|Quinacridone Rose`, family: 'red', bias: 'cool', basis: 'pigments' },
  { paint: `${DS}|Pyrrol Scarlet`, family: 'red', bias: 'warm', basis: 'pigments' },
  { paint: `${DS}|Burnt Sienna`, family: 'brown', basis: 'pigments' },
  { paint: `${DS}|Payne's Gray`, family: null },
];
