import { LIGHTENING_TEXTS } from '#common/mix-texts.ts';
import type { TChartColor } from './colors';
import { contentBottom, contentWidth, HEADING_HEIGHT, HEADING_SIZE, MARGIN, type TChartLayout, type TPage } from './page';
import { drawSquares, drawValueChip, INK, MUTED, STRIP_GAP, squaresHeight } from './swatches';
import { lineHeight, type TTextStyle, type TTextWriter } from './text';

// Issue 25: one card per color, down the page: a 32 mm printed swatch beside a 32 mm square to
// paint the tube in (a painter's test swatch wants room for a brushstroke), a watercolor's wash
// strip (a gouache's tint strip) under them, each step labelled, and beside them all the chart knows of the color.

const MM = 72 / 25.4;
const SQUARE = 32 * MM;
const SQUARE_GAP = 6;
const STRIP = 9 * MM;
const TEXT_GAP = 14;
const CARD_GAP = 12;
const LABEL_PT = 6.5;

const NAME: Omit<TTextStyle, 'color'> = { size: 12, weight: 'bold' };
const FACTS: Omit<TTextStyle, 'color'> = { size: 9, weight: 'regular' };
const VALUE_PT = 10;

/** A card's text, set to the text column's width before anything is drawn (a card never splits). */
function cardText(writer: TTextWriter, chart: TChartColor, width: number) {
  const { color } = chart;
  const name = writer.lines(color.paintName, NAME, width, 3);
  const facts = [
    color.manufacturer,
    chart.pigments && `Pigments ${chart.pigments}`,
    color.seriesName && `Series ${color.seriesName}`,
    chart.ratings,
  ]
    .filter((line): line is string => Boolean(line))
    .map((line) => writer.lines(line, FACTS, width, 2));
  const height =
    name.length * lineHeight(NAME.size) +
    3 +
    facts.reduce((sum, lines) => sum + lines.length * lineHeight(FACTS.size), 0) +
    6 +
    lineHeight(VALUE_PT) * 1.6 +
    lineHeight(FACTS.size);
  return { name, facts, height };
}

function drawCard(
  doc: PDFKit.PDFDocument,
  writer: TTextWriter,
  chart: TChartColor,
  text: ReturnType<typeof cardText>,
  page: TPage,
  y: number,
): void {
  const strip = chart.strip ? STRIP : null;
  drawSquares(doc, { x: MARGIN, y, size: SQUARE, gap: SQUARE_GAP, strip }, chart);
  if (chart.strip) {
    const labels = LIGHTENING_TEXTS[chart.strip.lightening].steps;
    const step = SQUARE / labels.length;
    labels.forEach((label, index) => {
      writer.write(
        label,
        MARGIN + index * step + 2,
        y + SQUARE + STRIP_GAP + STRIP + 2,
        { size: LABEL_PT, weight: 'regular', color: MUTED },
        step,
      );
    });
  }
  const x = MARGIN + 2 * SQUARE + SQUARE_GAP + TEXT_GAP;
  const width = contentWidth(page) - (x - MARGIN);
  let top = y + writer.draw(text.name, x, y, { ...NAME, color: INK }) + 3;
  for (const lines of text.facts) top += writer.draw(lines, x, top, { ...FACTS, color: MUTED });
  top += 6;
  const chip = lineHeight(VALUE_PT) * 1.4;
  drawValueChip(doc, x, top, chip, chart.grey);
  const value = { size: VALUE_PT, weight: 'regular', color: INK } as const;
  const valueTop = top + (chip - lineHeight(VALUE_PT)) / 2;
  const lightnessWidth = writer.widthOf(chart.lightness, value);
  writer.write(chart.lightness, x + chip + 6, valueTop, value, width);
  writer.write(chart.color.hexCode, x + chip + 6 + lightnessWidth + 14, valueTop, value, width);
  writer.write(chart.place, x, top + chip + 3, { ...FACTS, color: MUTED }, width);
}

/** The card layout: upright pages, the grid's colors in slot order, then the working area's, each area under its heading. */
export function cardLayout(charts: readonly TChartColor[], paper: TPage): TChartLayout {
  return {
    landscape: false,
    draw(doc, writer, firstTop) {
      const textX = 2 * SQUARE + SQUARE_GAP + TEXT_GAP;
      const areas = [
        { heading: 'Palette grid', charts: charts.filter((chart) => !chart.color.isInWorkingArea) },
        { heading: 'Working area', charts: charts.filter((chart) => chart.color.isInWorkingArea) },
      ].filter((area) => area.charts.length > 0);
      let y = firstTop;
      for (const area of areas) {
        area.charts.forEach((chart, index) => {
          const text = cardText(writer, chart, contentWidth(paper) - textX);
          const squares = squaresHeight({ size: SQUARE, strip: chart.strip ? STRIP : null }) + (chart.strip ? lineHeight(LABEL_PT) + 2 : 0);
          const height = Math.max(squares, text.height);
          const heading = index === 0 ? HEADING_HEIGHT : 0;
          if (y + heading + height > contentBottom(paper) && y > MARGIN) {
            doc.addPage();
            y = MARGIN;
          }
          if (index === 0 || y === MARGIN) {
            writer.write(
              index === 0 ? area.heading : `${area.heading} (continued)`,
              MARGIN,
              y,
              { size: HEADING_SIZE, weight: 'bold', color: INK },
              contentWidth(paper),
            );
            y += HEADING_HEIGHT;
          }
          drawCard(doc, writer, chart, text, paper, y);
          y += height + CARD_GAP;
        });
        y += CARD_GAP;
      }
    },
  };
}
