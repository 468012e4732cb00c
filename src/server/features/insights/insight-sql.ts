import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { inTransaction, type Tx } from '#server/db/transaction.ts';

/** `values` as a list of parameters, for `in (...)`. */
export const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * `work` in one transaction that aggregates many rows: without JIT (PostgreSQL priced these
 * aggregates high enough to compile them to machine code first, 1.5 s of compiling for 30 ms of
 * work in bench:insights) and with `workMem` to sort and sum in memory, not on disk.
 */
export function inAggregateTransaction<T>(db: Db, workMem: '32MB' | '64MB', work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = ${sql.raw(`'${workMem}'`)}`);
    return work(tx);
  });
}
