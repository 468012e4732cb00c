// The manufacturer lines of data/paints, one file each, and where each line's rows come from
// (data/paints/README.md). Read by scripts/apply-catalogue-facts.ts, which writes the files, and
// scripts/check-catalogue.ts, which holds them to the format and to their targets.

export const CATALOGUE_MEDIUMS = ['Watercolor', 'Oil', 'Acrylic', 'Gouache'] as const;
export type CatalogueMedium = (typeof CATALOGUE_MEDIUMS)[number];

/**
 * - `knowledge`: rows compiled from knowledge of the maker's chart (`chart` names it), kept, and
 *   joined by the chart record's paints they lack.
 * - `chart`: rebuilt row by row from the maker's chart as artistassistapp recorded it (Apache-2.0 commits).
 * - `dataset`: rows converted from Arcturus5404/miniature-paints (MIT, scripts/convert-miniature-paints.ts), kept.
 */
export type LineKind = 'knowledge' | 'chart' | 'dataset';

export interface CatalogueLine {
  file: string;
  manufacturer: string;
  series: string;
  medium: CatalogueMedium;
  kind: LineKind;
  /** The maker's chart a `knowledge` line was compiled from. */
  chart?: string;
  /**
   * The maker sells under a pigment's name only that pigment and marks a stand-in (Hue, Tone,
   * Imitation, Permanent ...), as ASTM D5067 and D4302 ask: a paint's name may give its pigment
   * (data/sources/pigment-names.csv). Not the student and export lines whose charts call a
   * stand-in by the pigment's name (Van Gogh, Cotman, ShinHan, White Nights, Mission Gold...): a student
   * line's Raw Umber may be a mixture, not PBr7.
   */
  namesPigments: boolean;
}

const line = (
  file: string,
  manufacturer: string,
  series: string,
  medium: CatalogueMedium,
  kind: LineKind,
  namesPigments: boolean,
  chart?: string,
): CatalogueLine => ({ file, manufacturer, series, medium, kind, namesPigments, ...(chart ? { chart } : {}) });

