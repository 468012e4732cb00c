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

export const LINE_TRUTHS: readonly TLineTruths[] = [
  {
    file: 'a-gallo-honey-based-watercolors.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Lemon Yellow', 'Phthalo Blue (RS)'],
    burntSienna: 'Burnt Sienna, Mount Amiata',
  },
  {
    file: 'blockx-watercolours.csv',
    ultramarine: 'Fr. Ultramarine Blue Deep',
    green: ['Blockx Yellow', 'Primary Blue'],
    burntSienna: 'Burnt Sienna Deep',
  },
  {
    file: 'da-vinci-artist-watercolor.csv',
    ultramarine: 'French Ultramarine (Red Shade)',
    green: ['Hansa Yellow Medium', 'Phthalo Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'da-vinci-artists-gouache.csv',
    ultramarine: 'Blue (Ultramarine)',
    green: ['Yellow Light (Hansa)', 'Phthalo Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'daler-rowney-aquafine-gouache.csv',
    ultramarine: 'Ultramarine Blue Dark',
    green: ['Lemon Yellow', 'Phthalo Blue'],
    burntSienna: 'Burnt Sienna',
    gaps: {
      twin: 'neither this line nor the nearest in colour names its pigments, so the stand-in is chosen by colour alone: Turner Prussian Blue (Hue)',
    },
  },
  {
    file: 'daler-rowney-designers-gouache.csv',
    ultramarine: 'Ultramarine',
    green: ['Lemon Yellow', 'Proces Cyan'],
    burntSienna: 'Burnt Sienna',
    gaps: {
      ultramarine:
        "the chart's swatch as recorded, #035EAC, is a cobalt's mid blue (hue 253°, L* 40), and the line names no pigments for the swatch rules to hold it to",
      twin: 'its cobalt-blue swatch, without pigment codes, finds a cyan: Holbein Primary Cyan',
      grey: 'with its cobalt-blue swatch the mix runs teal (C* 25 at best)',
    },
  },
  {
    file: 'daniel-smith-extra-fine-gouache.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Hansa Yellow Medium', 'Phthalo Blue (Green Shade)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'daniel-smith-extra-fine.csv',
    ultramarine: 'French Ultramarine',
    green: ['Hansa Yellow Medium', 'Phthalo Blue (Green Shade)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'golden-fluid.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Benzimidazolone Yellow Medium', 'Phthalo Blue (Red Shade)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'golden-fluorescent-and-phosphorescent-colors.csv',
    green: ['Fluorescent Chartreuse', 'Fluorescent Blue'],
    lacks: 'a line of nine fluorescent and phosphorescent colours: no ultramarine and no earth',
  },
  {
    file: 'golden-heavy-body.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Benzimidazolone Yellow Medium', 'Phthalo Blue (Red Shade)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'golden-high-flow.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Benzimidazolone Yellow Medium', 'Phthalo Blue (Green Shade)'],
    burntSienna: 'Burnt Sienna',
    gaps: {
      green:
        "the dataset's swatch of Phthalo Blue (Green Shade) is #000050, a navy at ultramarine's hue (OKLCh 265°), not a phthalo: its mixes with yellow stay blue",
    },
  },
  {
    file: 'golden-open-acrylics.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Benzimidazolone Yellow Medium', 'Phthalo Blue (Red Shade)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'golden-qor-watercolors.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Benzimidazolone Yellow', 'Phthalo Blue (Green Shade)'],
    burntSienna: 'Burnt Sienna (Natural)',
  },
  {
    file: 'golden-soflat-matte-acrylic-colors.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Bismuth Vanadate Yellow', 'Phthalo Blue (Green Shade)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'golden-williamsburg-oil.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Bismuth Vanadate Yellow', 'Phthalo Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'holbein-acryla-gouache.csv',
    ultramarine: 'Ultramarine Deep',
    green: ['Lemon Yellow', 'Primary Cyan'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'holbein-artists-gouache.csv',
    ultramarine: 'Ultramarine Light',
    green: ['Cadmium Yellow', 'Primary Cyan'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'holbein-artists-watercolor.csv',
    ultramarine: 'Ultramarine Deep',
    green: ['Imidazolone Yellow', 'Manganese Blue Nova'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'holbein-irodori-gouache.csv',
    ultramarine: 'Ultramarine',
    green: ['Lemon', 'Oriental Blue'],
    lacks: 'a line of Japanese colour names without a burnt sienna',
  },
  {
    file: 'lascaux-artist.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Hansa Yellow', 'Phthalo Blue Medium'],
    lacks: 'no burnt sienna among its colours',
  },
  {
    file: 'lascaux-gouache.csv',
    ultramarine: 'Ultramarine blue',
    green: ['Lemon yellow', 'Primary Colour cyan'],
    lacks: 'no burnt sienna among its colours',
  },
  {
    file: 'lefranc-bourgeois-linel-gouache.csv',
    ultramarine: 'Ultramarine',
    green: ['Cadmium Yellow Medium', 'Primary Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'liquitex-acrylic-gouache.csv',
    ultramarine: 'Ultramarine Blue Red Shade',
    green: ['Primary Yellow', 'Primary Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'liquitex-heavy-body-acrylix.csv',
    ultramarine: 'Ultramarine Blue Red Shade',
    green: ['Yellow Light Hansa', 'Phthalocyanine Blue Red Shade'],
    burntSienna: 'Transparent Burnt Sienna',
    gaps: {
      green:
        "the dataset's swatch of Phthalocyanine Blue Red Shade is #221F3A, a violet near-black (hue 288°): with a yellow it makes olives and greys, never a green",
    },
  },
  {
    file: 'liquitex-soft-body.csv',
    ultramarine: 'Ultramarine Blue Red Shade',
    green: ['Yellow Light Hansa', 'Phthalocyanine Blue Green Shade'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'm-graham-artists-watercolor.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Hansa Yellow', 'Phthalocyanine Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'maimeri-blu.csv',
    ultramarine: 'Ultramarine Deep',
    green: ['Primary Yellow', 'Primary Blue - Cyan'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'maimeri-gouache.csv',
    ultramarine: 'Ultramarine Light',
    green: ['Lemon Yellow', 'Primary Blue - Cyan'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'michael-harding-artists-oil.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Cadmium Yellow Lemon', 'Phthalocyanine Blue Lake'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'michael-harding-artists-watercolour.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Cadmium Yellow Lemon', 'Phthalocyanine Blue Lake'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'mijello-mission-gold.csv',
    ultramarine: 'Ultramarine Deep',
    green: ['Lemon Yellow', 'Cerulean Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'nevskaya-palitra-white-nights.csv',
    ultramarine: 'Ultramarine',
    green: ['Cadmium Lemon', 'Turquoise Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'old-holland-classic-oil.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Cadmium Yellow Lemon', 'Scheveningen Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'old-holland-classic-watercolour.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Scheveningen Yellow Lemon', 'Scheveningen Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'old-holland-new-masters-acrylic.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Bismuth Yellow Lemon', 'Phthalo Blue Red Shade'],
    burntSienna: 'Burnt Sienna',
    gaps: {
      ultramarine:
        "the chart's swatch as recorded, #004DD5, is a bright mid blue at cobalt's hue (262°, L* 38): acrylic lines are outside the swatch rules",
    },
  },
  {
    file: 'roman-szmal-aquarius.csv',
    ultramarine: 'French Ultramarine',
    green: ['Hansa Yellow Light', 'Phtalo Blue (Green Shade)'],
    burntSienna: 'Italian Burnt Sienna',
  },
  { file: 'rosa-gallery-watercolours.csv', ultramarine: 'Ultramarine', green: ['Cadmium Lemon', 'Blue'], burntSienna: 'Burnt Sienna' },
  {
    file: 'royal-talens-gouache-extra-fine.csv',
    ultramarine: 'Ultramarine Light',
    green: ['Lemon Yellow (Primary)', 'Light Blue (Cyan)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'royal-talens-rembrandt-watercolour.csv',
    ultramarine: 'French Ultramarine',
    green: ['Permanent Lemon Yellow', 'Phthalo Blue Greenish'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'royal-talens-van-gogh-watercolour.csv',
    ultramarine: 'Ultramarine Deep',
    green: ['Permanent Lemon Yellow (Primary)', 'Phthalo Blue (Primary)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'schmincke-designers-gouache.csv',
    ultramarine: 'Ultramarine Blue Deep',
    green: ['Lemon Yellow', 'Paris Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'schmincke-horadam-gouache.csv',
    ultramarine: 'Ultramarine Deep',
    green: ['Vanadium Yellow', 'Helio Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'schmincke-horadam.csv',
    ultramarine: 'Ultramarine finest',
    green: ['Lemon yellow', 'Helio cerulean'],
    burntSienna: 'Burnt sienna',
  },
  {
    file: 'schmincke-mussini.csv',
    ultramarine: 'Ultramarine Blue Light',
    green: ['Vanadium Yellow Light', 'Transparent Cyan'],
    burntSienna: 'Natural Burnt Sienna',
  },
  {
    file: 'schmincke-norma-professional.csv',
    ultramarine: 'Ultramarine Blue Light',
    green: ['Cadmium Yellow Lemon', 'Phthalo Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'schmincke-primacryl.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Vanadium Yellow Light', 'Phthalo Blue Red Shade'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'sennelier-l-aquarelle.csv',
    ultramarine: 'French Ultramarine Blue',
    green: ['Lemon Yellow', 'Phtalocyanine Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'shinhan-pwc.csv',
    ultramarine: 'Ultramarine Light',
    green: ['Cadmium Yellow Light', 'Phthalo Blue (Red Shade)'],
    burntSienna: 'Burnt Sienna',
  },
  { file: 'turner-acryl-gouache.csv', ultramarine: 'Ultramarine', green: ['Permanent Lemon', 'Phthalo Blue'], burntSienna: 'Burnt Sienna' },
  {
    file: 'vallejo-acrylic-artist-color.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Hansa Yellow', 'Phthalo Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'vallejo-acrylic-studio.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Cadmium Lemon Yellow (Hue)', 'Phthalocyanine Blue'],
    burntSienna: 'Burnt Sienna',
    gaps: {
      ultramarine:
        "the chart's swatch as recorded, #0059DF, is a bright mid blue at cobalt's hue (261°, L* 42): acrylic lines are outside the swatch rules",
    },
  },
  {
    file: 'winsor-newton-cotman.csv',
    ultramarine: 'Ultramarine',
    green: ['Lemon Yellow Hue', 'Intense Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'winsor-newton-designers-gouache.csv',
    ultramarine: 'Ultramarine',
    green: ['Lemon Yellow', 'Primary Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'winsor-newton-griffin-alkyd.csv',
    ultramarine: 'French Ultramarine',
    green: ['Cadmium Yellow Light Hue', 'Phthalo Blue'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'winsor-newton-professional-acrylic.csv',
    ultramarine: 'Ultramarine Blue',
    green: ['Azo Yellow Medium', 'Phthalo Blue Green Shade'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'winsor-newton-professional.csv',
    ultramarine: 'French Ultramarine',
    green: ['Winsor Lemon', 'Winsor Blue (Green Shade)'],
    burntSienna: 'Burnt Sienna',
  },
  {
    file: 'winsor-newton-winton-oil.csv',
    ultramarine: 'French Ultramarine',
    green: ['Cadmium Lemon Hue', 'Phthalo Blue'],
    burntSienna: 'Burnt Sienna',
    gaps: {
      grey: 'the sRGB-built spectra of this ultramarine and burnt sienna share a green band: C* 10.1 at best, at 7:4',
    },
  },
];
