import { spawn } from 'node:child_process';
import pg from 'pg';

export class DatabaseToolError extends Error {}

/**
 * libpq's view of a connection URL, with the password moved into PGPASSWORD so that it does not
 * show in the process list; the rest of the URL (sslmode and the like) is kept as given.
 */
function libpqArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs pg_dump or pg_restore against `url`; a failure carries the tool's own words. */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const { dbname, env } = libpqArgs(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new DatabaseToolError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install the PostgreSQL client tools (Debian: postgresql-client).`
            : error.message,
        ),
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new DatabaseToolError(`${tool} failed:\n${stderr.trim()}`))));
  });
}

/**
 * Refuses a PostgreSQL database that holds any table of its own: a restore or a move writes into
 * an empty database only, so nothing there is overwritten or mixed with what arrives. With
 * `allowEmptyTables`, the app's tables may exist if they hold no rows (a move migrates the target
 * first, and one that failed part-way leaves exactly that).
 */
export async function assertEmptyPostgres(url: string, options: { allowEmptyTables?: boolean } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new DatabaseToolError(`Cannot connect to the target database: ${error.message}`);
  });
  try {
    const { rows: tables } = await client.query<{ name: string; schema: string }>(`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name, table_schema as schema
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%'
      order by 1`);
    const rows: Array<{ name: string }> = [];
    for (const table of tables) {
      const appTable = table.schema === 'public' || table.schema === 'drizzle';
      // drizzle's own ledger of applied migrations has rows as soon as the schema exists.
      const holdsRows = async () =>
        table.schema === 'public' && (await client.query(`select 1 from ${table.name} limit 1`)).rows.length > 0;
      if (!options.allowEmptyTables || !appTable || (await holdsRows())) rows.push(table);
      if (rows.length === 5) break;
    }
    if (rows.length > 0) {
      throw new DatabaseToolError(
        `The target database is not empty (it has ${rows.map((r) => r.name).join(', ')}${rows.length === 5 ? ', …' : ''}). Use a new, empty database.`,
      );
    }
  } finally {
    await client.end();
  }
}
