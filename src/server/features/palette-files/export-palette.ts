import type { EXPORT_FORMATS, PAPER_SIZES, PDF_LAYOUTS } from '#common/constants.ts';
import { MIXES_HEADING, savedRecipeText } from '#common/mix-texts.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TMix } from '#common/schemas/mix.ts';
import type { Db } from '#server/db/client.ts';
import { colorsOfPalettes, readPaletteColors } from '#server/features/colors/index.ts';
import { mixesOfPalette, mixesOfPalettes } from '#server/features/mixes/index.ts';
import { abilitiesFor, type LoadedPalette, loadOwnPalettes, type PaletteActor } from '#server/features/palettes/index.ts';
import { aseFile } from './formats/ase';
import { csvFile } from './formats/csv';
import { gplFile } from './formats/gpl';
import { pdfMix } from './formats/pdf/mixes-page';
import { swatchName, swatchText, type TSwatchGroup } from './formats/swatch-name';
import { pdfChart } from './pdf-charts';

export interface TPaletteFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

// Neither swatch format has a registered media type: ASE is bytes, a .gpl palette is text.
export const EXPORT_CONTENT_TYPES: Record<(typeof EXPORT_FORMATS)[number], string> = {
  ase: 'application/octet-stream',
  gpl: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** A file name from the palette's name: letters, digits, spaces and dashes kept, at most 80 characters; never empty. */
function fileNameOf(paletteName: string, extension: string): string {
  const kept = paletteName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ');
  // Cut by characters, not UTF-16 units: half a surrogate pair is no text.
  const base = Array.from(kept.trim()).slice(0, 80).join('').trim();
  return `${base || 'palette'}.${extension}`;
}

/**
 * Issue 25: the swatch files' groups: the grid's colors, then, when any are set aside, the working
 * area's under a name of its own, so another tool keeps the two apart; then, when any are saved
 * (issue 29), the mixes, each named by its recipe.
 */
function swatchGroups(
  colors: readonly TColor[],
  mixes: readonly TMix[],
  names: { grid: string; workingArea: string; mixes: string },
): TSwatchGroup[] {
  const swatches = (inWorkingArea: boolean) =>
    colors.filter((color) => color.isInWorkingArea === inWorkingArea).map((color) => ({ name: swatchName(color), hexCode: color.hexCode }));
  const workingArea = swatches(true);
  return [
    { name: names.grid, swatches: swatches(false) },
    ...(workingArea.length > 0 ? [{ name: names.workingArea, swatches: workingArea }] : []),
    ...(mixes.length > 0
      ? [{ name: names.mixes, swatches: mixes.map((mix) => ({ name: swatchText(savedRecipeText(mix)), hexCode: mix.mixHex })) }]
      : []),
  ];
}

interface FileOptions {
  format: (typeof EXPORT_FORMATS)[number];
  paper: (typeof PAPER_SIZES)[number];
  layout: (typeof PDF_LAYOUTS)[number];
  excel: boolean;
}

/** A palette read with its colors and mixes (notes only when `withNotes`), as a file of `format`. */
async function paletteFile(
  read: { palette: LoadedPalette['palette']; colors: readonly TColor[]; mixes: readonly TMix[]; withNotes: boolean },
  options: FileOptions,
): Promise<TPaletteFile> {
  const { palette, colors, withNotes } = read;
  const { format, paper, layout, excel } = options;
  // A CSV file is the palette's colors, a table that imports back: its mixes are in the other formats.
  const mixes = format === 'csv' ? [] : read.mixes;
  const files = {
    // Adobe's apps list groups from many files side by side: each names its palette.
    ase: () =>
      aseFile(
        swatchGroups(colors, mixes, {
          grid: palette.name,
          workingArea: `${palette.name} (working area)`,
          mixes: `${palette.name} (${MIXES_HEADING.toLowerCase()})`,
        }),
      ),
    gpl: () =>
      gplFile(
        palette.name,
        palette.columns,
        swatchGroups(colors, mixes, { grid: 'Palette grid', workingArea: 'Working area', mixes: MIXES_HEADING }),
      ),
    csv: () => csvFile(colors, { withNotes, excel }),
    // What the chart draws of the palette, and nothing else: the chart is drawn on another thread
    // and kept by all it is drawn from.
    pdf: () =>
      pdfChart({
        palette: { name: palette.name, medium: palette.medium, rows: palette.rows, columns: palette.columns },
        colors,
        mixes: mixes.map(pdfMix),
        paper,
        layout,
      }),
  } satisfies Record<typeof format, () => Buffer | string | Promise<Buffer>>;
  return { body: await files[format](), contentType: EXPORT_CONTENT_TYPES[format], fileName: fileNameOf(palette.name, format) };
}

/**
 * Issue 15: a palette as a file, for whoever may read it (its share link included): Adobe Swatch
 * Exchange, a GIMP/Krita/Inkscape palette, CSV (notes only for those who may edit it; for Excel
 * with a byte order mark), or a PDF color chart on A4 or Letter, as the palette's grid and working
 * area or as cards. The swatch files and the chart carry the palette's saved mixes too (issue 29).
 */
export async function exportPalette(
  options: { db: Db; actor: PaletteActor | null; paletteId: string; byLink: boolean } & FileOptions,
): Promise<TPaletteFile> {
  const { palette, colors, withNotes, contentPaletteId } = await readPaletteColors(options);
  const mixes = options.format === 'csv' ? [] : await mixesOfPalette({ db: options.db, paletteId: contentPaletteId, showNotes: withNotes });
  return paletteFile({ palette, colors, mixes, withNotes }, options);
}

/**
 * Issue 30: every palette a person owns, oldest first, each as the files of `formats` exportPalette
 * gives (their data export) and the colors and mixes they are made of, read in three queries
 * whatever their number.
 */
export async function exportOwnPalettes(options: {
  db: Db;
  actor: PaletteActor;
  formats: readonly (typeof EXPORT_FORMATS)[number][];
}): Promise<{ palette: LoadedPalette['palette']; colors: readonly TColor[]; mixes: readonly TMix[]; files: TPaletteFile[] }[]> {
  const { db, actor, formats } = options;
  const loaded = await loadOwnPalettes({ db, actor });
  const [colors, mixes] = await Promise.all([colorsOfPalettes({ db, actor, loaded }), mixesOfPalettes({ db, actor, loaded })]);
  return Promise.all(
    loaded.map(async ({ palette, facts }) => {
      const read = {
        palette,
        colors: colors.get(palette.id) ?? [],
        mixes: mixes.get(palette.id) ?? [],
        withNotes: abilitiesFor(actor, palette, facts).edit,
      };
      const files = await Promise.all(formats.map((format) => paletteFile(read, { format, paper: 'a4', layout: 'grid', excel: false })));
      return { palette, colors: read.colors, mixes: read.mixes, files };
    }),
  );
}
