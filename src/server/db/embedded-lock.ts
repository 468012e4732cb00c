// One process at a time on an embedded (PGlite) database folder.
//
// PGlite is PostgreSQL running inside this process: nothing coordinates two processes on one
// folder. Each keeps its own copy in memory and writes it back over the other's, so a second
// `npm start`, an overlapping restart or `npm run catalogue:import` next to a running server loses
// data without a word. Whoever opens the folder first holds `<folder>.lock` (next to the folder, not
// in it: the folder is PGlite's own) until it closes; anyone else waits a bounded time for it and
// then refuses, naming the holder.
//
// The holder is known by pid plus process start time (Linux /proc/<pid>/stat; elsewhere the pid
// alone), so a lock left by a crash (kill -9, power loss) is recognised at once: the pid is gone or
// now belongs to another process. Not proper-lockfile: it calls a lock stale when its mtime is old,
// so the holder must keep touching it; a crash then blocks every start for the stale period, and a
// holder whose event loop stalls longer (a long migration or import) has its lock taken while it
// still writes. The operating system's answer to "is this process alive?" needs no clock.
//
// Race-free without a lock server:
// - a lock file appears only whole and only if absent: written to a private temp file, then
//   hard-linked to its name (link fails with EEXIST when the name exists);
// - a stale lock file is removed only by the one process that created its takeover guard
//   (`<lock>.takeover-<token of the stale lock>`, made the same way), after reading that it still
//   holds that token. Tokens never repeat, so the guard can never remove a newer lock; a guard
//   left by a crash mid-takeover is itself taken over the same way.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, readlinkSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Longer than the server's 10 s shutdown grace, so an overlapping restart outlasts the old one's drain. */
export const DEFAULT_LOCK_WAIT_MS = 15_000;
const POLL_MS = 100;
/** Guards of guards: each level needs another crash within a few system calls; stop after a few. */
const MAX_TAKEOVER_DEPTH = 3;

export interface EmbeddedLockOptions {
  /** What this process is, named to the one refused: 'server (port 3000)', 'catalogue import'. */
  role?: string;
  /** How long to wait for a live holder to close before refusing. */
  waitMs?: number;
  /** Told once when the folder is in use and this process starts waiting. */
  onWait?: (message: string) => void;
}

export interface EmbeddedLock {
  readonly file: string;
  /** Idempotent. */
  release(): void;
}

/** What a lock file says about the process holding it. */
interface LockHolder {
  token: string;
  pid: number;
  role: string;
  command: string;
  acquiredAt: string;
  host: string;
  /** Linux only: ticks since boot at which the process started, boot and pid namespace ids. */
  startTicks: string | null;
  bootId: string | null;
  pidNamespace: string | null;
}

