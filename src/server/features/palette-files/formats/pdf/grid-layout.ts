import { LIMITS } from '#common/constants.ts';
import type { TChartColor } from './colors';
import { contentBottom, contentWidth, HEADING_HEIGHT, HEADING_SIZE, MARGIN, type TChartLayout, type TPage } from './page';
import { drawEmptyPlace, drawSquares, drawValueChip, INK, MUTED, squaresHeight } from './swatches';
import { lineHeight, type TTextWriter } from './text';

// Issue 25: the chart as the palette page sets it out: the grid's rows and columns, slot by slot
// (empty slots dashed), then the working area's six columns down to its last row in use. Every cell
// of an area has one size: its squares, then the name (two lines), maker, pigments, value and hex.

const wa = LIMITS.workingArea;
const GAP = 8;
/** The widest a cell grows (a palette of few columns): its squares are then about 32 mm. */
const MAX_CELL = 190;
/** The narrowest cells are made to keep a chart on one sheet: squares of about 12 mm. */
const ONE_PAGE_CELL = 70;
const ROW_GAP = 10;
// DejaVu Sans's 'L* 100' and '#FFFFFF' with a chip before and a space between, in ems: under this
// many ems of cell width, the hex goes on a line of its own.
const VALUE_LINE_EMS = 10.5;

interface TCell {
  width: number;
  square: number;
  squareGap: number;
  strip: number | null;
  namePt: number;
  factsPt: number;
  /** Lines for the maker and the pigments: none in a narrow cell. */
  factLines: 0 | 2;
  valueLines: 1 | 2;
  height: number;
}

interface TArea {
  heading: string;
  columns: number;
  cells: number;
  byCell: ReadonlyMap<number, TChartColor>;
  cell: TCell;
}

function cellOf(width: number, withStrips: boolean): TCell {
  const squareGap = Math.max(3, width * 0.04);
  const square = (width - squareGap) / 2;
  const strip = withStrips ? Math.max(5, square * 0.28) : null;
  const namePt = width >= 120 ? 9 : width >= 85 ? 8 : width >= 60 ? 7 : 6;
  const factsPt = Math.max(5, namePt - 1.5);
  // A narrow cell (a palette of many columns) keeps what tells its paints apart: name, value and hex.
  const factLines = width >= 60 ? 2 : 0;
  const valueLines = width >= VALUE_LINE_EMS * factsPt ? 1 : 2;
  const text = 2 * lineHeight(namePt) + 1 + (factLines + valueLines) * lineHeight(factsPt);
  return {
    width,
    square,
    squareGap,
    strip,
    namePt,
    factsPt,
    factLines,
    valueLines,
    height: squaresHeight({ size: square, strip }) + 3 + text,
  };
}

function areasOf(palette: { rows: number; columns: number }, charts: readonly TChartColor[], page: TPage, maxCell: number): TArea[] {
  const width = contentWidth(page);
  const cellWidth = (columns: number) => Math.min(maxCell, (width - GAP * (columns - 1)) / columns);
  const grid = charts.filter((chart) => !chart.color.isInWorkingArea);
  const aside = charts.filter((chart) => chart.color.isInWorkingArea);
  const areas: TArea[] = [
    {
      heading: `Palette grid · ${palette.rows} ${palette.rows === 1 ? 'row' : 'rows'} × ${palette.columns} ${palette.columns === 1 ? 'column' : 'columns'}`,
      columns: palette.columns,
      cells: palette.rows * palette.columns,
      byCell: new Map(grid.map((chart) => [chart.color.position ?? 0, chart])),
      cell: cellOf(
        cellWidth(palette.columns),
        grid.some((chart) => chart.strip),
      ),
    },
  ];
  if (aside.length === 0) return areas;
  const byCell = new Map(aside.map((chart) => [chart.color.workingAreaPosition ?? 0, chart]));
  const lastRow = Math.floor(Math.max(...byCell.keys()) / wa.columns);
  const gridCell = areas[0]?.cell.width ?? maxCell;
  areas.push({
    heading: 'Working area',
    columns: wa.columns,
    cells: (lastRow + 1) * wa.columns,
    byCell,
    cell: cellOf(
      Math.min(gridCell, cellWidth(wa.columns)),
      aside.some((chart) => chart.strip),
    ),
  });
  return areas;
}

interface TPlacement {
  page: number;
  y: number;
}

