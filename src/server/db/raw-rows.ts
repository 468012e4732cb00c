import type { SQL } from 'drizzle-orm';

/**
 * The rows a raw statement answered, typed as the caller expects them: both drivers answer raw SQL
 * with `{ rows }`, which the shared Db type leaves unknown. The one place that assumes that shape.
 */
export function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs a raw statement on a database or transaction and returns its rows. */
export async function queryRows<T>(db: { execute(statement: SQL): PromiseLike<unknown> }, statement: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(statement));
}