export const CATALOGUE_LINES: readonly CatalogueLine[] = [
  line(
    'daniel-smith-extra-fine.csv',
    'Daniel Smith',
    'Extra Fine',
    'Watercolor',
    'knowledge',
    true,
    'Daniel Smith Extra Fine Watercolors color chart (danielsmith.com)',
  ),
  line(
    'winsor-newton-professional.csv',
    'Winsor & Newton',
    'Professional Watercolour',
    'Watercolor',
    'knowledge',
    true,
    'Winsor & Newton colour chart (winsornewton.com)',
  ),
  line(
    'winsor-newton-cotman.csv',
    'Winsor & Newton',
    'Cotman Watercolour',
    'Watercolor',
    'knowledge',
    false,
    'Winsor & Newton colour chart (winsornewton.com)',
  ),
  line('schmincke-horadam.csv', 'Schmincke', 'Horadam', 'Watercolor', 'knowledge', true, 'Schmincke Horadam colour chart (schmincke.de)'),
  line(
    'm-graham-artists-watercolor.csv',
    'M. Graham',
    "Artists' Watercolor",
    'Watercolor',
    'knowledge',
    true,
    "M. Graham Artists' Watercolor color chart (mgraham.com)",
  ),
  line(
    'holbein-artists-watercolor.csv',
    'Holbein',
    "Artists' Watercolor",
    'Watercolor',
    'knowledge',
    true,
    "Holbein Artists' Watercolor colour chart (holbein-works.co.jp)",
  ),
  line('sennelier-l-aquarelle.csv', 'Sennelier', "L'Aquarelle", 'Watercolor', 'chart', true),
  line('royal-talens-rembrandt-watercolour.csv', 'Royal Talens', 'Rembrandt Watercolour', 'Watercolor', 'chart', true),
  line('royal-talens-van-gogh-watercolour.csv', 'Royal Talens', 'Van Gogh Watercolour', 'Watercolor', 'chart', false),
  line('old-holland-classic-watercolour.csv', 'Old Holland', 'Classic Watercolour', 'Watercolor', 'chart', true),
  line('da-vinci-artist-watercolor.csv', 'Da Vinci', 'Artist Watercolor', 'Watercolor', 'chart', true),
  line('maimeri-blu.csv', 'Maimeri', 'Blu', 'Watercolor', 'chart', true),
  line('shinhan-pwc.csv', 'ShinHan Art', 'PWC', 'Watercolor', 'chart', false),
  line('nevskaya-palitra-white-nights.csv', 'Nevskaya Palitra', 'White Nights', 'Watercolor', 'chart', false),
  line('mijello-mission-gold.csv', 'Mijello', 'Mission Gold Class', 'Watercolor', 'chart', false),
  line('golden-qor-watercolors.csv', 'Golden', 'QoR Watercolors', 'Watercolor', 'chart', true),
  line('michael-harding-artists-watercolour.csv', 'Michael Harding', 'Artists Watercolours', 'Watercolor', 'chart', true),
  line('roman-szmal-aquarius.csv', 'Roman Szmal', 'Aquarius', 'Watercolor', 'chart', false),
  line('blockx-watercolours.csv', 'Blockx', 'Watercolours', 'Watercolor', 'chart', true),
  line('rosa-gallery-watercolours.csv', 'Rosa', 'Gallery Watercolours', 'Watercolor', 'chart', false),
  line('a-gallo-honey-based-watercolors.csv', 'A. Gallo', 'Honey-Based Watercolors', 'Watercolor', 'chart', false),
  line('michael-harding-artists-oil.csv', 'Michael Harding', 'Artists Oil Colours', 'Oil', 'chart', true),
  line('old-holland-classic-oil.csv', 'Old Holland', 'Classic Oil Colours', 'Oil', 'chart', true),
  line('schmincke-mussini.csv', 'Schmincke', 'Mussini', 'Oil', 'chart', true),
  line('schmincke-norma-professional.csv', 'Schmincke', 'Norma Professional', 'Oil', 'chart', true),
  line('golden-williamsburg-oil.csv', 'Golden', 'Williamsburg Handmade Oil Colors', 'Oil', 'chart', true),
  line('winsor-newton-winton-oil.csv', 'Winsor & Newton', 'Winton Oil Colour', 'Oil', 'chart', false),
  line('winsor-newton-griffin-alkyd.csv', 'Winsor & Newton', 'Griffin Alkyd Fast Drying Oil Colour', 'Oil', 'chart', true),
  line('golden-heavy-body.csv', 'Golden', 'Heavy Body', 'Acrylic', 'dataset', false),
  line('golden-fluid.csv', 'Golden', 'Fluid', 'Acrylic', 'dataset', false),
  line('golden-high-flow.csv', 'Golden', 'High Flow', 'Acrylic', 'dataset', false),
  line('golden-open-acrylics.csv', 'Golden', 'OPEN Acrylics', 'Acrylic', 'dataset', false),
  line('golden-soflat-matte-acrylic-colors.csv', 'Golden', 'SoFlat Matte Acrylic Colors', 'Acrylic', 'dataset', false),
  line('golden-fluorescent-and-phosphorescent-colors.csv', 'Golden', 'Fluorescent & Phosphorescent Colors', 'Acrylic', 'dataset', false),
  line('liquitex-heavy-body-acrylix.csv', 'Liquitex', 'Liquitex Heavy Body Acrylix', 'Acrylic', 'dataset', false),
  line('liquitex-soft-body.csv', 'Liquitex', 'Soft Body', 'Acrylic', 'chart', false),
  line('winsor-newton-professional-acrylic.csv', 'Winsor & Newton', 'Professional Acrylic', 'Acrylic', 'chart', false),
  line('schmincke-primacryl.csv', 'Schmincke', 'PrimAcryl', 'Acrylic', 'chart', false),
  line('old-holland-new-masters-acrylic.csv', 'Old Holland', 'New Masters Classic Acrylics', 'Acrylic', 'chart', false),
  line('lascaux-artist.csv', 'Lascaux', 'Artist', 'Acrylic', 'chart', false),
  line('vallejo-acrylic-artist-color.csv', 'Vallejo', 'Acrylic Artist Color', 'Acrylic', 'chart', false),
  line('vallejo-acrylic-studio.csv', 'Vallejo', 'Acrylic Studio', 'Acrylic', 'chart', false),
  line('winsor-newton-designers-gouache.csv', 'Winsor & Newton', 'Designers Gouache', 'Gouache', 'chart', false),
  line('holbein-artists-gouache.csv', 'Holbein', "Artists' Gouache", 'Gouache', 'chart', false),
  line('holbein-irodori-gouache.csv', 'Holbein', 'Irodori Artist Gouache', 'Gouache', 'chart', false),
  line('daler-rowney-designers-gouache.csv', 'Daler-Rowney', 'Designers Gouache', 'Gouache', 'chart', false),
  line('daler-rowney-aquafine-gouache.csv', 'Daler-Rowney', 'Aquafine Gouache', 'Gouache', 'chart', false),
  line('lefranc-bourgeois-linel-gouache.csv', 'Lefranc Bourgeois', 'Linel Extra-Fine Gouache', 'Gouache', 'chart', false),
  line('daniel-smith-extra-fine-gouache.csv', 'Daniel Smith', 'Extra Fine Gouache', 'Gouache', 'chart', false),
  line('schmincke-designers-gouache.csv', 'Schmincke', 'Designers Gouache', 'Gouache', 'chart', false),
  line('schmincke-horadam-gouache.csv', 'Schmincke', 'Horadam Gouache', 'Gouache', 'chart', false),
  line('royal-talens-gouache-extra-fine.csv', 'Royal Talens', 'Talens Gouache Extra Fine', 'Gouache', 'chart', false),
  line('maimeri-gouache.csv', 'Maimeri', 'Gouache', 'Gouache', 'chart', false),
  line('da-vinci-artists-gouache.csv', 'Da Vinci', "Artists' Gouache", 'Gouache', 'chart', false),
  line('holbein-acryla-gouache.csv', 'Holbein', 'Acryla Gouache', 'Gouache', 'chart', false),
  line('liquitex-acrylic-gouache.csv', 'Liquitex', 'Acrylic Gouache', 'Gouache', 'chart', true),
  line('lascaux-gouache.csv', 'Lascaux', 'Gouache', 'Gouache', 'chart', false),
  line('turner-acryl-gouache.csv', 'Turner', 'Acryl Gouache', 'Gouache', 'chart', false),
];

/** The share of a medium's paints that must name their pigments, and of each of its lines (issue 42). */
export const CODE_TARGETS: Record<CatalogueMedium, number> = { Watercolor: 0.9, Oil: 0.85, Acrylic: 0.85, Gouache: 0.7 };

/** The catalogue's size (issue 42): at least this many paints, and this many gouaches in this many lines. */
export const CATALOGUE_SIZE = { paints: 3500, gouache: 500, gouacheLines: 8 } as const;
