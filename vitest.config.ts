import { configDefaults, defineConfig } from 'vitest/config';

// Every API test file runs on in-process PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const shared = {
  include: ['src/**/*.test.ts'],
  // Client tests need a DOM and no database: they run once, in the client project.
  exclude: [...configDefaults.exclude, 'src/client/**'],
  setupFiles: ['src/server/test/fail-on-console.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                // *.pg-test.ts: behaviour only a PostgreSQL server has (connections that can be lost).
                include: [...shared.include, 'src/**/*.pg-test.ts'],
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
          include: ['src/client/**/*.test.{ts,tsx}'],
          // The same console guard as the API tests (it is test tooling, not server code), then DOM cleanup.
          setupFiles: ['src/server/test/fail-on-console.ts', 'src/client/test/setup.ts'],
        },
      },
    ],
  },
});
