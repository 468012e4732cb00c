// npm run bench:distribute — issue 6: distribution to 100,000 users on PostgreSQL, timed.
// Creates a throwaway database on BENCH_DATABASE_URL's server (default: the local one), seeds the
// users in one statement, then times distribute, hide and reset through the app's own services.
import '../scripts/require-node.mjs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { resetAllDistributions, toggleDistribution } from '#server/features/admin/masters.ts';
import { createEmptyPostgresDatabase } from '#server/test/postgres-database.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NO_ADMIN_EMAILS: ReadonlySet<string> = new Set();

const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const rssBefore = mb();
  const started = performance.now();
  const result = await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  process.stdout.write(`${label.padEnd(12)} ${seconds.padStart(7)} s   rss ${rssBefore} -> ${mb()} MB   ${JSON.stringify(result)}\n`);
  return result;
}

async function main() {
  const empty = await createEmptyPostgresDatabase({ adminUrl: serverUrl, prefix: 'bench_distribute' });
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  const { db } = database;
  try {
    await timed('seed users', async () => {
      await db.execute(
        sql`insert into users (email, name) select 'artist' || n || '@example.com', 'Artist ' || n from generate_series(1, ${USERS}) n`,
      );
      return { users: USERS };
    });
    const masterId = await timed('seed master', async () => {
      const result = await db.execute(sql`
        with owner as (insert into users (email, name, is_admin) values ('brand@example.com', 'Brand', true) returning id),
        master as (insert into palettes (user_id, name, medium, rows, columns, is_original) select id, 'Brand 4x8', 'Watercolor', 4, 8, true from owner returning id),
        painted as (insert into colors (palette_id, position, paint_name, hex_code)
          select master.id, n, 'Paint ' || n, '#' || lpad(to_hex(n * 524287 % 16777215), 6, '0') from master, generate_series(0, 31) n)
        select id from master`);
      return (result as { rows: Array<{ id: string }> }).rows[0]?.id ?? '';
    });
    await db.execute(sql`analyze`);
    // Rows as they stand after each step: what the database holds, not what the service reports.
    const rows = async () => {
      const result = await db.execute(sql`select
        (select count(*) from palettes where is_pushed_by_admin)::int as "pushedCopies",
        (select count(*) from colors)::int as colors,
        (select count(*) from palettes where is_original and is_distributed)::int as "distributedMasters"`);
      return (result as { rows: Array<Record<string, number>> }).rows[0];
    };
    const step = async (label: string, work: () => Promise<unknown>) => {
      await timed(label, work);
      process.stdout.write(`${''.padEnd(12)} rows ${JSON.stringify(await rows())}\n`);
    };
    await step('distribute', () => toggleDistribution({ db, id: masterId, isDistributed: true, adminEmails: NO_ADMIN_EMAILS }));
    await step('again', () => toggleDistribution({ db, id: masterId, isDistributed: true, adminEmails: NO_ADMIN_EMAILS }));
    await step('hide', () => toggleDistribution({ db, id: masterId, isDistributed: false, adminEmails: NO_ADMIN_EMAILS }));
    await step('reset', () => resetAllDistributions({ db }));
  } finally {
    await database.close();
    await empty.drop();
  }
}

void main();
