// @ts-check
// npm run check:install (issue 43 item 5): the production install README documents, made from the
// repository's files and the build in a folder of its own, is at most BUDGET_MB, and the server it
// holds starts (`NODE_ENV=production npm start`) and answers /api/health. Run after `npm run build`.
import './require-node.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * The most the install may take, in MB as `du -sm` counts them: issue 43's target. 512 MB on
 * 2026-12-03 (598 MB while the client's packages were dependencies), 313 MB once the install
 * leaves out what the server never reads (prune-production-install.mjs); most of what is left is
 * the Node.js 24 binary (121 MB) and the PDF chart's fonts.
 */
const BUDGET_MB = 350;
/** How long the server may take to answer /api/health: a first start imports the catalogue. */
const START_SECONDS = 90;

/** A port nothing listens on now. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Asks /api/health until it answers 200 or the time is up; whether it did.
 * @param {string} url @param {number} until @returns {Promise<boolean>}
 */
async function healthy(url, until) {
  while (Date.now() < until) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'palette-production-'));
/** @type {import('node:child_process').ChildProcess | null} */
let server = null;
try {
  // What a clone holds, and the build: the install ships dist/, src/ (migrations) and data/.
  if (!existsSync(path.join(ROOT, 'dist', 'server', 'index.js'))) throw new Error('no build: run npm run build first');
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  cpSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });

  execFileSync('npm', ['ci', '--omit=dev', '--legacy-peer-deps', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  const megabytes = Number(execFileSync('du', ['-sm', 'node_modules'], { cwd: dir, encoding: 'utf8' }).split('\t')[0]);
  process.stdout.write(`production install: ${megabytes} MB (at most ${BUDGET_MB})\n`);
  if (!(megabytes <= BUDGET_MB)) throw new Error(`the production install is ${megabytes} MB, over ${BUDGET_MB} MB`);

  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  server = spawn('npm', ['start'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data-dir'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
    detached: true,
  });
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  const up = await Promise.race([healthy(`${publicUrl}/api/health`, Date.now() + START_SECONDS * 1000), exited.then(() => false)]);
  if (!up) throw new Error(`the production install's server did not answer /api/health within ${START_SECONDS} s`);
  process.stdout.write(`production install: the server answers ${publicUrl}/api/health\n`);
  // npm start's process group: npm, the start script and the server drain and stop on SIGTERM.
  process.kill(-(server.pid ?? 0), 'SIGTERM');
  await exited;
  server = null;
} finally {
  // A server that already stopped has no process group left: the error that stopped it stands.
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // Gone already (ESRCH): the server stopped on its own, and the error that stopped it stands.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
