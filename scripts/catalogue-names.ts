// The names the sources spell otherwise than the catalogue, and what a source holds that is not
// taken (scripts/apply-catalogue-facts.ts reads them).
import { normaliseName } from './pigment-names';

/** Our name -> the source's, by manufacturer: the same tube, spelled otherwise. */
export const ALIASES: Record<string, Record<string, string>> = {
  'Daniel Smith': {
    Aureolin: 'Aureolin (Cobalt Yellow)',
    'Van Dyke Brown': 'Van Dyck Brown',
    'Minnesota Pipestone': 'Minnesota Pipestone Genuine',
  },
  'Winsor & Newton': { 'Titanium White': 'Titanium White (Opaque White)' },
  Schmincke: {
    'Cadmium yellow middle': 'Cadmium Yellow Medium',
    'Cadmium red middle': 'Cadmium Red Medium',
    'Translucent orange': 'Translucent Orange / Transparent Orange',
    "Potter's pink": 'Potters Pink',
    // Colour number 102, sold as Chinese white before.
    'Chinese white': 'Permanent Chinese White',
  },
  'M. Graham': { 'Bismuth Vanadate Yellow': 'Bismuth Yellow' },
  Holbein: {
    Opera: 'Opera (Quinacridone Opera)',
    'Bright Rose': 'Bright Rose (Luminous)',
    // Sold as Rose Violet before; the chart gives both names.
    'Quinacridone Magenta': 'Quinacridone Magenta (Rose Violet)',
    'Viridian Hue': 'Virdian Hue',
    'Permanent Green No.1': 'Permanent Green #1',
    'Permanent Green No.2': 'Permanent Green #2',
    'Jaune Brillant No.1': 'Jaune Brillant #1',
    'Jaune Brillant No.2': 'Jaune Brillant #2',
  },
};
/** Chart records a knowledge line deliberately leaves out (the paint is a row under another name). */
export const LEFT_OUT: Record<string, string> = {
  // The chart lists Rose Violet as the former name of Quinacridone Magenta, already a row.
  'Holbein\u0000Rose Violet': 'former name of Quinacridone Magenta',
};

/**
 * Our name -> rhockman/pigment_database's (data/sources/pigment-database-watercolors.csv), by line: the
 * same tube as Blick's pages named it in 2019, abbreviations and typos included. Names that are one
 * word apart but may be two paints (Da Vinci Hansa Yellow Light and "Hansa Yellow Light Lemon") are not listed.
 */
