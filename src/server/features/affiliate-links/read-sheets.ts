import { readdir } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Logger } from 'pino';
import { BUY_LINKS, withAssociateTag } from '#common/buy-links.ts';
import { AppError } from '#server/errors.ts';

/** One product of a manufacturer's affiliate spreadsheet, with the link it should carry. */
export interface SheetProduct {
  manufacturer: string;
  paintName: string;
  productCode: string | null;
  seriesName: string | null;
  /** The product page with the associate tag: what a matching paint or color links to. */
  link: string;
}

// Header cells are matched loosely ('Paint name', 'PAINT_NAME', 'Colour'…): people edit these sheets by hand.
const HEADERS = {
  manufacturer: ['manufacturer', 'brand'],
  paintName: ['paintname', 'name', 'colour', 'color', 'colourname', 'colorname'],
  productCode: ['productcode', 'code', 'itemnumber', 'colourcode', 'colorcode'],
  seriesName: ['series', 'seriesname', 'range', 'line'],
  asin: ['asin'],
  productUrl: ['producturl', 'url', 'link'],
} as const;
type Column = keyof typeof HEADERS;
const REQUIRED: Column[] = ['manufacturer', 'paintName', 'asin'];

const ASIN = /^[A-Z0-9]{10}$/;
const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** The product link: the sheet's product page (or the ASIN's), tagged with our associate id. */
export function productLink(options: { asin: string; productUrl: string | null; associateTag: string }): string {
  const { asin, productUrl, associateTag } = options;
  const url =
    productUrl && /^https?:\/\//i.test(productUrl) && productUrl.includes(asin)
      ? new URL(productUrl)
      : new URL(`/dp/${asin}`, BUY_LINKS.retailerOrigin);
  url.search = '';
  url.hash = '';
  return withAssociateTag(url, associateTag);
}

async function readSheet(file: string, associateTag: string, logger: Logger): Promise<SheetProduct[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('INTERNAL', `${path.basename(file)} has no worksheet.`);
  const columnOf = new Map<Column, number>();
  sheet.getRow(1).eachCell((cell, index) => {
    const key = headerKey(cell.text);
    const column = (Object.keys(HEADERS) as Column[]).find((c) => (HEADERS[c] as readonly string[]).includes(key));
    if (column) columnOf.set(column, index);
  });
  const missing = REQUIRED.filter((c) => !columnOf.has(c));
  if (missing.length) throw new AppError('INTERNAL', `${path.basename(file)} lacks the column(s) ${missing.join(', ')}.`);
  const text = (row: ExcelJS.Row, column: Column) => {
    const index = columnOf.get(column);
    const value = index ? row.getCell(index).text.trim() : '';
    return value || null;
  };
  const products: SheetProduct[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const manufacturer = text(row, 'manufacturer');
    const paintName = text(row, 'paintName');
    const asin = text(row, 'asin')?.toUpperCase() ?? '';
    if (!manufacturer || !paintName || !ASIN.test(asin)) {
      // A bad row must not take good links down with it; it is reported and skipped.
      logger.warn(
        { file: path.basename(file), line },
        'affiliate sheet row skipped: manufacturer, paint name and a 10-character ASIN are required',
      );
      return;
    }
    products.push({
      manufacturer,
      paintName,
      productCode: text(row, 'productCode'),
      seriesName: text(row, 'seriesName'),
      link: productLink({ asin, productUrl: text(row, 'productUrl'), associateTag }),
    });
  });
  return products;
}

/** Every product of every .xlsx in the folder (one spreadsheet per manufacturer). */
export async function readAffiliateSheets(options: { dir: string; associateTag: string; logger: Logger }): Promise<SheetProduct[]> {
  const { dir, associateTag, logger } = options;
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.toLowerCase().endsWith('.xlsx')).sort();
  } catch {
    throw new AppError('INTERNAL', `The affiliate spreadsheets folder ${dir} cannot be read.`);
  }
  if (names.length === 0) throw new AppError('INTERNAL', `No affiliate spreadsheets (.xlsx) in ${dir}.`);
  const sheets = await Promise.all(names.map((n) => readSheet(path.join(dir, n), associateTag, logger)));
  return sheets.flat();
}
