import '../scripts/require-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmptyPostgresDatabase } from '#server/test/postgres-database.ts';
import { E2E } from './e2e-env';

// The e2e web server (playwright.config.ts `webServer`): the real server, compiled and started as
// `npm start` starts it (building first what changed since the last build), on a throwaway data
// directory and, when E2E_DATABASE_URL names a PostgreSQL server, on a database created for this
// run there (named by the runner, e2e/e2e-env.ts). Both are removed once the server has stopped. Playwright starts the web server
// before global setup and stops it after global teardown, so this process owns them.

const adminUrl = E2E.databaseServerUrl;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-e2e-'));
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | null = null;

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}

async function main() {
  if (adminUrl) {
    database = await createEmptyPostgresDatabase({ adminUrl, prefix: 'e2e', name: E2E.databaseName });
    console.warn(`e2e: PostgreSQL database ${new URL(database.url).pathname.slice(1)}`);
  }
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
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
