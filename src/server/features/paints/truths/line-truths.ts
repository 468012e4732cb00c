// Issue 42: every line of the catalogue has painters' truths (line-truths.test.ts runs them on the
// shipped files). Each names paints of the line, never a number tuned to what the data gives; what
// must hold of them is a painter's reading, the same for every line:
// - its ultramarine is a deep blue, red of cobalt and short of violet (ULTRAMARINE_HUE, ULTRAMARINE_MOST_LIGHTNESS);
// - its ultramarine's first stand-in from another maker is an ultramarine or a lapis lazuli, the natural
//   ultramarine (the same pigments where both name theirs);
// - its yellow and its blue make a green at some ratio a painter measures (HUES.green; phthalo blue is
//   far the stronger, so one part each is a blue-green);
// - its ultramarine and its burnt sienna pass through a grey at some ratio (NEAR_NEUTRAL_CHROMA).
// A line that lacks one of the paints says which, in `lacks`; a truth the data or the model cannot
// yet hold says why, in `gaps`: the suite holds that it still fails, so it is struck once it holds.

/** OKLCh hue of an ultramarine masstone: red of cobalt, short of ultramarine violet (the watercolour truth's bounds). */
export const ULTRAMARINE_HUE = [262, 282] as const;
/**
 * The same for a masstone near black (CIE L* under DARK_MASSTONE_LIGHTNESS), as an oil's or acrylic's
 * full film is: its little chroma swings its hue, and ultramarine's red reflectance past 650 nm, which
 * makes it the red-shade blue, weighs more once its blue is absorbed; Maimeri's watercolour at 288°
 * (L* 38) stays a violet.
 */
export const ULTRAMARINE_DARK_HUE = [262, 287] as const;
export const DARK_MASSTONE_LIGHTNESS = 30;
/** An ultramarine masstone is a deep blue: no lighter than CIE L* 45 (a lighter one is a tint or a cobalt). */
export const ULTRAMARINE_MOST_LIGHTNESS = 45;

export type TLineTruth = 'ultramarine' | 'twin' | 'green' | 'grey';

export interface TLineTruths {
  file: string;
  ultramarine?: string;
  /** A yellow and a blue of the line. */
  green?: readonly [string, string];
  burntSienna?: string;
  /** The paints the line does not sell, so a truth cannot be asked of it. */
  lacks?: string;
  /** Truths the data or the model cannot yet hold, each with why. */
  gaps?: Partial<Record<TLineTruth, string>>;
}

/** A line's row: its ultramarine, its yellow and blue, its burnt sienna (null where it sells none), and what it lacks or cannot yet hold. */
function line(
  file: string,
  ultramarine: string | null,
  green: readonly [string, string] | null,
  burntSienna: string | null,
  more: Pick<TLineTruths, 'lacks' | 'gaps'> = {},
): TLineTruths {
  return { file, ...(ultramarine ? { ultramarine } : {}), ...(green ? { green } : {}), ...(burntSienna ? { burntSienna } : {}), ...more };
}

