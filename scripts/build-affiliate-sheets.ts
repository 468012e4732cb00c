// npm run affiliate:sheets — writes data/affiliate/*.xlsx, the
// retailer spreadsheets the admin's 'Verify affiliate links' reads (issue 6), for the catalogue's
// first three watercolor manufacturers. The ASINs are illustrative, derived from each paint's
// identity so a rebuild gives the same files: replace the sheets with the retailer's real exports
// in production (same columns). About one paint in eight is left out, as a retailer's range never
// matches a manufacturer's chart, so the verification has links to remove.
import './require-node.mjs';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHEETS = [
  { file: 'daniel-smith.xlsx', sources: ['daniel-smith-extra-fine.csv'] },
  { file: 'winsor-newton.xlsx', sources: ['winsor-newton-professional.csv', 'winsor-newton-cotman.csv'] },
  { file: 'schmincke.xlsx', sources: ['schmincke-horadam.csv'] },
];

interface CatalogueRow {
  paint_name: string;
  manufacturer: string;
  series_name: string;
  product_code: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function asinOf(row: CatalogueRow): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const bytes = digest(`${row.manufacturer}|${row.series_name}|${row.paint_name}`);
  return `B0${Array.from(bytes.subarray(0, 8), (b) => alphabet[b % alphabet.length]).join('')}`;
}

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function main() {
  for (const sheet of SHEETS) {
    const workbook = new ExcelJS.Workbook();
    // A fixed date keeps rebuilt files identical when the catalogue has not changed.
    workbook.created = workbook.modified = new Date('2026-11-01T00:00:00Z');
    const products = workbook.addWorksheet('Products');
    products.columns = [
      { header: 'Manufacturer', key: 'manufacturer', width: 18 },
      { header: 'Paint Name', key: 'paintName', width: 36 },
      { header: 'Series', key: 'series', width: 26 },
      { header: 'Product Code', key: 'productCode', width: 14 },
      { header: 'ASIN', key: 'asin', width: 13 },
      { header: 'Product URL', key: 'productUrl', width: 80 },
    ];
    let count = 0;
    for (const source of sheet.sources) {
      const rows = parse(await readFile(path.join(ROOT, 'data/paints', source)), { columns: true, bom: true }) as CatalogueRow[];
      for (const row of rows) {
        if ((digest(row.paint_name)[0] ?? 0) % 8 === 0) continue;
        const asin = asinOf(row);
        products.addRow({
          manufacturer: row.manufacturer,
          paintName: row.paint_name,
          series: row.series_name,
          productCode: row.product_code,
          asin,
          productUrl: `https://www.amazon.com/${slug(`${row.manufacturer} ${row.series_name} ${row.paint_name}`)}/dp/${asin}`,
        });
        count += 1;
      }
    }
    await workbook.xlsx.writeFile(path.join(ROOT, 'data/affiliate', sheet.file));
    process.stdout.write(`${sheet.file}: ${count} products\n`);
  }
}

void main();
