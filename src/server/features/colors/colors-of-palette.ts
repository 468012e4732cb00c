import { asc, eq, sql } from 'drizzle-orm';
import { perDatabase } from '../../db/per-database';
import { colors } from '../../db/schema';
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