export const LINE_TRUTHS: readonly TLineTruths[] = [
  line('a-gallo-honey-based-watercolors.csv', 'Ultramarine Blue', ['Lemon Yellow', 'Phthalo Blue (RS)'], 'Burnt Sienna, Mount Amiata'),
  line('blockx-watercolours.csv', 'Fr. Ultramarine Blue Deep', ['Blockx Yellow', 'Primary Blue'], 'Burnt Sienna Deep'),
  line('da-vinci-artist-watercolor.csv', 'French Ultramarine (Red Shade)', ['Hansa Yellow Medium', 'Phthalo Blue'], 'Burnt Sienna'),
  line('da-vinci-artists-gouache.csv', 'Blue (Ultramarine)', ['Yellow Light (Hansa)', 'Phthalo Blue'], 'Burnt Sienna'),
  line('daler-rowney-aquafine-gouache.csv', 'Ultramarine Blue Dark', ['Lemon Yellow', 'Phthalo Blue'], 'Burnt Sienna', {
    gaps: {
      twin: 'neither this line nor the nearest in colour names its pigments, so the stand-in is chosen by colour alone: Turner Prussian Blue (Hue)',
    },
  }),
  line('daler-rowney-designers-gouache.csv', 'Ultramarine', ['Lemon Yellow', 'Proces Cyan'], 'Burnt Sienna', {
    gaps: {
      ultramarine:
        "the chart's swatch as recorded, #035EAC, is a cobalt's mid blue (hue 253°, L* 40), and the line names no pigments for the swatch rules to hold it to",
      twin: 'its cobalt-blue swatch, without pigment codes, finds a cyan: Holbein Primary Cyan',
      grey: 'with its cobalt-blue swatch the mix runs teal (C* 25 at best)',
    },
  }),
  line('daniel-smith-extra-fine-gouache.csv', 'Ultramarine Blue', ['Hansa Yellow Medium', 'Phthalo Blue (Green Shade)'], 'Burnt Sienna'),
  line('daniel-smith-extra-fine.csv', 'French Ultramarine', ['Hansa Yellow Medium', 'Phthalo Blue (Green Shade)'], 'Burnt Sienna'),
  line('golden-fluid.csv', 'Ultramarine Blue', ['Benzimidazolone Yellow Medium', 'Phthalo Blue (Red Shade)'], 'Burnt Sienna'),
  line('golden-fluorescent-and-phosphorescent-colors.csv', null, ['Fluorescent Chartreuse', 'Fluorescent Blue'], null, {
    lacks: 'a line of nine fluorescent and phosphorescent colours: no ultramarine and no earth',
  }),
  line('golden-heavy-body.csv', 'Ultramarine Blue', ['Benzimidazolone Yellow Medium', 'Phthalo Blue (Red Shade)'], 'Burnt Sienna'),
  line('golden-high-flow.csv', 'Ultramarine Blue', ['Benzimidazolone Yellow Medium', 'Phthalo Blue (Green Shade)'], 'Burnt Sienna', {
    gaps: {
      green:
        "the dataset's swatch of Phthalo Blue (Green Shade) is #000050, a navy at ultramarine's hue (OKLCh 265°), not a phthalo: its mixes with yellow stay blue",
    },
  }),
  line('golden-open-acrylics.csv', 'Ultramarine Blue', ['Benzimidazolone Yellow Medium', 'Phthalo Blue (Red Shade)'], 'Burnt Sienna'),
  line(
    'golden-qor-watercolors.csv',
    'Ultramarine Blue',
    ['Benzimidazolone Yellow', 'Phthalo Blue (Green Shade)'],
    'Burnt Sienna (Natural)',
  ),
  line(
    'golden-soflat-matte-acrylic-colors.csv',
    'Ultramarine Blue',
    ['Bismuth Vanadate Yellow', 'Phthalo Blue (Green Shade)'],
    'Burnt Sienna',
  ),
  line('golden-williamsburg-oil.csv', 'Ultramarine Blue', ['Bismuth Vanadate Yellow', 'Phthalo Blue'], 'Burnt Sienna'),
  line('holbein-acryla-gouache.csv', 'Ultramarine Deep', ['Lemon Yellow', 'Primary Cyan'], 'Burnt Sienna'),
  line('holbein-artists-gouache.csv', 'Ultramarine Light', ['Cadmium Yellow', 'Primary Cyan'], 'Burnt Sienna'),
  line('holbein-artists-watercolor.csv', 'Ultramarine Deep', ['Imidazolone Yellow', 'Manganese Blue Nova'], 'Burnt Sienna'),
  line('holbein-irodori-gouache.csv', 'Ultramarine', ['Lemon', 'Oriental Blue'], null, {
    lacks: 'a line of Japanese colour names without a burnt sienna',
  }),
  line('lascaux-artist.csv', 'Ultramarine Blue', ['Hansa Yellow', 'Phthalo Blue Medium'], null, {
    lacks: 'no burnt sienna among its colours',
  }),
  line('lascaux-gouache.csv', 'Ultramarine blue', ['Lemon yellow', 'Primary Colour cyan'], null, {
    lacks: 'no burnt sienna among its colours',
  }),
  line('lefranc-bourgeois-linel-gouache.csv', 'Ultramarine', ['Cadmium Yellow Medium', 'Primary Blue'], 'Burnt Sienna'),
  line('liquitex-acrylic-gouache.csv', 'Ultramarine Blue Red Shade', ['Primary Yellow', 'Primary Blue'], 'Burnt Sienna'),
  line(
    'liquitex-heavy-body-acrylix.csv',
    'Ultramarine Blue Red Shade',
    ['Yellow Light Hansa', 'Phthalocyanine Blue Red Shade'],
    'Transparent Burnt Sienna',
    {
      gaps: {
        green:
          "the dataset's swatch of Phthalocyanine Blue Red Shade is #221F3A, a violet near-black (hue 288°): with a yellow it makes olives and greys, never a green",
      },
    },
  ),
  line('liquitex-soft-body.csv', 'Ultramarine Blue Red Shade', ['Yellow Light Hansa', 'Phthalocyanine Blue Green Shade'], 'Burnt Sienna'),
  line('m-graham-artists-watercolor.csv', 'Ultramarine Blue', ['Hansa Yellow', 'Phthalocyanine Blue'], 'Burnt Sienna'),
  line('maimeri-blu.csv', 'Ultramarine Deep', ['Primary Yellow', 'Primary Blue - Cyan'], 'Burnt Sienna'),
  line('maimeri-gouache.csv', 'Ultramarine Light', ['Lemon Yellow', 'Primary Blue - Cyan'], 'Burnt Sienna'),
  line('michael-harding-artists-oil.csv', 'Ultramarine Blue', ['Cadmium Yellow Lemon', 'Phthalocyanine Blue Lake'], 'Burnt Sienna'),
  line('michael-harding-artists-watercolour.csv', 'Ultramarine Blue', ['Cadmium Yellow Lemon', 'Phthalocyanine Blue Lake'], 'Burnt Sienna'),
  line('mijello-mission-gold.csv', 'Ultramarine Deep', ['Lemon Yellow', 'Cerulean Blue'], 'Burnt Sienna'),
  line('nevskaya-palitra-white-nights.csv', 'Ultramarine', ['Cadmium Lemon', 'Turquoise Blue'], 'Burnt Sienna'),
  line('old-holland-classic-oil.csv', 'Ultramarine Blue', ['Cadmium Yellow Lemon', 'Scheveningen Blue'], 'Burnt Sienna'),
  line('old-holland-classic-watercolour.csv', 'Ultramarine Blue', ['Scheveningen Yellow Lemon', 'Scheveningen Blue'], 'Burnt Sienna'),
  line('old-holland-new-masters-acrylic.csv', 'Ultramarine Blue', ['Bismuth Yellow Lemon', 'Phthalo Blue Red Shade'], 'Burnt Sienna', {
    gaps: {
      ultramarine:
        "the chart's swatch as recorded, #004DD5, is a bright mid blue at cobalt's hue (262°, L* 38): acrylic lines are outside the swatch rules",
    },
  }),
  line('roman-szmal-aquarius.csv', 'French Ultramarine', ['Hansa Yellow Light', 'Phtalo Blue (Green Shade)'], 'Italian Burnt Sienna'),
  line('rosa-gallery-watercolours.csv', 'Ultramarine', ['Cadmium Lemon', 'Blue'], 'Burnt Sienna'),
  line('royal-talens-gouache-extra-fine.csv', 'Ultramarine Light', ['Lemon Yellow (Primary)', 'Light Blue (Cyan)'], 'Burnt Sienna'),
  line('royal-talens-rembrandt-watercolour.csv', 'French Ultramarine', ['Permanent Lemon Yellow', 'Phthalo Blue Greenish'], 'Burnt Sienna'),
  line(
    'royal-talens-van-gogh-watercolour.csv',
    'Ultramarine Deep',
    ['Permanent Lemon Yellow (Primary)', 'Phthalo Blue (Primary)'],
    'Burnt Sienna',
  ),
  line('schmincke-designers-gouache.csv', 'Ultramarine Blue Deep', ['Lemon Yellow', 'Paris Blue'], 'Burnt Sienna'),
  line('schmincke-horadam-gouache.csv', 'Ultramarine Deep', ['Vanadium Yellow', 'Helio Blue'], 'Burnt Sienna'),
  line('schmincke-horadam.csv', 'Ultramarine finest', ['Lemon yellow', 'Helio cerulean'], 'Burnt sienna'),
  line('schmincke-mussini.csv', 'Ultramarine Blue Light', ['Vanadium Yellow Light', 'Transparent Cyan'], 'Natural Burnt Sienna'),
  line('schmincke-norma-professional.csv', 'Ultramarine Blue Light', ['Cadmium Yellow Lemon', 'Phthalo Blue'], 'Burnt Sienna'),
  line('schmincke-primacryl.csv', 'Ultramarine Blue', ['Vanadium Yellow Light', 'Phthalo Blue Red Shade'], 'Burnt Sienna'),
  line('sennelier-l-aquarelle.csv', 'French Ultramarine Blue', ['Lemon Yellow', 'Phtalocyanine Blue'], 'Burnt Sienna'),
  line('shinhan-pwc.csv', 'Ultramarine Light', ['Cadmium Yellow Light', 'Phthalo Blue (Red Shade)'], 'Burnt Sienna'),
  line('turner-acryl-gouache.csv', 'Ultramarine', ['Permanent Lemon', 'Phthalo Blue'], 'Burnt Sienna'),
  line('vallejo-acrylic-artist-color.csv', 'Ultramarine Blue', ['Hansa Yellow', 'Phthalo Blue'], 'Burnt Sienna'),
  line('vallejo-acrylic-studio.csv', 'Ultramarine Blue', ['Cadmium Lemon Yellow (Hue)', 'Phthalocyanine Blue'], 'Burnt Sienna', {
    gaps: {
      ultramarine:
        "the chart's swatch as recorded, #0059DF, is a bright mid blue at cobalt's hue (261°, L* 42): acrylic lines are outside the swatch rules",
    },
  }),
  line('winsor-newton-cotman.csv', 'Ultramarine', ['Lemon Yellow Hue', 'Intense Blue'], 'Burnt Sienna'),
  line('winsor-newton-designers-gouache.csv', 'Ultramarine', ['Lemon Yellow', 'Primary Blue'], 'Burnt Sienna'),
  line('winsor-newton-griffin-alkyd.csv', 'French Ultramarine', ['Cadmium Yellow Light Hue', 'Phthalo Blue'], 'Burnt Sienna'),
  line('winsor-newton-professional-acrylic.csv', 'Ultramarine Blue', ['Azo Yellow Medium', 'Phthalo Blue Green Shade'], 'Burnt Sienna'),
  line('winsor-newton-professional.csv', 'French Ultramarine', ['Winsor Lemon', 'Winsor Blue (Green Shade)'], 'Burnt Sienna'),
  line('winsor-newton-winton-oil.csv', 'French Ultramarine', ['Cadmium Lemon Hue', 'Phthalo Blue'], 'Burnt Sienna', {
    gaps: { grey: 'the sRGB-built spectra of this ultramarine and burnt sienna share a green band: C* 10.1 at best, at 7:4' },
  }),
];
