import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** One data row of a catalogue file, with the line (CSV) or row (XLSX) a person would look for. */
export interface TableRecord {
  line: number;
  cells: string[];
}

export interface Table {
  header: string[];
  records: TableRecord[];
}

/** The file cannot be read as a table at all (unbalanced quotes, no sheet): nothing of it is imported. */
export class UnreadableFileError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'UnreadableFileError';
  }
}

function readCsv(file: string, content: Buffer): TableRecord[] {
  // csv-parse counts a CRLF as two lines; plain LF keeps its line numbers right.
  const text = content.toString('utf8').replace(/\r\n?/g, '\n');
  try {
    // With `info`, each record comes as { record, info }; the library's types only know string[][].
    const parsed = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as Array<{
      record: string[];
      info: { lines: number };
    }>;
    // `lines` is where a record ends; a quoted field may span lines, so step back over them.
    return parsed.map(({ record, info }) => ({ line: info.lines - record.join('').split('\n').length + 1, cells: record }));
  } catch (error) {
    throw new UnreadableFileError(file, error instanceof Error ? error.message : String(error));
  }
}

/**
 * A cell as the spreadsheet shows it. A whole number in a zero-padded format ('000') is shown
 * padded: product codes such as W&N's '004' are kept that way, and ExcelJS's text would drop the zeros.
 */
function cellText(cell: ExcelJS.Cell): string {
  const padded = /^0+$/.exec(cell.numFmt ?? '');
  if (typeof cell.value === 'number' && padded && Number.isInteger(cell.value) && cell.value >= 0) {
    return String(cell.value).padStart(padded[0].length, '0');
  }
  return cell.text;
}

/** The first worksheet, header in its first row; cells as the spreadsheet shows them. */
async function readXlsx(file: string, content: Buffer): Promise<TableRecord[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS's types name an older Buffer than Node's own.
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch (error) {
    throw new UnreadableFileError(file, error instanceof Error ? error.message : String(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFileError(file, 'the workbook has no worksheet');
  const records: TableRecord[] = [];
  sheet.eachRow((row, line) => {
    const cells = Array.from({ length: sheet.columnCount }, (_, index) => cellText(row.getCell(index + 1)));
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line, cells });
  });
  return records;
}

/**
 * A catalogue file (CSV or XLSX, by its name) as a header and its data rows, cells trimmed: read
 * from disk, or (issue 42: a maker's chart sent to the admin panel) from the bytes given.
 */
export async function readTable(file: string, content?: Buffer): Promise<Table> {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.csv' && extension !== '.xlsx') throw new UnreadableFileError(file, 'only .csv and .xlsx files can be imported');
  const bytes = content ?? (await readFile(file));
  const [first, ...records] = extension === '.csv' ? readCsv(file, bytes) : await readXlsx(file, bytes);
  if (!first) throw new UnreadableFileError(file, 'the file is empty');
  const trimmed = (record: TableRecord) => ({ line: record.line, cells: record.cells.map((cell) => cell.trim()) });
  return { header: trimmed(first).cells.map((name) => name.toLowerCase()), records: records.map(trimmed) };
}
