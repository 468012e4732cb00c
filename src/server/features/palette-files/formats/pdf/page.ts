import type { TTextWriter } from './text';

/** The page's margins all round (half an inch: inside what any office printer can print). */
export const MARGIN = 36;

/** A page's size in points and where its content may go. */
export interface TPage {
  width: number;
  height: number;
}

export const contentWidth = (page: TPage) => page.width - 2 * MARGIN;
export const contentBottom = (page: TPage) => page.height - MARGIN;

/** What a layout gives the chart: which way its pages turn, and how to draw it from under the title block. */
export interface TChartLayout {
  landscape: boolean;
  draw(doc: PDFKit.PDFDocument, writer: TTextWriter, top: number): void;
}

/** An area's heading ('Palette grid', 'Working area'): its height, a little space under it included. */
export const HEADING_SIZE = 10;
export const HEADING_HEIGHT = 20;
