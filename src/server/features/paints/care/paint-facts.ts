import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CATALOGUE_FACTS,
  type TAdminCataloguePaint,
  type TCatalogueFact,
  type TEditPaintFactsRequest,
  type TPaintFactEdit,
} from '#common/schemas/catalogue-care.ts';
import type { SessionUser } from '#server/app-env.ts';
import type { Db } from '#server/db/client.ts';
import { paintFactEdits, paints, pigments, users } from '#server/db/schema/index.ts';
import { inTransaction, type Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { EDITABLE_PAINT_COLUMNS } from '../import/upsert-catalogue';
import { assertMayKeepCatalogue } from '../policy';

/** The column of paints each fact is stored in (the import holds back the ones named in edited_facts). */
const COLUMN_OF = {
  paintName: 'paint_name',
  productCode: 'product_code',
  pigmentCodes: 'pigment_codes',
  hexCode: 'default_hex_code',
  lightfastness: 'lightfastness',
  opacity: 'opacity',
  granulation: 'granulation',
  staining: 'staining',
} as const satisfies Record<TCatalogueFact, (typeof EDITABLE_PAINT_COLUMNS)[number]>;
const FACT_OF = new Map<string, TCatalogueFact>(CATALOGUE_FACTS.map((fact) => [COLUMN_OF[fact], fact]));

type FactValue = string | string[] | null;

const PAINT_ROW = {
  id: paints.id,
  manufacturer: paints.manufacturer,
  seriesName: paints.seriesName,
  medium: paints.medium,
  paintName: paints.paintName,
  productCode: paints.productCode,
  pigmentCodes: paints.pigmentCodes,
  hexCode: sql<string | null>`coalesce(${paints.hexCode}, ${paints.defaultHexCode})`,
  lightfastness: paints.lightfastness,
  opacity: paints.opacity,
  granulation: paints.granulation,
  staining: paints.staining,
  source: paints.source,
  editedFacts: paints.editedFacts,
  importKey: paints.importKey,
};

async function readPaint(db: Db | Tx, id: string, options: { lock: boolean }) {
  const query = db.select(PAINT_ROW).from(paints).where(eq(paints.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'No such paint in the catalogue.');
  return row;
}

function toAdminPaint({ importKey: _key, editedFacts, ...row }: Awaited<ReturnType<typeof readPaint>>): TAdminCataloguePaint {
  return { ...row, editedFacts: editedFacts.flatMap((column) => FACT_OF.get(column) ?? []) };
}

/** A catalogue paint's facts, and which an admin has fixed. */
export async function adminPaint(options: { db: Db; actor: SessionUser; id: string }): Promise<TAdminCataloguePaint> {
  assertMayKeepCatalogue(options.actor);
  return toAdminPaint(await readPaint(options.db, options.id, { lock: false }));
}

/** As the import refuses a row naming a pigment the pigment table lacks, so is a fix. */
async function assertKnownPigments(tx: Tx, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  const known = new Set(
    (
      await tx
        .select({ code: pigments.code })
        .from(pigments)
        .where(inArray(pigments.code, [...codes]))
    ).map((p) => p.code),
  );
  const unknown = codes.find((code) => !known.has(code));
  if (unknown) throw new AppError('BAD_REQUEST', `pigmentCodes: ${unknown} is not in the pigment table`);
}

const same = (a: FactValue, b: FactValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Issue 42: an admin's fix of a paint's facts, in one transaction with its history row. Only the
 * facts that change are written, recorded (before and after) and held against later imports
 * (edited_facts); the paint keeps the key the files know it by (import_key), so a fixed name or
 * product code is still found by the next import. A fixed hex is the paint's colour: an editorial
 * override of it is dropped. The write gives the catalogue a new revision (migration 0028).
 */
export async function editPaintFacts(options: {
  db: Db;
  actor: SessionUser;
  id: string;
  request: TEditPaintFactsRequest;
}): Promise<TAdminCataloguePaint> {
  const { db, actor, id, request } = options;
  assertMayKeepCatalogue(actor);
  return inTransaction(db, async (tx) => {
    const row = await readPaint(tx, id, { lock: true });
    await assertKnownPigments(tx, request.pigmentCodes);
    const changed = CATALOGUE_FACTS.filter((fact) => !same(row[fact], request[fact]));
    if (changed.length === 0) return toAdminPaint(row);
    const pick = (source: Record<TCatalogueFact, FactValue>) => Object.fromEntries(changed.map((fact) => [fact, source[fact]]));
    const edited = [...new Set([...row.editedFacts, ...changed.map((fact) => COLUMN_OF[fact])])];
    await tx
      .update(paints)
      .set({
        paintName: request.paintName,
        productCode: request.productCode,
        pigmentCodes: request.pigmentCodes,
        ...(changed.includes('hexCode') ? { defaultHexCode: request.hexCode, hexCode: null } : {}),
        lightfastness: request.lightfastness,
        opacity: request.opacity,
        granulation: request.granulation,
        staining: request.staining,
        editedFacts: edited,
        importKey: row.importKey ?? row.productCode ?? row.paintName,
        updatedAt: sql`now()`,
      })
      .where(eq(paints.id, id));
    await tx
      .insert(paintFactEdits)
      .values({ paintId: id, editorId: actor.id, before: pick(row), after: pick(request), source: request.source });
    return toAdminPaint(await readPaint(tx, id, { lock: false }));
  });
}

/** The fixes of a paint's facts, newest first, each with its admin's display name. */
export async function paintFactHistory(options: { db: Db; actor: SessionUser; id: string }): Promise<TPaintFactEdit[]> {
  const { db, actor, id } = options;
  assertMayKeepCatalogue(actor);
  await readPaint(db, id, { lock: false });
  const rows = await db
    .select({
      id: paintFactEdits.id,
      editor: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
      editedAt: paintFactEdits.editedAt,
      before: paintFactEdits.before,
      after: paintFactEdits.after,
      source: paintFactEdits.source,
    })
    .from(paintFactEdits)
    .leftJoin(users, eq(users.id, paintFactEdits.editorId))
    .where(eq(paintFactEdits.paintId, id))
    .orderBy(desc(paintFactEdits.editedAt), desc(paintFactEdits.id));
  return rows.map((row) => ({ ...row, editedAt: row.editedAt.toISOString() }));
}
