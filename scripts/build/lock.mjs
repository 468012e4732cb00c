// @ts-check
// One build at a time per package (two `npm start`s, or two e2e runs, may start together): the
// lock is a directory, made atomically, holding the builder's pid; a lock whose builder is gone
// is taken over.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const WAIT_MS = 5 * 60_000;

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Runs `work` holding dist/.build-lock.
 * @template T @param {string} root @param {() => Promise<T>} work @returns {Promise<T>}
 */
export async function withBuildLock(root, work) {
  const lock = path.join(root, 'dist', '.build-lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  for (let announced = false; ; ) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    } catch {
      // Made a moment ago, pid not written yet.
    }
    // A builder that died between making the lock and writing its pid leaves it without one.
    const orphaned = !holder && Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000;
    if ((holder && !alive(holder)) || orphaned) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another build (pid ${holder}) still holds ${lock}`);
    if (!announced) console.warn(`waiting for another build (pid ${holder || '?'}) to finish`);
    announced = true;
    await sleep(200);
  }
  writeFileSync(path.join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
