import type { TChartColor } from './colors';

// What the chart draws for a color, whatever the layout: its printed swatch beside an empty square
// to paint the real tube in; for a watercolor, its wash strip under the swatch beside an empty strip
// to thin the paint down (for a gouache, its tints with white, beside a strip to mix them in); and its value chip.

export const INK = '#111111';
export const MUTED = '#555555';
/** The outline of the squares and strips left for the painter: visible on paper, lighter than any ink. */
export const TEST_STROKE = '#888888';
// A hairline edge keeps a Chinese white visible on white paper.
const EDGE = '#9A9A9A';
const EMPTY_SLOT = '#B5B5B5';

/** Where a color's squares go: the printed swatch at (x, y), the test square `gap` to its right; a strip under each when `strip`. */
export interface TSquares {
  x: number;
  y: number;
  size: number;
  gap: number;
  /** The wash or tint strips' height, or null when the area has no color with one (no room kept for them). */
  strip: number | null;
}

export const STRIP_GAP = 2;

/** The height the squares take, strips included. */
export const squaresHeight = ({ size, strip }: Pick<TSquares, 'size' | 'strip'>) => size + (strip === null ? 0 : STRIP_GAP + strip);

/**
 * The printed swatch and the empty square beside it; under them, for a watercolor, the wash strip
 * (full strength, ~50 %, ~25 %), for a gouache the tint strip (full, 1 : 1, 1 : 3 with white), beside
 * an empty strip. A color of another medium in an area with strips leaves that room blank.
 */
export function drawSquares(doc: PDFKit.PDFDocument, squares: TSquares, chart: TChartColor): void {
  const { x, y, size, gap, strip } = squares;
  const testX = x + size + gap;
  doc.lineWidth(0.4).rect(x, y, size, size).fillAndStroke(chart.color.hexCode, EDGE);
  doc.lineWidth(0.75).rect(testX, y, size, size).stroke(TEST_STROKE);
  if (strip === null || !chart.strip) return;
  const { colors } = chart.strip;
  const stripY = y + size + STRIP_GAP;
  const step = size / colors.length;
  colors.forEach((hex, index) => {
    doc.rect(x + index * step, stripY, step, strip).fill(hex);
  });
  doc.lineWidth(0.4).rect(x, stripY, size, strip).stroke(EDGE);
  doc.lineWidth(0.75).rect(testX, stripY, size, strip).stroke(TEST_STROKE);
  // Where the three steps meet, so the painter's wash or tints can follow the printed ones.
  doc.lineWidth(0.3).dash(1, { space: 1.5 });
  for (let index = 1; index < colors.length; index += 1) {
    doc
      .moveTo(testX + index * step, stripY)
      .lineTo(testX + index * step, stripY + strip)
      .stroke(TEST_STROKE);
  }
  doc.undash();
}

/** An empty grid slot or working-area cell: a dashed outline where its squares would be, as on the palette page. */
export function drawEmptyPlace(doc: PDFKit.PDFDocument, x: number, y: number, width: number, height: number): void {
  doc.lineWidth(0.5).dash(2, { space: 2 }).rect(x, y, width, height).stroke(EMPTY_SLOT).undash();
}

/** The value chip: a square of the neutral grey of the color's L*. */
export function drawValueChip(doc: PDFKit.PDFDocument, x: number, y: number, size: number, grey: string): void {
  doc.lineWidth(0.4).rect(x, y, size, size).fillAndStroke(grey, EDGE);
}
