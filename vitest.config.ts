import './scripts/require-node.mjs';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// Every API test file runs on in-process PGlite, and again on PostgreSQL when TEST_DATABASE_URL is
// set; a file that opens no database (it names none of these) runs on PGlite only, as it would run
// the same twice.
const OPENS_A_DATABASE = /createTestApp|openTestDatabase|jobQueueTestBed|inventoryTestBed|TEST_DB/;
const serverFiles = globSync('src/server/**/*.{test,pg-test}.ts').map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const engineFree = serverFiles
  .filter(({ file, text }) => file.endsWith('.test.ts') && !OPENS_A_DATABASE.test(text))
  .map(({ file }) => file);
// Server test files share their worker's modules (isolate: false): the server is imported once per
// worker, not once per file, which saves about a third of the suite's CPU. A file that replaces a
// module (vi.mock) or starts server processes (whose helper keeps per-file state) gets a fresh
// module graph of its own, in the project's ':isolated' twin.
const NEEDS_ISOLATION = /vi\.mock\(|test\/server-process/;
const isolated = serverFiles.filter(({ text }) => NEEDS_ISOLATION.test(text)).map(({ file }) => file);

const shared = {
  include: ['src/**/*.test.ts'],
  // Client tests need a DOM and no database: they run once, in the client project.
  exclude: [...configDefaults.exclude, 'src/client/**'],
  setupFiles: ['src/server/test/fail-on-console.ts', 'src/server/test/close-databases.ts'],
  // One migrated database per run, which every test file copies (test-database-setup.ts).
  globalSetup: ['src/server/test/test-database-setup.ts'],
  // Every wait in these tests is for an event; the timeouts only catch a hang, so they leave room
  // for a machine running two suites at once (PGlite's start alone then takes tens of seconds).
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/** A server project as two: its files that may share modules, and the ones that need isolation. */
function serverProjects(name: string, test: Partial<typeof shared> & { env: Record<string, string> }) {
  const include = test.include ?? shared.include;
  const exclude = test.exclude ?? shared.exclude;
  return [
    { test: { ...shared, ...test, name, isolate: false, exclude: [...exclude, ...isolated] } },
    {
      test: {
        ...shared,
        ...test,
        name: `${name}:isolated`,
        include: isolated.filter((file) => include.some((glob) => path.matchesGlob(file, glob)) && !exclude.includes(file)),
      },
    },
  ];
}

export default defineConfig({
  test: {
    // Four files at a time on the two cores of the CI machine: a test file spends about half its
    // time waiting (on the database, on timers, on server processes it started), so two at a time
    // kept one core busy (425 s for the suite, 441 s of CPU) and four keep both (295 s, 452 s).
    maxWorkers: 4,
    projects: [
      ...serverProjects('pglite', { env: { TEST_DB: 'pglite' } }),
      ...(process.env.TEST_DATABASE_URL
        ? serverProjects('postgres', {
            // *.pg-test.ts: behaviour only a PostgreSQL server has (connections that can be lost).
            include: [...shared.include, 'src/**/*.pg-test.ts'],
            exclude: [...shared.exclude, ...engineFree],
            env: { TEST_DB: 'postgres' },
          })
        : []),
      // The build and start scripts (plain JavaScript, run without the build tools' help).
      { test: { name: 'build', include: ['scripts/**/*.test.ts'], setupFiles: ['src/server/test/fail-on-console.ts'] } },
      {
        test: {
          name: 'client',
          environment: 'jsdom',
          // Files share their worker's modules and DOM (the setup file cleans the DOM and stubs up
          // after each test): 43 -> 18 s of CPU for the project.
          isolate: false,
          // A component journey (a shrink asked, confirmed and undone) runs about a second of jsdom
          // rendering alone, and twenty times that on two cores shared with the server tests, the
          // cluster test and other work (two such journeys passed 20 s in one CI run): as for the
          // server tests, the timeout only catches a hang.
          testTimeout: 60_000,
          include: ['src/client/**/*.test.{ts,tsx}'],
          // The same console guard as the API tests (it is test tooling, not server code), then DOM cleanup.
          setupFiles: ['src/server/test/fail-on-console.ts', 'src/client/test/setup.ts'],
        },
      },
    ],
  },
});
