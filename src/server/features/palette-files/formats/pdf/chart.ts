import PDFDocument from 'pdfkit';
import type { PAPER_SIZES, PDF_LAYOUTS } from '#common/constants.ts';
import { lighteningOf, type TLightening } from '#common/lightening.ts';
import { LIGHTENING_TEXTS } from '#common/mix-texts.ts';
import { paletteSummary } from '#common/palette-summary.ts';
import type { TColor } from '#common/schemas/color.ts';
import { cardLayout } from './card-layout';
import { chartColors } from './colors';
import { gridLayout } from './grid-layout';
import { drawMixes, type TPdfMix } from './mixes-page';
import { contentBottom, contentWidth, MARGIN, type TPage } from './page';
import { INK, MUTED } from './swatches';
import { type TTextWriter, textWriter } from './text';

/** The papers in points, upright. */
const PAPER: Record<(typeof PAPER_SIZES)[number], TPage> = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } };
const TITLE = { size: 16, weight: 'bold', color: INK } as const;
const SUMMARY = { size: 9, weight: 'regular', color: MUTED } as const;
const HOW_TO = { size: 8.5, weight: 'regular', color: MUTED } as const;
const FOOTER = { size: 7, weight: 'regular', color: MUTED } as const;
/**
 * The most the title block takes (two lines of title, the summary, three of how-to): what the grid
 * plans with. A chart with both washes and tints (a watercolor on a gouache palette) takes a fourth
 * line of how-to; the grid is then drawn from where the title block ends, a row never split.
 */
const TITLE_ALLOWANCE = 2 * 20 + 14 + 3 * 11 + 14;

/** How to use the chart; for each way its colors are lightened (a wash, tints with white), how to paint that strip. */
function howTo(lightenings: ReadonlySet<TLightening>): string {
  return [
    'Paint each color in the empty square beside its printed swatch, to see the tube on your own paper.',
    ...[...lightenings].map((lightening) => LIGHTENING_TEXTS[lightening].howTo),
    "L* is the color's value (CIE L*, 0 black to 100 white); the grey chip beside it is that value.",
  ].join(' ');
}

/** What a chart is drawn from: the whole of it (pdf-charts.ts keys its cache on it). */
export interface TPdfChart {
  palette: { name: string; medium: string; rows: number; columns: number };
  colors: readonly TColor[];
  /** The palette's saved mixes (issue 29), drawn after the chart. */
  mixes: readonly TPdfMix[];
  paper: (typeof PAPER_SIZES)[number];
  layout: (typeof PDF_LAYOUTS)[number];
}

/**
 * Issue 15, 25: the palette as a color chart on paper (A4 or US Letter), in any script: its name
 * and count, how to use it, then every color as its grid and working area (`grid`) or one card per
 * color (`card`), each with its printed swatch beside an empty square to paint, a watercolor's wash
 * strip (a gouache's tint strip), its hex, L* and value chip; then the saved mixes; a footer on every page with the page's number.
 */
export function pdfFile(options: TPdfChart): Promise<Buffer> {
  const { palette, paper } = options;
  const charts = chartColors(palette.medium, options.colors);
  const layout = options.layout === 'card' ? cardLayout(charts, PAPER[paper]) : gridLayout(palette, charts, PAPER[paper], TITLE_ALLOWANCE);
  const page: TPage = layout.landscape ? { width: PAPER[paper].height, height: PAPER[paper].width } : PAPER[paper];
  const doc = new PDFDocument({
    size: [PAPER[paper].width, PAPER[paper].height],
    layout: layout.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: palette.name, Creator: 'Palette Library' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = textWriter(doc);
  const width = contentWidth(page);
  let top = MARGIN;
  top += writer.write(palette.name, MARGIN, top, TITLE, width, 2) + 2;
  top += writer.write(paletteSummary(palette.medium, charts.length), MARGIN, top, SUMMARY, width) + 4;
  const lightenings = new Set(charts.flatMap((chart) => (chart.strip ? [chart.strip.lightening] : [])));
  top += writer.write(howTo(lightenings), MARGIN, top, HOW_TO, width, 4) + 14;
  layout.draw(doc, writer, top);
  if (options.mixes.length > 0) {
    drawMixes(doc, writer, { page, mixes: options.mixes, washes: lighteningOf(palette.medium) === 'water' });
  }

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    drawFooter(writer, { page, name: palette.name, number: `Page ${index + 1} of ${count}` });
  }
  doc.end();
  return done;
}

const FOOTER_NOTE = 'Printed colors depend on the printer and paper; the hex is the color as saved.';
const FOOTER_GAP = 12;

/**
 * A page's footer: the printing note on the left; on the right the palette's name and the page's
 * number (issue 41): the number whole, the name cut with '…' to the room left between them.
 */
function drawFooter(writer: TTextWriter, footer: { page: TPage; name: string; number: string }): void {
  const { page, name, number } = footer;
  const y = contentBottom(page) + 12;
  const width = contentWidth(page);
  // The note takes at most three quarters of the line: on either paper that leaves the number and some of the name.
  const noteWidth = Math.min(writer.widthOf(FOOTER_NOTE, FOOTER), width * 0.75);
  writer.write(FOOTER_NOTE, MARGIN, y, FOOTER, noteWidth);
  const label = `· ${number}`;
  const labelLeft = MARGIN + width - writer.widthOf(label, FOOTER);
  const nameRight = labelLeft - writer.widthOf(' ', FOOTER);
  const nameLines = writer.lines(name, FOOTER, nameRight - (MARGIN + noteWidth + FOOTER_GAP), 1);
  const shown = nameLines.flat().map((cluster) => cluster.text);
  writer.draw(nameLines, nameRight - writer.widthOf(shown.join(''), FOOTER), y, FOOTER);
  writer.write(label, labelLeft, y, FOOTER, Number.POSITIVE_INFINITY);
}
