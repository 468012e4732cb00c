import './scripts/require-node.mjs';
import { globSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

// Every API test file runs on in-process PGlite, and again on PostgreSQL when TEST_DATABASE_URL is
// set; a file that opens no database (it names none of these) runs on PGlite only, as it would run
// the same twice.
const OPENS_A_DATABASE = /createTestApp|openTestDatabase|TEST_DB/;
const engineFree = globSync('src/server/**/*.test.ts').filter((file) => !OPENS_A_DATABASE.test(readFileSync(file, 'utf8')));

const shared = {
  include: ['src/**/*.test.ts'],
  // Client tests need a DOM and no database: they run once, in the client project.
  exclude: [...configDefaults.exclude, 'src/client/**'],
  setupFiles: ['src/server/test/fail-on-console.ts'],
  // One migrated database per run, which every test file copies (test-database-setup.ts).
  globalSetup: ['src/server/test/test-database-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Two files at a time, one per core: each API test file has its own database.
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                // *.pg-test.ts: behaviour only a PostgreSQL server has (connections that can be lost).
                include: [...shared.include, 'src/**/*.pg-test.ts'],
                exclude: [...shared.exclude, ...engineFree],
                name: 'postgres',
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      // The build and start scripts (plain JavaScript, run without the build tools' help).
      { test: { name: 'build', include: ['scripts/**/*.test.ts'], setupFiles: ['src/server/test/fail-on-console.ts'] } },
      {
        test: {
          name: 'client',
          environment: 'jsdom',
          // A component journey (a shrink asked, confirmed and undone) runs a few seconds of jsdom
          // rendering: on two busy cores vitest's 5 s default failed it now and then.
          testTimeout: 20_000,
          include: ['src/client/**/*.test.{ts,tsx}'],
          // The same console guard as the API tests (it is test tooling, not server code), then DOM cleanup.
          setupFiles: ['src/server/test/fail-on-console.ts', 'src/client/test/setup.ts'],
        },
      },
    ],
  },
});
