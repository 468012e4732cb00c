import type { EXPORT_FORMATS, PAPER_SIZES } from '../../../common/constants';
import type { Db } from '../../db/client';
import { readPaletteColors } from '../colors';
import type { PaletteActor } from '../palettes';
import { aseFile } from './formats/ase';
import { csvFile } from './formats/csv';
import { gplFile } from './formats/gpl';
import { pdfFile } from './formats/pdf';
import { swatchName } from './formats/swatch-name';

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
  const kept = paletteName.normalize('NFC').replace(/[^\p{L}\p{N} _-]+/gu, ' ').replace(/\s+/g, ' ');
  // Cut by characters, not UTF-16 units: half a surrogate pair is no text.
  const base = Array.from(kept.trim()).slice(0, 80).join('').trim();
  return `${base || 'palette'}.${extension}`;
}

/**
 * Issue 15: a palette as a file, for whoever may read it (its share link included): Adobe Swatch
 * Exchange, a GIMP/Krita/Inkscape palette, CSV (notes only for those who may edit it), or a PDF
 * color chart on A4 or Letter.
 */
export async function exportPalette(options: {
  db: Db;
  actor: PaletteActor | null;
  paletteId: string;
  byLink: boolean;
  format: (typeof EXPORT_FORMATS)[number];
  paper: (typeof PAPER_SIZES)[number];
}): Promise<TPaletteFile> {
  const { format, paper } = options;
  const { palette, colors, withNotes } = await readPaletteColors(options);
  const swatches = colors.map((color) => ({ name: swatchName(color), hexCode: color.hexCode }));
  const files = {
    ase: () => aseFile(palette.name, swatches),
    gpl: () => gplFile(palette.name, palette.columns, swatches),
    csv: () => csvFile(colors, withNotes),
    pdf: () => pdfFile(palette, colors, paper),
  } satisfies Record<typeof format, () => Buffer | string | Promise<Buffer>>;
  return { body: await files[format](), contentType: EXPORT_CONTENT_TYPES[format], fileName: fileNameOf(palette.name, format) };
}