/** Where each area's heading and rows go, page by page: a row never splits, a heading never ends a page. */
function paginate(areas: readonly TArea[], page: TPage, firstTop: number) {
  let pageIndex = 0;
  let y = firstTop;
  const headings: Array<TPlacement & { text: string }> = [];
  const rows: Array<TPlacement & { area: TArea; row: number }> = [];
  for (const area of areas) {
    const rowCount = Math.ceil(area.cells / area.columns);
    for (let row = 0; row < rowCount; row += 1) {
      const needed = (row === 0 ? HEADING_HEIGHT : 0) + area.cell.height;
      if (y + needed > contentBottom(page) && y > MARGIN) {
        pageIndex += 1;
        y = MARGIN;
        if (row > 0) {
          headings.push({ page: pageIndex, y, text: `${area.heading} (continued)` });
          y += HEADING_HEIGHT;
        }
      }
      if (row === 0) {
        headings.push({ page: pageIndex, y, text: area.heading });
        y += HEADING_HEIGHT;
      }
      rows.push({ page: pageIndex, y, area, row });
      y += area.cell.height + ROW_GAP;
    }
    y += ROW_GAP;
  }
  return { headings, rows, pages: pageIndex + 1 };
}

function drawCell(doc: PDFKit.PDFDocument, writer: TTextWriter, x: number, y: number, cell: TCell, chart: TChartColor | undefined): void {
  if (!chart) {
    drawEmptyPlace(doc, x, y, cell.width, cell.square);
    return;
  }
  drawSquares(doc, { x, y, size: cell.square, gap: cell.squareGap, strip: cell.strip }, chart);
  const { color } = chart;
  const facts = { size: cell.factsPt, weight: 'regular', color: MUTED } as const;
  let top = y + squaresHeight({ size: cell.square, strip: cell.strip }) + 3;
  // The cell keeps room for two lines of name; a name of one line has its facts right under it.
  top += writer.write(color.paintName, x, top, { size: cell.namePt, weight: 'bold', color: INK }, cell.width, 2) + 1;
  for (const line of cell.factLines > 0 ? [color.manufacturer, chart.pigments] : []) {
    if (line) top += writer.write(line, x, top, facts, cell.width);
  }
  const chip = cell.factsPt;
  drawValueChip(doc, x, top + 0.1 * chip, chip, chart.grey);
  const valueX = x + chip * 1.4;
  const value = { ...facts, color: INK };
  const valueWidth = writer.widthOf(chart.lightness, value);
  writer.write(chart.lightness, valueX, top, value, cell.width);
  if (cell.valueLines === 1) writer.write(color.hexCode, valueX + valueWidth + cell.factsPt, top, value, cell.width);
  else writer.write(color.hexCode, x, top + lineHeight(cell.factsPt), value, cell.width);
}

/**
 * The grid layout: cells as large as MAX_CELL allows, smaller (down to ONE_PAGE_CELL) when that
 * puts the whole chart on one sheet; pages turned the way that takes fewer of them, then the way
 * with larger cells.
 */
export function gridLayout(
  palette: { rows: number; columns: number },
  charts: readonly TChartColor[],
  paper: TPage,
  titleAllowance: number,
): TChartLayout {
  const plan = (page: TPage, maxCell: number) => {
    const areas = areasOf(palette, charts, page, maxCell);
    return { page, areas, pages: paginate(areas, page, MARGIN + titleAllowance).pages };
  };
  const planFor = (page: TPage) => {
    const full = plan(page, MAX_CELL);
    if (full.pages === 1) return full;
    for (let maxCell = MAX_CELL - 10; maxCell >= ONE_PAGE_CELL; maxCell -= 10) {
      const smaller = plan(page, maxCell);
      if (smaller.pages === 1) return smaller;
    }
    return full;
  };
  const [upright, landscape] = [planFor(paper), planFor({ width: paper.height, height: paper.width })];
  const cellWidth = (choice: typeof upright) => choice.areas[0]?.cell.width ?? 0;
  const chosen =
    landscape.pages < upright.pages || (landscape.pages === upright.pages && cellWidth(landscape) > cellWidth(upright) + 1)
      ? landscape
      : upright;
  return {
    landscape: chosen === landscape,
    draw(doc, writer, top) {
      const { headings, rows } = paginate(chosen.areas, chosen.page, top);
      let current = 0;
      const toPage = (index: number) => {
        while (current < index) {
          doc.addPage();
          current += 1;
        }
      };
      const items = [
        ...headings.map((heading) => ({ ...heading, kind: 'heading' as const })),
        ...rows.map((row) => ({ ...row, kind: 'row' as const })),
      ];
      items.sort((a, b) => a.page - b.page || a.y - b.y);
      for (const item of items) {
        toPage(item.page);
        if (item.kind === 'heading') {
          writer.write(item.text, MARGIN, item.y, { size: HEADING_SIZE, weight: 'bold', color: INK }, contentWidth(chosen.page));
          continue;
        }
        const { area, row, y } = item;
        for (let column = 0; column < area.columns; column += 1) {
          const index = row * area.columns + column;
          if (index >= area.cells) break;
          drawCell(doc, writer, MARGIN + column * (area.cell.width + GAP), y, area.cell, area.byCell.get(index));
        }
      }
    },
  };
}
