import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import { avatarKeyOfUrl, type ObjectStore } from '#server/features/objects/index.ts';
import { copyObjects, type ObjectCopyReport } from './copy-objects';
import { assertEmptyPostgres, DatabaseToolError } from './postgres-tools';
import { countDifferences, rowCounts } from './row-counts';

const BATCH_ROWS = 1_000;

interface TableShape {
  /** Schema-qualified, quoted. */
  name: string;
  /** Columns a row is written with (generated ones are computed again by the target). */
  columns: string[];
  primaryKey: string[];
  /** Nullable columns referring to the table itself (a copied palette's original): set after all rows are in. */
  selfReferences: string[];
  /** Tables this one refers to. */
  dependsOn: string[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The app's tables as the source database describes them: columns, keys and references. */
async function tableShapes(db: Db): Promise<TableShape[]> {
  const rows = await queryRows<{
    name: string;
    columns: string[];
    primary_key: string[] | null;
    references: Array<{ table: string; columns: string[]; nullable: boolean }> | null;
  }>(
    db,
    sql`
    select
      quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select array_agg(a.attname::text order by k.ord) from pg_constraint p
        cross join lateral unnest(p.conkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where p.conrelid = c.oid and p.contype = 'p') as primary_key,
      (select json_agg(json_build_object(
          'table', quote_ident(rn.nspname) || '.' || quote_ident(r.relname),
          'columns', (select array_agg(a.attname::text) from pg_attribute a where a.attrelid = c.oid and a.attnum = any(f.conkey)),
          'nullable', (select bool_and(not a.attnotnull) from pg_attribute a where a.attrelid = c.oid and a.attnum = any(f.conkey))))
        from pg_constraint f join pg_class r on r.oid = f.confrelid join pg_namespace rn on rn.oid = r.relnamespace
        where f.conrelid = c.oid and f.contype = 'f') as references
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname = 'public'
    order by 1`,
  );
  return rows.map((row) => {
    const references = row.references ?? [];
    const selfReferences = references.filter((ref) => ref.table === row.name);
    for (const ref of selfReferences) {
      if (!ref.nullable)
        throw new DatabaseToolError(`${row.name} refers to itself through a required column; the move cannot order its rows.`);
    }
    return {
      name: row.name,
      columns: row.columns,
      primaryKey: row.primary_key ?? [],
      selfReferences: selfReferences.flatMap((ref) => ref.columns),
      dependsOn: references.map((ref) => ref.table).filter((table) => table !== row.name),
    };
  });
}

/** Tables in an order where each comes after those it refers to. */
function referencedFirst(tables: TableShape[]): TableShape[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableShape[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableShape) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting')
      throw new DatabaseToolError(`${table.name} is part of a cycle of references; the move cannot order it.`);
    state.set(table.name, 'visiting');
    for (const dependency of table.dependsOn) {
      const referenced = byName.get(dependency);
      if (referenced) visit(referenced);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/**
 * Hands the rows of `select` to `write` as JSON arrays of BATCH_ROWS rows, each row as the source
 * database writes it (row_to_json: timestamps, arrays and bytes in PostgreSQL's own text forms,
 * which the target reads back exactly). One cursor, never the whole table in memory. The source
 * holds still: its folder's lock keeps every server off it for the whole move.
 */
async function forEachBatch(db: Db, select: string, write: (json: string) => Promise<void>): Promise<void> {
  // Not inTransaction: a repeat would hand the target the same rows twice. The target's own
  // transaction is the unit that fails whole (and the move is run again).
  // oxlint-disable-next-line local/in-transaction
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`declare move_rows no scroll cursor for select row_to_json(t)::text as row from (${select}) t`));
    for (;;) {
      const page = await queryRows<{ row: string }>(tx, sql.raw(`fetch ${BATCH_ROWS} from move_rows`));
      if (page.length === 0) break;
      await write(`[${page.map((r) => r.row).join(',')}]`);
    }
    await tx.execute(sql.raw('close move_rows'));
  });
}

/** Copies one table's rows into the target (inside the caller's transaction). */
async function copyTable(source: Db, target: pg.ClientBase, table: TableShape): Promise<void> {
  const list = table.columns.map(quote).join(', ');
  // Self-references first go in empty, then are set once every row they may point at is there.
  const inserted = table.columns.map((column) => (table.selfReferences.includes(column) ? `null as ${quote(column)}` : quote(column)));
  const fromJson = `json_populate_recordset(null::${table.name}, $1::json)`;
  await forEachBatch(source, `select ${inserted.join(', ')} from ${table.name}`, async (json) => {
    // OVERRIDING SYSTEM VALUE: identity columns (analytics events) keep their numbers.
    await target.query(`insert into ${table.name} (${list}) overriding system value select ${list} from ${fromJson}`, [json]);
  });
  if (table.selfReferences.length === 0) return;
  const key = table.primaryKey.map(quote);
  const set = table.selfReferences.map((column) => `${quote(column)} = s.${quote(column)}`).join(', ');
  const match = key.map((column) => `t.${column} = s.${column}`).join(' and ');
  const notNull = table.selfReferences.map((column) => `${quote(column)} is not null`).join(' or ');
  await forEachBatch(
    source,
    `select ${[...key, ...table.selfReferences.map(quote)].join(', ')} from ${table.name} where ${notNull}`,
    async (json) => {
      await target.query(`update ${table.name} t set ${set} from ${fromJson} s where ${match}`, [json]);
    },
  );
}

