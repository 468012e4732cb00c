import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A text as a PDF reader finds it: its string, where its baseline starts (points from the page's top left) and its font's name. */
export interface TPdfText {
  str: string;
  x: number;
  y: number;
  font: string;
}

/** A drawn path: how it was painted, in which colors (lower-case hex), and its box (points from the top left). */
export interface TPdfShape {
  paint: 'fill' | 'stroke' | 'fillStroke';
  fill: string;
  stroke: string;
  dashed: boolean;
  box: { x: number; y: number; width: number; height: number };
}

export interface TPdfPage {
  width: number;
  height: number;
  texts: TPdfText[];
  shapes: TPdfShape[];
}

const PAINTS = new Map<number, TPdfShape['paint']>([
  [OPS.fill, 'fill'],
  [OPS.eoFill, 'fill'],
  [OPS.stroke, 'stroke'],
  [OPS.fillStroke, 'fillStroke'],
]);

/**
 * Every page of a PDF as pdf.js (an independent reader) reads it: texts with their fonts, and
 * painted paths with their colors and boxes. Paths are read in the page's drawing coordinates,
 * which pdfkit turns to run from the top left.
 */
export async function readPdf(bytes: Uint8Array): Promise<TPdfPage[]> {
  // fontExtraProperties: pdf.js 6 keeps a loaded font's name (the subset tag and PostScript name) only on request.
  const pdf = await getDocument({ data: bytes, fontExtraProperties: true }).promise;
  const pages: TPdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const operations = await page.getOperatorList();
    const shapes: TPdfShape[] = [];
    let fill = '#000000';
    let stroke = '#000000';
    let dashed = false;
    operations.fnArray.forEach((fn, index) => {
      const args = operations.argsArray[index] as unknown[];
      if (fn === OPS.setFillRGBColor) fill = String(args[0]);
      if (fn === OPS.setStrokeRGBColor) stroke = String(args[0]);
      if (fn === OPS.setDash) dashed = (args[0] as number[]).length > 0;
      const paint = fn === OPS.constructPath ? PAINTS.get(args[0] as number) : undefined;
      if (!paint) return;
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = Array.from(args[2] as ArrayLike<number>);
      shapes.push({ paint, fill, stroke, dashed, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } });
    });
    const content = await page.getTextContent();
    const texts = content.items.flatMap((item) => {
      if (!('str' in item) || !item.str.trim()) return [];
      const font = page.commonObjs.has(item.fontName) ? ((page.commonObjs.get(item.fontName) as { name?: string }).name ?? '') : '';
      return [{ str: item.str, x: item.transform[4] as number, y: height - (item.transform[5] as number), font }];
    });
    pages.push({ width, height, texts, shapes });
  }
  return pages;
}

/** A page's text, word by word, whatever the lines and runs it was set in. */
export const wordsOf = (page: TPdfPage) => page.texts.map((text) => text.str).join(' ');