export const DATASET_ALIASES: Record<string, Record<string, string>> = {
  'Blockx/Watercolours': {
    'Naples Yellow Red.': 'Naples Yellow Reddish',
    'Van Dijck Brown': 'Van Dyck Brown',
    'Fr. Ultramarine Blue Light': 'French Ultramarine Blue Light',
    'Fr. Ultramarine Blue Deep': 'French Ultramarine Blue Deep',
  },
  'Da Vinci/Artist Watercolor': {
    'Aureolin (Mixture)': 'Aureolin Mix',
    'Alizarin Crimson (Quinacridone)': 'Quinacridone Alizarin Crimson',
    'Arylide Yellow FGL': 'Arylide Yellow',
    'Brown Madder (Quinacridone)': 'Quinacridone Brown Madder',
    'Carmine (Quinacridone)': 'Quinacridone Carmine',
    'French Ultramarine (Red Shade)': 'French Ultramarine',
    'Manganese Blue (Mixture)': 'Manganese Blue Mix',
    'Permanent Magenta (Quinacridone)': 'Quinacridone Permanent Magenta',
    'Permanent Rose (Quinacridone)': 'Quinacridone Permanent Rose',
    'Permanent Red': 'Red (Permanent)',
    'Rose Dore (Quinacridone)': 'Quinacridone Rose Dore',
    'Rose Madder Quinacridone': 'Quinacridone Rose Madder',
    'Red Rose Deep (Quinacridone)': 'Quinacridone Rose Red Deep',
    'Terra Cotta': 'Terra Cotta (Light Red)',
  },
  'Daniel Smith/Extra Fine': {
    Aureolin: 'Aureolin Cobalt Yellow',
    'Cadmium Yellow Medium Hue': 'Cadmium Yellow Med Hue',
    'Van Dyke Brown': 'Van Dyck Brown',
    'Deep Sap Green': 'Sap Green Deep',
  },
  "Holbein/Artists' Watercolor": {
    'Bright Violet (Luminous)': 'Bright Violet',
    'Permanent Green No.1': 'Permanent Green #1',
    'Permanent Green No.2': 'Permanent Green #2',
    'Jaune Brillant No.1': 'Juane Brilliant #1',
    'Jaune Brillant No.2': 'Juane Brilliant #2',
    'Jaune Brillant #1': 'Juane Brilliant #1',
    'Jaune Brillant #2': 'Juane Brilliant #2',
    'Titanium White (Opaque White)': 'Titanium White',
    'Pyrrole Rubin': 'Pyrrole Rubine',
    'Quinacridone Scarlet (Cherry Red)': 'Quinacridone Scarlet',
    'Quinacridone Violet (Permanent Magenta)': 'Quinacridone Violet',
    'Vermilion Hue': 'Vermilioin Hue',
    'Van Dyke Brown': 'Vandyke Brown',
  },
  "M. Graham/Artists' Watercolor": {
    'Bismuth Vanadate Yellow': 'Bismuth Yellow',
    'Phthalocyanine Blue': 'Phthalo Blue',
    'Phthalocyanine Green': 'Phthalo Green',
    'Phthalocyanine Blue Red Shade': 'Phthalo Blue Red Shade',
    'Phthalocyanine Green Yellow Shade': 'Phthalo Green Yellow Shade',
    'Sap Green': 'Sap Green Permanent',
    'Titanium White': 'Titanium White Opaque',
    'Transparent Orange Iron Oxide': 'Transparent Orange Oxide',
    'Transparent Red Iron Oxide': 'Transparent Red Oxide',
    'Transparent Yellow Iron Oxide': 'Transparent Yellow Oxide',
  },
  'Maimeri/Blu': {
    'Cadmium Orange': 'Cad Org',
    'Pyrolle Orange': 'Pyrrole Orange',
    'Cadmium Yellow Deep': 'CadmiumYellow Deep',
    'Permanent Yellow Orange': 'Perm Yellow Orange',
    'Permanent Yellow Deep': 'Perm Yellow Deep',
    'Permanent Carmine': 'Perm Carmine',
    'Permanent Red Deep': 'Perm Red Deep',
    'Primary Red': 'Primary Red Magenta',
    'Pyrolle Red': 'Pyrrole Red',
    'Cupric Green Light': 'Cupric Green Phthalo Light',
    'Cupric Green Deep': 'Cupric Green Phthalo Deep',
    "Hooker's Green": 'Hookers Grn',
    'Cerulean Sky Blue': 'Cerul Sky Blue',
    'Permanent Violet Blue': 'Perm Violet Bluish',
  },
  'Mijello/Mission Gold Class': {
    'Quinacridone Permanent Rose': 'Permanent Rose',
    'Quinacridone Crimson Lake': 'Crimson Lake',
    'Quinacridone Permanent Magenta': 'Perm Magenta',
    'Lemon Yellow': 'Lmn Ylw',
    'Permanent Yellow Light': 'Perm Ylw Lt',
    'Permanent Yellow Deep': 'Perm Ylw Dp',
    "Hooker's Green": 'Hookers Grn',
    'Cobalt Blue No.1': 'Cblt Blue1',
    'Cobalt Blue No.2': 'Cblt Blue2',
    'Bright Opera': 'Opera',
    'Yellow Ochre No.1': 'Yellow Ochre No. 1 Transparent',
    'Yellow Ochre No.2': 'Yellow Ochre No. 2 Opaque',
    'Van Dyke Brown': 'Vandyke Brown',
    'Quinacridone Cherry Red': 'Cherry Red',
    'Shadow Green': 'Shadow Grn',
    'Raw Sienna No.2': 'Raw Sienna No2',
  },
  'Old Holland/Classic Watercolour': {
    'Alazarin Crimson Lake Extra': 'Alizarin Crimson Lake Extra',
    'Carmine Lake Extra': 'Carmin Lake Extra',
    'Caribbean Blue': 'Carribean Blue',
    'Cobalt Blue Turquiose Light': 'Cobalt Blue Turquoise Light',
    "Hooker's Green Lake Deep": "Hooker's Green Lake Deep Extra",
    "Hooker's Green Lake Light": "Hooker's Green Lake Light Extra",
    'Indian Yellow Orange Lake': 'Indian Yellow Orange Lake Extra',
    'Manganese Blue Deep Extra': 'Manganese Blue Deep',
    'Old Deft Blue': 'Old Delft Blue',
    'Prussian Blue Extra': 'Parisian (Prussian) Blue Extra',
    'Scheveningen Purple': 'Scheveningen Purple Brown',
    'Ultramarine Blue Deep': 'Ultra Blue Deep',
    'Van Dyck Brown (Cassel) Extra': 'Van Dyke Brown (Cassel) Extra',
  },
  'Golden/QoR Watercolors': {
    'Benzimidazolone Yellow': 'Benzimdazolane Yellow',
    'Bohemian Green Earth': 'Bohemiam Green Earth',
    'Titan Buff': 'Titanium Buff',
    'Turquoise (Phthalo)': 'Phthalo Turquoise',
  },
  'Royal Talens/Rembrandt Watercolour': {
    'Permanent Lemon Yellow': 'Permanent Yellow Lemon',
    'Vandyke Brown': 'Van Dyke Brown',
    'Hooker Green Light': 'Hookers Green Light',
    'Hooker Green Deep': 'Hookers Green Deep',
    'Phthalo Blue Greenish': 'Phthalo Blue Green',
    'Phthalo Blue Reddish': 'Phthalo Blue Red',
    'Transparent Oxide Red': 'Transparent Red Oxide',
    'Permanent Madder Purple': 'Permanent Madder Lake Purple',
    'Permanent Madder Light': 'Permanent Madder Lake Light',
    'Permanent Madder Brownish': 'Permanent Madder Lake Brown',
    'Green Earth': 'Terre Verte',
    'Blue Violet': 'Permanent Blue Violet',
  },
  'Schmincke/Horadam': {
    'Chinese white': 'Permanent Chinese White',
    'Translucent orange': 'Transparent Orange',
    'Translucent Yellow': 'Transparent Yellow',
    'Chromium Yellow Hue Lemon': 'Chrome Yellow Lemon',
    'Chromium Yellow Hue Light': 'Chrome Yellow Light',
    'Chrome Yellow Deep LF (Chromium Yellow Hue Deep)': 'Chrome Yellow Deep',
    'Chrome Organge LF (Chromium Orange Hue)': 'Chrome Orange',
    'Brilliant Yellow Dark (Jaune Brilliant Dark)': 'Brilliant Yellow Dark',
    'Naples Yellow Redd.': 'Naples Yellow Red',
    'Phthalo Saphire Blue': 'Phthalo Sapphire Blue',
    'Phthlao Blue': 'Phthalo Blue',
    'Cobalt Blue Hue': 'Cobalt Blue Tone',
    'Dark Blue': 'Dark Blue Indigo',
    'Mahagony Brown': 'Mahogany Brown',
    'Aureolin Hue': 'Aureolin Modern',
  },
  "Sennelier/L'Aquarelle": {
    'Phtalocyanine Blue': 'Phthalo Blue',
    'Phthalocyanine Turquoise': 'Phthalo Turquoise',
    'Blue Indanthrene': 'Blue Indantrhrene',
    'Scarlet Lacquer': 'Scarlet Laquer',
    'French Vermillion': 'French Vermilion',
    'Magenta Permanent': 'Permanent Magenta',
  },
  'Winsor & Newton/Professional Watercolour': {
    'Ultramarine (Green Shade)': 'Ultramarine Blue (Green Shade)',
    'Winsor Violet (Dioxazine)': 'Winsor Violet',
  },
};

/**
 * Dataset entries not taken, each contradicted by what its pigments are: a painter's read of the
 * dataset beside the swatches (issue 42).
 */
export const DATASET_SET_ASIDE: Record<string, string> = {
  "M. Graham/Artists' Watercolor/Cobalt Teal":
    'PB28 is cobalt aluminate blue; a cobalt teal is cobalt titanate (PG50) or cobalt chromite (PB36)',
  'Schmincke/Horadam/Hematite Black': 'PG17, chromium oxide green, is no black; hematite is an iron oxide',
};

/** A name as the dataset is matched on: as `normaliseName`, and an apostrophe dropped ("Hookers", "Paynes"). */
export const datasetKeyOf = (manufacturer: string, line: string, name: string) =>
  `${manufacturer}\u0000${line}\u0000${normaliseName(name.replace(/['\u2018\u2019]/g, ''))}`;