/** Identity and serial columns continue after the highest number copied. */
async function advanceSequences(target: pg.ClientBase, tables: TableShape[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const { rows } = await target.query<{ sequence: string | null }>('select pg_get_serial_sequence($1, $2) as sequence', [
        table.name,
        column,
      ]);
      const sequence = rows[0]?.sequence;
      if (!sequence) continue;
      await target.query(`select setval($1, coalesce(max(${quote(column)}), 1), max(${quote(column)}) is not null) from ${table.name}`, [
        sequence,
      ]);
    }
  }
}

export interface MoveReport {
  tables: Map<string, number>;
  /** Null when the uploads stay where they are (no object store to move them to). */
  objects: ObjectCopyReport | null;
}

/**
 * Copies everything from the embedded database (`source`, opened and migrated) into the empty
 * PostgreSQL database at `targetUrl`, and the stored objects from one store to another when
 * `objects` is given. The target is migrated to the same schema, then filled in one transaction
 * (a failure leaves it with empty tables, and the move can be run again); avatar addresses follow
 * the objects to their new store. It commits only when every table's row count in the target
 * equals the source's (and every object's checksum matched); otherwise it throws, naming the
 * differences, and the target's tables stay empty.
 */
export async function moveToPostgres(options: {
  source: Db;
  targetUrl: string;
  objects: { from: ObjectStore; to: ObjectStore } | null;
  progress?: (line: string) => void;
}): Promise<MoveReport> {
  const { source, targetUrl, objects, progress = () => undefined } = options;
  await assertEmptyPostgres(targetUrl, { allowEmptyTables: true });
  const migrated = await openDatabase({ kind: 'postgres', url: targetUrl });
  await migrated.close();
  // Nothing may have arrived meanwhile (an app started on the target imports the catalogue).
  await assertEmptyPostgres(targetUrl, { allowEmptyTables: true });

  const objectReport = objects ? await copyObjects(objects) : null;
  if (objectReport) progress(`objects: ${objectReport.copied} copied (${objectReport.bytes} bytes), each checked by SHA-256`);

  const tables = referencedFirst(await tableShapes(source));
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await target.query('begin');
    // Rows are copied as they are, with what the app's triggers made from them (a studio's
    // revision, migration 0022): the triggers wait until the copy is done, as in a restore.
    for (const table of tables) await target.query(`alter table ${table.name} disable trigger user`);
    for (const table of tables) {
      await copyTable(source, target, table);
      progress(`${table.name}: copied`);
    }
    for (const table of tables) await target.query(`alter table ${table.name} enable trigger user`);
    await advanceSequences(target, tables);
    if (objects) await followAvatars(target, objects.to);
    // Checked before the commit: a target that differs keeps nothing, and the move can run again.
    const expected = await rowCounts(source);
    const found = new Map<string, number>();
    for (const name of expected.keys()) {
      const { rows } = await target.query<{ n: number }>(`select count(*)::int as n from ${name}`);
      found.set(name, rows[0]?.n ?? 0);
    }
    const differences = countDifferences(expected, found);
    if (differences.length > 0)
      throw new DatabaseToolError(`The target's row counts differ from the source's:\n  ${differences.join('\n  ')}`);
    await target.query('commit');
    return { tables: found, objects: objectReport };
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.end();
  }
}

/**
 * Avatars are shown from their store's address: each stored avatar's address becomes the new
 * store's for its key, whatever address the old one had (the site's address may change too).
 */
async function followAvatars(target: pg.ClientBase, store: ObjectStore): Promise<void> {
  const { rows } = await target.query<{ id: string; avatar_url: string }>('select id, avatar_url from users where avatar_url is not null');
  const moved = rows.flatMap((row) => {
    const key = avatarKeyOfUrl(row.avatar_url);
    return key && store.publicUrl(key) !== row.avatar_url ? [{ id: row.id, url: store.publicUrl(key) }] : [];
  });
  if (moved.length === 0) return;
  await target.query('update users u set avatar_url = v.url from json_to_recordset($1::json) as v(id uuid, url text) where u.id = v.id', [
    JSON.stringify(moved),
  ]);
}
