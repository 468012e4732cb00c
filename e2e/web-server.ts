import '../scripts/require-node.mjs';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The e2e web server (playwright.config.ts `webServer`): the real server, compiled and started as
// `npm start` starts it (building first what changed since the last build), on a throwaway data
// directory and, when E2E_DATABASE_URL names a PostgreSQL server, on a database created for this
// run there. Both are removed once the server has stopped. Playwright starts the web server
// before global setup and stops it after global teardown, so this process owns them.

const adminUrl = process.env.E2E_DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-e2e-'));
const database = adminUrl ? `e2e_${randomBytes(6).toString('hex')}` : null;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string) {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  if (database) await admin(`drop database if exists ${database} with (force)`);
}

async function main() {
  if (database) {
    await admin(`create database ${database}`);
    console.warn(`e2e: PostgreSQL database ${database}`);
  }
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: databaseUrl(database) } : {}) },
    stdio: 'inherit',
  });
  // Playwright stops the web server with SIGTERM to its process group (the server gets it too);
  // passed on as well in case this process alone is signalled.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    server.once('exit', (...result) => resolve(result)),
  );
  await cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
}

main().catch(async (error: unknown) => {
  console.error(error);
  await cleanUp().catch((cleanupError: unknown) => console.error(cleanupError));
  process.exit(1);
});
