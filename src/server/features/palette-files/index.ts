// A palette as files for other tools, and colors from one (issue 15): export and import. The CSV
// dialect is also the studio inventory's (issue 28), which reads and writes it with its own columns.

// Issue 30: "Download my data" puts each of a person's palettes in its ZIP as these files.
export { exportOwnPalettes } from './export-palette';
export { PAINT_COLUMNS } from './formats/csv';
export { type ExtraColumns, readPaintsCsv } from './formats/csv-import';
export { paletteFileRoutes } from './routes';
