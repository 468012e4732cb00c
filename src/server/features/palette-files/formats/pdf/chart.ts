import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PAPER_SIZES } from '../../../../common/constants';
import { paletteSummary } from '../../../../common/palette-summary';
import { pigmentFieldCodes } from '../../../../common/pigment-codes';
import type { TColor } from '../../../../common/schemas/color';

// DejaVu Sans (free licence, shipped by the dejavu-fonts-ttf package) covers the names painters
// type in any European script; PDF's built-in Helvetica covers Latin-1 only.
const fonts = createRequire(import.meta.url);
const REGULAR = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const PAPER: Record<(typeof PAPER_SIZES)[number], string> = { a4: 'A4', letter: 'LETTER' };
const MARGIN = 40;
const SQUARE = 50;
const GAP = 6;
const COLUMN_GAP = 18;
const ENTRY_GAP = 12;
const INK = '#111111';
const MUTED = '#555555';

/** What a chart says of a color under its name: maker, pigments, ratings. */
function factsOf(color: TColor): string[] {
  const field = color.pigmentCode?.trim();
  const pigments = field ? (pigmentFieldCodes(field)?.join(' · ') ?? field) : null;
  const ratings = [color.lightfastness && `Lightfastness ${color.lightfastness}`, color.opacity, color.granulation, color.staining].filter(Boolean).join(' · ');
  return [color.manufacturer, pigments, ratings].filter((line): line is string => Boolean(line));
}

/**
 * Issue 15: the palette as a color chart on paper (A4 or US Letter): its name and count, then every
 * color, grid first then working area, as its swatch beside an empty square to paint a real swatch
 * of the tube in, with its name, maker, pigments and ratings; two columns, onto more pages as needed.
 */
export function pdfFile(palette: { name: string; medium: string }, colors: readonly TColor[], paper: (typeof PAPER_SIZES)[number]): Promise<Buffer> {
  const doc = new PDFDocument({ size: PAPER[paper], margin: MARGIN, info: { Title: palette.name, Creator: 'Palette Library' } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  doc.font('bold').fontSize(16).fillColor(INK).text(palette.name, { width });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(paletteSummary(palette.medium, colors.length), { width });
  doc.moveDown(0.3).text('Paint each color in the empty square beside its swatch, to see it on your own paper.', { width });
  let top = doc.y + 14;

  const columnWidth = (width - COLUMN_GAP) / 2;
  const textX = 2 * SQUARE + GAP + 10;
  const textWidth = columnWidth - textX;
  const heightOf = (color: TColor) => {
    doc.font('bold').fontSize(9.5);
    let height = doc.heightOfString(color.paintName, { width: textWidth }) + 2;
    doc.font('regular').fontSize(8);
    for (const line of factsOf(color)) height += doc.heightOfString(line, { width: textWidth }) + 1;
    return Math.max(SQUARE, height);
  };

  for (let index = 0; index < colors.length; index += 2) {
    const row = colors.slice(index, index + 2);
    const rowHeight = Math.max(...row.map(heightOf));
    if (top + rowHeight > bottom) {
      doc.addPage();
      top = MARGIN;
    }
    row.forEach((color, column) => {
      const x = MARGIN + column * (columnWidth + COLUMN_GAP);
      doc.lineWidth(0.5).rect(x, top, SQUARE, SQUARE).fillAndStroke(color.hexCode, '#999999');
      doc.lineWidth(0.75).rect(x + SQUARE + GAP, top, SQUARE, SQUARE).stroke('#888888');
      doc.font('bold').fontSize(9.5).fillColor(INK).text(color.paintName, x + textX, top, { width: textWidth });
      doc.font('regular').fontSize(8).fillColor(MUTED);
      for (const line of factsOf(color)) doc.text(line, { width: textWidth });
    });
    top += rowHeight + ENTRY_GAP;
  }
  doc.end();
  return done;
}
