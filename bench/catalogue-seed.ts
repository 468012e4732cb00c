// The catalogue the benches search: the real one (data/paints, else the test fixtures), imported,
// then grown with synthesised variations of its rows to the size a bench asks for.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** The catalogue's files: the real one, else the test fixtures. */
export function catalogueFiles(): string[] {
  const real = path.resolve('data/paints');
  const dir = readdirSync(real).some((name) => name.endsWith('.csv')) ? real : path.resolve('src/server/features/paints/fixtures');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.csv') && name !== 'bad-rows.csv')
    .map((name) => path.join(dir, name));
}

// How makers vary a colour's name; one copy in twelve keeps the name as it is (many makers sell a 'Burnt Sienna').
const NAME_VARIANTS = ['', 'Deep', 'Light', 'Hue', 'Pale', 'Warm', 'Cool', 'Bright', 'Dark', 'Permanent', 'Extra', 'Rich'];

/**
 * Copies of the imported rows under further makers' names until the catalogue holds `size` paints,
 * each named with a variant word ('French Ultramarine Deep') chosen by maker and row, so the
 * distinct names, which misspellings are compared with, grow with the catalogue.
 */
export async function growTo(database: Database, size: number) {
  const variants = sql`array[${sql.join(
    NAME_VARIANTS.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  await database.db.execute(sql`
    insert into paints (paint_name, manufacturer, series_name, product_code, pigment_codes, default_hex_code, medium,
      lightfastness, opacity, granulation, staining, source)
    select trim(b.paint_name || ' ' || (${variants})[1 + (v * 7 + b.r) % ${NAME_VARIANTS.length}]), 'Maker ' || v, b.series_name,
      b.product_code, b.pigment_codes, b.default_hex_code, b.medium,
      b.lightfastness, b.opacity, b.granulation, b.staining, 'synthesised for a bench'
    from (select *, row_number() over (order by id) as r from paints where source <> 'synthesised for a bench') b,
      generate_series(1, ${size} / (select count(*) from paints where source <> 'synthesised for a bench') + 1) v
    order by v, b.id
    limit greatest(0, ${size} - (select count(*) from paints))
    on conflict do nothing`);
  // What the import does after writing (import-catalogue.ts): the misspelling vocabulary and statistics.
  await database.db.execute(sql`refresh materialized view paint_names`);
  await database.db.execute(sql`analyze`);
}
