// @ts-check
// npm start: builds what changed since the last build (nothing, usually: a content hash of the
// sources is compared with dist/build-stamp.json), then runs the compiled server in this process.
//   node scripts/start.mjs                          the server (dist/server/index.js)
//   node scripts/start.mjs catalogue-import FILE... the catalogue import (dist/server/catalogue-import.js)
//   node scripts/start.mjs db backup|restore|move … the database's operator commands (dist/server/db.js)
// Needs no build tools when the build is current, so a production install (`npm ci --omit=dev --legacy-peer-deps`
// after `npm run build`) starts.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleParts } from './build/stamp.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_TOOLS = ['vite', '@vitejs/plugin-react', '@tailwindcss/vite', 'esbuild'];
/** @type {Record<string, { entry: string; parts: import('./build/stamp.mjs').BuildPart[] }>} */
const COMMANDS = {
  server: { entry: 'index', parts: ['client', 'server'] },
  'catalogue-import': { entry: 'catalogue-import', parts: ['server'] },
  db: { entry: 'db', parts: ['server'] },
};

const [, , given, ...rest] = process.argv;
const commandName = given && given in COMMANDS ? given : 'server';
const command = /** @type {{ entry: string; parts: import('./build/stamp.mjs').BuildPart[] }} */ (COMMANDS[commandName]);
const args = given && given in COMMANDS ? rest : process.argv.slice(2);

const stale = staleParts(ROOT, command.parts);
if (stale.length > 0) {
  // Every package the build needs: a production install can still hold vite (an optional peer
  // another package names) without the rest.
  if (BUILD_TOOLS.some((tool) => !existsSync(path.join(ROOT, 'node_modules', tool, 'package.json')))) {
    console.error(
      `The ${stale.join(' and ')} build is missing or older than its sources, and the build tools are not installed.\n` +
        'Build before a production install: `npm ci && npm run build`, then `npm ci --omit=dev --legacy-peer-deps`.',
    );
    process.exit(1);
  }
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale', ...stale], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// As if node had been started on the compiled entry: it reads its arguments from argv, and a
// cluster primary forks workers from argv[1] (which then skip the check above).
const entry = path.join(ROOT, 'dist', 'server', `${command.entry}.js`);
process.argv = [/** @type {string} */ (process.argv[0]), entry, ...args];
await import(pathToFileURL(entry).href);
