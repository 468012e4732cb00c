// @ts-check
// npm test: every check, in phases, then a table of how long each took (also when one fails).
//   1. typecheck, lint and the build side by side (issue 43: the checks alone, in their minute,
//      not stretched over vitest's; a broken type or rule stops the run before the tests start);
//   2. the landing page's size (it reads the build);
//   3. the API and client tests (vitest, both engines when TEST_DATABASE_URL is set), the
//      production install made from the build and started (check-production-install.mjs) and the
//      cluster test (with TEST_DATABASE_URL) side by side: vitest leaves about a quarter of two
//      cores idle while its tests wait, which the others fill;
//   4. the journeys: with TEST_DATABASE_URL, every journey on PostgreSQL as two runs (each with its
//      own server and database, the spec files split by their measured time: e2e-split.mjs)
//      beside a PGlite smoke (every API test already runs on both engines); without it, every
//      journey on PGlite.
// The steps of a phase run side by side, each line of their output marked with the step's name.
// CI_SETUP_SECONDS (set by .ci/run) adds the machine's set-up as the first row.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { onlyFile, splitSpecs } from './e2e-split.mjs';

/**
 * The journeys the PGlite smoke runs: what the engine changes for a person, the embedded database
 * starting with the server, signing up and in through mail, and a palette's writes (moves, swaps,
 * undo) one after another. Every API test, the catalogue's search included, runs on both engines.
 */
const E2E_SMOKE = ['e2e/accounts.spec.ts', 'e2e/palette-detail.spec.ts'];

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** The journeys' spec files as two runs of about the same time. */
const E2E_RUNS = splitSpecs(
  readdirSync('e2e')
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `e2e/${name}`),
  JSON.parse(readFileSync('e2e/spec-seconds.json', 'utf8')),
  2,
);

/** @typedef {{ name: string; commands: string[][] }} Step its npm commands, one after another */
/** @type {Array<{ phase: string; steps: Step[] }>} */
const PHASES = [
  {
    phase: 'checks and build',
    steps: [
      { name: 'typecheck', commands: [['run', 'typecheck']] },
      { name: 'lint', commands: [['run', 'lint']] },
      { name: 'build', commands: [['run', 'build']] },
    ],
  },
  { phase: 'landing page size', steps: [{ name: 'landing', commands: [['run', 'check:landing']] }] },
  {
    phase: `vitest (${postgres ? 'PGlite + PostgreSQL' : 'PGlite'}), production install${postgres ? ', cluster' : ''}`,
    steps: [
      { name: 'vitest', commands: [['run', 'test:unit']] },
      { name: 'production install', commands: [['run', 'check:install']] },
      ...(postgres ? [{ name: 'cluster', commands: [['run', 'test:cluster']] }] : []),
    ],
  },
  postgres
    ? {
        phase: 'journeys: PostgreSQL (all, two runs) + PGlite (smoke)',
        steps: [
          ...E2E_RUNS.map((files, i) => ({
            name: `e2e postgres ${i + 1}/${E2E_RUNS.length}`,
            commands: [['run', 'test:e2e:postgres', '--', ...files.map(onlyFile)]],
          })),
          { name: 'e2e pglite smoke', commands: [['run', 'test:e2e', '--', ...E2E_SMOKE]] },
        ],
      }
    : { phase: 'journeys: PGlite (all)', steps: [{ name: 'e2e pglite', commands: [['run', 'test:e2e']] }] },
];

/**
 * Runs one step of a phase. Alone, it has the terminal; beside others, each line it prints is
 * marked with its name.
 * @param {Step} step @param {boolean} alone @returns {Promise<{ code: number; seconds: number }>}
 */
async function run(step, alone) {
  const started = performance.now();
  let code = 0;
  for (const args of step.commands) {
    code = await runCommand(step.name, args, alone);
    if (code !== 0) break;
  }
  return { code, seconds: (performance.now() - started) / 1000 };
}

/**
 * One npm command of a step; its exit code.
 * @param {string} name @param {string[]} args @param {boolean} alone @returns {Promise<number>}
 */
function runCommand(name, args, alone) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!alone) {
      for (const [stream, out] of /** @type {const} */ ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])) {
        if (stream) createInterface({ input: stream }).on('line', (text) => out.write(`[${name}] ${text}\n`));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A phase's row, with a row of its own for each of its steps when they ran side by side. */
/** @type {Array<{ phase: string; seconds: number; result: string; step?: boolean }>} */
const rows = [];
const setup = Number(process.env.CI_SETUP_SECONDS);
if (Number.isFinite(setup) && setup > 0)
  rows.push({ phase: 'set-up (.ci/run: packages, npm ci, PostgreSQL)', seconds: setup, result: 'ok' });

let failed = false;
for (const { phase, steps } of PHASES) {
  const started = performance.now();
  // The steps of one phase run side by side; a phase starts when the one before has passed.
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const bad = steps.filter((_, i) => results[i]?.code !== 0).map((step) => step.name);
  rows.push({ phase, seconds: (performance.now() - started) / 1000, result: bad.length ? `FAILED (${bad.join(', ')})` : 'ok' });
  if (steps.length > 1) {
    steps.forEach((step, i) =>
      rows.push({
        phase: `  ${step.name}`,
        seconds: results[i]?.seconds ?? 0,
        result: results[i]?.code === 0 ? 'ok' : 'FAILED',
        step: true,
      }),
    );
  }
  if (bad.length) {
    failed = true;
    break;
  }
}

const total = rows.reduce((sum, row) => sum + (row.step ? 0 : row.seconds), 0);
const width = Math.max(...rows.map((row) => row.phase.length), 'total'.length);
const minutes = (/** @type {number} */ seconds) =>
  `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;
const line = (/** @type {string} */ phase, /** @type {number} */ seconds, /** @type {string} */ result) =>
  `${phase.padEnd(width)}  ${minutes(seconds).padStart(6)}  ${result}`;
process.stdout.write(`\n${'phase'.padEnd(width)}  ${'m:ss'.padStart(6)}  result\n`);
for (const row of rows) process.stdout.write(`${line(row.phase, row.seconds, row.result)}\n`);
process.stdout.write(`${line('total', total, failed ? 'FAILED' : 'ok')}\n`);
process.exitCode = failed ? 1 : 0;