export class EmbeddedDatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: { pid: number; role: string; command: string; host: string; acquiredAt: string } | null,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process: ${holder ? describe(holder) : 'its lock is unreadable'}.\n` +
        `Only one process may open it: stop that one first, or use PostgreSQL (DATABASE_URL). ` +
        `If that process no longer runs, delete ${lockFile}.`,
    );
    this.name = 'EmbeddedDatabaseLockedError';
  }
}

export function lockFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** Holds the folder for this process, waiting up to `waitMs` for a live holder to close. */
export async function acquireEmbeddedLock(dataDir: string, options: EmbeddedLockOptions = {}): Promise<EmbeddedLock> {
  const file = lockFileFor(dataDir);
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_LOCK_WAIT_MS);
  const self = ownRecord(options.role ?? 'process');
  let waiting = false;
  for (;;) {
    if (createWhole(file, self)) return heldLock(file, self.token);
    const current = readLock(file);
    if (!current) continue; // released between our attempt and the read: try again at once
    if (isGone(current.holder) && takeOver(file, current.token, 0)) continue;
    if (Date.now() >= deadline) throw new EmbeddedDatabaseLockedError(path.resolve(dataDir), file, current.holder);
    if (!waiting && current.holder) {
      waiting = true;
      const seconds = Math.round((deadline - Date.now()) / 1000);
      options.onWait?.(`The embedded database is in use by ${describe(current.holder)}; waiting up to ${seconds} s for it to close`);
    }
    await delay(POLL_MS);
  }
}

function heldLock(file: string, token: string): EmbeddedLock {
  let held = true;
  // An exit without close leaves a lock the next process would take over anyway; removing it is tidier.
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Nobody else removes the file of a live holder, so reading then unlinking cannot race.
    if (readLock(file)?.token === token) unlinkQuietly(file);
  };
  process.on('exit', release);
  return { file, release };
}

/**
 * Removes the stale file `file` if it still carries `staleToken`, under the guard only one process
 * can create. False when another live process is taking it over (the caller polls again).
 */
function takeOver(file: string, staleToken: string, depth: number): boolean {
  const guard = `${file}.takeover-${staleToken}`;
  if (createWhole(guard, ownRecord('lock takeover'))) {
    try {
      if (readLock(file)?.token === staleToken) unlinkQuietly(file);
    } finally {
      unlinkQuietly(guard);
    }
    return true;
  }
  const guardLock = readLock(guard);
  if (!guardLock) return true; // that takeover just finished
  if (isGone(guardLock.holder) && depth < MAX_TAKEOVER_DEPTH) return takeOver(guard, guardLock.token, depth + 1);
  return false;
}

/** Creates `file` with `record` unless it exists; readers never see it partly written. */
function createWhole(file: string, record: LockHolder): boolean {
  const temp = `${file}.${record.token}.tmp`;
  const fd = openSync(temp, 'wx');
  try {
    writeSync(fd, JSON.stringify(record));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkQuietly(temp);
  }
}

/** Null when there is no such file; `holder` null when it cannot be read as a lock (then it is stale). */
function readLock(file: string): { token: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  const holder = parseHolder(text);
  // Only a torn write (power loss) makes an unreadable file; its content then stands for its token.
  return { token: holder?.token ?? `unreadable-${Buffer.from(text).toString('hex').slice(0, 24)}`, holder };
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    const valid = typeof value.token === 'string' && /^[0-9a-f]+$/.test(value.token) && Number.isInteger(value.pid) && (value.pid ?? 0) > 0;
    return valid ? (value as LockHolder) : null;
  } catch {
    return null;
  }
}

/** True only when the holder has certainly ended; a process we cannot see counts as alive. */
function isGone(holder: LockHolder | null): boolean {
  if (!holder) return true;
  const self = machine();
  // Another machine or container shares the folder: its processes are not ours to ask about.
  if (holder.host !== self.host) return false;
  if (holder.pidNamespace && self.pidNamespace && holder.pidNamespace !== self.pidNamespace) return false;
  if (holder.bootId && self.bootId && holder.bootId !== self.bootId) return true; // rebooted since
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (errorCode(error) === 'ESRCH') return true;
    return false; // EPERM: alive, owned by another user
  }
  // The pid is in use, but perhaps by a later process (pid reuse).
  const startTicks = processStartTicks(holder.pid);
  return Boolean(holder.startTicks && startTicks && holder.startTicks !== startTicks);
}

function ownRecord(role: string): LockHolder {
  const command = [path.basename(process.argv0), ...process.execArgv, ...process.argv.slice(1)].join(' ');
  return {
    token: randomBytes(8).toString('hex'),
    pid: process.pid,
    role,
    command: command.length > 200 ? `${command.slice(0, 199)}…` : command,
    acquiredAt: new Date().toISOString(),
    ...machine(),
    startTicks: processStartTicks(process.pid),
  };
}

let machineIds: { host: string; bootId: string | null; pidNamespace: string | null } | undefined;
function machine() {
  machineIds ??= {
    host: hostname(),
    bootId: readQuietly(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
    pidNamespace: readQuietly(() => readlinkSync('/proc/self/ns/pid')),
  };
  return machineIds;
}

/** Field 22 of /proc/<pid>/stat; the fields are counted after the command name, which may hold spaces. */
function processStartTicks(pid: number): string | null {
  return readQuietly(() => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  });
}

function describe(holder: { pid: number; role: string; command: string; host: string; acquiredAt: string }): string {
  const where = holder.host === machine().host ? '' : ` on host ${holder.host}`;
  return `pid ${holder.pid}${where} (${holder.role}) since ${holder.acquiredAt}: ${holder.command}`;
}

function readQuietly(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
