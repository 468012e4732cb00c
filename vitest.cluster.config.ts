import './scripts/require-node.mjs';
import { defineConfig } from 'vitest/config';

// npm run test:cluster: the app as several instances behind HAProxy on PostgreSQL
// (TEST_DATABASE_URL), run apart from the unit tests: it starts real processes and a proxy.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['src/**/*.cluster-test.ts'],
    setupFiles: ['src/server/test/fail-on-console.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
