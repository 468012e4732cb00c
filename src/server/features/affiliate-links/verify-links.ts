import { type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TAffiliateReport } from '#common/schemas/admin.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { readAffiliateSheets, type SheetProduct } from './read-sheets';

// Names and codes are compared by their letters and digits only: 'Quinacridone Rose' matches
// 'quinacridone-rose', 'W&N' stays distinct from 'WN' no more than people expect.
const key = (value: SQL) => sql`regexp_replace(lower(coalesce(${value}, '')), '[^a-z0-9]+', '', 'g')`;

// An Amazon product page, whatever its host or slug: a link to one product. Anything else (a
// search, a store front, a brand's page) is generic.
const PRODUCT_PAGE = String.raw`^https?://([a-z0-9-]+\.)*amazon\.[a-z.]+/(.*/)?(dp|gp/product)/[A-Z0-9]{10}`;

function sheetValues(products: SheetProduct[]): SQL {
  const rows = products.map(
    (p) =>
      sql`(${key(sql`${p.manufacturer}::text`)}, ${key(sql`${p.paintName}::text`)}, ${key(sql`${p.productCode}::text`)}, ${key(sql`${p.seriesName}::text`)}, ${p.link}::text)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as s(manufacturer_key, name_key, code_key, series_key, link)`;
}

/**
 * Verdicts for one table: each row's target link from the sheets (same manufacturer, then the
 * product code, else the name; the series breaks ties) and whether its current link is right,
 * generic ('updated') or another product's / a product no longer sold ('mismatch'). Rows of
 * manufacturers without a spreadsheet are not judged: nothing here says their links are wrong.
 */
async function verifyTable(
  tx: Pick<Db, 'execute'>,
  options: { table: 'paints' | 'colors'; sheet: SQL; fillMissing: boolean },
): Promise<{ updated: number; mismatches: number }> {
  const { table, sheet, fillMissing } = options;
  const t = sql.raw(table);
  const code = table === 'paints' ? sql.raw('r.product_code') : sql`null::text`;
  // Each row's keys are worked out once and joined to the sheet's by equality (a hash join on the
  // maker): comparing every row with every product by regular expression took seconds.
  const result = await tx.execute(sql`
    with sheet as (select * from ${sheet}),
    keyed as (
      select r.id, r.affiliate_link as current, ${key(sql.raw('r.manufacturer'))} as manufacturer_key,
        ${key(code)} as code_key, ${key(sql.raw('r.paint_name'))} as name_key, ${key(sql.raw('r.series_name'))} as series_key
      from ${t} r
      ${fillMissing ? sql`` : sql`where r.affiliate_link is not null`}
    ),
    matched as (
      select distinct on (k.id) k.id, s.link as target
      from keyed k
      join sheet s on s.manufacturer_key = k.manufacturer_key
        and ((s.code_key <> '' and s.code_key = k.code_key) or s.name_key = k.name_key)
      order by k.id, (s.code_key <> '' and s.code_key = k.code_key) desc, (s.series_key = k.series_key) desc, s.link
    ),
    candidates as (
      select k.id, k.current, m.target
      from keyed k left join matched m on m.id = k.id
      where k.manufacturer_key in (select manufacturer_key from sheet)
    ),
    judged as (
      select id, target,
        case
          when current is not distinct from target then null
          when target is null then 'mismatch'
          when current is null then 'updated'
          when current ~* ${PRODUCT_PAGE} then 'mismatch'
          else 'updated'
        end as verdict
      from candidates
    ),
    changed as (
      update ${t} r set affiliate_link = j.target, updated_at = now()
      from judged j
      where r.id = j.id and j.verdict is not null
      returning j.verdict
    )
    select count(*) filter (where verdict = 'updated')::int as updated,
           count(*) filter (where verdict = 'mismatch')::int as mismatches
    from changed`);
  const [row] = (result as { rows: Array<{ updated: number; mismatches: number }> }).rows;
  return row ?? { updated: 0, mismatches: 0 };
}

/**
 * Spec §2 Affiliate Links tab: loads the manufacturers' spreadsheets and puts every affiliate link
 * of the catalogue and of users' colors right, in one transaction. Generic links become the
 * product's tagged link (linksUpdated; catalogue paints without a link get one too); links to
 * another product, without our tag, or to a product the sheets no longer list are corrected or
 * removed (mismatchesResolved). A second run finds nothing to change.
 */
export async function verifyAffiliateLinks(options: {
  db: Db;
  dataDir: string;
  associateTag: string | null;
  logger: Logger;
}): Promise<TAffiliateReport> {
  const { db, dataDir, associateTag, logger } = options;
  if (!associateTag) throw new AppError('CONFLICT', 'Set AFFILIATE_ASSOCIATE_TAG before verifying affiliate links.');
  const products = await readAffiliateSheets({ dir: dataDir, associateTag, logger });
  if (products.length === 0) throw new AppError('CONFLICT', 'The affiliate spreadsheets list no products.');
  const sheet = sheetValues(products);
  const report = await inTransaction(db, async (tx) => {
    const paints = await verifyTable(tx, { table: 'paints', sheet, fillMissing: true });
    const colors = await verifyTable(tx, { table: 'colors', sheet, fillMissing: false });
    return { linksUpdated: paints.updated + colors.updated, mismatchesResolved: paints.mismatches + colors.mismatches };
  });
  logger.info({ products: products.length, ...report }, 'affiliate links verified');
  return report;
}
