// @ts-check
// npm test: every check, in phases, then a table of how long each took (also when one fails).
//   typecheck and lint side by side (one core each), the API and client tests (vitest, both
//   engines when TEST_DATABASE_URL is set), the build, the landing page's size, then the
//   journeys: on PostgreSQL in full plus a PGlite smoke when TEST_DATABASE_URL is set (every API
//   test already runs on both engines), else in full on PGlite; then the cluster test.
// CI_SETUP_SECONDS (set by .ci/run) adds the machine's set-up as the first row.
import './require-node.mjs';
import { spawn } from 'node:child_process';

/** The journeys the PGlite smoke runs: sign-up and accounts, a palette's screen, the catalogue. */
const E2E_SMOKE = ['e2e/accounts.spec.ts', 'e2e/palette-detail.spec.ts', 'e2e/catalogue.spec.ts'];

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** @typedef {{ name: string; args: string[]; env?: Record<string, string> }} Step */
/** @type {Array<{ phase: string; steps: Step[] }>} */
const PHASES = [
  {
    phase: 'typecheck + lint',
    steps: [
      { name: 'typecheck', args: ['run', 'typecheck'] },
      { name: 'lint', args: ['run', 'lint'] },
    ],
  },
  { phase: `vitest (${postgres ? 'PGlite + PostgreSQL' : 'PGlite'})`, steps: [{ name: 'vitest', args: ['run', 'test:unit'] }] },
  { phase: 'build', steps: [{ name: 'build', args: ['run', 'build'] }] },
  { phase: 'landing page size', steps: [{ name: 'landing', args: ['run', 'check:landing'] }] },
  ...(postgres
    ? [
        { phase: 'e2e PostgreSQL (all journeys)', steps: [{ name: 'e2e postgres', args: ['run', 'test:e2e:postgres'] }] },
        { phase: 'e2e PGlite (smoke)', steps: [{ name: 'e2e pglite smoke', args: ['run', 'test:e2e', '--', ...E2E_SMOKE] }] },
        { phase: 'cluster (HAProxy, PostgreSQL)', steps: [{ name: 'cluster', args: ['run', 'test:cluster'] }] },
      ]
    : [{ phase: 'e2e PGlite (all journeys)', steps: [{ name: 'e2e pglite', args: ['run', 'test:e2e'] }] }]),
];

/** @param {Step} step @returns {Promise<number>} the exit code */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn('npm', step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @type {Array<{ phase: string; seconds: number; result: string }>} */
const rows = [];
const setup = Number(process.env.CI_SETUP_SECONDS);
if (Number.isFinite(setup) && setup > 0) rows.push({ phase: 'set-up (.ci/run: packages, npm ci, PostgreSQL)', seconds: setup, result: 'ok' });

let failed = false;
for (const { phase, steps } of PHASES) {
  const started = performance.now();
  // The steps of one phase run side by side; a phase starts when the one before has passed.
  const codes = await Promise.all(steps.map(run));
  const bad = steps.filter((_, i) => codes[i] !== 0).map((step) => step.name);
  rows.push({ phase, seconds: (performance.now() - started) / 1000, result: bad.length ? `FAILED (${bad.join(', ')})` : 'ok' });
  if (bad.length) {
    failed = true;
    break;
  }
}

const total = rows.reduce((sum, row) => sum + row.seconds, 0);
const width = Math.max(...rows.map((row) => row.phase.length), 'total'.length);
const minutes = (/** @type {number} */ seconds) => `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;
const line = (/** @type {string} */ phase, /** @type {number} */ seconds, /** @type {string} */ result) => `${phase.padEnd(width)}  ${minutes(seconds).padStart(6)}  ${result}`;
process.stdout.write(`\n${'phase'.padEnd(width)}  ${'m:ss'.padStart(6)}  result\n`);
for (const row of rows) process.stdout.write(`${line(row.phase, row.seconds, row.result)}\n`);
process.stdout.write(`${line('total', total, failed ? 'FAILED' : 'ok')}\n`);
process.exitCode = failed ? 1 : 0;
