// @ts-check
// npm run build: builds the client (dist/client) and the server (dist/server), or the parts named
// (`node scripts/build.mjs client`); with --if-stale only those whose sources changed since
// their last build (dist/build-stamp.json). One build at a time (dist/.build-lock).
import './require-node.mjs';
import path from 'node:path';
import { withBuildLock } from './build/lock.mjs';
import { inputHash, staleParts, writeStamp } from './build/stamp.mjs';

// React and Vite build for production whatever the caller's NODE_ENV (e2e runs set `test`).
process.env.NODE_ENV = 'production';
const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
/** @type {import('./build/stamp.mjs').BuildPart[]} */
const named = [];
for (const arg of args.filter((a) => a !== '--if-stale')) {
  if (arg !== 'client' && arg !== 'server') throw new Error(`unknown part ${arg}: client or server`);
  named.push(arg);
}
const requested = named.length > 0 ? named : /** @type {const} */ (['client', 'server']);

await withBuildLock(ROOT, async () => {
  // Checked inside the lock: a build that finished while this one waited may have done the work.
  for (const part of ifStale ? staleParts(ROOT, [...requested]) : requested) {
    const started = Date.now();
    const hash = inputHash(ROOT, part);
    if (part === 'client') {
      const { buildClient } = await import('./build/build-client.mjs');
      await buildClient(ROOT);
    } else {
      const { buildServer } = await import('./build/build-server.mjs');
      await buildServer(ROOT);
    }
    writeStamp(ROOT, part, hash);
    console.warn(`built the ${part} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
});
