import type { Db } from './client';

/**
 * Something built once per database: prepared statements are bound to the database they were
 * prepared on, and the app's hot queries are built and planned once (decision 016), not on every
 * request.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
