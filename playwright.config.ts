import './scripts/require-node.mjs';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';
import { E2E, E2E_ADMIN_EMAILS } from './e2e/e2e-env';

// E2E_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres): run on a
// database created there for this run (e2e/web-server.ts). Unset: embedded PGlite.
const database = process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite';

// Results (traces, screenshots) go to a directory of this run's own, named after its app port
// (unique among the runs going on): Playwright empties its output directory as a run starts, so a
// shared one would lose a concurrent run's files. The runner (the first load; workers load this file
// too) removes earlier runs that passed; failed ones stay for their traces.
const run = `${database}-${E2E.port}`;
const results = path.join(import.meta.dirname, 'test-results');
if (!process.env.E2E_RUN) {
  process.env.E2E_RUN = run;
  for (const earlier of existsSync(results) ? readdirSync(results) : []) {
    const lastRun = path.join(results, earlier, '.last-run.json');
    if (earlier === run || !existsSync(lastRun)) continue;
    if ((JSON.parse(readFileSync(lastRun, 'utf8')) as { status?: string }).status !== 'passed') continue;
    rmSync(path.join(results, earlier), { recursive: true, force: true });
  }
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: path.join(results, run),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // A journey's timeout only catches a hang: on a machine running two suites at once the longest
  // (26 s alone) passed 60 s. The longest ones set more of their own.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E.baseUrl,
    // A trace costs a fifth of the journeys' time (it records every step of every test, failed or
    // not), so CI, where every second counts, keeps the screenshot and the page's accessibility
    // snapshot (error-context.md) of a failure; run a failed journey again here to get its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Browsers cannot be downloaded here: $CHROME_PATH, then Debian's chromium, then Playwright's own.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The server on a throwaway data directory (and database), removed when it stops.
    command: 'node --import tsx e2e/web-server.ts',
    url: `${E2E.baseUrl}/api/health`,
    reuseExistingServer: false,
    // Migrating and importing the catalogue take 12 s on the embedded database (7 s on PostgreSQL)
    // on a quiet machine, and more than twice that beside two other journeys' runs (a start of 27 s
    // once passed 60 s in CI, before migration 0030): a margin for a loaded machine, not a wait.
    timeout: 90_000,
    // SIGTERM, so the server drains and the wrapper drops what it created; killed after 30 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E.baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      MAIL_FROM: 'Palette Library <hello@example.com>',
      ADMIN_EMAILS: E2E_ADMIN_EMAILS,
      // The workers sign people in with cookies this secret signs (e2e/sessions.ts).
      AUTH_SECRET: E2E.authSecret,
      AUTH_RATE_LIMIT_MAX: '100',
      AFFILIATE_ASSOCIATE_TAG: 'palettelibrary-20',
      LOG_LEVEL: 'warn',
    },
  },
});
