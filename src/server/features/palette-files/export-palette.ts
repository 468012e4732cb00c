import type { EXPORT_FORMATS } from '../../../common/constants';
import type { Db } from '../../db/client';
import { readPaletteColors } from '../colors';
import type { PaletteActor } from '../palettes';
import { aseFile } from './formats/ase';
import { csvFile } from './formats/csv';
import { gplFile } from './formats/gpl';
import { swatchName } from './formats/swatch-name';

export interface TPaletteFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

// Neither swatch format has a registered media type: ASE is bytes, a .gpl palette is text.
const CONTENT_TYPES: Record<(typeof EXPORT_FORMATS)[number], string> = {
  ase: 'application/octet-stream',
  gpl: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** A file name from the palette's name: letters, digits, spaces and dashes kept; never empty. */
export function fileNameOf(paletteName: string, extension: string): string {
  const base = paletteName.normalize('NFC').replace(/[^\p{L}\p{N} _-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${base || 'palette'}.${extension}`;
}

/**
 * Issue 15: a palette as a file, for whoever may read it (its share link included): Adobe Swatch
 * Exchange, a GIMP/Krita/Inkscape palette, or CSV (notes only for those who may edit it).
 */
export async function exportPalette(options: {
  db: Db;
  actor: PaletteActor | null;
  paletteId: string;
  byLink: boolean;
  format: (typeof EXPORT_FORMATS)[number];
}): Promise<TPaletteFile> {
  const { format } = options;
  const { palette, colors, withNotes } = await readPaletteColors(options);
  const swatches = colors.map((color) => ({ name: swatchName(color), hexCode: color.hexCode }));
  const body =
    format === 'ase' ? aseFile(palette.name, swatches) : format === 'gpl' ? gplFile(palette.name, palette.columns, swatches) : csvFile(colors, withNotes);
  return { body, contentType: CONTENT_TYPES[format], fileName: fileNameOf(palette.name, format) };
}
