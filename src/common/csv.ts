/** A CSV column: its header, and the cell it writes for a row. */
export type CsvColumn<T> = readonly [string, (row: T) => string | null];

/**
 * A cell as RFC 4180 writes it (quoted when it holds a comma, quote or line break). A cell a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first: OWASP's CSV injection rule) is
 * given a leading apostrophe, which spreadsheets show as text; an import takes it off again.
 */
function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A header row and one row per item, lines ended by CRLF (RFC 4180). For Excel (`excel`), a UTF-8
 * byte order mark first: without it Excel on Windows reads the file in the system's code page and
 * garbles every name beyond ASCII.
 */
export function csvOf<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[], options: { excel: boolean }): string {
  const lines = [columns.map(([name]) => name), ...rows.map((row) => columns.map(([, value]) => value(row)))];
  const text = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  return options.excel ? `\uFEFF${text}` : text;
}
