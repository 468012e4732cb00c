import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireEmbeddedLock, EmbeddedDatabaseLockedError, lockFileFor } from './embedded-lock';

// Real processes on one folder, as a second `npm start` or `npm run catalogue:import` would be.
const FIXTURE = fileURLToPath(new URL('./fixtures/hold-embedded-database.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(FIXTURE), '../../../..');

interface Holder {
  child: ChildProcessWithoutNullStreams;
  /** Resolves when the child prints `word` on a line of its own; rejects if it ends first. */
  says(word: 'loaded' | 'waiting' | 'ready'): Promise<void>;
  /** The exit code once the child has ended and its output is complete (null: killed by a signal). */
  ended: Promise<number | null>;
  stderr(): string;
}

const running = new Set<ChildProcessWithoutNullStreams>();
let template: string;
let dataDir: string;

// A new folder takes seconds to initialise and migrate; each test starts from a copy of one.
beforeAll(async () => {
  template = path.join(mkdtempSync(path.join(tmpdir(), 'embedded-lock-template-')), 'db');
  await (await openDatabase({ kind: 'pglite', dataDir: template })).close();
});

afterAll(() => rmSync(path.dirname(template), { recursive: true, force: true }));

beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'embedded-lock-')), 'db');
  cpSync(template, dataDir, { recursive: true });
});

afterEach(() => {
  // Even when a test failed half-way: leave no process behind.
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

function startHolder(role: string, options: { waitMs?: number; onGo?: boolean } = {}): Holder {
  const args = [dataDir, role, String(options.waitMs ?? 0), options.onGo ? 'on-go' : 'now'];
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, ...args], { cwd: ROOT });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const says = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => stdout.split('\n').includes(word) && resolve();
      child.stdout.on('data', check);
      check();
      void ended.then(() => reject(new Error(`child ended before saying "${word}": ${stderr}`)));
    });
  return { child, says, ended, stderr: () => stderr };
}

/** Starts `count` holders, lets them all open at the same instant, and returns who won and who was refused. */
async function race(count: number) {
  const holders = Array.from({ length: count }, (_, i) => startHolder(`racer ${i}`, { onGo: true }));
  await Promise.all(holders.map((holder) => holder.says('loaded')));
  for (const holder of holders) holder.child.stdin.write('go\n');
  const outcomes = await Promise.all(
    holders.map((holder) => Promise.race([holder.says('ready').then(() => 'ready' as const), holder.ended])),
  );
  return {
    winners: holders.filter((_, i) => outcomes[i] === 'ready'),
    refused: holders.filter((_, i) => outcomes[i] === 1),
  };
}

async function openHere(waitMs = 0) {
  return openDatabase({ kind: 'pglite', dataDir }, { embeddedLock: { role: 'test', waitMs } });
}

describe('embedded database, two processes', () => {
  it('refuses a second process, naming the first, and opens once the first has closed', async () => {
    const first = startHolder('server on port 3000');
    await first.says('ready');

    const second = startHolder('catalogue import');
    expect(await second.ended).toBe(1);
    expect(second.stderr()).toContain(`in use by another process: pid ${first.child.pid} (server on port 3000)`);
    const refusal = await openHere().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EmbeddedDatabaseLockedError);
    expect((refusal as Error).message).toContain(`pid ${first.child.pid} (server on port 3000)`);

    first.child.kill('SIGTERM');
    expect(await first.ended).toBe(0);
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
    const database = await openHere();
    await database.close();
  });

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const first = startHolder('server on port 3000');
    await first.says('ready');
    first.child.kill('SIGKILL');
    expect(await first.ended).toBe(null);
    expect(existsSync(lockFileFor(dataDir))).toBe(true);

    const database = await openHere();
    expect(JSON.parse(readFileSync(lockFileFor(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, role: 'test' });
    await database.close();
  });

  it('lets an overlapping restart wait for the old process to close', async () => {
    const old = startHolder('server on port 3000');
    await old.says('ready');
    const restarted = startHolder('server on port 3000', { waitMs: 15_000 });
    await restarted.says('waiting');

    old.child.kill('SIGTERM');
    await restarted.says('ready');
    expect(await old.ended).toBe(0);
  });

  // Six processes each start Node and PGlite: on a loaded machine that alone can take a minute.
  it('lets exactly one of several processes starting at the same instant win, also over a stale lock', { timeout: 180_000 }, async () => {
    const fresh = await race(3);
    expect(fresh.winners).toHaveLength(1);
    expect(fresh.refused).toHaveLength(2);

    fresh.winners[0]?.child.kill('SIGKILL');
    await fresh.winners[0]?.ended;
    const overStale = await race(3);
    expect(overStale.winners).toHaveLength(1);
    expect(overStale.refused).toHaveLength(2);
  });
});

describe('embedded database lock, holder checks', () => {
  /** Leaves a lock file as this process would write it, with `changes`. */
  const lockAs = async (changes: Record<string, unknown>) => {
    const lock = await acquireEmbeddedLock(dataDir, { role: 'earlier' });
    const own = JSON.parse(readFileSync(lock.file, 'utf8')) as Record<string, unknown>;
    lock.release();
    writeFileSync(lock.file, JSON.stringify({ ...own, token: 'abc123', ...changes }));
  };

  it('refuses the same process opening the folder twice', async () => {
    const lock = await acquireEmbeddedLock(dataDir, { role: 'first' });
    await expect(acquireEmbeddedLock(dataDir, { waitMs: 0 })).rejects.toThrow(`pid ${process.pid} (first)`);
    lock.release();
    (await acquireEmbeddedLock(dataDir, { waitMs: 0 })).release();
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to a later process', async () => {
    await lockAs({ startTicks: '1' });
    const lock = await acquireEmbeddedLock(dataDir, { waitMs: 0 });
    lock.release();
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
  });

  it('counts a holder on another host as alive, and takes over an unreadable lock', async () => {
    await lockAs({ host: 'elsewhere', pid: 999_999 });
    await expect(acquireEmbeddedLock(dataDir, { waitMs: 0 })).rejects.toThrow('pid 999999 on host elsewhere');

    writeFileSync(lockFileFor(dataDir), '{"pid": 12');
    (await acquireEmbeddedLock(dataDir, { waitMs: 0 })).release();
  });
});
