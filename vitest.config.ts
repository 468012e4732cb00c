import { defineConfig } from 'vitest/config';

// Every API test file runs on in-process PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const shared = {
  include: ['src/**/*.test.ts'],
  setupFiles: ['src/server/test/fail-on-console.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...shared, name: 'postgres', env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
