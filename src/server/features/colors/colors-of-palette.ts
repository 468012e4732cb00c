import { asc, eq, sql } from 'drizzle-orm';
import { perDatabase } from '#server/db/per-database.ts';
import { colors } from '#server/db/schema/index.ts';
import { colorWithLinkedFields } from './color-link';

/** A palette's color rows, grid first then working area, each in order; prepared once per database. */
export const colorsOfPalette = perDatabase((db) =>
  db
    .select(colorWithLinkedFields)
    .from(colors)
    .where(eq(colors.paletteId, sql.placeholder('paletteId')))
    .orderBy(asc(colors.isInWorkingArea), asc(colors.position), asc(colors.workingAreaPosition))
    .prepare('colors_of_palette'),
);
