import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/e2e-env';

// Browsers cannot be downloaded here: use $CHROME_PATH, then Debian's chromium, then Playwright's own.
const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));

// The config is also loaded by workers; only the runner's copy starts the server, so a fresh
// directory per load is harmless.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx src/server/index.ts',
    url: `${E2E.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E.baseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      MAIL_FROM: 'Palette Library <hello@example.com>',
      ADMIN_EMAILS: `${E2E.adminEmail},${E2E.curatorEmail}`,
      AUTH_RATE_LIMIT_MAX: '100',
      AFFILIATE_ASSOCIATE_TAG: 'palettelibrary-20',
      LOG_LEVEL: 'warn',
    },
  },
});
